import Foundation

// Behaviour source [R] — Scrolling
//   Rule: Pull to refresh: pull past the top by this much to start; the control then takes this
//     room above the content
//   Value: 100 pt; 60 pt
//   Source: Apple documents neither; no published measurement found.
//   Also: docs/scroll-views.md
/// Pull to refresh: a spinner above a scroll view's content (`scrollView.refreshControl`).
///
/// Pulling the content down by `triggerDistance` while dragging starts refreshing and sends
/// `.valueChanged` once; the content then rests below the control (its height is added to the
/// scroll view's top inset) until `endRefreshing()`, which lets it glide back. `beginRefreshing()`
/// starts refreshing from code without sending the event and without scrolling, as on iOS.
///
/// The distances are ours [R]: UIKit does not document them (docs/scroll-views.md,
/// "Pull to refresh").
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Whether the control is refreshing.
    open private(set) var isRefreshing = false
    /// A title below the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil
            setNeedsLayout()
        }
    }

    /// How far the content must be pulled past its top to start refreshing [R].
    public static let triggerDistance: CGFloat = 100
    /// The room the control takes above the content while it refreshes [R].
    final let refreshingHeight: CGFloat = 60
    final weak var scrollView: UIScrollView?
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    /// Set once a pull started refreshing, until the finger lifts (one event per pull).
    private var triggeredThisDrag = false

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodeRefreshControl(self, coder) }
    }

    private func setUp() {
        spinner.hidesWhenStopped = false
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        addSubview(titleLabel)
        alpha = 0
    }

    /// Starts refreshing from code: no `.valueChanged`, the content is not scrolled.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        scrollView?.refreshInsetsDidChange(ending: false)
        scrollViewDidScroll()
    }

    /// Ends refreshing: the spinner stops and the content glides back to its top when it rested
    /// below the control.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        scrollView?.refreshInsetsDidChange(ending: true)
        scrollViewDidScroll()
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let spinnerSize = spinner.intrinsicContentSize
        let titleHeight: CGFloat = titleLabel.isHidden ? 0 : 20
        let top = max((min(bounds.height, refreshingHeight) - spinnerSize.height - titleHeight) / 2, 0)
        spinner.frame = CGRect(x: (bounds.width - spinnerSize.width) / 2, y: top, width: spinnerSize.width, height: spinnerSize.height)
        titleLabel.frame = CGRect(x: 8, y: spinner.frame.maxY + 4, width: max(bounds.width - 16, 0), height: titleHeight)
    }

    /// The scroll view moved: the control fills the gap above the content, shows how far the
    /// pull has come, and starts refreshing once it is far enough while the finger drags.
    final func scrollViewDidScroll() {
        guard let scrollView else { return }
        let base = scrollView.insetTopWithoutRefresh
        let pull = -(scrollView.contentOffset.y + base)
        let height = max(pull, refreshingHeight)
        frame = CGRect(x: 0, y: scrollView.contentOffset.y + base, width: scrollView.bounds.width, height: height)
        alpha = isRefreshing ? 1 : min(max(pull / Self.triggerDistance, 0), 1)
        if !scrollView.isDragging { triggeredThisDrag = false }
        guard scrollView.isDragging, !isRefreshing, !triggeredThisDrag, pull >= Self.triggerDistance, isEnabled else { return }
        triggeredThisDrag = true
        isRefreshing = true
        spinner.startAnimating()
        scrollView.refreshInsetsDidChange(ending: false)
        sendActions(for: .valueChanged)
    }
}
