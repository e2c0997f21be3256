/// Horizontal alignment of text.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3
    /// Left for left-to-right text (OpenUIKit lays out left to right).
    case natural = 4
}

/// What happens to text that does not fit.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension TextStyle {
    init(font: UIFont, color: UIColor, alignment: NSTextAlignment, lineBreakMode: NSLineBreakMode, numberOfLines: Int) {
        let mappedAlignment: TextStyle.Alignment = switch alignment {
        case .left, .natural: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        }
        let lineBreak: TextStyle.LineBreak = switch lineBreakMode {
        case .byWordWrapping: .wordWrap
        case .byCharWrapping: .charWrap
        case .byClipping: .clip
        case .byTruncatingHead: .truncateHead
        case .byTruncatingTail: .truncateTail
        case .byTruncatingMiddle: .truncateMiddle
        }
        self.init(font: font.descriptor, color: color.cgColor.rgbaComponents, alignment: mappedAlignment,
                  lineBreak: lineBreak, numberOfLines: numberOfLines)
    }
}
