/// The report's `index.html`: one static page that reads its data from `entries.js` beside it
/// (script files load from disk where `fetch` does not), so it opens from the file system with
/// no server. Failed snapshots come first; pictures switch between golden, rendered and
/// difference, or blend with a slider; transitions scrub frame by frame with the callback
/// timeline and the view tree at the chosen time.
///
/// Elements carry `data-role` attributes (`scrub`, `frame-label`, `reference`, `actual`,
/// `diff`, `timeline`, `view-tree`, `mode`, `blend`) that the browser test drives.
enum ReportPage {
    static let html = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>OpenUIKit snapshot report</title>
    <style>
    body { font: 14px/1.4 -apple-system, "DejaVu Sans", sans-serif; margin: 0; background: #f4f4f6; color: #1c1c1e; }
    header { background: #fff; padding: 16px 24px; border-bottom: 1px solid #ddd; position: sticky; top: 0; z-index: 1; }
    h1 { font-size: 20px; margin: 0 0 4px; }
    nav button, .modes button { margin-right: 6px; padding: 3px 10px; border: 1px solid #bbb; border-radius: 12px; background: #fff; cursor: pointer; }
    nav button.on, .modes button.on { background: #0a84ff; color: #fff; border-color: #0a84ff; }
    main { padding: 16px 24px; }
    section.entry { background: #fff; border-radius: 8px; padding: 12px 16px; margin-bottom: 16px; border-left: 6px solid #8e8e93; }
    section.failed, section.missing { border-left-color: #ff3b30; }
    section.recorded { border-left-color: #0a84ff; }
    section.matched { border-left-color: #34c759; }
    h2 { font-size: 15px; margin: 0 0 6px; word-break: break-all; }
    .badge { font-size: 11px; text-transform: uppercase; padding: 1px 6px; border-radius: 8px; background: #eee; margin-left: 8px; }
    pre { background: #f7f7f9; padding: 8px; overflow: auto; max-height: 320px; font-size: 12px; white-space: pre-wrap; }
    .pictures { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
    .pictures figure { margin: 0; }
    .pictures img { max-width: 280px; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .overlay { position: relative; display: inline-block; }
    .overlay img.top { position: absolute; left: 0; top: 0; }
    .columns { display: flex; gap: 12px; }
    .columns > div { flex: 1; min-width: 0; }
    ol.timeline { font: 12px monospace; padding-left: 20px; max-height: 320px; overflow: auto; }
    ol.timeline li.future { color: #aaa; }
    ol.timeline li.current { font-weight: bold; background: #fff3c4; }
    .empty { color: #8e8e93; font-style: italic; }
    </style>
    <script>var OPENUIKIT_REPORT = [], OPENUIKIT_TESTS = [];</script>
    <script src="entries.js"></script>
    <script src="tests.js"></script>
    </head>
    <body>
    <header>
    <h1>OpenUIKit snapshot report</h1>
    <div id="summary" data-role="summary"></div>
    <nav id="filters"></nav>
    </header>
    <main id="entries"></main>
    <script>
    (function () {
      var rank = { failed: 0, missing: 1, recorded: 2, matched: 3 };
      var entries = OPENUIKIT_REPORT.slice().sort(function (a, b) {
        return (rank[a.status] - rank[b.status]) || (a.test < b.test ? -1 : a.test > b.test ? 1 : 0) || (number(a.id) - number(b.id));
      });
      function number(id) { return parseInt(id.split("-").pop(), 10) || 0; }
      function element(tag, attributes, text) {
        var node = document.createElement(tag);
        for (var key in attributes || {}) node.setAttribute(key, attributes[key]);
        if (text !== undefined && text !== null) node.textContent = text;
        return node;
      }
      function picture(label, source, role) {
        var figure = element("figure");
        figure.appendChild(element("figcaption", {}, label));
        if (source) { figure.appendChild(element("img", { src: source, alt: label, "data-role": role })); }
        else { figure.appendChild(element("div", { "class": "empty", "data-role": role }, "none")); }
        return figure;
      }
      function timeOf(line) { return parseFloat(line); }

      var counts = { failed: 0, missing: 0, recorded: 0, matched: 0 };
      entries.forEach(function (entry) { counts[entry.status] += 1; });
      var tests = {};
      entries.forEach(function (entry) { tests[entry.test] = true; });
      var snapshots = entries.length + " snapshots: " + counts.failed + " failed, " + counts.missing + " missing, " +
        counts.recorded + " recorded, " + counts.matched + " matched";
      var ran = { passed: 0, failed: 0, skipped: 0 };
      OPENUIKIT_TESTS.forEach(function (test) { ran[test.status] += 1; });
      document.getElementById("summary").textContent = OPENUIKIT_TESTS.length > 0
        ? OPENUIKIT_TESTS.length + " tests: " + ran.passed + " passed, " + ran.failed + " failed, " + ran.skipped + " skipped; " + snapshots
        : Object.keys(tests).length + " tests, " + snapshots;

      var main = document.getElementById("entries");
      // Tests that failed (from the test runner), each with its messages.
      OPENUIKIT_TESTS.filter(function (test) { return test.status === "failed"; }).forEach(function (test) {
        var section = element("section", { "class": "entry failed test", "data-status": "failed", "data-role": "failed-test" });
        var title = element("h2", {}, test.name);
        title.appendChild(element("span", { "class": "badge" }, "failed · test"));
        section.appendChild(title);
        section.appendChild(element("pre", { "class": "message" }, test.messages.join("\\n")));
        main.appendChild(section);
      });
      if (entries.length === 0) { main.appendChild(element("p", { "class": "empty" }, "No snapshot assertions were recorded.")); }
      entries.forEach(function (entry) {
        var section = element("section", { "class": "entry " + entry.status, id: "entry-" + entry.id, "data-status": entry.status });
        var title = element("h2", {}, entry.test);
        title.appendChild(element("span", { "class": "badge" }, entry.status + " · " + entry.kind));
        section.appendChild(title);
        if (entry.file) section.appendChild(element("div", { "class": "empty" }, entry.file));
        if (entry.message) section.appendChild(element("pre", { "class": "message" }, entry.message));
        if (entry.kind === "image") showImage(section, entry);
        if (entry.kind === "text") showText(section, entry);
        if (entry.kind === "transition") showTransition(section, entry);
        main.appendChild(section);
      });

      function showImage(section, entry) {
        var modes = element("div", { "class": "modes" });
        var stage = element("div", { "class": "pictures" });
        var choices = [["Golden", entry.reference], ["Rendered", entry.actual], ["Difference", entry.diff]].filter(function (c) { return c[1]; });
        // Modes: 0 all side by side, 1... one picture each, then the blend.
        function choose(index) {
          stage.innerHTML = "";
          Array.prototype.forEach.call(modes.children, function (button, i) { button.className = i === index ? "on" : ""; });
          if (index === 0) { choices.forEach(function (choice) { stage.appendChild(picture(choice[0], choice[1], "shown")); }); return; }
          if (index <= choices.length) { stage.appendChild(picture(choices[index - 1][0], choices[index - 1][1], "shown")); return; }
          var overlay = element("div", { "class": "overlay" });
          overlay.appendChild(element("img", { src: entry.reference, alt: "golden" }));
          var top = element("img", { src: entry.actual, alt: "rendered", "class": "top", "data-role": "blended" });
          top.style.opacity = "0.5";
          overlay.appendChild(top);
          var slider = element("input", { type: "range", min: "0", max: "100", value: "50", "data-role": "blend" });
          slider.addEventListener("input", function () { top.style.opacity = String(slider.value / 100); });
          stage.appendChild(overlay);
          stage.appendChild(slider);
        }
        [["Side by side"]].concat(choices).forEach(function (choice, index) {
          var button = element("button", { "data-role": "mode" }, choice[0]);
          button.addEventListener("click", function () { choose(index); });
          modes.appendChild(button);
        });
        if (entry.reference && entry.actual) {
          var blend = element("button", { "data-role": "mode" }, "Blend");
          blend.addEventListener("click", function () { choose(choices.length + 1); });
          modes.appendChild(blend);
        }
        section.appendChild(modes);
        section.appendChild(stage);
        choose(0);
      }

      function showText(section, entry) {
        var columns = element("div", { "class": "columns" });
        [["Golden", entry.referenceText], ["Rendered", entry.actualText]].forEach(function (column) {
          if (column[1] === undefined || column[1] === null) return;
          var box = element("div");
          box.appendChild(element("h3", {}, column[0]));
          box.appendChild(element("pre", {}, column[1]));
          columns.appendChild(box);
        });
        section.appendChild(columns);
      }

      function showTransition(section, entry) {
        var frames = entry.frames || [];
        if (frames.length === 0) { section.appendChild(element("p", { "class": "empty" }, "No frames.")); return; }
        var first = 0;
        for (var i = 0; i < frames.length; i++) { if (frames[i].diff) { first = i; break; } }
        var controls = element("div");
        var slider = element("input", { type: "range", min: "0", max: String(frames.length - 1), value: String(first), "data-role": "scrub" });
        var label = element("span", { "data-role": "frame-label" });
        controls.appendChild(slider);
        controls.appendChild(label);
        var stage = element("div", { "class": "pictures" });
        var columns = element("div", { "class": "columns" });
        var timelineBox = element("div");
        timelineBox.appendChild(element("h3", {}, "Callbacks"));
        var timeline = element("ol", { "class": "timeline", "data-role": "timeline" });
        (entry.actualTimeline || entry.referenceTimeline || []).forEach(function (line) {
          timeline.appendChild(element("li", { "data-time": String(timeOf(line)) }, line));
        });
        timelineBox.appendChild(timeline);
        if (entry.referenceTimeline && entry.actualTimeline && entry.referenceTimeline.join("\\n") !== entry.actualTimeline.join("\\n")) {
          timelineBox.appendChild(element("h3", {}, "The golden's callbacks"));
          timelineBox.appendChild(element("pre", { "data-role": "reference-timeline" }, entry.referenceTimeline.join("\\n")));
        }
        var treeBox = element("div");
        treeBox.appendChild(element("h3", {}, "View tree"));
        var tree = element("pre", { "data-role": "view-tree" });
        treeBox.appendChild(tree);
        columns.appendChild(timelineBox);
        columns.appendChild(treeBox);
        function show(index) {
          var frame = frames[index];
          label.textContent = " Frame " + index + " of " + frames.length + " · " + frame.time.toFixed(4) + " s" + (frame.diff ? " · differs" : "");
          stage.innerHTML = "";
          stage.appendChild(picture("Golden", frame.reference, "reference"));
          stage.appendChild(picture("Rendered", frame.actual, "actual"));
          stage.appendChild(picture("Difference", frame.diff, "diff"));
          var current = null;
          Array.prototype.forEach.call(timeline.children, function (item) {
            var past = parseFloat(item.getAttribute("data-time")) <= frame.time + 1e-9;
            item.className = past ? "past" : "future";
            if (past) current = item;
          });
          if (current) current.className = "past current";
          tree.textContent = frame.viewTree || "(no view tree)";
        }
        slider.addEventListener("input", function () { show(parseInt(slider.value, 10)); });
        section.appendChild(controls);
        section.appendChild(stage);
        section.appendChild(columns);
        show(first);
      }

      var filters = document.getElementById("filters");
      [["All", null], ["Failed", "failed"], ["Missing", "missing"], ["Recorded", "recorded"], ["Matched", "matched"]].forEach(function (filter) {
        var button = element("button", { "data-role": "filter" }, filter[0]);
        button.addEventListener("click", function () {
          Array.prototype.forEach.call(filters.children, function (other) { other.className = other === button ? "on" : ""; });
          Array.prototype.forEach.call(main.querySelectorAll("section.entry"), function (section) {
            section.style.display = !filter[1] || section.getAttribute("data-status") === filter[1] ? "" : "none";
          });
        });
        filters.appendChild(button);
      });
      filters.children[0].className = "on";
    })();
    </script>
    </body>
    </html>

    """
}
