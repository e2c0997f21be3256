/// Manages a view hierarchy: loads it lazily, hears when it appears and disappears, contains
/// child controllers and presents others modally.
///
/// See <https://developer.apple.com/documentation/uikit/uiviewcontroller>.
/// Controllers come from code, from storyboards (`UIStoryboard`, `init(coder:)`) or with their
/// view from a nib (`init(nibName:bundle:)`), as on iOS.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    @exclusivity(unchecked) final var viewStorage: UIView?
    @exclusivity(unchecked) final var childStorage: [UIViewController] = []
    /// Cleared by the parent when it lets the child go or goes away (unowned(unsafe), as a
    /// view's superview: see `UIView.superviewStorage`).
    @exclusivity(unchecked) final unowned(unsafe) var parentStorage: UIViewController?
    /// The controller this one presents (strong, as on iOS).
    @exclusivity(unchecked) final var presentedStorage: UIViewController?
    /// The controller that presents this one.
    @exclusivity(unchecked) final weak var presentingStorage: UIViewController?
    @exclusivity(unchecked) final var appearance = AppearanceStatus()
    @exclusivity(unchecked) final var movingToParent = false
    @exclusivity(unchecked) final var movingFromParent = false
    @exclusivity(unchecked) final var beingPresented = false
    @exclusivity(unchecked) final var beingDismissed = false
    /// A container or the presentation engine drives this controller's appearance callbacks
    /// (its view entering or leaving a window then sends none by itself).
    @exclusivity(unchecked) final var appearanceDrivenByTransition = false
    @exclusivity(unchecked) final var navigationItemStorage: UINavigationItem?
    /// `toolbarItems` (UINavigationController+Toolbar.swift).
    final var toolbarItemsStorage: [UIBarButtonItem]?
    /// Whether the tab bar hides while this controller is in a navigation stack the tab bar
    /// controller shows: it slides away with the push that brings the controller, and back with
    /// the pop that takes it (false by default).
    open var hidesBottomBarWhenPushed = false
    /// Set on a presented controller: what its presentation did.
    @exclusivity(unchecked) final var presentationRecord: PresentationRecord?
    /// Whether a presentation or dismissal this controller makes is running.
    @exclusivity(unchecked) final var presentationInFlight = false
    /// The coordinator of a running transition this controller takes part in.
    @exclusivity(unchecked) final var activeCoordinator: TransitionCoordinator?
    /// The delegate vending custom presentation objects (held weakly, as on iOS). Subclasses may
    /// override it (a menu controller that makes its own delegate on demand); presentations ask
    /// the getter.
    open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { transitioningDelegateStorage.object }
        set { transitioningDelegateStorage.set(newValue) }
    }
    @exclusivity(unchecked) final var transitioningDelegateStorage = WeakDelegate<any UIViewControllerTransitioningDelegate>()

    /// The delegate a transition uses: the getter's answer (an override's), after reporting a
    /// stored delegate that was released since it was set (a common mistake).
    final var transitioningDelegateForTransition: (any UIViewControllerTransitioningDelegate)? {
        _ = transitioningDelegateStorage.objectReportingRelease(property: "transitioningDelegate", for: self)
        return transitioningDelegate
    }
    @exclusivity(unchecked) final var tabBarItemStorage: UITabBarItem?
    /// Where a storyboard or nib describes this controller (Engine/InterfaceBuilder/InterfaceBuilderOrigin.swift).
    @exclusivity(unchecked) final var interfaceBuilderOrigin: InterfaceBuilderOrigin?
    /// The identifier that marks the controller for state restoration (nil: neither it nor the
    /// controllers it contains or presents are preserved automatically).
    @exclusivity(unchecked) open var restorationIdentifier: String?
    /// The class that makes this controller again at launch (it stops UIKit's own search).
    @exclusivity(unchecked) open var restorationClass: (any UIViewControllerRestoration.Type)?

    /// Saves the controller's own state into its coder when the app's state is preserved. Call
    /// `super`. What containers hold (stacks, tabs, columns, presentations) is saved by UIKit
    /// whatever this does (docs/state-restoration.md).
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Reads back what ``encodeRestorableState(with:)`` saved, at launch. Call `super`.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Called on every restored controller once all of them have decoded their state.
    open func applicationFinishedRestoringState() {}

    /// Creates a controller whose view, when first needed, is loaded from the nib
    /// `nibNameOrNil` in `nibBundleOrNil` (the main bundle when nil). With no name, a nib named
    /// after the class (`DetailView.xib`, else `DetailViewController.xib`) is used if the bundle
    /// has one, as on iOS; otherwise `loadView()` makes an empty view. (The main bundle is asked
    /// once per class.)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        if nibNameOrNil != nil || nibBundleOrNil != nil {
            interfaceBuilderOrigin = InterfaceBuilderOrigin(nibName: nibNameOrNil, nibBundle: nibBundleOrNil)
        }
    }

    override public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller from a storyboard scene or a nib: its title, navigation and tab bar
    /// items, presentation styles, segues and (for containers) the controllers its relationship
    /// segues name. The view is loaded from the document when first needed.
    ///
    /// - Note: OpenUIKit differs: only the coders of OpenUIKit's storyboards and nibs carry
    ///   values; another coder makes a plain controller (reported).
    public required init?(coder: NSCoder) {
        super.init()
        if let coder = coder as? InterfaceBuilderCoder {
            IBControllerDecoding.decode(self, coder)
        } else {
            OpenUIKitDiagnostics.report(.unsupportedAPI, "\(Self.self).init(coder:) with a \(type(of: coder)): only storyboards and nibs decode controllers on Linux; the controller is empty.")
        }
    }

    // Clears the back pointers this controller's children and view hold to it
    // (unowned(unsafe): see `parentStorage`), for those someone else keeps alive.
    deinit { runOnMainActorUnchecked(self, UIViewController.tearDown) }

    private static func tearDown(_ controller: UIViewController) {
        for child in controller.childStorage where child.parentStorage === controller { child.parentStorage = nil }
        if let view = controller.viewStorage, view.owningResponder === controller { view.owningResponder = nil }
        controller.unretainedReferenceStorage?.clear()
    }

    @exclusivity(unchecked) private var unretainedReferenceStorage: UnretainedReference<UIViewController>?
    /// A reference to this controller that reads `nil` once it is gone, for OpenUIKit's own
    /// closures and records (a weak reference would give the controller a side table).
    final var unretainedReference: UnretainedReference<UIViewController> {
        .shared(in: &unretainedReferenceStorage, for: self)
    }

    override open var next: UIResponder? {
        parent ?? (viewStorage?.superview)
    }

    // MARK: Interface orientation

    /// Whether the interface may turn with the device (`true`).
    ///
    /// - Note: OpenUIKit differs: the device never turns (screens are presets, which
    ///   `UIScreen.setMain(_:)` changes, with a size transition), so nothing asks. The three
    ///   orientation properties are here for the controllers that override them.
    open var shouldAutorotate: Bool { true }
    /// The orientations the controller supports (all but upside down on a phone, all on an iPad).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIScreen.main.preset.idiom == .pad ? .all : .allButUpsideDown
    }
    /// The orientation the controller prefers when presented full screen (`.portrait`).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    // MARK: The view

    /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set { installView(newValue) }
    }

    /// The view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { viewStorage }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Creates the view. The default loads it from the controller's storyboard scene or nib, or
    /// makes an empty view the size of the screen; override to build your own (without calling
    /// `super`).
    open func loadView() {
        if IBSceneLoader.loadView(of: self) { return }
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil {
            OpenUIKitDiagnostics.report(.viewControllerMisuse, "\(type(of: self)).loadView() did not set the view; an empty view is used.")
            installView(UIView(frame: UIScreen.main.bounds))
        }
        viewDidLoad()
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view is added to a window and animated in.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the view is in the hierarchy with its frame, before it is laid out and shown.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared (its transition finished).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed, covered or hidden.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared (its transition finished).
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called just before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called just after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Adds or updates the constraints of the controller's view: called by the
    /// update-constraints pass in place of the root view's `updateConstraints()`. The default
    /// calls the view's `updateConstraints()`; call `super.updateViewConstraints()` last.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// Backs `viewRespectsSystemMinimumLayoutMargins`.
    @exclusivity(unchecked) final var respectsSystemMinimumLayoutMarginsStorage = true
    /// `automaticallyAdjustsScrollViewInsets` (UIViewController+Layout.swift).
    @exclusivity(unchecked) final var adjustsScrollViewInsetsStorage = true

    // MARK: Editing

    /// Whether the controller is in editing mode; setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var isEditingStorage = false
    private var editButtonItemStorage: UIBarButtonItem?

    /// Enters or leaves editing mode, updating ``editButtonItem`` (Edit / Done). Subclasses
    /// override it to update their views; call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditingStorage = editing
        if let item = editButtonItemStorage { Self.updateEditButton(item, editing: editing) }
    }

    /// A bar button item that toggles editing mode: "Edit", then "Done" (done style) while
    /// editing, calling ``setEditing(_:animated:)`` with animation.
    open var editButtonItem: UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem(title: nil, image: nil, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        Self.updateEditButton(item, editing: isEditing)
        editButtonItemStorage = item
        return item
    }

    private static func updateEditButton(_ item: UIBarButtonItem, editing: Bool) {
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }

    /// The controller's title (also the navigation item's and the tab bar item's when they have none).
    open var title: String? {
        didSet {
            navigationItemStorage?.titleFromController = title
            tabBarItemStorage?.titleFromController = title
            didChangeObservableValue()
        }
    }

    // MARK: Appearance

    /// Whether the controller forwards appearance callbacks to its children automatically.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells the controller (and, when forwarding, its children) that its view is about to
    /// appear (`true`) or disappear (`false`). Pair with `endAppearanceTransition()`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        performBeginAppearance(isAppearing, animated: animated)
    }

    /// Finishes the appearance transition started with `beginAppearanceTransition(_:animated:)`.
    open func endAppearanceTransition() {
        performEndAppearance()
    }

    /// `true` inside the appearance callbacks of this controller being pushed or added to a parent.
    open var isMovingToParent: Bool { movingToParent }
    /// `true` inside the appearance callbacks of this controller being popped or removed from a parent.
    open var isMovingFromParent: Bool { movingFromParent }
    /// `true` inside the appearance callbacks of this controller being presented.
    open var isBeingPresented: Bool { beingPresented }
    /// `true` inside the appearance callbacks of this controller being dismissed.
    open var isBeingDismissed: Bool { beingDismissed }

    // Containers and items, declared here so subclasses and test doubles can override them
    // (Swift overrides only what a class's body declares); their work is in the files named.

    /// The nearest navigation controller above this controller (UINavigationItem.swift).
    open var navigationController: UINavigationController? { nearestNavigationController }
    /// The nearest tab bar controller above this controller (UITabBarItem.swift).
    open var tabBarController: UITabBarController? { nearestTabBarController }
    /// The nearest split view controller above this controller (UISplitViewController.swift).
    open var splitViewController: UISplitViewController? { nearestSplitViewController }
    /// The item a navigation bar shows for this controller (created on first use).
    open var navigationItem: UINavigationItem { storedOrNewNavigationItem }
    /// The item representing this controller in a tab bar (created on first use).
    open var tabBarItem: UITabBarItem! {
        get { storedOrNewTabBarItem }
        set { storedOrNewTabBarItem = newValue }
    }
    /// The storyboard this controller was made from, if any (UIViewController+Segues.swift).
    open var storyboard: UIStoryboard? { originStoryboard }

    /// The controller presented by this controller or its nearest ancestor (declared here so
    /// subclasses can override it; UIViewController+Presentation.swift finds it).
    open var presentedViewController: UIViewController? { nearestPresentedViewController }
    /// The controller that presented this one (or its nearest presented ancestor).
    open var presentingViewController: UIViewController? { nearestPresentingViewController }

    // MARK: Containment

    /// The child controllers, in the order they were added (never presented controllers).
    open var children: [UIViewController] { childStorage }

    /// The containing controller.
    open var parent: UIViewController? { parentStorage }

    /// Adds `childController` as a child (removing it from its old parent) and calls its
    /// `willMove(toParent:)`. Call `didMove(toParent:)` once its view is installed.
    open func addChild(_ childController: UIViewController) {
        performAddChild(childController)
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`.
    open func removeFromParent() {
        performRemoveFromParent()
    }

    /// Called before the controller is added to or removed from a parent (`nil`).
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent (`nil`).
    open func didMove(toParent parent: UIViewController?) {}

    /// Swaps two child controllers' views with an animation and their appearance callbacks.
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
                         options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performChildTransition(from: fromViewController, to: toViewController, duration: duration, options: options,
                               animations: animations, completion: completion)
    }

    // MARK: Size and traits

    /// The size the controller would like when shown in a container that asks (form sheets,
    /// popovers, custom presentations).
    @exclusivity(unchecked) open var preferredContentSize: CGSize = .zero { didSet { didChangeObservableValue() } }

    /// The controller's view is about to change size (its window resized or rotated). The
    /// default passes the change on to the children, each with the size
    /// `size(forChildContentContainer:withParentContainerSize:)` gives it; call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childStorage {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// The controller's traits are about to become `newCollection`. The default passes the
    /// change on to the children; call `super`.
    ///
    /// - Note: OpenUIKit differs: traits come from the screen preset and stay the same while the
    ///   app runs (a window's size transition keeps them), so UIKit never calls this here.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childStorage { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// The size a child gets within `parentSize` (the whole of it by default).
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// Insets added to the safe area of the controller's view.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { viewStorage?.setNeedsLayout() }
    }

    /// The edges under which a navigation or tab bar controller extends this controller's view
    /// (all by default: the view runs under translucent bars, its safe area inset by them). An
    /// edge left out puts the view's edge at the bar's instead.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { parent?.viewStorage?.setNeedsLayout() }
    }

    /// Whether the view also runs under opaque bars (`isTranslucent == false`), which it does
    /// not by default.
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { parent?.viewStorage?.setNeedsLayout() }
    }

    /// The traits of the controller's environment: those where its view is (its superview's),
    /// else its parent's, else its screen's; with `overrideUserInterfaceStyle` applied.
    open var traitCollection: UITraitCollection {
        let base: UITraitCollection
        if let superview = viewStorage?.superviewStorage { base = superview.traitCollection }
        else if let parent { base = parent.traitCollection }
        else { base = UITraitCollection(preset: (viewStorage?.window?.screen ?? UIScreen.main).preset) }
        return base.with(overrideInterfaceStyleStorage)
    }

    /// The appearance of this controller, its view and its children whatever their
    /// environment's: `.unspecified` (the default) inherits it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideInterfaceStyleStorage }
        set {
            guard newValue != overrideInterfaceStyleStorage else { return }
            overrideInterfaceStyleStorage = newValue
            UIApplication.shared.state.interfaceStylesOverridden = true
            refreshInterfaceStyle()
        }
    }
    @exclusivity(unchecked) var overrideInterfaceStyleStorage: UIUserInterfaceStyle = .unspecified
    /// The appearance the controller was last told about.
    @exclusivity(unchecked) final var appliedInterfaceStyle: UIUserInterfaceStyle = .light

    /// Called after the controller's traits changed (its appearance, here), with what they were.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// How the controller is presented modally (`.automatic` by default: a page sheet).
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { modalPresentationStyleStorage == .automatic ? .pageSheet : modalPresentationStyleStorage }
        set {
            if let prepared = preparedPresentationController, presentationRecord == nil, newValue != modalPresentationStyle {
                OpenUIKitDiagnostics.report(.viewControllerMisuse, "modalPresentationStyle of \(UIKitDescription.of(self)) was set to \(newValue) after its presentation controller was created for \(prepared.presentationStyle); the presentation keeps \(prepared.presentationStyle), as on iOS. Set the style before reading presentationController, sheetPresentationController or popoverPresentationController.")
            }
            modalPresentationStyleStorage = newValue
        }
    }
    @exclusivity(unchecked) final var modalPresentationStyleStorage: UIModalPresentationStyle = .automatic

    /// The animation of a standard modal presentation (`.coverVertical` by default).
    @exclusivity(unchecked) open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether current-context presentations from inside this controller cover this controller.
    @exclusivity(unchecked) open var definesPresentationContext = false
    /// Whether this controller's transition style replaces that of controllers presented in its context.
    @exclusivity(unchecked) open var providesPresentationContextTransitionStyle = false
    /// Whether the user may not dismiss the controller's presentation (pulling a sheet down,
    /// tapping outside a popover); programmatic dismissal still works.
    @exclusivity(unchecked) open var isModalInPresentation = false
    /// The presentation controller created by reading `presentationController` before presenting.
    @exclusivity(unchecked) final var preparedPresentationController: UIPresentationController?
    /// Whether a controller presented in a style that does not cover the screen (for example
    /// `.custom` or `.overFullScreen`) takes over the status bar's appearance. Full-screen
    /// presentations always do.
    @exclusivity(unchecked) open var modalPresentationCapturesStatusBarAppearance = false

    /// Presents `viewControllerToPresent` modally.
    ///
    /// Code that replaced this method with `method_setImplementation` runs instead (see
    /// `ReplaceableMethods`).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        if ranReplacement(of: ReplaceableMethods.present, [viewControllerToPresent, flag, completion as Any]) { return }
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents (and everything above it), or this one if it
    /// is presented and presents nothing.
    ///
    /// Code that replaced this method with `method_setImplementation` runs instead (see
    /// `ReplaceableMethods`).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if ranReplacement(of: ReplaceableMethods.dismiss, [flag, completion as Any]) { return }
        performDismiss(animated: flag, completion: completion)
    }

    /// Shows `vc` in the primary context: pushed by a navigation controller, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        performShow(vc, sender: sender)
    }

    /// Shows `vc` in the detail context (presented, without a split view).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        performShowDetail(vc, sender: sender)
    }

    /// The controller that handles `action` for this one: this controller or the nearest parent
    /// that handles it, else `nil`. The search stops at a presentation: a presented controller
    /// without a navigation controller of its own presents what it shows (our reading of iOS). Navigation
    /// controllers handle `show`; any controller handles what its
    /// `canPerformAction(_:withSender:)` claims.
    ///
    /// - Note: OpenUIKit differs: iOS finds controllers that override the action's method;
    ///   Linux cannot see overrides, so custom containers claim actions with
    ///   `canPerformAction(_:withSender:)`.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if (action == .show && current.handlesShow) || current.canPerformAction(action, withSender: sender) { return current }
            candidate = current.parentStorage
        }
        return nil
    }

    /// The coordinator of the transition this controller (or an ancestor) takes part in, while
    /// one runs. Custom containers may override it to offer their own (call `super` first).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        inheritedTransitionCoordinator
    }

    // MARK: Status bar (UIViewController+StatusBar.swift)

    /// The status bar style this controller prefers when it decides the status bar's appearance.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller prefers the status bar hidden when it decides its appearance.
    open var prefersStatusBarHidden: Bool { false }
    /// How a change of `prefersStatusBarHidden` animates after `setNeedsStatusBarAppearanceUpdate()`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` is used instead of this controller's (`nil`:
    /// this controller decides).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` is used instead of this controller's.
    open var childForStatusBarHidden: UIViewController? { nil }

    // MARK: Home indicator and system edge gestures

    // OpenUIKit differs: there is no home indicator and no system edge gesture, so nothing asks
    // these preferences; they are declared for the controllers that state them.

    /// Whether this controller would like the home indicator hidden (never asked here).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose `prefersHomeIndicatorAutoHidden` counts instead (never asked here).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// The edges where this controller's gestures go before the system's (never asked here).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose `preferredScreenEdgesDeferringSystemGestures` counts instead (never asked here).
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

    /// Asks the system to read the status bar preferences again. Inside an animation block the
    /// change is animated, as on iOS.
    open func setNeedsStatusBarAppearanceUpdate() {
        StatusBarAppearance.resolved(rereading: true)
    }

    // MARK: Storyboards and segues (UIViewController+Segues.swift)

    /// Outlets a nib connects: `view` (File's Owner's view).
    override open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        // Set directly: a key path write would read `view` first, loading it.
        connections.outlet("view") { (controller: UIViewController, view: UIView) in controller.view = view }
    }

    /// Performs the segue with `identifier` that starts from this controller in its storyboard:
    /// makes the destination and the segue, calls `prepare(for:sender:)`, then the segue's
    /// `perform()`. `shouldPerformSegue(withIdentifier:sender:)` is not asked (as on iOS). An
    /// unknown identifier is reported (iOS raises) and nothing happens.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        IBSegues.perform(identifier: identifier, from: self, sender: sender)
    }

    /// Whether the segue a control, gesture recognizer or bar button item triggers may run.
    /// The default is true. Not asked for `performSegue(withIdentifier:sender:)`; asked only for
    /// segues with an identifier.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called on the source before a segue performs: configure the destination here. The
    /// default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller is the destination of an unwind segue with `action`. The default
    /// answers whether its class registers the action (`@IBAction func unwindToList(_ segue:
    /// UIStoryboardSegue)` through the source bridge) and it is not the source.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        fromViewController !== self && InterfaceBuilderConnections.of(self).actions[action.name] != nil
    }

    /// The children searched for an unwind segue's destination: every child except the one that
    /// contains the source (navigation controllers: the stack below it, nearest first).
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let excluded = childContaining(source)
        let candidates = self is UINavigationController ? children.reversed() : children
        return candidates.filter { $0 !== excluded }
    }

    /// The child whose hierarchy (children and presented controllers) contains the unwind
    /// segue's source, or nil.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { $0.hierarchyContains(source.source) }
    }

    /// Called on each container between an unwind segue's destination and its source, to show
    /// `subsequentVC` (the child leading to the destination). The default does nothing;
    /// navigation controllers pop to it, tab bar controllers select it.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        IBUnwinding.showChild(subsequentVC, of: self, for: unwindSegue)
    }

    // MARK: Memory

    /// Called when the application receives a memory warning, on every controller in a window's
    /// hierarchy (children and presented controllers included). OpenUIKit never runs short of
    /// memory by itself: the warning is sent by `TransitionHost.simulateMemoryWarning()` or
    /// `UIApplication.performMemoryWarning()` (the simulator's "Simulate Memory Warning").
    open func didReceiveMemoryWarning() {}

    // MARK: Container hooks (overridden by OpenUIKit's containers)

    /// Whether this controller handles `show(_:sender:)` itself (navigation controllers push).
    var handlesShow: Bool { false }

    /// What this container's bars cover of `child`'s view (added to the child's safe area).
    func insetsForChildSafeArea(_ child: UIViewController) -> UIEdgeInsets { .zero }

    // MARK: Internals

    private func installView(_ newView: UIView?) {
        if let old = viewStorage, old.owningViewController === self { old.owningResponder = nil }
        viewStorage = newView
        newView?.owningResponder = self
    }
}

extension DiagnosticCode {
    /// Misuse of a view controller (UIKit raises or logs for most of these).
    public static let viewControllerMisuse = DiagnosticCode(rawValue: "UIViewControllerMisuse")
}
