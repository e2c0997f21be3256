import UIKit

// Seed 001 (notes on Apple's View Controller Programming Guide), the tip on animating layout: to
// animate a layout made with constraints, change the constraints, then call layoutIfNeeded()
// inside the animation block. Here the presentation itself is made that way: the detail screen's
// card starts where the tapped card is (its constraints' constants), the constants change to fill
// the top of the screen, and the stack view's rows appear inside the same animation block.

/// A list screen with one card laid out by constraints; tapping it presents the detail.
final class CardListViewController: UIViewController {
    let card = UIView()
    let transitionDelegate = CardExpandTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let heading = UILabel()
        heading.text = "约束动画 Constraints"
        heading.font = .boldSystemFont(ofSize: 30)
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 16
        let title = UILabel()
        title.text = "卡片 Card"
        title.font = .boldSystemFont(ofSize: 24)
        title.textColor = .white
        let subtitle = UILabel()
        subtitle.text = "轻点展开 · Tap to expand"
        subtitle.textColor = UIColor(white: 1, alpha: 0.8)
        let texts = UIStackView(arrangedSubviews: [title, subtitle])
        texts.axis = .vertical
        texts.spacing = 6
        for item in [heading, card, texts] as [UIView] { item.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(heading)
        view.addSubview(card)
        card.addSubview(texts)
        NSLayoutConstraint.activate([
            heading.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            heading.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            card.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 24),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            card.heightAnchor.constraint(equalToConstant: 160),
            texts.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
            texts.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -20),
        ])
        card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.openCard))
    }

    /// Presents the detail over this screen; the animator grows its card out of this one.
    func openCard() {
        let detail = CardDetailViewController()
        detail.modalPresentationStyle = .overFullScreen
        detail.transitioningDelegate = transitionDelegate
        transitionDelegate.sourceCard = card
        present(detail, animated: true)
    }
}

/// The expanded card: a header whose four edges are constraints the animator moves, and a
/// stack view of rows that appear during the presentation.
final class CardDetailViewController: UIViewController {
    let header = UIView()
    let rows = UIStackView()
    let closeButton = UIButton(type: .system)
    private(set) var headerTop: NSLayoutConstraint!
    private(set) var headerLeading: NSLayoutConstraint!
    private(set) var headerTrailing: NSLayoutConstraint!
    private(set) var headerHeight: NSLayoutConstraint!

    /// The header's constants when it fills the top of the screen.
    static let expandedHeight: CGFloat = 320

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        header.backgroundColor = .systemIndigo
        header.layer.cornerRadius = 16
        header.clipsToBounds = true
        let title = UILabel()
        title.text = "卡片 Card"
        title.font = .boldSystemFont(ofSize: 34)
        title.textColor = .white
        rows.axis = .vertical
        rows.spacing = 12
        for text in ["NSLayoutConstraint.constant", "layoutIfNeeded() 动画块内 · in the block", "UIStackView 行 · rows"] {
            let row = UILabel()
            row.text = text
            row.font = .systemFont(ofSize: 18)
            row.isHidden = true
            row.alpha = 0
            rows.addArrangedSubview(row)
        }
        closeButton.setTitle("关闭 Close", for: .normal)
        closeButton.setTitleColor(.white, for: .normal)
        closeButton.addTarget(self, action: Self.close, for: .touchUpInside)
        for item in [header, title, rows, closeButton] as [UIView] { item.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(header)
        header.addSubview(title)
        view.addSubview(rows)
        view.addSubview(closeButton)
        headerTop = header.topAnchor.constraint(equalTo: view.topAnchor)
        headerLeading = header.leadingAnchor.constraint(equalTo: view.leadingAnchor)
        headerTrailing = header.trailingAnchor.constraint(equalTo: view.trailingAnchor)
        headerHeight = header.heightAnchor.constraint(equalToConstant: Self.expandedHeight)
        NSLayoutConstraint.activate([
            headerTop, headerLeading, headerTrailing, headerHeight,
            title.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
            title.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -20),
            rows.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 24),
            rows.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            rows.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20),
            closeButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            closeButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// Puts the header over `frame` (in this view's coordinates) through its constraints.
    func placeHeader(over frame: CGRect) {
        headerTop.constant = frame.minY
        headerLeading.constant = frame.minX
        headerTrailing.constant = frame.maxX - view.bounds.width
        headerHeight.constant = frame.height
    }

    /// Expanded: the header fills the top of the screen and the rows are shown.
    func expand() {
        placeHeader(over: CGRect(x: 0, y: 0, width: view.bounds.width, height: Self.expandedHeight))
        header.layer.cornerRadius = 0
        view.backgroundColor = .systemBackground
        for row in rows.arrangedSubviews {
            row.isHidden = false
            row.alpha = 1
        }
    }

    /// Collapsed back onto the card it came from, rows hidden.
    func collapse(onto frame: CGRect) {
        placeHeader(over: frame)
        header.layer.cornerRadius = 16
        view.backgroundColor = .clear
        for row in rows.arrangedSubviews {
            row.isHidden = true
            row.alpha = 0
        }
    }

    func close() {
        dismiss(animated: true)
    }
}

/// Grows the detail's header out of the tapped card (and shrinks it back) by animating its
/// constraints: constants change, then `layoutIfNeeded()` runs inside the animation block.
final class CardExpandAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var presenting = true
    weak var sourceCard: UIView?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let detail = transitionContext.viewController(forKey: key) as? CardDetailViewController else {
            transitionContext.completeTransition(false)
            return
        }
        let cardFrame = sourceCard.map { container.convert($0.bounds, from: $0) } ?? .zero
        if presenting {
            let detailView = transitionContext.view(forKey: .to)!
            detailView.frame = transitionContext.finalFrame(for: detail)
            container.addSubview(detailView)
            detail.collapse(onto: cardFrame)
            detailView.layoutIfNeeded()
        }
        sourceCard?.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut], animations: {
            if self.presenting { detail.expand() } else { detail.collapse(onto: cardFrame) }
            detail.view.layoutIfNeeded()
        }, completion: { _ in
            let finished = !transitionContext.transitionWasCancelled
            if !self.presenting && finished { self.sourceCard?.alpha = 1 }
            transitionContext.completeTransition(finished)
        })
    }
}

/// Hands out the card animator for the detail's presentation and dismissal.
final class CardExpandTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    weak var sourceCard: UIView?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = CardExpandAnimator()
        animator.sourceCard = sourceCard
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = CardExpandAnimator()
        animator.presenting = false
        animator.sourceCard = sourceCard
        return animator
    }
}
