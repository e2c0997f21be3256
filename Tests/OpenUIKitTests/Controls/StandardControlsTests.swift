import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// The standard controls: what a tap or a drag does, which events they send (and that code
/// changes send none), their sizes, and their storyboard attributes.
@MainActor
struct StandardControlsTests {
    final class Counter {
        var events = 0
        func changed() { events += 1 }
    }

    /// A controller whose view holds `control` at `origin`.
    private func host(_ control: UIView, at origin: CGPoint = CGPoint(x: 100, y: 200)) -> UIViewController {
        let controller = UIViewController()
        control.frame.origin = origin
        controller.view.addSubview(control)
        return controller
    }

    @Test func aSwitchFlipsOnATapAndSaysSoOnce() throws {
        let control = UISwitch(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(control.bounds.size == CGSize(width: 51, height: 31), "a switch's size is fixed")
        let counter = Counter()
        control.addTarget(counter, action: Counter.changed, for: .valueChanged)
        try TransitionHost.run(root: host(control)) { host in
            control.setOn(true, animated: false)
            #expect(control.isOn && counter.events == 0, "code sends nothing")
            host.tap(at: CGPoint(x: 125, y: 215))
            try host.runUntilIdle()
            #expect(!control.isOn && counter.events == 1)
            #expect(control.backgroundColor != .systemGreen)
            // The tap slides the thumb over 0.25 s.
            host.tap(at: CGPoint(x: 125, y: 215))
            let thumb = try #require(control.layer.sublayers?.last)
            host.advance(by: 0.1)
            let x = thumb.presentation()?.position.x ?? 0
            #expect(x > 15.5 && x < 35.5, "\(x)")
            try host.runUntilIdle()
            #expect(control.isOn && counter.events == 2 && thumb.position.x == 35.5)
            #expect(control.backgroundColor == .systemGreen)
        }
    }

    @Test func aSegmentedControlSelectsTheTappedSegment() throws {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.intrinsicContentSize.height == 32)
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        let counter = Counter()
        control.addTarget(counter, action: Counter.changed, for: .valueChanged)
        try TransitionHost.run(root: host(control, at: CGPoint(x: 40, y: 200))) { host in
            // Segments 100 wide: the middle one spans 140 ..< 240 on screen.
            host.tap(at: CGPoint(x: 190, y: 216))
            try host.runUntilIdle()
            #expect(control.selectedSegmentIndex == 1 && counter.events == 1)
            host.tap(at: CGPoint(x: 190, y: 216))
            try host.runUntilIdle()
            #expect(counter.events == 1, "tapping the selected segment sends nothing")
            control.setEnabled(false, forSegmentAt: 2)
            host.tap(at: CGPoint(x: 300, y: 216))
            try host.runUntilIdle()
            #expect(control.selectedSegmentIndex == 1 && counter.events == 1, "a disabled segment is not selected")
            control.selectedSegmentIndex = 0
            #expect(counter.events == 1, "code sends nothing")
            // Inserting before the selection moves it; removing it clears it.
            control.insertSegment(withTitle: "Zero", at: 0, animated: false)
            #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 0) == "Zero")
            control.removeSegment(at: 1, animated: false)
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
            let capture = DiagnosticCapture(silent: true)
            OpenUIKitDiagnostics.$capture.withValue(capture) { control.selectedSegmentIndex = 7 }
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && capture.records.count == 1)
        }
    }

    @Test func aMomentarySegmentedControlAndActionSegments() throws {
        var ran: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [
            UIAction(title: "A") { _ in ran.append("A") }, UIAction(title: "B") { _ in ran.append("B") },
        ])
        control.isMomentary = true
        var seen: [Int] = []
        control.addAction(UIAction { [weak control] _ in seen.append(control?.selectedSegmentIndex ?? -2) }, for: .valueChanged)
        try TransitionHost.run(root: host(control)) { host in
            host.tap(at: CGPoint(x: 250, y: 216))
            try host.runUntilIdle()
            #expect(ran == ["B"] && seen == [1], "the action sees the tapped segment selected")
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "then a momentary control deselects")
        }
    }

    @Test func aSliderFollowsItsThumb() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        #expect(slider.value == 0.5)
        let counter = Counter()
        slider.addTarget(counter, action: Counter.changed, for: .valueChanged)
        try TransitionHost.run(root: host(slider, at: CGPoint(x: 50, y: 300))) { host in
            // The thumb's centre travels 200 points (228 − 28): at 0.5 it is at x = 114 + 50.
            let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
            #expect(thumb == CGRect(x: 100, y: 1.5, width: 28, height: 28))
            host.drag(from: CGPoint(x: 164, y: 315), to: CGPoint(x: 214, y: 315), duration: 0.3)
            try host.runUntilIdle()
            #expect(abs(slider.value - 0.75) < 1e-6, "\(slider.value)")
            #expect(counter.events > 1, "continuous: every change is sent")
            // A touch on the track away from the thumb does not move it.
            host.drag(from: CGPoint(x: 60, y: 315), to: CGPoint(x: 90, y: 315), duration: 0.3)
            try host.runUntilIdle()
            #expect(abs(slider.value - 0.75) < 1e-6)
            // Not continuous: one event when the finger lifts.
            slider.isContinuous = false
            counter.events = 0
            host.drag(from: CGPoint(x: 214, y: 315), to: CGPoint(x: 300, y: 315), duration: 0.3)
            try host.runUntilIdle()
            #expect(slider.value == 1 && counter.events == 1)
            slider.value = 7
            #expect(slider.value == 1, "values are clamped")
        }
    }

    @Test func aSlidersImagesReplaceItsPartsAndShrinkItsTrack() throws {
        func image(_ size: CGSize, _ color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: size).image { context in
                color.setFill()
                context.fill(CGRect(origin: .zero, size: size))
            }
        }
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        let normal = image(CGSize(width: 40, height: 20), .systemRed), pressed = image(CGSize(width: 44, height: 24), .systemGreen)
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(pressed, for: .highlighted)
        slider.setMinimumTrackImage(image(CGSize(width: 10, height: 6), .systemBlue), for: .normal)
        slider.minimumValueImage = image(CGSize(width: 20, height: 20), .black)
        slider.maximumValueImage = image(CGSize(width: 24, height: 24), .black)
        #expect(slider.thumbImage(for: .highlighted) === pressed && slider.currentThumbImage === normal)
        #expect(slider.minimumTrackImage(for: .normal) != nil && slider.maximumTrackImage(for: .normal) == nil)
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 28, y: 12.5, width: 300 - 28 - 32, height: 6), "the value images and their 8-point gaps take room: \(track)")
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5)
        #expect(thumb.size == CGSize(width: 40, height: 20) && abs(thumb.midX - track.midX) < 1e-9)
        let counter = Counter()
        slider.addTarget(counter, action: Counter.changed, for: .valueChanged)
        try TransitionHost.run(root: host(slider, at: CGPoint(x: 40, y: 300))) { host in
            let start = CGPoint(x: 40 + thumb.midX, y: 315.5)
            let finger = host.touchDown(at: [start])
            host.move(finger[0], along: [CGPoint(x: start.x + 50, y: start.y)], duration: 0.2)
            #expect(slider.currentThumbImage === pressed, "the highlighted image while the thumb is dragged")
            host.lift(finger)
            try host.runUntilIdle()
            #expect(slider.currentThumbImage === normal && counter.events > 0)
            // While dragged, the thumb is the 44-point highlighted image: it travels the track less that.
            #expect(abs(slider.value - Float(0.5 + 50 / (track.width - 44))) < 1e-4, "the thumb's travel is the track less its width: \(slider.value)")
        }
    }

    @Test func anActivityIndicatorSpinsWithoutKeepingTheRunLoopBusy() throws {
        let indicator = UIActivityIndicatorView(style: .large)
        #expect(indicator.bounds.size == CGSize(width: 37, height: 37) && indicator.isHidden && !indicator.isAnimating)
        try TransitionHost.run(root: host(indicator)) { host in
            indicator.startAnimating()
            #expect(indicator.isAnimating && !indicator.isHidden)
            host.step()  // the commit starts the spin
            let began = CACurrentMediaTime()
            try host.runUntilIdle()  // returns at once although the spin never ends
            #expect(CACurrentMediaTime() == began)
            // One turn a second in eight steps: 0.3 s after it began, the wheel is two steps round.
            let wheel = try #require(indicator.layer.sublayers?.first)
            host.advance(by: 0.3)
            let turn = try #require(wheel.presentation()?.transform)
            let angle = atan2(turn.m12, turn.m11)
            #expect(abs(angle - .pi / 2) < 1e-6, "\(angle)")
            indicator.stopAnimating()
            try host.runUntilIdle()
            #expect(indicator.isHidden && wheel.animationKeys() == nil)
        }
    }

    @Test func aProgressViewFillsItsShare() throws {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        #expect(progress.intrinsicContentSize.height == 4)
        try TransitionHost.run(root: host(progress)) { host in
            progress.progress = 0.25
            host.step()
            let fill = try #require(progress.layer.sublayers?.first)
            #expect(fill.frame.width == 50)
            progress.setProgress(0.75, animated: true)
            host.advance(by: 0.1)
            let width = fill.presentation()?.bounds.width ?? 0
            #expect(width > 50 && width < 150, "\(width)")
            try host.runUntilIdle()
            #expect(fill.frame.width == 150)
            progress.progress = 3
            #expect(progress.progress == 1)
        }
    }

    @Test func aPageControlStepsTowardTheTap() throws {
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        pages.numberOfPages = 5
        #expect(pages.size(forNumberOfPages: 5) == CGSize(width: 5 * 7 + 4 * 9 + 18, height: 26))
        let counter = Counter()
        pages.addTarget(counter, action: Counter.changed, for: .valueChanged)
        try TransitionHost.run(root: host(pages)) { host in
            host.tap(at: CGPoint(x: 250, y: 213))
            try host.runUntilIdle()
            #expect(pages.currentPage == 1 && counter.events == 1)
            host.tap(at: CGPoint(x: 120, y: 213))
            host.tap(at: CGPoint(x: 120, y: 213))
            try host.runUntilIdle()
            #expect(pages.currentPage == 0 && counter.events == 2, "no page before the first")
            pages.currentPage = 9
            #expect(pages.currentPage == 4)
            pages.numberOfPages = 2
            #expect(pages.currentPage == 1)
        }
    }

    @Test func aStepperStepsHoldsAndWraps() throws {
        let stepper = UIStepper(frame: .zero)
        #expect(stepper.bounds.size == CGSize(width: 94, height: 32))
        let counter = Counter()
        stepper.addTarget(counter, action: Counter.changed, for: .valueChanged)
        try TransitionHost.run(root: host(stepper)) { host in
            host.tap(at: CGPoint(x: 170, y: 216))
            try host.runUntilIdle()
            #expect(stepper.value == 1 && counter.events == 1)
            host.tap(at: CGPoint(x: 120, y: 216))
            host.tap(at: CGPoint(x: 120, y: 216))
            try host.runUntilIdle()
            #expect(stepper.value == 0 && counter.events == 2, "nothing below the minimum, and nothing sent")
            // Held: a step at once, then at 0.5 s and every 0.1 s (0.5, 0.6, 0.7, 0.8, 0.9).
            let finger = host.touchDown(at: [CGPoint(x: 170, y: 216)])
            host.advance(by: 0.95)
            host.lift(finger)
            try host.runUntilIdle()
            #expect(stepper.value == 6 && counter.events == 8)
            stepper.wraps = true
            stepper.maximumValue = 6
            host.tap(at: CGPoint(x: 170, y: 216))
            try host.runUntilIdle()
            #expect(stepper.value == 0, "past the maximum it wraps to the minimum")
        }
    }

    final class SettingsController: UIViewController {
        var toggles: [Bool] = []
        func toggled(_ sender: UISwitch) { toggles.append(sender.isOn) }
    }

    final class Unrelated {
        func never() {}
    }

    @Test func anActionWithoutATargetGoesUpTheResponderChain() throws {
        let controller = SettingsController()
        let toggle = UISwitch(frame: .zero)
        toggle.addTarget(nil, action: SettingsController.toggled, for: .valueChanged)
        toggle.addTarget(nil, action: Unrelated.never, for: .valueChanged)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.addSubview(toggle)
        controller.view.addSubview(container)
        let capture = DiagnosticCapture(silent: true)
        try OpenUIKitDiagnostics.$capture.withValue(capture) {
            try TransitionHost.run(root: controller) { host in
                host.tap(at: CGPoint(x: 25, y: 15))
                host.tap(at: CGPoint(x: 25, y: 15))
                try host.runUntilIdle()
            }
        }
        #expect(controller.toggles == [true, false], "the controller up the chain receives the action")
        #expect(capture.records.count == 1, "no responder of the other method's type: reported once")
    }

    @Test func storyboardsMakeTheControlsWithTheirAttributes() throws {
        let capture = DiagnosticCapture(silent: true)
        try OpenUIKitDiagnostics.$capture.withValue(capture) {
            let root = try #require(UINib(nibName: "Controls", bundle: .module).instantiate(withOwner: nil).first as? UIView)
            let toggle = try #require(root.subviews[0] as? UISwitch)
            #expect(toggle.isOn && toggle.onTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            let segments = try #require(root.subviews[1] as? UISegmentedControl)
            #expect(segments.numberOfSegments == 3 && segments.titleForSegment(at: 1) == "Flip" && segments.selectedSegmentIndex == 1)
            #expect(!segments.isEnabledForSegment(at: 2))
            let slider = try #require(root.subviews[2] as? UISlider)
            #expect(slider.value == 2 && slider.minimumValue == 1 && slider.maximumValue == 5 && !slider.isContinuous)
            let stepper = try #require(root.subviews[3] as? UIStepper)
            #expect(stepper.value == 3 && stepper.minimumValue == 1 && stepper.maximumValue == 10 && stepper.stepValue == 2 && stepper.wraps)
            let pages = try #require(root.subviews[4] as? UIPageControl)
            #expect(pages.numberOfPages == 4 && pages.currentPage == 2)
            let indicator = try #require(root.subviews[5] as? UIActivityIndicatorView)
            #expect(indicator.style == .large && indicator.isAnimating && indicator.hidesWhenStopped)
            indicator.stopAnimating()
            let progress = try #require(root.subviews[6] as? UIProgressView)
            #expect(progress.progress == 0.25)
            let search = try #require(root.subviews[7] as? UISearchBar)
            #expect(search.placeholder == "Find a transition" && search.showsCancelButton)
            let text = try #require(root.subviews[8] as? UITextView)
            #expect(text.text == "Transitions read well." && text.textAlignment == .center && text.font?.pointSize == 14)
            #expect(!text.isEditable && !text.isScrollEnabled)
        }
        #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
    }
}

/// The search bar and text fields' overlay views.
@MainActor
struct SearchBarTests {
    final class Recorder: UISearchBarDelegate {
        var events: [String] = []
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { events.append("shouldBegin"); return true }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("didBegin") }
        func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { events.append("shouldEnd"); return true }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { events.append("didEnd") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("changed \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { events.append("search \(searchBar.text ?? "")") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
    }

    @Test func theDelegateHearsEditingInUIKitsOrder() throws {
        let controller = UIViewController()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 393, height: 56))
        #expect(bar.placeholder == "Search" && bar.intrinsicContentSize.height == 56)
        let recorder = Recorder()
        bar.delegate = recorder
        controller.view.addSubview(bar)
        try TransitionHost.run(root: controller) { host in
            host.step()
            #expect(bar.becomeFirstResponder() && bar.isFirstResponder)
            bar.searchTextField.insertText("ca")
            bar.searchTextField.insertText("\n")
            #expect(bar.isFirstResponder, "the search key does not end editing")
            bar.text = "cat"
            bar.setShowsCancelButton(true, animated: false)
            let cancel = try #require(bar.subviews.compactMap { $0 as? UIButton }.first)
            #expect(cancel.frame.maxX == 393 - 8 && bar.searchTextField.frame.maxX < cancel.frame.minX)
            host.tap(cancel)
            try host.runUntilIdle()
            _ = bar.resignFirstResponder()
            #expect(recorder.events == ["shouldBegin", "didBegin", "changed ca", "search ca", "cancel", "shouldEnd", "didEnd"])
        }
    }

    @Test func overlayViewsShowAsTheirModeSaysAndTheTextGoesBetweenThem() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 20))
        field.leftView = icon
        #expect(icon.superview == nil, "never shown by default")
        field.leftViewMode = .unlessEditing
        field.layoutIfNeeded()
        #expect(icon.superview === field && icon.frame == CGRect(x: 0, y: 7, width: 24, height: 20))
        #expect(field.leftViewRect(forBounds: field.bounds) == icon.frame)
        field.rightViewMode = .always
        let clear = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        field.rightView = clear
        field.layoutIfNeeded()
        #expect(clear.frame == CGRect(x: 170, y: 2, width: 30, height: 30))
        field.leftViewMode = .whileEditing
        #expect(icon.superview == nil)
    }
}
