import Foundation

/// Date pickers, toolbars and refresh controls as Xcode writes them.
extension IBViewDecoding {
    /// `datePickerMode`, `minuteInterval`, `style`, `countDownDuration`, and the `<date>`
    /// children (`date`, `minimumDate`, `maximumDate`) and `<locale>`.
    static func decodeDatePicker(_ picker: UIDatePicker, _ coder: InterfaceBuilderCoder) {
        let element = coder.element, document = coder.load.document
        decodeControl(picker, element, document: document)
        switch element["datePickerMode"] {
        case "time": picker.datePickerMode = .time
        case "date": picker.datePickerMode = .date
        case "countDownTimer": picker.datePickerMode = .countDownTimer
        case "yearAndMonth": picker.datePickerMode = .yearAndMonth
        case nil, "dateAndTime": picker.datePickerMode = .dateAndTime
        case let other?: document.problem(at: element, "unknown datePickerMode '\(other)'; date and time are shown")
        }
        switch element["style"] {
        case "wheels": picker.preferredDatePickerStyle = .wheels
        case "compact": picker.preferredDatePickerStyle = .compact
        case "inline": picker.preferredDatePickerStyle = .inline
        default: break
        }
        if let interval = element.integer("minuteInterval") { picker.minuteInterval = interval }
        if let locale = element.child("locale", key: "locale")?["localeIdentifier"] { picker.locale = Locale(identifier: locale) }
        func date(_ key: String) -> Date? {
            element.child("date", key: key)?["timeIntervalSinceReferenceDate"].flatMap(Double.init).map(Date.init(timeIntervalSinceReferenceDate:))
        }
        if let minimum = date("minimumDate") { picker.minimumDate = minimum }
        if let maximum = date("maximumDate") { picker.maximumDate = maximum }
        if let value = date("date") { picker.date = value }
        if let duration = element.number("countDownDuration") { picker.countDownDuration = TimeInterval(duration) }
    }

    /// `<items>` of bar button items, `barStyle` and `translucent`.
    static func decodeToolbar(_ toolbar: UIToolbar, _ coder: InterfaceBuilderCoder) {
        let element = coder.element, load = coder.load
        if element["barStyle"] == "black" { toolbar.barStyle = .black }
        if let translucent = element.bool("translucent") { toolbar.isTranslucent = translucent }
        if let color = element.child(key: "barTintColor") { toolbar.barTintColor = IBValues.color(color, in: load.document) }
        let items = element.children(of: "items").filter { $0.name == "barButtonItem" }.map(load.makeBarButtonItem)
        if !items.isEmpty { toolbar.items = items }
    }

    /// A refresh control's `<attributedString key="attributedTitle">` text.
    static func decodeRefreshControl(_ control: UIRefreshControl, _ coder: InterfaceBuilderCoder) {
        let element = coder.element
        decodeControl(control, element, document: coder.load.document)
        if let title = element.child("attributedString", key: "attributedTitle") {
            let text = title.children.filter { $0.name == "fragment" }.compactMap { $0["content"] }.joined()
            control.attributedTitle = NSAttributedString(string: text)
        }
    }
}
