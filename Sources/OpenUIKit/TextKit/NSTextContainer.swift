import Foundation

/// The region a text view lays its text out in: its size, the padding at each end of a line,
/// the most lines it holds and how the last one breaks.
///
/// A `UITextView` has one (`textContainer`); changing it lays the view's text out again. A
/// container added to an `NSLayoutManager` (`addTextContainer(_:)`) is where that layout
/// manager lays its text out; changing it lays the text out again.
///
/// - Note: OpenUIKit differs: there are no exclusion paths. Main-actor isolated, because
///   changing it relayouts its text view.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The container's size. A text view's follows the view's width inside its
    /// `textContainerInset` while `widthTracksTextView` is true (its height is unlimited).
    open var size: CGSize {
        didSet { if size != oldValue { geometryDidChange() } }
    }
    /// The empty space at the start and end of every line: 5 points, as on iOS.
    open var lineFragmentPadding: CGFloat = UITextView.lineFragmentPadding {
        didSet {
            if !lineFragmentPadding.isFinite || lineFragmentPadding < 0 {
                OpenUIKitDiagnostics.report(.textContainerMisuse, "NSTextContainer.lineFragmentPadding must be a finite number of points, 0 or more; \(lineFragmentPadding) was given, \(oldValue) is kept.")
                lineFragmentPadding = oldValue
            } else if lineFragmentPadding != oldValue {
                geometryDidChange()
            }
        }
    }
    /// The most lines the text takes; 0 (the default) for no limit.
    open var maximumNumberOfLines = 0 {
        didSet {
            if maximumNumberOfLines < 0 {
                OpenUIKitDiagnostics.report(.textContainerMisuse, "NSTextContainer.maximumNumberOfLines must be 0 or more; \(maximumNumberOfLines) was given, \(oldValue) is kept.")
                maximumNumberOfLines = oldValue
            } else if maximumNumberOfLines != oldValue {
                geometryDidChange()
            }
        }
    }
    /// How the last line breaks when `maximumNumberOfLines` cuts the text short.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { if lineBreakMode != oldValue { geometryDidChange() } }
    }
    /// Whether the width follows the text view's (true for a text view's container).
    open var widthTracksTextView = false {
        didSet { if widthTracksTextView != oldValue { geometryDidChange() } }
    }
    /// Whether the height follows the text view's (false for a text view's container, whose
    /// height is unlimited so that it scrolls).
    open var heightTracksTextView = false {
        didSet { if heightTracksTextView != oldValue { geometryDidChange() } }
    }

    /// The text view laid out in this container.
    weak var owner: UITextView?

    /// The layout manager that lays text out in this container (set by
    /// `NSLayoutManager.addTextContainer(_:)`).
    open internal(set) weak var layoutManager: NSLayoutManager?

    /// The container's geometry changed: its text view and layout manager lay the text out again.
    private func geometryDidChange() {
        layoutManager?.textContainerChangedGeometry(self)
        owner?.textContainerDidChange()
    }

    /// Replaces the layout manager this container belongs to with `newLayoutManager`, which
    /// takes this container in the same place of its flow.
    open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
        if let old = layoutManager, let index = old.textContainers.firstIndex(where: { $0 === self }) {
            old.removeTextContainer(at: index)
        }
        newLayoutManager.addTextContainer(self)
    }

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A container of zero size.
    override public convenience init() {
        self.init(size: .zero)
    }

    /// The width text wraps to inside a container of `width`: the width less the padding at
    /// both ends of the line.
    func wrapWidth(forContainerWidth width: CGFloat) -> CGFloat {
        max(0, width - 2 * lineFragmentPadding)
    }
}

extension DiagnosticCode {
    /// A text container given a value it cannot use (a negative padding or line count, NaN).
    public static let textContainerMisuse = DiagnosticCode(rawValue: "NSTextContainerMisuse")
}
