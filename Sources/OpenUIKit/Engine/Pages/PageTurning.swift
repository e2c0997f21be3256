import Foundation

// Behaviour source [R] — Transitions and navigation
//   Rule: Page view controller, scroll style: a drag completes the turn past half a page or faster
//     than 500 pt/s toward the next page; the rest runs over 0.3 s; an animated
//     `setViewControllers` slides over 0.35 s; a curl turns over 0.6 s; a tap in the outer fifth of
//     a page-curl view turns toward that side
//   Value: 0.5 page, 500 pt/s, 0.3 s, 0.35 s, 0.6 s, 1/5
//   Source: Apple documents none of these. The 0.35 s matches our system push; the rest are our
//     choices.
//   Also: docs/porting.md
/// How a `UIPageViewController`'s pages turn: the containment and appearance callbacks of a
/// turn (the arriving pages are children from its start, the leaving ones until its end; a
/// cancelled turn reverses the callbacks), the drag of the scroll style, the taps and drags of
/// the page curl, and the animations.
///
/// Our choices [R]: a scroll turn completes when let go past half a page or faster than 500
/// points per second toward the next page, and the rest runs over 0.3 s; an animated
/// `setViewControllers` slides over 0.35 s; a curl turns over `curlDuration` (0.6 s); a tap in
/// the outer fifth of a page-curl view turns toward that side.
@MainActor
final class PageTurning {
    private weak var owner: UIPageViewController?
    private(set) var isTurning = false
    private let pan = UIPanGestureRecognizer()
    private let tap = UITapGestureRecognizer()
    private var previous: [UIViewController] = []
    private var pending: [UIViewController] = []
    private var direction: UIPageViewController.NavigationDirection = .forward
    /// The drag found no page that way: the content only gives a little.
    private var draggingPastTheEnd = false
    private var wasVisible = false

    static let completionVelocity: CGFloat = 500
    static let restDuration: TimeInterval = 0.3
    static let slideDuration: TimeInterval = 0.35

    init(owner: UIPageViewController) {
        self.owner = owner
    }

    var recognizers: [UIGestureRecognizer] { owner?.transitionStyle == .pageCurl ? [pan, tap] : [pan] }

    func install(in root: UIView) {
        pan.addTarget(self, action: PageTurning.handlePan)
        root.addGestureRecognizer(pan)
        if owner?.transitionStyle == .pageCurl {
            tap.addTarget(self, action: PageTurning.handleTap)
            root.addGestureRecognizer(tap)
        }
    }

    // MARK: Turns

    /// Shows `new` instead of the current pages.
    func replace(with new: [UIViewController], direction: UIPageViewController.NavigationDirection, animated: Bool,
                 userInitiated: Bool, completion: ((Bool) -> Void)?) {
        guard let owner else { return }
        self.direction = direction
        if userInitiated { owner.delegate?.pageViewController(owner, willTransitionTo: new) }
        begin(new, animated: animated)
        guard animated, wasVisible, let root = owner.viewStorage else {
            for page in new { owner.placeAtRest(page) }
            end(completed: true, userInitiated: userInitiated)
            completion?(true)
            return
        }
        let finish = { [weak self] (finished: Bool) in
            self?.end(completed: true, userInitiated: userInitiated)
            completion?(finished)
        }
        if owner.transitionStyle == .pageCurl {
            UIView.transition(with: root, duration: SystemTransitionConstants.curlDuration,
                              options: direction == .forward ? .transitionCurlUp : .transitionCurlDown, animations: {
                for page in self.previous where !new.contains(where: { $0 === page }) { page.viewStorage?.isHidden = true }
                for page in new { owner.placeAtRest(page) }
            }, completion: finish)
            return
        }
        let step = pageStep(in: root)
        for page in new {
            owner.placeAtRest(page)
            UIView.performWithoutAnimation { page.viewStorage?.frame = owner.restingFrame(of: page).offsetBy(dx: step.x, dy: step.y) }
            page.sendViewIsAppearing()
        }
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: .curveEaseInOut, animations: {
            for page in self.previous { page.viewStorage?.frame = page.viewStorage?.frame.offsetBy(dx: -step.x, dy: -step.y) ?? .zero }
            for page in new { page.viewStorage?.frame = owner.restingFrame(of: page) }
        }, completion: finish)
    }

    /// The start of a turn: the arriving pages become children, and while the page view
    /// controller is on screen the leaving pages start disappearing and the arriving ones
    /// appearing.
    private func begin(_ new: [UIViewController], animated: Bool) {
        guard let owner else { return }
        previous = owner.pages
        pending = new
        isTurning = true
        wasVisible = owner.appearance.phase == .appeared
        let leaving = previous.filter { page in !new.contains { $0 === page } }
        let arriving = new.filter { page in !previous.contains { $0 === page } }
        for page in arriving where page.parentStorage !== owner { owner.addChild(page) }
        guard wasVisible else { return }
        for page in leaving + arriving { page.appearanceDrivenByTransition = true }
        for page in leaving { page.performBeginAppearance(false, animated: animated) }
        for page in arriving { page.performBeginAppearance(true, animated: animated) }
    }

    /// The end of a turn, completed or not.
    private func end(completed: Bool, userInitiated: Bool) {
        guard let owner, isTurning else { return }
        let new = pending, old = previous
        let leaving = old.filter { page in !new.contains { $0 === page } }
        let arriving = new.filter { page in !old.contains { $0 === page } }
        if wasVisible {
            if !completed {
                for page in arriving { page.performBeginAppearance(false, animated: true) }
                for page in leaving { page.performBeginAppearance(true, animated: true) }
            }
            for page in completed ? leaving : arriving { page.performEndAppearance() }
            for page in completed ? arriving : leaving { page.performEndAppearance() }
            for page in leaving + arriving { page.appearanceDrivenByTransition = false }
        }
        let gone = completed ? leaving : arriving
        for page in gone {
            page.viewStorage?.removeFromSuperview()
            page.viewStorage?.isHidden = false
            page.willMove(toParent: nil)
            page.removeFromParent()
        }
        owner.pages = completed ? new : old
        for page in owner.pages { owner.placeAtRest(page) }
        if completed { for page in arriving { page.didMove(toParent: owner) } }
        isTurning = false
        previous = []
        pending = []
        owner.updatePageControl()
        if userInitiated {
            owner.delegate?.pageViewController(owner, didFinishAnimating: true, previousViewControllers: old, transitionCompleted: completed)
        }
    }

    /// How far the next page is: a page (plus the spacing) along the orientation.
    private func pageStep(in root: UIView) -> CGPoint {
        guard let owner else { return .zero }
        let sign: CGFloat = direction == .forward ? 1 : -1
        return owner.navigationOrientation == .horizontal
            ? CGPoint(x: sign * (root.bounds.width + owner.interPageSpacing), y: 0)
            : CGPoint(x: 0, y: sign * (root.bounds.height + owner.interPageSpacing))
    }

    /// The page next to the current one in `direction`, from the data source.
    private func neighbour(_ direction: UIPageViewController.NavigationDirection) -> UIViewController? {
        guard let owner, let dataSource = owner.dataSource, let current = direction == .forward ? owner.pages.last : owner.pages.first else { return nil }
        return direction == .forward ? dataSource.pageViewController(owner, viewControllerAfter: current)
            : dataSource.pageViewController(owner, viewControllerBefore: current)
    }

    // MARK: Gestures

    private func handleTap(_ tap: UITapGestureRecognizer) {
        guard let owner, let root = owner.viewStorage, !isTurning, owner.pages.count == 1 else { return }
        let point = tap.location(in: root)
        let length = owner.navigationOrientation == .horizontal ? root.bounds.width : root.bounds.height
        let position = owner.navigationOrientation == .horizontal ? point.x : point.y
        let direction: UIPageViewController.NavigationDirection
        if position > length * 0.8 { direction = .forward } else if position < length * 0.2 { direction = .reverse } else { return }
        guard let page = neighbour(direction) else { return }
        replace(with: [page], direction: direction, animated: true, userInitiated: true, completion: nil)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let owner, let root = owner.viewStorage else { return }
        let horizontal = owner.navigationOrientation == .horizontal
        let translation = pan.translation(in: root)
        let along = horizontal ? translation.x : translation.y
        let velocity = horizontal ? pan.velocity(in: root).x : pan.velocity(in: root).y
        if owner.transitionStyle == .pageCurl {
            // Page curl: a drag turns the page when it ends (not scrubbed).
            guard pan.state == .ended, !isTurning, owner.pages.count == 1, abs(along) > 20 else { return }
            let direction: UIPageViewController.NavigationDirection = along < 0 ? .forward : .reverse
            guard let page = neighbour(direction) else { return }
            replace(with: [page], direction: direction, animated: true, userInitiated: true, completion: nil)
            return
        }
        switch pan.state {
        case .began:
            guard !isTurning, owner.pages.count == 1 else { return }
            direction = along <= 0 ? .forward : .reverse
            if let page = neighbour(direction) {
                draggingPastTheEnd = false
                owner.delegate?.pageViewController(owner, willTransitionTo: [page])
                begin([page], animated: true)
                owner.placeAtRest(page)
                if wasVisible { page.sendViewIsAppearing() }
            } else {
                draggingPastTheEnd = true
            }
            follow(along, in: root)
        case .changed:
            follow(along, in: root)
        case .ended, .cancelled:
            let length = horizontal ? root.bounds.width : root.bounds.height
            let toward: CGFloat = direction == .forward ? -1 : 1
            if draggingPastTheEnd || !isTurning {
                draggingPastTheEnd = false
                UIView.animate(withDuration: Self.restDuration) { for page in owner.pages { page.viewStorage?.frame = owner.restingFrame(of: page) } }
                return
            }
            let progress = max(along * toward, 0) / max(length, 1)
            let completes = pan.state == .ended && (progress > 0.5 || velocity * toward > Self.completionVelocity)
            let step = pageStep(in: root)
            let old = previous, new = pending
            UIView.animate(withDuration: Self.restDuration, delay: 0, options: .curveEaseOut, animations: {
                for page in old { page.viewStorage?.frame = owner.restingFrame(of: page).offsetBy(dx: completes ? -step.x : 0, dy: completes ? -step.y : 0) }
                for page in new { page.viewStorage?.frame = owner.restingFrame(of: page).offsetBy(dx: completes ? 0 : step.x, dy: completes ? 0 : step.y) }
            }, completion: { [weak self] _ in self?.end(completed: completes, userInitiated: true) })
        default:
            break
        }
    }

    /// The pages under the finger: the current one moved by the drag (toward the turn only),
    /// the next one beside it; past the last page, a third of the drag.
    private func follow(_ along: CGFloat, in root: UIView) {
        guard let owner else { return }
        let horizontal = owner.navigationOrientation == .horizontal
        let toward: CGFloat = direction == .forward ? -1 : 1
        let moved = draggingPastTheEnd ? along / 3 : max(along * toward, 0) * toward
        let shift = horizontal ? CGPoint(x: moved, y: 0) : CGPoint(x: 0, y: moved)
        let step = pageStep(in: root)
        UIView.performWithoutAnimation {
            for page in draggingPastTheEnd ? owner.pages : previous {
                page.viewStorage?.frame = owner.restingFrame(of: page).offsetBy(dx: shift.x, dy: shift.y)
            }
            guard !draggingPastTheEnd else { return }
            for page in pending { page.viewStorage?.frame = owner.restingFrame(of: page).offsetBy(dx: step.x + shift.x, dy: step.y + shift.y) }
        }
    }
}
