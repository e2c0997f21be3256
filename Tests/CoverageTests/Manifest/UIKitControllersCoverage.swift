import OpenUIKit

@MainActor
let uiKitControllerSections: [CoverageSection] = [
    CoverageSection(module: "OpenUIKit", title: "UIViewController", entries: [
        CoverageEntry("init(nibName:bundle:) / init() / nibName / nibBundle", .differs,
                      "the view loads from the nib's .xib source; with no name, a nib named after the class is looked for only when a bundle is given") {
            let c = UIViewController(nibName: nil, bundle: nil); _ = UIViewController(); _ = (c.nibName, c.nibBundle)
        },
        CoverageEntry("registerForPreviewing(with:sourceView:) / unregisterForPreviewing(withContext:), UIViewControllerPreviewing, UIViewControllerPreviewingDelegate", .differs,
                      "a long press (0.5 s) stands for the pressure-sensitive press: the delegate is asked when it begins and the controller committed when the finger lifts; no peek is drawn") {
            _ = ((any UIViewControllerPreviewing).self, (any UIViewControllerPreviewingDelegate).self)
            _ = (UIViewController.registerForPreviewing(with:sourceView:), UIViewController.unregisterForPreviewing(withContext:))
        },
        CoverageEntry("init?(coder:)", .differs, "decodes a storyboard scene or nib; another coder makes an empty controller (reported)") { _ = UIViewController.init(coder:) },
        CoverageEntry("view / viewIfLoaded / isViewLoaded / loadView / loadViewIfNeeded / viewDidLoad / title") {
            let c = UIViewController(); _ = (c.view, c.viewIfLoaded, c.isViewLoaded, c.title); c.loadView(); c.loadViewIfNeeded(); c.viewDidLoad()
        },
        CoverageEntry("viewWillAppear / viewIsAppearing / viewDidAppear / viewWillDisappear / viewDidDisappear / viewWillLayoutSubviews / viewDidLayoutSubviews",
                      .implemented, "UIKit's orders for push, pop, present, dismiss and tab switches (docs/transition-engine.md, \"Appearance order\")") {
            let c = UIViewController(); c.viewWillAppear(true); c.viewIsAppearing(true); c.viewDidAppear(true)
            c.viewWillDisappear(true); c.viewDidDisappear(true); c.viewWillLayoutSubviews(); c.viewDidLayoutSubviews()
        },
        CoverageEntry("beginAppearanceTransition / endAppearanceTransition / shouldAutomaticallyForwardAppearanceMethods", .implemented,
                      "the appearance state machine (docs/transition-engine.md, \"The appearance state machine\") with UIKit's \"Unbalanced calls\" message") {
            let c = UIViewController(); c.beginAppearanceTransition(true, animated: false); c.endAppearanceTransition(); _ = c.shouldAutomaticallyForwardAppearanceMethods
        },
        CoverageEntry("isMovingToParent / isMovingFromParent / isBeingPresented / isBeingDismissed") {
            let c = UIViewController(); _ = (c.isMovingToParent, c.isMovingFromParent, c.isBeingPresented, c.isBeingDismissed)
        },
        CoverageEntry("children / parent / addChild / removeFromParent / willMove(toParent:) / didMove(toParent:)") {
            let c = UIViewController(); _ = (c.children, c.parent); c.addChild(UIViewController()); c.removeFromParent()
            c.willMove(toParent: nil); c.didMove(toParent: nil)
        },
        CoverageEntry("transition(from:to:duration:options:animations:completion:)") {
            let c = UIViewController(); c.transition(from: c, to: c, duration: 0, options: [], animations: nil, completion: nil)
        },
        CoverageEntry("edgesForExtendedLayout / extendedLayoutIncludesOpaqueBars") {
            let c = UIViewController(); c.edgesForExtendedLayout = []; c.extendedLayoutIncludesOpaqueBars = true
        },
        CoverageEntry("preferredContentSize / additionalSafeAreaInsets / traitCollection", .differs, "traits carry size classes, idiom and scale from the screen preset") {
            let c = UIViewController(); _ = (c.preferredContentSize, c.additionalSafeAreaInsets, c.traitCollection.horizontalSizeClass)
        },
        CoverageEntry("present(_:animated:completion:) / dismiss(animated:completion:) / presentedViewController / presentingViewController", .implemented,
                      "presenter resolution, chains, dismissal from the middle, UIKit's raise-or-drop messages (docs/transition-engine.md, \"Who presents\"; docs/porting.md, \"View controllers (OpenUIKit)\")") {
            let c = UIViewController(); c.present(c, animated: false); c.dismiss(animated: false); _ = (c.presentedViewController, c.presentingViewController)
        },
        CoverageEntry("modalPresentationStyle: fullScreen, overFullScreen, pageSheet, formSheet, currentContext, overCurrentContext, automatic", .implemented,
                      "sheets with the iOS 13+ card look (shrunk presenter on phones)") {
            let c = UIViewController(); c.modalPresentationStyle = .overCurrentContext; _ = UIModalPresentationStyle.formSheet
        },
        CoverageEntry("modalPresentationStyle .popover", .implemented, "an arrow bubble at the source in regular width; a sheet in compact width unless the adaptive delegate answers .none") { _ = UIModalPresentationStyle.popover },
        CoverageEntry("isModalInPresentation") { _ = UIViewController().isModalInPresentation },
        CoverageEntry("modalPresentationStyle .custom", .implemented, "a UIPresentationController (the delegate's, or a plain one keeping the presenter) drives it") { _ = UIModalPresentationStyle.custom },
        CoverageEntry("modalTransitionStyle coverVertical / crossDissolve / flipHorizontal", .implemented, "durations and curve in SystemTransitionConstants") {
            let c = UIViewController(); c.modalTransitionStyle = .flipHorizontal
        },
        CoverageEntry("modalTransitionStyle partialCurl", .differs, "the page turns all the way up (approximation); refused outside full screen as on iOS") { _ = UIModalTransitionStyle.partialCurl },
        CoverageEntry("definesPresentationContext / providesPresentationContextTransitionStyle / modalPresentationCapturesStatusBarAppearance") {
            let c = UIViewController(); _ = (c.definesPresentationContext, c.providesPresentationContextTransitionStyle, c.modalPresentationCapturesStatusBarAppearance)
        },
        CoverageEntry("show(_:sender:) / showDetailViewController(_:sender:)") { let c = UIViewController(); c.show(c, sender: nil); c.showDetailViewController(c, sender: nil) },
        CoverageEntry("targetViewController(forAction:sender:) / UIResponder.canPerformAction(_:withSender:)", .differs,
                      "Selector is a name (Selector(\"showViewController:sender:\")), no #selector; controllers claim actions with canPerformAction since overrides cannot be seen; the search stops at a presentation") {
            let c = UIViewController(); _ = c.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil); _ = c.canPerformAction("x", withSender: nil)
        },
        CoverageEntry("UIWindow.rootViewController") { _ = UIWindow().rootViewController },
        CoverageEntry("SystemTransitionConstants (OpenUIKit only)", .differs, "tunable durations, curve, parallax, dimming and sheet geometry of the system transitions") {
            _ = SystemTransitionConstants.navigationDuration
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "UINavigationController", entries: [
        CoverageEntry("init(rootViewController:) / init(nibName:bundle:)") { _ = UINavigationController(rootViewController: UIViewController()); _ = UINavigationController(nibName: nil, bundle: nil) },
        CoverageEntry("viewControllers / setViewControllers(_:animated:) / topViewController / visibleViewController") {
            let n = UINavigationController(); _ = (n.viewControllers, n.topViewController, n.visibleViewController); n.setViewControllers([], animated: false)
        },
        CoverageEntry("pushViewController / popViewController / popToViewController / popToRootViewController", .implemented,
                      "the stack changes at once; transitions start at the next turn, coalesce, and queue behind a running one (docs/transition-engine.md, \"Navigation\")") {
            let n = UINavigationController(); n.pushViewController(UIViewController(), animated: true); _ = n.popViewController(animated: true)
            _ = n.popToViewController(n, animated: true); _ = n.popToRootViewController(animated: true)
        },
        CoverageEntry("delegate willShow / didShow (UINavigationControllerDelegate)") { let n = UINavigationController(); _ = n.delegate },
        CoverageEntry("navigationBar / isNavigationBarHidden / setNavigationBarHidden(_:animated:) / hideShowBarDuration", .differs, "the bar shows the title, a back button that pops and the top item's bar button items") {
            let n = UINavigationController(); _ = (n.navigationBar, n.isNavigationBarHidden, UINavigationController.hideShowBarDuration); n.setNavigationBarHidden(true, animated: true)
        },
        CoverageEntry("UINavigationItem title / backButtonTitle / hidesBackButton; UIViewController.navigationItem / navigationController") {
            let c = UIViewController(); let item = c.navigationItem; _ = (item.title, item.backButtonTitle, item.hidesBackButton, c.navigationController)
        },
        CoverageEntry("UIViewController shouldAutorotate / supportedInterfaceOrientations / preferredInterfaceOrientationForPresentation; UIInterfaceOrientation / UIInterfaceOrientationMask", .differs,
                      "iOS's defaults, for controllers that override them; the device never turns (screens are presets), so nothing asks") {
            let c = UIViewController(); _ = (c.shouldAutorotate, c.supportedInterfaceOrientations, c.preferredInterfaceOrientationForPresentation.isPortrait)
        },
        CoverageEntry("UIViewController.attemptRotationToDeviceOrientation() / setNeedsUpdateOfSupportedInterfaceOrientations()", .differs,
                      "the device never rotates and the interface always shows the screen preset's orientation: there is no rotation to make, and the calls return at once") {
            UIViewController.attemptRotationToDeviceOrientation(); UIViewController().setNeedsUpdateOfSupportedInterfaceOrientations()
        },
        CoverageEntry("UINavigationItem.titleView", .differs, "centred at its own size (its intrinsic size when it has none) in the room the items leave; no Auto Layout fitting of the bar's content") {
            let item = UIViewController().navigationItem; item.titleView = UIView(); _ = item.titleView
        },
        CoverageEntry("UINavigationItem leftBarButtonItem(s) / rightBarButtonItem(s) / setLeftBarButton… / setRightBarButton… / leftItemsSupplementBackButton") {
            let item = UIViewController().navigationItem
            item.rightBarButtonItem = nil; item.setLeftBarButtonItems([], animated: true); item.setRightBarButton(nil, animated: false)
            _ = (item.leftBarButtonItems, item.rightBarButtonItems, item.leftItemsSupplementBackButton, item.leftBarButtonItem)
            item.setLeftBarButton(nil, animated: false); item.setRightBarButtonItems(nil, animated: false)
        },
        CoverageEntry("UIBarButtonItem init(title:style:target:action:) / init(image:style:target:action:) / init(barButtonSystemItem:target:action:) / init(systemItem:primaryAction:) / init(title:image:primaryAction:) / init(customView:); title, image, style, isEnabled, tintColor, tag, customView, primaryAction, target",
                      .differs, "the action is a Selector made from the method (what the source bridge writes for #selector; target and action are settable), a method reference or a UIAction; system items show a word or a plain symbol; no toolbars or menus") {
            let c = UIViewController()
            let item = UIBarButtonItem(title: "Done", style: .done, target: c, action: UIViewController.loadView)
            _ = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
            _ = UIBarButtonItem(systemItem: .close, primaryAction: UIAction { _ in })
            _ = UIBarButtonItem(customView: UIView())
            _ = (item.title, item.image, item.style, item.isEnabled, item.tintColor, item.tag, item.customView, item.primaryAction, item.target)
        },
        CoverageEntry("push/pop animation (slide, 30 % parallax, dimming, shadow, 0.35 s, system curve)", .differs, "constants are our measurements, tunable in SystemTransitionConstants") {
            _ = SystemTransitionConstants.navigationParallax
        },
        CoverageEntry("interactivePopGestureRecognizer", .implemented, "left-edge pan; finishes past half way or on a flick; never begins with one controller, during a transition, with a delegate's own pop animator, or with a hidden back button") {
            _ = UINavigationController().interactivePopGestureRecognizer
        },
        CoverageEntry("toolbar / isToolbarHidden / setToolbarHidden(_:animated:) / UIViewController.toolbarItems / setToolbarItems(_:animated:)", .implemented,
                      "the toolbar shows the top controller's items through pushes and pops (back on a cancelled interactive pop), slides in and out over 0.2 s, and adds its height to the top controller's safe area") {
            let n = UINavigationController(); _ = (n.toolbar, n.isToolbarHidden); n.setToolbarHidden(false, animated: false)
            let c = UIViewController(); c.setToolbarItems([], animated: false); _ = c.toolbarItems
        },
        CoverageEntry("UIViewController.hidesBottomBarWhenPushed", .differs,
                      "the tab bar slides down alongside the push that brings such a controller and back with the pop (iOS moves it with the outgoing view); storyboards set it") {
            _ = UIViewController().hidesBottomBarWhenPushed
        },
        CoverageEntry(missing: "hidesBarsOnSwipe / hidesBarsOnTap / hidesBarsWhenKeyboardAppears / barHideOnSwipeGestureRecognizer", "not available yet"),
    ]),
    CoverageSection(module: "OpenUIKit", title: "UITabBarController", entries: [
        CoverageEntry("viewControllers / setViewControllers(_:animated:) / selectedIndex / selectedViewController") {
            let t = UITabBarController(); t.viewControllers = []; t.setViewControllers([], animated: false); _ = (t.selectedIndex, t.selectedViewController)
        },
        CoverageEntry("tabBar (UITabBar items, selectedItem) / UITabBarItem / UIViewController.tabBarItem / tabBarController", .differs, "items show titles only") {
            let t = UITabBarController(); _ = (t.tabBar.items, t.tabBar.selectedItem); let c = UIViewController(); _ = (c.tabBarItem, c.tabBarController)
            _ = UITabBarItem(title: "", image: nil, tag: 0)
        },
        CoverageEntry("delegate shouldSelect / didSelect (taps only) / moreNavigationController") {
            let t = UITabBarController(); _ = (t.delegate, t.moreNavigationController)
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "UIPageViewController", entries: [
        CoverageEntry("init(transitionStyle:navigationOrientation:options:) (.scroll, .pageCurl; OptionsKey spineLocation, interPageSpacing) / spineLocation / isDoubleSided / gestureRecognizers", .differs,
                      "a page-curl turn is not scrubbed by the finger: a drag or a tap in the outer fifth turns the page with the compositor's curl") {
            let p = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical, options: [.spineLocation: NSNumber(value: 1), .interPageSpacing: NSNumber(value: 0)])
            _ = (p.spineLocation, p.isDoubleSided, p.gestureRecognizers, p.transitionStyle, p.navigationOrientation)
        },
        CoverageEntry("setViewControllers(_:direction:animated:completion:) / viewControllers", .implemented,
                      "slides (scroll) or curls (page curl); no delegate calls, as on iOS; a wrong number of pages is reported") {
            let p = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal); p.setViewControllers([UIViewController()], direction: .reverse, animated: false); _ = p.viewControllers
        },
        CoverageEntry("dataSource (UIPageViewControllerDataSource: before / after / presentationCount / presentationIndex) / delegate (UIPageViewControllerDelegate: willTransitionTo / didFinishAnimating / spineLocationFor)", .differs,
                      "a drag turns a scroll page under the finger, completing past half a page or faster than 500 points per second (ours); the page control shows when presentationCount is given") {
            let p = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal); _ = (p.dataSource, p.delegate)
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "UIAlertController", entries: [
        CoverageEntry("init(title:message:preferredStyle:) / title / message / preferredStyle (.alert, .actionSheet)", .differs,
                      "iOS 18's look with our sizes (AlertMetrics); the card is a plain colour, not blurred; a long alert does not scroll") {
            let a = UIAlertController(title: "T", message: "M", preferredStyle: .actionSheet); _ = (a.title, a.message, a.preferredStyle)
        },
        CoverageEntry("addAction / actions / preferredAction", .implemented,
                      "two buttons side by side (cancel first), more stacked (cancel last); a second cancel or a foreign preferred action is reported") {
            let a = UIAlertController(title: nil, message: nil, preferredStyle: .alert); a.addAction(UIAlertAction(title: "OK", style: .default)); _ = (a.actions, a.preferredAction)
        },
        CoverageEntry("addTextField(configurationHandler:) / textFields", .implemented,
                      "the first field takes the keyboard once the alert has appeared; the alert moves above the keyboard") {
            let a = UIAlertController(title: nil, message: nil, preferredStyle: .alert); a.addTextField { _ in }; _ = a.textFields
        },
        CoverageEntry("presentation and dismissal (modalPresentationStyle .custom; .popover for an action sheet on a pad)", .differs,
                      "its own dimming and animations (our timings); tapping a button dismisses, then runs the handler; on a pad the popover needs a source (reported otherwise) and is a popover at any width") {
            _ = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).popoverPresentationController
        },
        CoverageEntry("UIAlertAction init(title:style:handler:) / title / style / isEnabled / copy", .implemented,
                      "styles default, cancel (bold), destructive (red); a disabled button is grey and does nothing") {
            let action = UIAlertAction(title: "OK", style: .destructive) { _ in }; _ = (action.title, action.style, action.isEnabled, action.copy())
        },
        CoverageEntry("UIActivityViewController init(activityItems:applicationActivities:) / completionWithItemsHandler / excludedActivityTypes", .differs,
                      "a sheet (medium and large) on a phone, a popover on a pad; lists only the app's own activities (Linux has no system services); the handler runs after the dismissal") {
            let s = UIActivityViewController(activityItems: [], applicationActivities: nil); _ = (s.completionWithItemsHandler == nil, s.excludedActivityTypes)
        },
        CoverageEntry("UIPasteboard general / init(name:create:) / withUniqueName() / remove(withName:) / name / changeCount / items / addItems / numberOfItems / types / value(forPasteboardType:) / setValue(_:forPasteboardType:) / data(forPasteboardType:) / setData(_:forPasteboardType:) / string(s) / url(s) / image(s) / color(s) / has… / changedNotification", .differs,
                      "the pasteboards live in the application (no other app sees them) and start empty in each one; no paste prompt, expiration, local-only options or item providers") {
            let p = UIPasteboard.general; p.string = "x"; p.strings = nil; p.url = nil; p.urls = nil; p.image = nil; p.images = nil; p.color = nil; p.colors = nil
            _ = (p.name, p.changeCount, p.items, p.numberOfItems, p.types, p.hasStrings, p.hasURLs, p.hasImages, p.hasColors, p.value(forPasteboardType: "t"), p.data(forPasteboardType: "t"))
            p.addItems([]); p.setValue("v", forPasteboardType: "t"); p.setData(Data(), forPasteboardType: "t")
            _ = (UIPasteboard(name: .general, create: false), UIPasteboard.withUniqueName(), UIPasteboard.changedNotification, UIPasteboard.changedTypesAddedUserInfoKey, UIPasteboard.changedTypesRemovedUserInfoKey)
            UIPasteboard.remove(withName: UIPasteboard.Name("x"))
        },
        CoverageEntry("UIActivity activityType / activityTitle / activityImage / activityCategory / canPerform / prepare / perform / activityDidFinish", .differs,
                      "activityViewController is not shown: perform() is called instead") {
            let a = UIActivity(); _ = (a.activityType, a.activityTitle, a.activityImage, UIActivity.activityCategory, a.canPerform(withActivityItems: [])); a.activityDidFinish(false)
        },
        CoverageEntry("UIAlertController.tapAction(titled:) (UIKitTesting, OpenUIKit only)", .differs,
                      "taps the button where it is drawn, through the real touch path (iOS tests reach the handler through private API)") {
            _ = UIAlertController.self
        },
    ]),
]
