// How a label or text field lays out its text in its box (alignment, line breaks, shrunk
// text's baseline), and how that reaches the text renderer.

/// Horizontal alignment of text.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3
    /// Left in a view that lays out left to right, right in one that lays out right to left
    /// (its `effectiveUserInterfaceLayoutDirection`).
    ///
    /// - Note: OpenUIKit differs: iOS also looks at the text's own writing direction; here the
    ///   view's direction decides.
    case natural = 4
}

/// What happens to text that does not fit.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Where a label's shrunk text sits vertically (`adjustsFontSizeToFitWidth`).
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines = 0, alignCenters, none
}

extension TextStyle {
    /// The text renderer's alignment for UIKit's: natural is left, or right in a view that lays
    /// out right to left.
    static func alignment(_ alignment: NSTextAlignment, rightToLeft: Bool = false) -> TextStyle.Alignment {
        switch alignment {
        case .natural: rightToLeft ? .right : .left
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        }
    }

    init(font: UIFont, color: UIColor, alignment: NSTextAlignment, lineBreakMode: NSLineBreakMode, numberOfLines: Int, rightToLeft: Bool = false) {
        let mappedAlignment = Self.alignment(alignment, rightToLeft: rightToLeft)
        let lineBreak: TextStyle.LineBreak = switch lineBreakMode {
        case .byWordWrapping: .wordWrap
        case .byCharWrapping: .charWrap
        case .byClipping: .clip
        case .byTruncatingHead: .truncateHead
        case .byTruncatingTail: .truncateTail
        case .byTruncatingMiddle: .truncateMiddle
        }
        self.init(font: font.descriptor, color: color.rgbaComponents, alignment: mappedAlignment,
                  lineBreak: lineBreak, numberOfLines: numberOfLines)
    }
}
