import Foundation

/// The standard controls' attributes as Xcode writes them (switch, segmented control, slider,
/// stepper, page control, activity indicator, progress view).
extension IBViewDecoding {
    static func decodeSwitch(_ control: UISwitch, _ coder: InterfaceBuilderCoder) {
        let element = coder.element, document = coder.load.document
        decodeControl(control, element, document: document)
        if let on = element.bool("on") { control.isOn = on }
        if let color = element.child(key: "onTintColor") { control.onTintColor = IBValues.color(color, in: document) }
        if let color = element.child(key: "thumbTintColor") { control.thumbTintColor = IBValues.color(color, in: document) }
    }

    /// Segments from `<segments><segment title=… image=…/></segments>`, then the selection.
    static func decodeSegmentedControl(_ control: UISegmentedControl, _ coder: InterfaceBuilderCoder) {
        let element = coder.element, document = coder.load.document
        decodeControl(control, element, document: document)
        for segment in element.child("segments")?.children ?? [] where segment.name == "segment" {
            if let image = segment["image"] {
                control.insertSegment(with: document.image(named: image, at: segment), at: control.numberOfSegments, animated: false)
            } else {
                control.insertSegment(withTitle: segment["title"], at: control.numberOfSegments, animated: false)
            }
            if segment.bool("enabled") == false { control.setEnabled(false, forSegmentAt: control.numberOfSegments - 1) }
            if let width = segment.number("width") { control.setWidth(width, forSegmentAt: control.numberOfSegments - 1) }
        }
        if let index = element.number("selectedSegmentIndex"), Int(index) < control.numberOfSegments { control.selectedSegmentIndex = Int(index) }
        if let momentary = element.bool("momentary") { control.isMomentary = momentary }
        if let color = element.child(key: "selectedSegmentTintColor") { control.selectedSegmentTintColor = IBValues.color(color, in: document) }
    }

    static func decodeSlider(_ slider: UISlider, _ coder: InterfaceBuilderCoder) {
        let element = coder.element, document = coder.load.document
        decodeControl(slider, element, document: document)
        if let minimum = element.number("minValue") { slider.minimumValue = Float(minimum) }
        if let maximum = element.number("maxValue") { slider.maximumValue = Float(maximum) }
        if let value = element.number("value") { slider.value = Float(value) }
        if let continuous = element.bool("continuous") { slider.isContinuous = continuous }
        if let color = element.child(key: "minimumTrackTintColor") { slider.minimumTrackTintColor = IBValues.color(color, in: document) }
        if let color = element.child(key: "maximumTrackTintColor") { slider.maximumTrackTintColor = IBValues.color(color, in: document) }
        if let color = element.child(key: "thumbTintColor") { slider.thumbTintColor = IBValues.color(color, in: document) }
    }

    static func decodeStepper(_ stepper: UIStepper, _ coder: InterfaceBuilderCoder) {
        let element = coder.element, document = coder.load.document
        decodeControl(stepper, element, document: document)
        if let minimum = element.number("minimumValue") { stepper.minimumValue = Double(minimum) }
        if let maximum = element.number("maximumValue") { stepper.maximumValue = Double(maximum) }
        if let step = element.number("stepValue") { stepper.stepValue = Double(step) }
        if let value = element.number("value") { stepper.value = Double(value) }
        if let wraps = element.bool("wraps") { stepper.wraps = wraps }
        if let autorepeat = element.bool("autorepeat") { stepper.autorepeat = autorepeat }
        if let continuous = element.bool("continuous") { stepper.isContinuous = continuous }
    }

    static func decodePageControl(_ control: UIPageControl, _ coder: InterfaceBuilderCoder) {
        let element = coder.element, document = coder.load.document
        decodeControl(control, element, document: document)
        if let pages = element.number("numberOfPages") { control.numberOfPages = Int(pages) }
        if let page = element.number("currentPage") { control.currentPage = Int(page) }
        if let hides = element.bool("hidesForSinglePage") { control.hidesForSinglePage = hides }
        if let color = element.child(key: "pageIndicatorTintColor") { control.pageIndicatorTintColor = IBValues.color(color, in: document) }
        if let color = element.child(key: "currentPageIndicatorTintColor") { control.currentPageIndicatorTintColor = IBValues.color(color, in: document) }
    }

    static func decodeActivityIndicator(_ indicator: UIActivityIndicatorView, _ coder: InterfaceBuilderCoder) {
        let element = coder.element, document = coder.load.document
        indicator.style = switch element["style"] {
        case "large": .large
        case "whiteLarge": .whiteLarge
        case "white": .white
        case "gray": .gray
        default: .medium
        }
        if let color = element.child(key: "color") { indicator.color = IBValues.color(color, in: document) }
        if let hides = element.bool("hidesWhenStopped") { indicator.hidesWhenStopped = hides }
        if element.bool("animating") == true { indicator.startAnimating() }
    }

    static func decodeProgressView(_ view: UIProgressView, _ coder: InterfaceBuilderCoder) {
        let element = coder.element, document = coder.load.document
        if element["progressViewStyle"] == "bar" { view.progressViewStyle = .bar }
        if let progress = element.number("progress") { view.progress = Float(progress) }
        if let color = element.child(key: "progressTintColor") { view.progressTintColor = IBValues.color(color, in: document) }
        if let color = element.child(key: "trackTintColor") { view.trackTintColor = IBValues.color(color, in: document) }
    }

    static func decodeSearchBar(_ bar: UISearchBar, _ coder: InterfaceBuilderCoder) {
        let element = coder.element
        if let placeholder = element["placeholder"] { bar.placeholder = placeholder }
        if let text = element["text"] { bar.text = text }
        if let shows = element.bool("showsCancelButton") { bar.showsCancelButton = shows }
        switch element["searchBarStyle"] {
        case "minimal": bar.searchBarStyle = .minimal
        case "prominent": bar.searchBarStyle = .prominent
        default: break
        }
    }
}
