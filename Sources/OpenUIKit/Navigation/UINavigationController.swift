/// A stack of controllers shown one at a time, with a bar at the top and UIKit's push and pop
/// slides.
///
/// The stack (`viewControllers`) changes at once; the visible transition starts at the next turn
/// of the main loop, so changes made together become one transition, and changes made while a
/// transition runs are queued behind it (docs/transition-engine.md, "Navigation"). As on iOS, an
/// animated change made while the controller is on screen leaves a `transitionCoordinator` when
/// the call returns, and a `CATransaction` completion block around the call waits for the slide.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    @exclusivity(unchecked) private var stack: [UIViewController] = []
    /// The controller whose view is installed, and the stack when it was installed.
    @exclusivity(unchecked) private var shown: UIViewController?
    @exclusivity(unchecked) private var shownStack: [UIViewController] = []
    @exclusivity(unchecked) private var removedAwaitingCompletion: [UIViewController] = []
    @exclusivity(unchecked) private var addedAwaitingCompletion: [UIViewController] = []
    @exclusivity(unchecked) private var transitionScheduled = false
    @exclusivity(unchecked) private var transitionAnimated = false
    @exclusivity(unchecked) private var transitionInFlight = false
    @exclusivity(unchecked) private var stackChangedDuringTransition = false
    /// The coordinator handed out for the transition scheduled for the next frame, until it
    /// starts (ScheduledTransitionCoordinator.swift).
    private var scheduledCoordinator: ScheduledTransitionCoordinator?
    /// The transition in flight, for its steps (from its start to its delegate's `didShow`).
    @exclusivity(unchecked) private var flight: NavigationFlight?
    private let bar = UINavigationBar()
    @exclusivity(unchecked) private var barHidden = false
    /// The toolbar at the bottom (UINavigationController+Toolbar.swift), hidden by default.
    final let toolbarView = UIToolbar()
    final var toolbarHiddenStorage = true
    /// The search bar shown below the bar (UINavigationController+SearchBar.swift).
    final var shownSearchBar: UISearchBar?
    /// The edge pan that pops, and what drives the pop (UINavigationController+InteractivePop.swift).
    let interactivePop = InteractivePopDriver()
    /// The system slide's animators, made once and lent to every push and pop (transitions here
    /// never overlap). They share one dimming view, in the container only while a slide runs.
    @exclusivity(unchecked) private var slideAnimatorStorage: (push: NavigationSlideAnimator, pop: NavigationSlideAnimator)?
    private func slideAnimator(isPush: Bool) -> NavigationSlideAnimator {
        if let slideAnimatorStorage { return isPush ? slideAnimatorStorage.push : slideAnimatorStorage.pop }
        let dimming = NavigationSlideAnimator.makeDimmingView()
        let animators = (push: NavigationSlideAnimator(isPush: true, dimming: dimming), pop: NavigationSlideAnimator(isPush: false, dimming: dimming))
        slideAnimatorStorage = animators
        return isPush ? animators.push : animators.pop
    }

    /// The delegate (held weakly, as on iOS).
    open var delegate: (any UINavigationControllerDelegate)? {
        get { delegateStorage.object }
        set { delegateStorage.set(newValue) }
    }
    @exclusivity(unchecked) private var delegateStorage = WeakDelegate<any UINavigationControllerDelegate>()

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Outlets a storyboard connects: `delegate`.
    override open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("delegate", \UINavigationController.delegate)
    }

    // MARK: Stack

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// The controller presented over the navigation controller, else the top one.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// The top controller decides whether the status bar is hidden.
    override open var childForStatusBarHidden: UIViewController? { topViewController }

    /// The running transition's coordinator; between an animated change and the start of its
    /// transition (the next turn of the main loop), the coordinator that transition will report
    /// to (completions and alongside animations registered with it run with the transition).
    override open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if activeCoordinator == nil, let scheduledCoordinator { return scheduledCoordinator }
        return super.transitionCoordinator
    }

    /// The controller whose view is installed (the transition's from controller until it starts).
    final var controllerOnScreen: UIViewController? { shown }
    /// The top controller decides the style only while the bar is hidden; a visible bar decides
    /// it through its `barStyle` (`preferredStatusBarStyle`), as on iOS.
    override open var childForStatusBarStyle: UIViewController? { isNavigationBarHidden ? topViewController : nil }
    /// Light content over a `.black` bar, else the default.
    override open var preferredStatusBarStyle: UIStatusBarStyle { navigationBar.barStyle == .black ? .lightContent : .default }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            return reportError("Pushing a navigation controller is not supported")
        }
        if stack.firstIndex(ofObject: viewController) != nil {
            return reportError("Pushing the same view controller instance more than once is not supported (\(UIKitDescription.of(viewController)))")
        }
        noteNestedChange(isPush: true)
        addChild(viewController)
        stack.append(viewController)
        addedAwaitingCompletion.append(viewController)
        stackDidChange(animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        noteNestedChange(isPush: false)
        let popped = stack.removeLast()
        remove([popped])
        stackDidChange(animated: animated)
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(ofObject: viewController) else {
            reportError("Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        noteNestedChange(isPush: false)
        stack.removeSubrange((index + 1)...)
        remove(popped)
        stackDidChange(animated: animated)
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. Animated, it is a push when the new top was not in the stack shown
    /// before, else a pop.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for (index, controller) in viewControllers.enumerated() where viewControllers[..<index].contains(where: { $0 === controller }) {
            return reportError("All view controllers in a navigation controller must be distinct (\(viewControllers.map(UIKitDescription.of)))")
        }
        if let nested = viewControllers.first(where: { $0 is UINavigationController }) {
            return reportError("Pushing a navigation controller is not supported (\(UIKitDescription.of(nested)))")
        }
        noteNestedChange(isPush: true)
        let removed = stack.filter { old in !viewControllers.contains { $0 === old } }
        let added = viewControllers.filter { new in !stack.contains { $0 === new } }
        remove(removed)
        for controller in added {
            addChild(controller)
            addedAwaitingCompletion.append(controller)
        }
        stack = viewControllers
        stackDidChange(animated: animated)
    }

    // MARK: Bar

    /// The bar at the top.
    open var navigationBar: UINavigationBar { bar }

    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Shows or hides the bar, sliding it over `hideShowBarDuration` when animated.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        guard isViewLoaded else { return }
        bar.isHidden = false
        let target = barFrame(hidden: hidden)
        UIView.animate(withDuration: animated ? SystemTransitionConstants.barHideShowDuration : 0, animations: {
            self.bar.frame = target
        }, completion: { _ in
            self.bar.isHidden = self.barHidden
        })
        topViewController?.viewStorage?.setNeedsLayout()
        // The search bar below the bar moves with it.
        if shownSearchBar != nil { viewStorage?.setNeedsLayout() }
    }

    // MARK: UIViewController

    override open func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        view = root
        // Closures hold the controller through its unretained reference, not weakly (a weak
        // reference would give it a side table: see `UnretainedReference`).
        bar.onBack = { [owner = unretainedReference] in UINavigationController.navigation(owner)?.popViewController(animated: true) }
        root.addSubview(bar)
        // The toolbar is in the view only while shown (UINavigationController+Toolbar.swift).
        if !toolbarHiddenStorage { root.addSubview(toolbarView) }
        interactivePop.install(on: self, view: root)
        bar.isHidden = barHidden
        installShownIfNeeded()
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        installShownIfNeeded()
    }

    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let root = viewStorage else { return }
        bar.frame = barFrame(hidden: barHidden)
        placeSearchBar(in: root, below: bar.frame.maxY)
        if toolbarView.superview === root {
            toolbarView.frame = toolbarFrame(hidden: toolbarHiddenStorage)
            // Both bars above the content; reordered only when a view came over them (a
            // reorder every pass would ask for another pass).
            if root.subviews.last !== bar || root.subviews.dropLast().last !== toolbarView {
                root.bringSubviewToFront(toolbarView)
                root.bringSubviewToFront(bar)
            }
        } else {
            root.bringSubviewToFront(bar)
        }
        if !transitionInFlight, let shown, let shownView = shown.viewStorage { shownView.frame = contentFrame(for: shown, in: root) }
    }

    override open func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    override var handlesShow: Bool { true }

    override func insetsForChildSafeArea(_ child: UIViewController) -> UIEdgeInsets {
        UIEdgeInsets(top: extendsUnderNavigationBar(child) ? (barHidden ? 0 : UINavigationBar.contentHeight) + searchBarHeight(for: child) : 0, left: 0,
                     bottom: extendsUnderToolbar(child) ? (toolbarHiddenStorage ? 0 : UIToolbar.contentHeight) : 0, right: 0)
    }

    /// Where a child's view goes: the whole view, or below the navigation bar (and the search
    /// bar under it) and above the toolbar where the child does not extend under them.
    final func contentFrame(for child: UIViewController, in root: UIView) -> CGRect {
        var frame = root.bounds
        if !barHidden, !extendsUnderNavigationBar(child) {
            let top = barFrame(hidden: false).maxY + searchBarHeight(for: child)
            frame.size.height = max(0, frame.maxY - top)
            frame.origin.y = top
        }
        if !toolbarHiddenStorage, !extendsUnderToolbar(child) {
            frame.size.height = max(0, toolbarFrame(hidden: false).minY - frame.minY)
        }
        return frame
    }

    /// Whether a child's view runs under the navigation bar: its `edgesForExtendedLayout` has
    /// the top edge, and the bar is translucent or the child extends under opaque bars too.
    private func extendsUnderNavigationBar(_ child: UIViewController) -> Bool {
        child.edgesForExtendedLayout.contains(.top) && (bar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
    }

    private func extendsUnderToolbar(_ child: UIViewController) -> Bool {
        child.edgesForExtendedLayout.contains(.bottom) && (toolbarView.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
    }

    // MARK: Internals

    private func barFrame(hidden: Bool) -> CGRect {
        let width = viewStorage?.bounds.width ?? UIScreen.main.bounds.width
        let top = viewStorage?.window?.screen.safeAreaInsets.top ?? UIScreen.main.safeAreaInsets.top
        let height = top + UINavigationBar.contentHeight
        return CGRect(x: 0, y: hidden ? -height : 0, width: width, height: height)
    }

    private func remove(_ controllers: [UIViewController]) {
        for controller in controllers {
            controller.willMove(toParent: nil)
            removedAwaitingCompletion.append(controller)
            addedAwaitingCompletion.removeAll(ofObject: controller)
        }
    }

    private func reportError(_ message: String) {
        OpenUIKitDiagnostics.report(.viewControllerMisuse, message, level: .error)
    }

    /// A change while a transition animates: UIKit's warning (the change is queued).
    private func noteNestedChange(isPush: Bool) {
        guard transitionInFlight else { return }
        stackChangedDuringTransition = true
        if isPush { OpenUIKitDiagnostics.report(.transitionMisuse, "nested push animation can result in corrupted navigation bar") }
    }

    private var isOnScreen: Bool {
        guard let window = viewStorage?.window else { return false }
        return !window.isHidden
    }

    private func stackDidChange(animated: Bool) {
        guard isOnScreen else {
            bar.setItems(stack.map(\.navigationItem), animated: false)
            toolbarView.setItems(stack.last?.toolbarItemsStorage, animated: false)
            // Off screen: the stack changes, views are swapped when the controller appears. The
            // view swap comes first, so that a controller that was shown and left the stack
            // (popped while its push ran, then the tab changed) is not kept as a child.
            if isViewLoaded { installShownIfNeeded() }
            finishContainment(didComplete: true)
            return
        }
        transitionAnimated = animated
        guard !transitionInFlight else { return }
        if animated || scheduledCoordinator != nil {
            let scheduled = scheduledCoordinator ?? ScheduledTransitionCoordinator(owner: self, isAnimated: animated)
            scheduled.isAnimated = animated
            scheduledCoordinator = scheduled
            if animated { scheduled.holdOpenTransactions() }
        }
        guard !transitionScheduled else { return }
        transitionScheduled = true
        FrameScheduler.performOnNextFrame { [owner = unretainedReference] in UINavigationController.navigation(owner)?.runScheduledTransition() }
    }

    /// Off screen, or before the first appearance: puts the top controller's view in place
    /// without a transition (its appearance comes with the navigation controller's).
    private func installShownIfNeeded() {
        guard let root = viewStorage, !transitionInFlight, shown !== stack.last || stack.last?.viewStorage?.superview !== root else { return }
        shown?.viewStorage?.removeFromSuperview()
        shown = stack.last
        shownStack = stack
        if let top = shown {
            let topView: UIView = top.view
            topView.frame = contentFrame(for: top, in: root)
            topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.insertSubview(topView, at: 0)
        }
        bar.setItems(stack.map(\.navigationItem), animated: false)
        toolbarView.setItems(stack.last?.toolbarItemsStorage, animated: false)
    }

    /// Whether a navigation transition is scheduled or running (the pop gesture waits).
    final var isTransitionPendingOrRunning: Bool { transitionScheduled || transitionInFlight }

    /// The pop gesture's interactor joins the animated transition the gesture has just
    /// requested (with `popViewController(animated:)`, which a subclass may override, as on iOS);
    /// `false` when that call scheduled none.
    final func attachToRequestedTransition(_ interactor: UIPercentDrivenInteractiveTransition) -> Bool {
        guard transitionScheduled, let scheduledCoordinator, scheduledCoordinator.isAnimated else { return false }
        scheduledCoordinator.gestureInteractor = interactor
        return true
    }

    private func runScheduledTransition() {
        transitionScheduled = false
        let scheduled = scheduledCoordinator
        scheduledCoordinator = nil
        // No transition after all: what waits for it runs now (after a start, this does nothing).
        defer { scheduled?.endWithoutTransition() }
        // The pop gesture's interactor drives the system slide only (the gesture does not begin
        // when the delegate vends an animator).
        let gestureInteractor = scheduled?.gestureInteractor
        guard let root = viewStorage, let to = stack.last else {
            removeShownForEmptyStack()
            finishContainment(didComplete: true)
            return
        }
        guard let from = shown, from !== to, isOnScreen else {
            if shown !== to {
                let previous = shown
                installShownIfNeeded()
                // A stack refilled after it was emptied: nothing slides in from an empty screen;
                // the new top appears with the navigation controller.
                if previous == nil, isOnScreen { swapChildrenDuringAppearanceChange(from: nil, to: to) }
            }
            finishContainment(didComplete: true)
            return
        }
        guard appearance.phase == .appeared else {
            // The navigation controller itself is appearing or disappearing (covered or
            // uncovered by a presentation): swap without a transition of its own; the children
            // follow the navigation controller's change.
            let previous = shown
            installShownIfNeeded()
            swapChildrenDuringAppearanceChange(from: previous, to: to)
            finishContainment(didComplete: true)
            return
        }
        let isPush = shownStack.firstIndex(ofObject: to) == nil
        let animated = transitionAnimated
        let stackAtStart = stack
        let stackBefore = shownStack
        transitionInFlight = true
        stackChangedDuringTransition = false
        if isPush { to.movingToParent = true } else { from.movingFromParent = to !== from }
        let delegate = delegateStorage.objectReportingRelease(property: "delegate", for: self)
        if let delegate {
            TransitionTrace.record("navigation delegate willShow \(TransitionTrace.name(to)) (animated: \(animated))")
            delegate.navigationController(self, willShow: to, animated: animated)
        }
        var toView: UIView = to.view
        let custom = animated ? delegate?.navigationController(self, animationControllerFor: isPush ? .push : .pop, from: from, to: to) : nil
        // Behaviour source [R] — Transitions and navigation
        //   Rule: Collection view controllers sharing one collection view change its layout instead
        //     of sliding, only when the navigation controller's delegate vends no animator
        //   Value: delegate's animator wins
        //   Source: Apple documents `useLayoutToLayoutNavigationTransitions`
        //     (https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/uselayouttolayoutnavigationtransitions)
        //     but not how it combines with a delegate's animator. We let an explicit animator win
        //     because the app asked for it.
        //   Also: docs/collection-and-table-views.md
        // Collection view controllers sharing one collection view change its layout instead of
        // sliding (when the delegate vends no animator [R]).
        let layoutChange = custom == nil ? LayoutToLayoutNavigation.plan(isPush: isPush, from: from, to: to) : nil
        if layoutChange != nil { toView = to.view }
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let context = TransitionContext(kind: isPush ? .push : .pop, containerView: root, from: from, to: to,
                                        fromView: from.view, toView: toView, isAnimated: animated)
        context.setFrames(for: from, initial: contentFrame(for: from, in: root), final: .zero)
        context.setFrames(for: to, initial: .zero, final: contentFrame(for: to, in: root))
        let interactor = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
            ?? (custom == nil && !isPush && layoutChange == nil ? gestureInteractor : nil)
        if animated { TransitionTrace.recordVended(by: delegate, role: "navigation", animator: custom, interactor: interactor) }
        // The bar changes with the transition (a cross-fade over its duration); the toolbar
        // shows the new top's items.
        bar.setItems(stackAtStart.map(\.navigationItem), animated: animated)
        toolbarView.setItems(to.toolbarItemsStorage, animated: animated)
        var engine = TransitionEngine()
        engine.disappearing = from
        engine.appearing = to
        engine.coordinatorOwners = [self]
        engine.exposesCoordinator = animated
        engine.containerController = self
        engine.scheduledCoordinator = scheduled
        engine.alongsideOptions = custom == nil ? .systemCurve : .curveEaseInOut
        // The steps read the transition from `flight` and capture only the unretained owner:
        // a closure whose one capture is an object needs no context of its own (four closures
        // capturing the controllers, the container and the stacks were four allocations).
        flight = NavigationFlight(from: from, to: to, root: root, stackAtStart: stackAtStart, stackBefore: stackBefore, animated: animated)
        let owner = unretainedReference
        engine.updateContainer = { didComplete in
            guard let navigation = UINavigationController.navigation(owner), let flight = navigation.flight else { return }
            navigation.updateContainerAfterTransition(didComplete: didComplete, flight)
        }
        engine.completeContainment = { didComplete in
            guard let navigation = UINavigationController.navigation(owner), let flight = navigation.flight else { return }
            flight.to.movingToParent = false
            flight.from.movingFromParent = false
            navigation.finishContainment(didComplete: didComplete)
        }
        engine.notifyContainerDelegate = { didComplete in
            guard let navigation = UINavigationController.navigation(owner), let flight = navigation.flight else { return }
            navigation.flight = nil
            navigation.notifyDelegateAfterTransition(didComplete: didComplete, to: flight.to, animated: flight.animated)
        }
        engine.callerCompletion = { _ in
            // Changes made meanwhile: animate from what is on screen to the current top.
            guard let navigation = UINavigationController.navigation(owner), navigation.shown !== navigation.stack.last else { return }
            navigation.stackDidChange(animated: navigation.transitionAnimated)
        }
        // A tab bar around this stack slides away or back with the slide (hidesBottomBarWhenPushed).
        (parentStorage as? UITabBarController)?.bottomBarMayChange(for: self, alongside: context.coordinator)
        engine.run(context, animator: custom ?? layoutChange ?? slideAnimator(isPush: isPush), interactor: interactor)
    }

    /// The end of a transition's container work: the loser's view leaves, the survivor's takes
    /// the container's bounds; on a cancel the shown stack (and the bar) come back.
    private func updateContainerAfterTransition(didComplete: Bool, _ flight: NavigationFlight) {
        let from = flight.from, to = flight.to, root = flight.root
        let stackAtStart = flight.stackAtStart, stackBefore = flight.stackBefore
        let loser = didComplete ? from : to
        let survivorView = (didComplete ? to : from).viewStorage
        if loser.viewStorage !== survivorView { loser.viewStorage?.removeFromSuperview() }
        if didComplete {
            shown = to
            shownStack = stackAtStart
        } else {
            // Behaviour source [R] — Transitions and navigation
            //   Rule: An interactive pop cancelled after the app changed the stack: the app's
            //     latest stack stands and the completion animates to it
            //   Value: latest stack wins
            //   Source: UIKit only warns about nested changes ("nested push animation can result in
            //     corrupted navigation bar"); what it then shows is undefined. We never lose what
            //     the app pushed or set.
            //   Also: Tests/OpenUIKitTests/Reliability/NavigationStackIntegrityTests.swift
            // Cancelled (an interactive pop the user let go of): the stack that was shown
            // comes back, and the bar with it — unless the app changed the stack while the
            // pop ran: then its latest stack stands (nothing it pushed or set is lost) and
            // the completion below animates from what is on screen to it [R].
            // The stack shown before can only come back while its controllers are still
            // children: the app may have replaced them before this transition began (it then
            // ran from a controller already leaving).
            let restorable = stackBefore.allSatisfy { $0.parent === self }
            let kept = stackChangedDuringTransition || !restorable ? stack : stackBefore
            stack = kept
            removedAwaitingCompletion.removeAll { controller in kept.contains { $0 === controller } }
            for pushed in stackAtStart where !stackBefore.contains(where: { $0 === pushed }) && !kept.contains(where: { $0 === pushed }) {
                addedAwaitingCompletion.removeAll(ofObject: pushed)
                pushed.willMove(toParent: nil)
                pushed.removeFromParent()
            }
            bar.setItems(stackBefore.map(\.navigationItem), animated: false)
            toolbarView.setItems(from.toolbarItemsStorage, animated: false)
        }
        let survivor = didComplete ? to : from
        survivor.viewStorage?.frame = contentFrame(for: survivor, in: root)
        if survivor.viewStorage?.superview !== root, let view = survivor.viewStorage { root.insertSubview(view, at: 0) }
    }

    /// The delegate hears `didShow` once a transition completes.
    private func notifyDelegateAfterTransition(didComplete: Bool, to: UIViewController, animated: Bool) {
        transitionInFlight = false
        if didComplete, let delegate {
            TransitionTrace.record("navigation delegate didShow \(TransitionTrace.name(to)) (animated: \(animated))")
            delegate.navigationController(self, didShow: to, animated: animated)
        }
        if stackChangedDuringTransition {
            OpenUIKitDiagnostics.report(.transitionMisuse, "Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.")
        }
    }

    /// The navigation controller behind an unretained reference (nil once it is gone).
    static func navigation(_ owner: UnretainedReference<UIViewController>) -> UINavigationController? {
        // Not `Optional.map`: a closure made here would check the executor.
        guard let object = owner.object else { return nil }
        return unsafeDowncast(object, to: UINavigationController.self)
    }

    /// The stack was emptied (`setViewControllers([])`): the controller on screen disappears
    /// without a transition (there is nothing to slide to) and its view leaves.
    private func removeShownForEmptyStack() {
        guard let leaving = shown else { return }
        let visible = appearance.phase == .appeared
        if visible { leaving.beginAppearanceTransition(false, animated: transitionAnimated) }
        leaving.viewStorage?.removeFromSuperview()
        shown = nil
        shownStack = []
        bar.setItems([], animated: false)
        if visible { leaving.endAppearanceTransition() }
    }

    /// Containment completion: pushed controllers get `didMove(toParent:)`, popped ones leave.
    private func finishContainment(didComplete: Bool) {
        // Loops, not `filter` and `contains(where:)`: a closure made here would check the
        // executor on every call (ObjectIdentitySearch.swift).
        var added: [UIViewController] = [], stillAdding: [UIViewController] = []
        for controller in addedAwaitingCompletion {
            if stack.firstIndex(ofObject: controller) != nil { added.append(controller) } else { stillAdding.append(controller) }
        }
        var removed: [UIViewController] = [], stillRemoving: [UIViewController] = []
        for controller in removedAwaitingCompletion {
            if stack.firstIndex(ofObject: controller) == nil, controller !== shown { removed.append(controller) } else { stillRemoving.append(controller) }
        }
        addedAwaitingCompletion = stillAdding
        removedAwaitingCompletion = stillRemoving
        for controller in added { controller.didMove(toParent: self) }
        for controller in removed { controller.removeFromParent() }
    }
}

/// A navigation transition in flight: who slides, in which container, and the stacks around it.
@MainActor
private struct NavigationFlight {
    let from: UIViewController
    let to: UIViewController
    let root: UIView
    /// The stack when the transition started.
    let stackAtStart: [UIViewController]
    /// The stack that was shown before it (what a cancel brings back).
    let stackBefore: [UIViewController]
    let animated: Bool
}
