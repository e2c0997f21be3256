import Foundation

/// Reads the value elements of Interface Builder documents: rectangles, insets, colours, fonts,
/// masks and the enumerations attributes name.
@MainActor
enum IBValues {
    /// `returnKeyType="next"` and friends.
    static func returnKeyType(_ name: String) -> UIReturnKeyType? {
        let names: [String: UIReturnKeyType] = ["default": .default, "go": .go, "google": .google, "join": .join, "next": .next,
                                                "route": .route, "search": .search, "send": .send, "yahoo": .yahoo, "done": .done,
                                                "emergencyCall": .emergencyCall, "continue": .continue]
        return names[name]
    }

    /// `keyboardType="emailAddress"` and friends.
    static func keyboardType(_ name: String) -> UIKeyboardType? {
        let names: [String: UIKeyboardType] = ["default": .default, "alphabet": .asciiCapable, "asciiCapable": .asciiCapable,
                                               "numbersAndPunctuation": .numbersAndPunctuation, "URL": .URL, "numberPad": .numberPad,
                                               "phonePad": .phonePad, "namePhonePad": .namePhonePad, "emailAddress": .emailAddress,
                                               "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch,
                                               "asciiCapableNumberPad": .asciiCapableNumberPad]
        return names[name]
    }

    static func rect(_ element: IBElement?) -> CGRect? {
        guard let element else { return nil }
        return CGRect(x: element.number("x") ?? 0, y: element.number("y") ?? 0,
                      width: element.number("width") ?? 0, height: element.number("height") ?? 0)
    }

    static func size(_ element: IBElement?) -> CGSize? {
        guard let element else { return nil }
        return CGSize(width: element.number("width") ?? 0, height: element.number("height") ?? 0)
    }

    static func point(_ element: IBElement?) -> CGPoint? {
        guard let element else { return nil }
        return CGPoint(x: element.number("x") ?? 0, y: element.number("y") ?? 0)
    }

    static func insets(_ element: IBElement?) -> UIEdgeInsets? {
        guard let element else { return nil }
        return UIEdgeInsets(top: element.number("top") ?? 0, left: element.number("left") ?? 0,
                            bottom: element.number("bottom") ?? 0, right: element.number("right") ?? 0)
    }

    static func directionalInsets(_ element: IBElement?) -> NSDirectionalEdgeInsets? {
        guard let element else { return nil }
        return NSDirectionalEdgeInsets(top: element.number("top") ?? 0, leading: element.number("leading") ?? 0,
                                       bottom: element.number("bottom") ?? 0, trailing: element.number("trailing") ?? 0)
    }

    static func autoresizingMask(_ element: IBElement?) -> UIView.AutoresizingMask? {
        guard let element else { return nil }
        var mask: UIView.AutoresizingMask = []
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (attribute, flag) in flags where element.bool(attribute) == true { mask.insert(flag) }
        return mask
    }

    /// A `<color>` element: sRGB or calibrated components, white, a named system colour
    /// (`systemColor="systemBackgroundColor"`, `cocoaTouchSystemColor="darkTextColor"`) or an
    /// asset catalog name (`name="AccentColor"`, falling back to the document's resource).
    static func color(_ element: IBElement?, in document: IBDocument?) -> UIColor? {
        guard let element, element.name == "color" else { return nil }
        if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            if let color = systemColor(named: system) { return color }
            if let fallback = document?.resourceColor(named: system, kind: "systemColor") { return color(fallback, in: nil) }
            document?.problem(at: element, "unknown system colour '\(system)'; clear is used")
            return .clear
        }
        if let name = element["name"] {
            if let color = UIColor(named: name, in: document?.bundle, compatibleWith: nil) { return color }
            if let fallback = document?.resourceColor(named: name, kind: "namedColor") { return color(fallback, in: nil) }
            document?.problem(at: element, "no colour named '\(name)' in the asset catalog or the document; clear is used")
            return .clear
        }
        let alpha = element.number("alpha") ?? 1
        if let white = element.number("white") { return UIColor(white: white, alpha: alpha) }
        // sRGB, calibrated RGB, display P3 and device RGB are all read as sRGB components
        // (OpenUIKit draws in sRGB; the differences are within a few levels).
        return UIColor(red: element.number("red") ?? 0, green: element.number("green") ?? 0,
                       blue: element.number("blue") ?? 0, alpha: alpha)
    }

    /// `systemBackgroundColor` → `UIColor.systemBackground`, `darkTextColor` → black, ….
    static func systemColor(named name: String) -> UIColor? {
        let table: [String: UIColor] = [
            "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
            "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
            "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground, "systemFillColor": .systemFill,
            "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
            "quaternaryLabelColor": .quaternaryLabel, "linkColor": .link, "separatorColor": .separator,
            "placeholderTextColor": .placeholderText,
            "systemBlueColor": .systemBlue, "systemRedColor": .systemRed, "systemGreenColor": .systemGreen,
            "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink,
            "systemPurpleColor": .systemPurple, "systemTealColor": .systemTeal, "systemIndigoColor": .systemIndigo,
            "systemBrownColor": .systemBrown, "systemMintColor": .systemMint, "systemCyanColor": .systemCyan,
            "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
            "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
            "darkTextColor": .black, "lightTextColor": UIColor(white: 1, alpha: 0.6),
            "groupTableViewBackgroundColor": .systemGroupedBackground, "tableCellGroupedBackgroundColor": .white,
            "blackColor": .black, "whiteColor": .white, "clearColor": .clear, "darkGrayColor": .darkGray,
            "lightGrayColor": .lightGray, "grayColor": .gray, "redColor": .red, "greenColor": .green, "blueColor": .blue,
            "cyanColor": .cyan, "yellowColor": .yellow, "magentaColor": .magenta, "orangeColor": .orange,
            "purpleColor": .purple, "brownColor": .brown,
        ]
        return table[name]
    }

    /// A `<fontDescription>`: system fonts with a weight, bold and italic system fonts, text
    /// styles and fonts by name.
    static func font(_ element: IBElement?, in document: IBDocument?) -> UIFont? {
        guard let element else { return nil }
        let size = element.number("pointSize") ?? 17
        if let style = element["style"] {
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
        switch element["type"] {
        case "system":
            return UIFont.systemFont(ofSize: size, weight: weight(element["weight"]))
        case "boldSystem":
            return UIFont.boldSystemFont(ofSize: size)
        case "italicSystem":
            return UIFont.systemFont(ofSize: size)
        default:
            if let name = element["name"] {
                if let font = UIFont(name: name, size: size) { return font }
                document?.problem(at: element, "no font named '\(name)'; the system font is used")
            }
            return UIFont.systemFont(ofSize: size)
        }
    }

    private static func weight(_ name: String?) -> UIFont.Weight {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: .regular
        }
    }

    static func contentMode(_ name: String?) -> UIView.ContentMode? {
        switch name {
        case "scaleToFill": .scaleToFill
        case "scaleAspectFit": .scaleAspectFit
        case "scaleAspectFill": .scaleAspectFill
        case "redraw": .redraw
        case "center": .center
        case "top": .top
        case "bottom": .bottom
        case "left": .left
        case "right": .right
        case "topLeft": .topLeft
        case "topRight": .topRight
        case "bottomLeft": .bottomLeft
        case "bottomRight": .bottomRight
        default: nil
        }
    }

    static func textAlignment(_ name: String?) -> NSTextAlignment? {
        switch name {
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        case "natural": .natural
        default: nil
        }
    }

    static func lineBreakMode(_ name: String?) -> NSLineBreakMode? {
        switch name {
        case "wordWrap": .byWordWrapping
        case "characterWrap": .byCharWrapping
        case "clip": .byClipping
        case "headTruncation": .byTruncatingHead
        case "tailTruncation": .byTruncatingTail
        case "middleTruncation": .byTruncatingMiddle
        default: nil
        }
    }

    static func modalPresentationStyle(_ name: String?) -> UIModalPresentationStyle? {
        switch name {
        case "fullScreen": .fullScreen
        case "pageSheet": .pageSheet
        case "formSheet": .formSheet
        case "currentContext": .currentContext
        case "custom": .custom
        case "overFullScreen": .overFullScreen
        case "overCurrentContext": .overCurrentContext
        case "popover": .popover
        case "none": UIModalPresentationStyle.none
        case "automatic": .automatic
        default: nil
        }
    }

    static func modalTransitionStyle(_ name: String?) -> UIModalTransitionStyle? {
        switch name {
        case "coverVertical": .coverVertical
        case "flipHorizontal": .flipHorizontal
        case "crossDissolve": .crossDissolve
        case "partialCurl": .partialCurl
        default: nil
        }
    }

    /// A layout priority attribute (`horizontalHuggingPriority="251"`).
    static func priority(_ element: IBElement, _ attribute: String) -> UILayoutPriority? {
        element.number(attribute).map { UILayoutPriority(Float($0)) }
    }
}
