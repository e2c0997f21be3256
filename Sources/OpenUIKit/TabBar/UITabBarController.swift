/// Controllers shown one at a time, chosen with the tab bar at the bottom.
///
/// Switching tabs is immediate (no animation, as on iOS) unless the delegate vends an animator:
/// the appearance callbacks run inside the `selectedIndex` setter or the tap. With more than five controllers the fifth tab is
/// "More", a navigation controller listing the rest (`moreNavigationController`).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    private var controllers: [UIViewController]?
    private var selection = NSNotFound
    /// The child whose view is installed (a tab's controller or the More navigation controller).
    private var shown: UIViewController?
    private let bar = UITabBar()
    private lazy var moreNavigation: UINavigationController = {
        let navigation = UINavigationController(rootViewController: MoreListViewController(tabs: self))
        navigation.tabBarItem = UITabBarItem(title: "More", image: nil, tag: -1)
        return navigation
    }()

    /// The delegate (held weakly, as on iOS).
    open var delegate: (any UITabBarControllerDelegate)? {
        get { delegateStorage.object }
        set { delegateStorage.set(newValue) }
    }
    private var delegateStorage = WeakDelegate<any UITabBarControllerDelegate>()

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        bar.onSelect = { [weak self] item in self?.userSelected(item) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bar.onSelect = { [weak self] item in self?.userSelected(item) }
    }

    /// Outlets a storyboard connects: `delegate`.
    override open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("delegate", \UITabBarController.delegate)
    }

    /// The tabs' controllers.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. When the shown tab's controller leaves and another is selected, an
    /// animated change on screen is a tab switch from the leaving controller, with the
    /// delegate's animator if it vends one (as on iOS); the leaving controller is removed from
    /// its parent when the switch ends. Otherwise the new selection is shown at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = controllers ?? []
        let new = viewControllers ?? []
        let previouslySelected = selectedViewController
        let switchesOnScreen = animated && !new.isEmpty && appearance.phase == .appeared && viewStorage?.window.map { !$0.isHidden } == true
        var leaving: UIViewController?
        for controller in old where !new.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller === shown {
                if switchesOnScreen {
                    leaving = controller
                    continue
                }
                controller.viewStorage?.removeFromSuperview()
                shown = nil
            }
            controller.removeFromParent()
        }
        for controller in new where controller.parentStorage !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        controllers = viewControllers
        showTabBarItems(animated: animated)
        let keep = previouslySelected.flatMap { vc in new.firstIndex { $0 === vc } }
        selection = new.isEmpty ? NSNotFound : (keep ?? 0)
        guard let leaving else { return show(index: selection) }
        show(index: selection) { [weak self] in
            guard let self, leaving.parentStorage === self else { return }
            if shown === leaving {
                // The switch was cancelled (an interactive animator): the new selection still
                // stands, shown without a transition.
                leaving.viewStorage?.removeFromSuperview()
                shown = nil
                show(index: selection)
            }
            leaving.removeFromParent()
        }
    }

    /// The tabs' items in the bar (the first four and More with more than five controllers).
    final func showTabBarItems(animated: Bool) {
        let tabs = controllers ?? []
        var items = Array(tabs.prefix(tabs.count > 5 ? 4 : 5)).map { $0.tabBarItem! }
        if tabs.count > 5 { items.append(moreNavigation.tabBarItem) }
        bar.setItems(items, animated: animated)
        guard tabs.indices.contains(selection) else { return }
        bar.selectedItem = tabs.count > 5 && selection >= 4 ? moreNavigation.tabBarItem : tabs[selection].tabBarItem
    }

    /// The selected tab's index (`NSNotFound` with no tabs). Setting it does not ask the delegate.
    open var selectedIndex: Int {
        get { selection }
        set {
            guard let controllers, controllers.indices.contains(newValue) else { return }
            // The index before, so a cancelled (interactive) switch can restore it.
            let previous = selection
            selection = newValue
            show(index: newValue, previousIndex: previous)
        }
    }

    /// The selected tab's controller.
    /// The selected controller decides the status bar's style and visibility.
    override open var childForStatusBarStyle: UIViewController? { selectedViewController }
    override open var childForStatusBarHidden: UIViewController? { selectedViewController }

    open var selectedViewController: UIViewController? {
        get { controllers.flatMap { $0.indices.contains(selection) ? $0[selection] : nil } }
        set {
            guard let newValue, let index = controllers?.firstIndex(ofObject: newValue) else { return }
            selectedIndex = index
        }
    }

    /// The tab bar.
    open var tabBar: UITabBar { bar }

    /// The navigation controller behind the More tab (more than five controllers).
    open var moreNavigationController: UINavigationController { moreNavigation }

    // MARK: UIViewController

    override open func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        view = root
        root.addSubview(bar)
        // The bar has its frame before viewDidLoad, as on iOS: subclasses lay their own views
        // out over it there (an animated tab bar's item containers read its width).
        placeBar(in: root)
        installShownIfNeeded()
    }

    private func placeBar(in root: UIView) {
        bar.frame = barFrame(hidden: bottomBarHidden, in: root)
    }

    /// The tab bar's frame: its content height over the home indicator's inset, along the
    /// bottom of `root`, or just below it when hidden.
    private func barFrame(hidden: Bool, in root: UIView) -> CGRect {
        let bottom = root.window?.screen.safeAreaInsets.bottom ?? UIScreen.main.safeAreaInsets.bottom
        let height = UITabBar.contentHeight + bottom
        return CGRect(x: 0, y: root.bounds.height - (hidden ? 0 : height), width: root.bounds.width, height: height)
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        installShownIfNeeded()
    }

    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let root = viewStorage else { return }
        placeBar(in: root)
        root.bringSubviewToFront(bar)
        // Not while a tab switch runs: the animator owns the views then, and setting the frame
        // of a view it has transformed would move its centre (as the navigation controller).
        if activeCoordinator == nil, let shown { shown.viewStorage?.frame = contentFrame(for: shown, in: root) }
    }

    override func insetsForChildSafeArea(_ child: UIViewController) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 0, bottom: bottomBarHidden || !child.edgesForExtendedLayout.contains(.bottom) ? 0 : UITabBar.contentHeight, right: 0)
    }

    /// Where a tab's view goes: the whole view, or above the tab bar when the tab's
    /// `edgesForExtendedLayout` leaves out the bottom edge (the tab bar is translucent).
    final func contentFrame(for child: UIViewController, in root: UIView) -> CGRect {
        guard !bottomBarHidden, !child.edgesForExtendedLayout.contains(.bottom) else { return root.bounds }
        var frame = root.bounds
        frame.size.height = max(0, barFrame(hidden: false, in: root).minY - frame.minY)
        return frame
    }

    /// Whether the shown tab is a navigation stack holding a controller that
    /// `hidesBottomBarWhenPushed`.
    private var bottomBarHidden: Bool {
        guard let navigation = shown as? UINavigationController else { return false }
        return navigation.viewControllers.contains { $0.hidesBottomBarWhenPushed }
    }

    // Behaviour source [R] — Transitions and navigation
    //   Rule: A tab's navigation stack with `hidesBottomBarWhenPushed`: the tab bar slides down
    //     alongside the push or pop, over the same time
    //   Value: slides down
    //   Source: Deliberate difference: iOS moves the bar with the outgoing view. Sliding down keeps
    //     the bar independent of the container's views.
    /// A navigation stack in a tab changed: the tab bar slides away or back when
    /// `hidesBottomBarWhenPushed` says so, alongside the push or pop's `coordinator` [R: iOS
    /// moves it with the outgoing view; here it slides down, over the same time].
    final func bottomBarMayChange(for navigation: UINavigationController, alongside coordinator: (any UIViewControllerTransitionCoordinator)?) {
        guard navigation === shown, let root = viewStorage else { return }
        let target = barFrame(hidden: bottomBarHidden, in: root)
        guard target != bar.frame else { return }
        let move = { (_: any UIViewControllerTransitionCoordinatorContext) in self.bar.frame = target }
        if let coordinator, coordinator.isAnimated {
            coordinator.animate(alongsideTransition: move) { [weak self] _ in self?.viewStorage?.setNeedsLayout() }
        } else {
            bar.frame = target
        }
        navigation.viewStorage?.setNeedsLayout()
    }

    // MARK: Internals

    /// The child that shows tab `index`: its controller, or the More navigation controller
    /// holding it.
    private func container(forIndex index: Int) -> UIViewController? {
        guard let controllers, controllers.indices.contains(index) else { return nil }
        guard controllers.count > 5, index >= 4 else { return controllers[index] }
        if moreNavigation.parentStorage !== self {
            addChild(moreNavigation)
            moreNavigation.didMove(toParent: self)
        }
        let list = moreNavigation.viewControllers.first!
        moreNavigation.setViewControllers([list, controllers[index]], animated: false)
        return moreNavigation
    }

    private func show(index: Int, previousIndex: Int? = nil, completion: @escaping () -> Void = {}) {
        let target = container(forIndex: index)
        bar.selectedItem = target === moreNavigation ? moreNavigation.tabBarItem : target?.tabBarItem
        guard let target else { return completion() }
        display(target, previousIndex: previousIndex, completion: completion)
    }

    /// Puts `target` (a tab's controller or the More navigation controller) on screen: at once
    /// when off screen or while the tab bar controller itself appears or disappears, else with a
    /// tab switch.
    private func display(_ target: UIViewController, previousIndex: Int?, completion: @escaping () -> Void) {
        guard let root = viewStorage, target !== shown else { return completion() }
        let isOnScreen = root.window.map { !$0.isHidden } ?? false
        guard isOnScreen, let from = shown else {
            shown?.viewStorage?.removeFromSuperview()
            shown = nil
            install(target)
            return completion()
        }
        guard appearance.phase == .appeared else {
            // The tab bar controller is itself appearing or disappearing (a presentation covers
            // or uncovers it): swap at once; the children follow its change.
            from.viewStorage?.removeFromSuperview()
            shown = nil
            install(target)
            swapChildrenDuringAppearanceChange(from: from, to: target)
            return completion()
        }
        switchTab(from: from, to: target, in: root, previousIndex: previousIndex, completion: completion)
    }

    /// The tab switch: instant without a delegate animator (no coordinator), else a normal
    /// container transition with the delegate's animator and interactor (docs/transition-engine.md, "Tab bars").
    private func switchTab(from: UIViewController, to target: UIViewController, in root: UIView, previousIndex: Int?,
                           completion: @escaping () -> Void) {
        let toView: UIView = target.view
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let delegate = delegateStorage.objectReportingRelease(property: "delegate", for: self)
        let custom = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: target)
        let interactor = custom.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        TransitionTrace.recordVended(by: delegate, role: "tab bar", animator: custom, interactor: interactor)
        let context = TransitionContext(kind: .tabSwitch, containerView: root, from: from, to: target,
                                        fromView: from.view, toView: toView, isAnimated: custom != nil)
        context.setFrames(for: from, initial: contentFrame(for: from, in: root), final: .zero)
        context.setFrames(for: target, initial: .zero, final: contentFrame(for: target, in: root))
        var engine = TransitionEngine()
        engine.disappearing = from
        engine.appearing = target
        engine.coordinatorOwners = [self]
        engine.exposesCoordinator = custom != nil
        engine.containerController = self
        let selectionBefore = previousIndex ?? selection
        engine.updateContainer = { [weak self] didComplete in
            guard let self else { return }
            (didComplete ? from : target).viewStorage?.removeFromSuperview()
            if didComplete {
                shown = target
            } else {
                // Cancelled: the old tab stays selected.
                selection = selectionBefore
                bar.selectedItem = from === moreNavigation ? moreNavigation.tabBarItem : from.tabBarItem
            }
            let survivor = didComplete ? target : from
            if let view = survivor.viewStorage, view.superview !== root { root.insertSubview(view, belowSubview: bar) }
            survivor.viewStorage?.frame = contentFrame(for: survivor, in: root)
            root.bringSubviewToFront(bar)
        }
        engine.callerCompletion = { _ in completion() }
        engine.run(context, animator: custom ?? TabSwitchAnimator(bar: bar), interactor: interactor)
    }

    private func installShownIfNeeded() {
        guard shown == nil, let target = container(forIndex: selection) else { return }
        install(target)
    }

    private func install(_ target: UIViewController) {
        guard let root = viewStorage else { return }
        shown = target
        let view: UIView = target.view
        view.frame = contentFrame(for: target, in: root)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.insertSubview(view, belowSubview: bar)
    }

    private func userSelected(_ item: UITabBarItem) {
        guard let controllers else { return }
        let index: Int
        let controller: UIViewController
        if item === moreNavigation.tabBarItem {
            index = 4
            controller = moreNavigation
        } else if let found = controllers.firstIndex(where: { $0.tabBarItem === item }) {
            index = found
            controller = controllers[found]
        } else {
            return
        }
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if index == selection || (controller === moreNavigation && shown === moreNavigation) {
            // Tapping the selected tab pops its navigation stack to the root, as on iOS.
            (shown as? UINavigationController)?.popToRootViewController(animated: true)
        } else if controller === moreNavigation {
            moreNavigation.setViewControllers([moreNavigation.viewControllers.first!], animated: false)
            selection = 4
            showMoreList()
        } else {
            let previous = selection
            selection = index
            show(index: index, previousIndex: previous) { [weak self] in
                guard let self else { return }
                delegate?.tabBarController(self, didSelect: controller)
            }
            return
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func showMoreList() {
        bar.selectedItem = moreNavigation.tabBarItem
        if moreNavigation.parentStorage !== self {
            addChild(moreNavigation)
            moreNavigation.didMove(toParent: self)
        }
        display(moreNavigation, previousIndex: nil) {}
    }

    /// Selects tab `index` from the More list (as a tap in the list would).
    final func selectFromMoreList(_ index: Int) {
        guard let controllers, controllers.indices.contains(index) else { return }
        moreNavigation.pushViewController(controllers[index], animated: true)
        selection = index
    }
}

