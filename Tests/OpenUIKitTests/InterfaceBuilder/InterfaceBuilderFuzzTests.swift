@testable import OpenUIKit
import Foundation
import PropertyBased
import Testing

/// Damaged documents never trap: the test storyboards with lines dropped or doubled, attribute
/// values replaced by non-finite, huge, negative or non-numeric ones, connections pointed at
/// other ids and element names changed, loaded scene by scene with every view, and performed
/// segues. Problems are reported (captured here); the hierarchy checks of every commit
/// (OPENUIKIT_INTERNAL_CHECKS) must still hold. `OPENUIKIT_SOAK_SEQUENCES` raises the count.
@MainActor
struct InterfaceBuilderFuzzTests {
    static var count: Int { ProcessInfo.processInfo.environment["OPENUIKIT_SOAK_SEQUENCES"].flatMap(Int.init).map { $0 / 10 } ?? 300 }
    static let genes = Gen.int(in: 0...1_000_000).array(of: 1...12)

    static let originals: [(name: String, lines: [Substring])] = ["Segues", "Tabs", "Legacy"].map { name in
        let url = Bundle.module.url(forResource: name, withExtension: "storyboard")!
        let text = try! String(contentsOf: url, encoding: .utf8)
        return (name, text.split(separator: "\n", omittingEmptySubsequences: false))
    }

    static let strangeValues = ["NaN", "inf", "-inf", "1e30", "-1e30", "0", "-5", "abc", "", "YES", "2:0", "999999"]
    static let strangeNames = ["slider", "tableView", "view", "label", "mystery", "viewController", "segue", "constraint"]

    @Test func damagedStoryboardsLoadWithoutTrapping() async {
        await propertyCheck(count: Self.count, input: Self.genes) { genes in
            await MainActor.run { Self.check(genes) }
        }
        try? FileManager.default.removeItem(at: Self.folder)
    }

    /// Where the damaged documents are written (Interface Builder files are read from files).
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-fuzz-\(getpid())")

    /// Applies each gene as one damage to one of the documents, then loads it every way.
    static func check(_ genes: [Int]) {
        let original = originals[genes[0] % originals.count]
        var lines = original.lines.map(String.init)
        for gene in genes.dropFirst() where !lines.isEmpty {
            let line = (gene / 8) % lines.count
            switch gene % 8 {
            case 0: lines.remove(at: line)
            case 1: lines.insert(lines[line], at: line)
            case 2, 3: lines[line] = replacingAValue(in: lines[line], gene: gene / 97)
            case 4: lines[line] = lines[line].replacingOccurrences(of: "destination=\"", with: "destination=\"x", options: [], range: nil)
            case 5:
                let name = strangeNames[(gene / 13) % strangeNames.count]
                if let open = lines[line].firstIndex(of: "<"), let end = lines[line][open...].firstIndex(where: { $0 == " " || $0 == ">" }),
                   lines[line][lines[line].index(after: open)] != "/" {
                    lines[line].replaceSubrange(lines[line].index(after: open)..<end, with: name)
                }
            case 6: lines[line] = lines[line].replacingOccurrences(of: "id=\"", with: "id=\"Hom-e0-Vc1\" old=\"")
            default: lines[line] = lines[line].replacingOccurrences(of: "kind=\"", with: "kind=\"\(["unwind", "embed", "custom", "relationship"][(gene / 7) % 4])\" was=\"")
            }
        }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("\(original.name).storyboard")
        try? lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        withApp { _ in
            guard let storyboard = try? UIStoryboard(contentsOf: url, bundle: .module), let document = storyboard.document else { return }
            let window = makeWindow()
            _ = storyboard.instantiateInitialViewController()
            for element in document.sceneControllers {
                guard let controller = storyboard.instantiate(element, creator: nil as ((NSCoder) -> UIViewController?)?) else { continue }
                window.rootViewController = controller
                advance(1.0 / 60)
                for template in controller.interfaceBuilderOrigin?.segueTemplates ?? [] {
                    controller.performSegue(template, sender: nil)
                    advance(0.6)
                }
                controller.presentedViewController?.dismiss(animated: false)
                advance(1.0 / 60)
            }
        }
    }

    /// The line with one attribute's value replaced by a strange one.
    static func replacingAValue(in line: String, gene: Int) -> String {
        let quotes = line.indices.filter { line[$0] == "\"" }
        guard quotes.count >= 2 else { return line }
        let pair = (gene % (quotes.count / 2)) * 2
        let start = line.index(after: quotes[pair]), end = quotes[pair + 1]
        return line.replacingCharacters(in: start..<end, with: strangeValues[(gene / 3) % strangeValues.count])
    }
}
