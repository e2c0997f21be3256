import Foundation

/// What the view elements of a document say, applied by each class's `init(coder:)`: UIView's
/// attributes and subviews first, then each subclass's own.
@MainActor
enum IBViewDecoding {
    /// Geometry, colours, flags, priorities, layout margins and guides, then the subviews (made
    /// inside this view's `init(coder:)`, as iOS does).
    static func decodeView(_ view: UIView, _ coder: InterfaceBuilderCoder) {
        let element = coder.element
        let load = coder.load
        load.register(view, for: element)
        if let frame = IBValues.rect(element.child("rect", key: "frame")) { view.frame = frame }
        if let mask = IBValues.autoresizingMask(element.child("autoresizingMask", key: "autoresizingMask")) {
            view.autoresizingMask = mask
        }
        if element.bool("translatesAutoresizingMaskIntoConstraints") == false {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        if let color = element.child(key: "backgroundColor") { view.backgroundColor = IBValues.color(color, in: load.document) }
        if let color = element.child(key: "tintColor") { view.tintColor = IBValues.color(color, in: load.document) }
        if let alpha = element.number("alpha") { view.alpha = alpha }
        if let hidden = element.bool("hidden") { view.isHidden = hidden }
        if let opaque = element.bool("opaque") { view.isOpaque = opaque }
        if let clips = element.bool("clipsSubviews") { view.clipsToBounds = clips }
        if let interaction = element.bool("userInteractionEnabled") { view.isUserInteractionEnabled = interaction }
        if let multiple = element.bool("multipleTouchEnabled") { view.isMultipleTouchEnabled = multiple }
        if let mode = IBValues.contentMode(element["contentMode"]) { view.contentMode = mode }
        if let tag = element.integer("tag") { view.tag = tag }
        if let identifier = element["restorationIdentifier"] { view.restorationIdentifier = identifier }
        if let value = element.bool("insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = value }
        if let value = element.bool("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = value }
        if let margins = IBValues.insets(element.child("edgeInsets", key: "layoutMargins")) { view.layoutMargins = margins }
        if let margins = IBValues.directionalInsets(element.child("directionalEdgeInsets", key: "directionalLayoutMargins")) {
            view.directionalLayoutMargins = margins
        }
        decodePriorities(view, element)
        for guide in element.children where guide.name == "viewLayoutGuide" {
            switch guide.key {
            case "safeArea": load.alias(view.safeAreaLayoutGuide, for: guide)
            case "layoutMargins": load.alias(view.layoutMarginsGuide, for: guide)
            case "keyboard": load.alias(view.keyboardLayoutGuide, for: guide)
            default: load.document.problem(at: guide, "unknown view layout guide '\(guide.key ?? "")'; constraints to it are left out")
            }
        }
        addSubviews(of: element, to: view, load: load)
    }

    /// Makes the views of the element's `<subviews>` and adds them to `view`, in order.
    static func addSubviews(of element: IBElement, to view: UIView, load: IBLoad) {
        for child in element.children(of: "subviews") {
            guard let subview = load.make(child) as? UIView else { continue }
            view.addSubview(subview)
        }
    }

    private static func decodePriorities(_ view: UIView, _ element: IBElement) {
        if let value = IBValues.priority(element, "horizontalHuggingPriority") { view.setContentHuggingPriority(value, for: .horizontal) }
        if let value = IBValues.priority(element, "verticalHuggingPriority") { view.setContentHuggingPriority(value, for: .vertical) }
        if let value = IBValues.priority(element, "horizontalCompressionResistancePriority") {
            view.setContentCompressionResistancePriority(value, for: .horizontal)
        }
        if let value = IBValues.priority(element, "verticalCompressionResistancePriority") {
            view.setContentCompressionResistancePriority(value, for: .vertical)
        }
    }

    static func decodeLabel(_ label: UILabel, _ coder: InterfaceBuilderCoder) {
        let element = coder.element
        let document = coder.load.document
        label.text = element["text"] ?? element.child("string", key: "text")?.text
        if let font = IBValues.font(element.child("fontDescription", key: "fontDescription"), in: document) { label.font = font }
        if let color = element.child(key: "textColor"), color.name == "color" { label.textColor = IBValues.color(color, in: document) }
        if let alignment = IBValues.textAlignment(element["textAlignment"]) { label.textAlignment = alignment }
        if let mode = IBValues.lineBreakMode(element["lineBreakMode"]) { label.lineBreakMode = mode }
        if let lines = element.integer("numberOfLines") { label.numberOfLines = lines }
        if let enabled = element.bool("enabled") { label.isEnabled = enabled }
        if let width = element.number("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = width }
        // Labels redraw their text when resized whatever the document's content mode.
        label.contentMode = .redraw
    }

    static func buttonType(_ name: String?) -> UIButton.ButtonType {
        switch name {
        case "system", "roundedRect": .system
        case "detailDisclosure": .detailDisclosure
        case "infoLight": .infoLight
        case "infoDark": .infoDark
        case "contactAdd": .contactAdd
        case "close": .close
        default: .custom
        }
    }

    /// Titles, title colours and images per state, the font, and a configuration's title.
    static func decodeButton(_ button: UIButton, _ coder: InterfaceBuilderCoder) {
        let element = coder.element
        let document = coder.load.document
        decodeControl(button, element, document: document)
        if let font = IBValues.font(element.child("fontDescription", key: "fontDescription"), in: document) { button.titleLabel?.font = font }
        for stateElement in element.children where stateElement.name == "state" {
            let state: UIControl.State = switch stateElement.key {
            case "highlighted": .highlighted
            case "disabled": .disabled
            case "selected": .selected
            default: .normal
            }
            if let title = stateElement["title"] ?? stateElement.child("string", key: "title")?.text { button.setTitle(title, for: state) }
            if let color = stateElement.child(key: "titleColor") { button.setTitleColor(IBValues.color(color, in: document), for: state) }
            if let image = stateElement["image"] { button.setImage(document.image(named: image, at: stateElement), for: state) }
        }
        if let configuration = element.child("buttonConfiguration", key: "configuration") {
            var value: UIButton.Configuration = switch configuration["style"] {
            case "filled": .filled()
            case "tinted": .tinted()
            case "gray": .gray()
            default: .plain()
            }
            value.title = configuration["title"]
            if let color = configuration.child(key: "baseForegroundColor") { value.baseForegroundColor = IBValues.color(color, in: document) }
            if let color = configuration.child(key: "baseBackgroundColor") { value.baseBackgroundColor = IBValues.color(color, in: document) }
            button.configuration = value
        }
    }

    static func decodeControl(_ control: UIControl, _ element: IBElement, document: IBDocument) {
        if let enabled = element.bool("enabled") { control.isEnabled = enabled }
        if let selected = element.bool("selected") { control.isSelected = selected }
        if let highlighted = element.bool("highlighted") { control.isHighlighted = highlighted }
        // Content alignment is not available in OpenUIKit yet: Interface Builder writes the
        // default (centred) for almost every control, so only other values are reported.
        // Xcode writes left/top for segmented controls, where alignment means nothing.
        for attribute in ["contentHorizontalAlignment", "contentVerticalAlignment"] where !(control is UISegmentedControl) {
            if let value = element[attribute], value != "center" {
                document.problem(at: element, "\(attribute) '\(value)' is not available in OpenUIKit yet; content stays centred")
            }
        }
    }

    static func decodeImageView(_ imageView: UIImageView, _ coder: InterfaceBuilderCoder) {
        let element = coder.element
        if let name = element["image"] { imageView.image = coder.load.document.image(named: name, at: element) }
    }

    /// A `<textView>`: its text, font, colour, alignment and whether it edits, selects and scrolls
    /// (the scroll view's own attributes are decoded by `UIScrollView`).
    static func decodeTextView(_ textView: UITextView, _ coder: InterfaceBuilderCoder) {
        let element = coder.element
        let document = coder.load.document
        if let text = element["text"] { textView.text = text }
        if let font = IBValues.font(element.child("fontDescription", key: "fontDescription"), in: document) { textView.font = font }
        if let color = element.child(key: "textColor"), color.name == "color" { textView.textColor = IBValues.color(color, in: document) }
        if let alignment = IBValues.textAlignment(element["textAlignment"]) { textView.textAlignment = alignment }
        if let editable = element.bool("editable") { textView.isEditable = editable }
        if let selectable = element.bool("selectable") { textView.isSelectable = selectable }
        if let scrolls = element.bool("scrollEnabled") { textView.isScrollEnabled = scrolls }
    }

    static func decodeTextField(_ field: UITextField, _ coder: InterfaceBuilderCoder) {
        let element = coder.element
        let document = coder.load.document
        decodeControl(field, element, document: document)
        if let text = element["text"] { field.text = text }
        if let placeholder = element["placeholder"] { field.placeholder = placeholder }
        if let font = IBValues.font(element.child("fontDescription", key: "fontDescription"), in: document) { field.font = font }
        if let color = element.child(key: "textColor"), color.name == "color" { field.textColor = IBValues.color(color, in: document) }
        if let alignment = IBValues.textAlignment(element["textAlignment"]) { field.textAlignment = alignment }
        field.borderStyle = switch element["borderStyle"] {
        case "line": .line
        case "bezel": .bezel
        case "roundedRect": .roundedRect
        default: .none
        }
        if let clears = element.bool("clearsOnBeginEditing") { field.clearsOnBeginEditing = clears }
        if let traits = element.child("textInputTraits", key: "textInputTraits") {
            if let secure = traits.bool("secureTextEntry") { field.isSecureTextEntry = secure }
            if let type = traits["textContentType"] { field.textContentType = UITextContentType.named(type) }
            if let value = traits["returnKeyType"], let type = IBValues.returnKeyType(value) { field.returnKeyType = type }
            if let value = traits["keyboardType"], let type = IBValues.keyboardType(value) { field.keyboardType = type }
            field.autocorrectionType = switch traits["autocorrectionType"] { case "no": .no; case "yes": .yes; default: field.autocorrectionType }
            field.spellCheckingType = switch traits["spellCheckingType"] { case "no": .no; case "yes": .yes; default: field.spellCheckingType }
            field.autocapitalizationType = switch traits["autocapitalizationType"] {
            case "none": .none
            case "words": .words
            case "sentences": .sentences
            case "allCharacters": .allCharacters
            default: field.autocapitalizationType
            }
            if let value = traits.bool("enablesReturnKeyAutomatically") { field.enablesReturnKeyAutomatically = value }
        }
        field.contentMode = .redraw
    }

    /// Axis, distribution, alignment and spacing; every subview in the document is arranged.
    static func decodeStackView(_ stack: UIStackView, _ coder: InterfaceBuilderCoder) {
        let element = coder.element
        if element["axis"] == "vertical" { stack.axis = .vertical }
        stack.distribution = switch element["distribution"] {
        case "fillEqually": .fillEqually
        case "fillProportionally": .fillProportionally
        case "equalSpacing": .equalSpacing
        case "equalCentering": .equalCentering
        default: .fill
        }
        stack.alignment = switch element["alignment"] {
        case "top", "leading": .leading
        case "firstBaseline": .firstBaseline
        case "center": .center
        case "bottom", "trailing": .trailing
        case "lastBaseline": .lastBaseline
        default: .fill
        }
        if let spacing = element.number("spacing") { stack.spacing = spacing }
        if let relative = element.bool("layoutMarginsFollowReadableWidth") { stack.isLayoutMarginsRelativeArrangement = relative }
        for subview in stack.subviews { stack.addArrangedSubview(subview) }
    }

    /// Paging, bouncing, scrolling and the inset adjustment. The content size comes from code
    /// (OpenUIKit has no content layout guide yet).
    static func decodeScrollView(_ scrollView: UIScrollView, _ coder: InterfaceBuilderCoder) {
        let element = coder.element
        if let paging = element.bool("pagingEnabled") { scrollView.isPagingEnabled = paging }
        if let bounces = element.bool("bounces") { scrollView.bounces = bounces }
        if let enabled = element.bool("scrollEnabled") { scrollView.isScrollEnabled = enabled }
        if let vertical = element.bool("alwaysBounceVertical") { scrollView.alwaysBounceVertical = vertical }
        if let horizontal = element.bool("alwaysBounceHorizontal") { scrollView.alwaysBounceHorizontal = horizontal }
        switch element["contentInsetAdjustmentBehavior"] {
        case "never": scrollView.contentInsetAdjustmentBehavior = .never
        case "always": scrollView.contentInsetAdjustmentBehavior = .always
        case "scrollableAxes": scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        default: break
        }
        if element.child("viewLayoutGuide", key: "contentLayoutGuide") != nil {
            coder.load.document.problem(at: element, "the scroll view's content layout guide is not available in OpenUIKit yet; set contentSize in code")
        }
    }

    /// The effect, and the subviews of the content view (the element's `contentView`).
    static func decodeVisualEffectView(_ effectView: UIVisualEffectView, _ coder: InterfaceBuilderCoder) {
        let element = coder.element
        if let blur = element.child("blurEffect") {
            let style: UIBlurEffect.Style = switch blur["style"] {
            case "light": .light
            case "dark": .dark
            case "extraLight": .extraLight
            case "prominent": .prominent
            case "systemThinMaterial": .systemThinMaterial
            case "systemUltraThinMaterial": .systemUltraThinMaterial
            case "systemThickMaterial": .systemThickMaterial
            default: .regular
            }
            effectView.effect = UIBlurEffect(style: style)
        }
        if let content = element.child("view", key: "contentView") {
            coder.load.alias(effectView.contentView, for: content)
            for child in content.children(of: "subviews") {
                guard let subview = coder.load.make(child) as? UIView else { continue }
                effectView.contentView.addSubview(subview)
            }
        }
    }
}

/// Gesture recognizers' and bar items' attributes.
@MainActor
enum IBControlDecoding {
    static func decodeGestureRecognizer(_ recognizer: UIGestureRecognizer, from element: IBElement) {
        if let enabled = element.bool("enabled") { recognizer.isEnabled = enabled }
        if let cancels = element.bool("cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
        if let delays = element.bool("delaysTouchesBegan") { recognizer.delaysTouchesBegan = delays }
        if let delays = element.bool("delaysTouchesEnded") { recognizer.delaysTouchesEnded = delays }
        switch recognizer {
        case let tap as UITapGestureRecognizer:
            if let taps = element.integer("numberOfTapsRequired") { tap.numberOfTapsRequired = taps }
            if let touches = element.integer("numberOfTouchesRequired") { tap.numberOfTouchesRequired = touches }
        case let edge as UIScreenEdgePanGestureRecognizer:
            if let edges = element.child("rectEdge", key: "edges") {
                var value: UIRectEdge = []
                if edges.bool("top") == true { value.insert(.top) }
                if edges.bool("left") == true { value.insert(.left) }
                if edges.bool("bottom") == true { value.insert(.bottom) }
                if edges.bool("right") == true { value.insert(.right) }
                edge.edges = value
            }
        case let pan as UIPanGestureRecognizer:
            if let minimum = element.integer("minimumNumberOfTouches") { pan.minimumNumberOfTouches = minimum }
            if let maximum = element.integer("maximumNumberOfTouches") { pan.maximumNumberOfTouches = maximum }
        case let swipe as UISwipeGestureRecognizer:
            var direction: UISwipeGestureRecognizer.Direction = []
            for name in (element["direction"] ?? "right").split(separator: " ") {
                switch name {
                case "left": direction.insert(.left)
                case "up": direction.insert(.up)
                case "down": direction.insert(.down)
                default: direction.insert(.right)
                }
            }
            swipe.direction = direction
        case let press as UILongPressGestureRecognizer:
            if let duration = element.number("minimumPressDuration") { press.minimumPressDuration = TimeInterval(duration) }
            if let movement = element.number("allowableMovement") { press.allowableMovement = movement }
        default:
            break
        }
    }

    static func barButtonSystemItem(_ name: String) -> UIBarButtonItem.SystemItem? {
        let table: [String: UIBarButtonItem.SystemItem] = [
            "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
            "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply,
            "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search,
            "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash, "play": .play,
            "pause": .pause, "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo,
            "pageCurl": .pageCurl, "close": .close,
        ]
        return table[name]
    }
}
