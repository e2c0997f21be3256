import Testing
@testable import UIKit
import UIKitTesting

/// The iOS sources in iOS/ were built untouched through the source bridge (SourceBridgePlugin):
/// they behave here as on iOS.
@MainActor
struct SourceBridgeBuildTests {
    @Test func aSelectorDrivenEdgePanPopsInteractively() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        try TransitionHost.run(root: navigation) { host in
            let detail = DetailController()
            navigation.pushViewController(detail, animated: false)
            try host.runUntilIdle()
            #expect(detail.titleLabel == nil, "an outlet is a plain optional property")
            // The #selector bar button item: find its button in the bar by its title and tap it.
            let bar = navigation.navigationBar
            let done = try #require(Self.views(in: bar).first { ($0 as? UIButton)?.currentTitle == "Done" })
            host.tap(done)
            #expect(detail.doneTaps == 1)
            // A left-edge swipe over 70 % of the width: past half way, the pop finishes.
            host.edgeSwipe(from: .left, distance: 0.7 * host.window.bounds.width, duration: 0.4)
            try host.runUntilIdle()
            #expect(detail.handledEvents > 2, "the #selector handler received the pan")
            #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
        }
    }

    /// `#selector(Self.method)`, in a method and in a static stored property, calls the method.
    @Test func selfSelectorsInStaticPropertiesCallTheirMethod() {
        let screen = ToolbarController()
        TransitionHost.run(root: screen) { host in
            let button = screen.makeButton()
            button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            screen.view.addSubview(button)
            button.addTarget(screen, action: screen.storedAction(), for: .touchUpInside)
            host.tap(button)
            #expect(screen.refreshed == 2, "the method's selector and the static property's both call refresh")
        }
    }

    /// `#selector(getter:)` and `#selector(setter:)` used as names (in a string, compared, given
    /// to `NSStringFromSelector`) carry Objective-C's names.
    @Test func accessorSelectorsCarryTheirObjectiveCNames() {
        #expect(KeyNames().names() == ["frame", "setProgress:", "true"])
    }

    /// The target's own CardView.swift and the bridged copy of iOS/CardView.swift build side by side.
    @Test func aFileOfTheTargetsOwnMayShareABridgedFilesName() {
        #expect(CardView.ownFileName == "CardView.swift, the target's own")
        #expect(CardView(frame: .zero).bounds == .zero)
    }

    /// Selectors kept in properties and passed through the module's own functions reach
    /// `addTarget`, bar button items and recognizers, and call their methods.
    @Test func selectorsPassedThroughTheModulesOwnFunctionsCallTheirMethods() throws {
        let screen = MenuHostController()
        let navigation = UINavigationController(rootViewController: screen)
        try TransitionHost.run(root: navigation) { host in
            host.tap(screen.menuButton)
            let bar = navigation.navigationBar
            let more = try #require(Self.views(in: bar).first { ($0 as? UIButton)?.currentTitle == "More" })
            host.tap(more)
            let close = try #require(Self.views(in: bar).first { ($0 as? UIButton)?.currentTitle == "Close" })
            host.tap(close)
            host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.15)
            try host.runUntilIdle()
            #expect(screen.menuToggles == ["button", "bar item", "close", "swipe"])
            #expect(screen.isToggle(Selector("toggleMenu:")), "selectors compare by their Objective-C names")
            screen.stopListeningToTheButton()
            host.tap(screen.menuButton)
            #expect(screen.menuToggles.count == 4, "removeTarget(_:action:for:) removed the button's action")
        }
    }

    /// An override in an extension inside `#if canImport(UIKit)` moved into its class: UIKit
    /// calls it through the superclass.
    @Test func anOverrideInAConditionalExtensionIsCalled() {
        let sticker = StickerView()
        let asView: UIView = sticker
        #expect(!asView.gestureRecognizerShouldBegin(UITapGestureRecognizer()))
        sticker.tapsAllowed = true
        #expect(asView.gestureRecognizerShouldBegin(UITapGestureRecognizer()))
    }

    /// Overrides in extensions that use their file's private helpers: the class's body forwards
    /// to the extension's code, which keeps its access to them.
    @Test func overridesInExtensionsKeepTheirFilesPrivateHelpers() {
        let layer = TallyLayer()
        layer.count = 3
        #expect(layer.description == "<TallyLayer count=3>")
        let badge = TallyView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        badge.tallyText = "12"
        let asView: UIView = badge
        #expect(asView.intrinsicContentSize == CGSize(width: 28, height: 20))
        #expect(asView.point(inside: CGPoint(x: -5, y: 25), with: nil), "within the 10-point touch margin")
        #expect(!asView.point(inside: CGPoint(x: -15, y: 0), with: nil))
        asView.isHidden = true
        #expect(badge.isHidden && tallyHiddenChanges() == 1)
        asView.layoutIfNeeded()
        asView.setNeedsLayout()
        asView.layoutIfNeeded()
        #expect(badge.laidOut >= 1)
        #expect(TallyView.requiresConstraintBasedLayout)
    }

    /// Methods the module declares in extensions of UIKit's classes and overrides in
    /// subclasses (in other extensions and in class bodies) are dispatched as Objective-C
    /// dispatches them: the most derived override runs, and `super` reaches the next one up.
    @Test func overridesOfExtensionMethodsAreDispatchedToTheMostDerivedClass() {
        let views: [UIView] = [UILabel(), UITableViewCell(), BadgeCell()]
        #expect(views.map { $0.themeDescription(for: "dark") } == ["view:dark", "cell(view:dark)", "badge[cell(view:dark)]"])
        let cell: UITableViewCell = BadgeCell()
        #expect(cell.themeDescription(for: "light") == "badge[cell(view:light)]")
        #expect(views.map { $0.addBadges("new", "sale") } == [2, 20, 20], "a variadic method's override gets the list")

        let settings = ProfileSettingsController()
        settings.setUpViews()
        #expect(settings.steps == ["base", "settings"] && settings.view.accessibilityIdentifier == "base")
        let account: UIViewController = AccountProfileController()
        account.setUpViews()
        #expect((account as? ProfileSettingsController)?.steps == ["base", "settings"] && account.view.accessibilityIdentifier == "account")
        let plain = UIViewController()
        plain.setUpViews()
        #expect(plain.view.accessibilityIdentifier == "base")
    }

    /// A delegate property typed `AnyObject?`: the optional requirements the control calls on
    /// it reach an object adopting the protocol, and an object that implements none is fine.
    @Test func optionalRequirementsCalledOnAnAnyObjectDelegateReachIt() {
        final class Listener: NSObject, StarRatingControlDelegate {
            var values: [Int] = []
            func starRatingControl(_ control: StarRatingControl, didChangeTo value: Int) { values.append(value) }
        }
        let control = StarRatingControl()
        let listener = Listener()
        control.delegate = listener
        control.select(4)
        control.reset()
        #expect(listener.values == [4] && control.value == 0)
        let unrelated = NSObject()
        control.delegate = unrelated
        control.select(2)
        #expect(listener.values == [4], "an object that does not adopt the protocol is not called")
    }

    /// `isKind(of:)` and `isMember(of:)` asked of an object typed `AnyObject`, as Objective-C
    /// answers them: by the object's class and its superclasses.
    @Test func kindQueriesOnAnAnyObjectFollowTheClass() {
        let button = RatingButton()
        button.target = UISwitch()
        #expect(button.targetIsAControl(), "a switch is a control, not exactly one")
        button.target = UIControl()
        #expect(!button.targetIsAControl(), "exactly a control")
        button.target = UIView()
        #expect(!button.targetIsAControl())
        #expect(button.isExactlyAButton())
        #expect(_bridgeIsKind(nil, of: UIView.self) == false && _bridgeIsKind(3, of: UIView.self) == false)
    }

    /// An `NSObject` subclass with inspectable properties stays free of the main actor (its
    /// Interface Builder registration does not isolate it), so code outside the main actor makes
    /// and uses it; Interface Builder still sets its properties.
    @Test func inspectableObjectsStayUsableOutsideTheMainActor() {
        #expect(abs(defaultPulseScale() - 1.7) < 1e-9, "1.3 + 0.3 + 0.1")
        let connections = InterfaceBuilderConnections.of(ScalePulse.self)
        #expect(connections.outlets["duration"] != nil)
    }

    /// `type(of: object).description()`, the Objective-C runtime's class name, is the
    /// module-qualified name.
    @Test func aClassDescribesItsNameAsTheRuntimeDoes() {
        #expect(debugName(of: TallyLayer()).hasPrefix("SourceBridgeBuildTests.TallyLayer:"))
    }

    @Test func anXcodeTemplateSceneAppComesBackOnTheEntryItShowed() throws {
        // Xcode's app template (@main app delegate, scene delegate), bridged unchanged; the
        // scene saves an NSUserActivity and restores from it at the next launch.
        try TransitionHost.launch(appDelegate: JournalAppDelegate(), sceneDelegate: { JournalSceneDelegate() }) { host in
            let navigation = try #require(host.window.rootViewController as? UINavigationController)
            let bar = navigation.navigationBar
            try host.runUntilIdle()
            // The #selector "+" bar button item shows entry 1.
            let add = try #require(Self.views(in: bar).compactMap { $0 as? UIButton }.last)
            host.tap(add)
            try host.runUntilIdle()
            #expect(navigation.topViewController?.title == "Entry 1")
            host.relaunch()
            let restored = try #require(host.window.rootViewController as? UINavigationController)
            #expect(restored !== navigation)
            #expect(restored.viewControllers.map(\.title) == ["Journal", "Entry 1"])
            #expect(UIApplication.shared.openSessions.first?.stateRestorationActivity?.title == "Entry 1")
        }
    }

    @Test func aStoryboardConnectsTheBridgedOutletsActionsAndSegues() throws {
        // Gallery.storyboard names the app's module ("Gallery"); the classes are found in this
        // target, the module the storyboard's bundle belongs to (customModuleProvider="target").
        let storyboard = UIStoryboard(name: "Gallery", bundle: .module)
        let gallery = try #require(storyboard.instantiateInitialViewController() as? GalleryViewController)
        try TransitionHost.run(root: gallery) { host in
            #expect(gallery.events == ["viewDidLoad Gallery"], "outlets are set before viewDidLoad")
            #expect(gallery.tiles.count == 1 && gallery.flipManager.gallery === gallery, "the custom object is made and connected both ways")
            #expect(gallery.flipManager.awoke, "the custom object's awakeFromNib ran after its outlets were set")
            let buttons = Self.views(in: gallery.view).compactMap { $0 as? UIButton }
            host.tap(try #require(buttons.first { $0.currentTitle == "Like" }))
            host.tap(try #require(buttons.first { $0.currentTitle == "Flip" }))
            try host.runUntilIdle()
            #expect(gallery.events == ["viewDidLoad Gallery", "like", "makePhoto flip", "prepare flip"], "the @IBSegueAction makes the destination before prepare")
            let photo = try #require(gallery.presentedViewController as? PhotoViewController)
            #expect(photo.photoName == "cat" && photo.hasCloseButton && photo.modalTransitionStyle == .flipHorizontal)
            #expect(photo.transitioningDelegate === gallery.flipManager)
            host.tap(try #require(Self.views(in: photo.view).first { ($0 as? UIButton)?.currentTitle == "Close" }))
            try host.runUntilIdle()
            #expect(gallery.events == ["viewDidLoad Gallery", "like", "makePhoto flip", "prepare flip", "unwind from PhotoViewController"])
            #expect(gallery.presentedViewController == nil)
        }
    }

    @Test func aPhotoGridMakesItsRegisteredCellSubclassesAndReusesThem() throws {
        // PhotoCell and FeaturedPhotoCell are registered by class with their own init(frame:);
        // the bridge gives them the factory Linux needs. The controller overrides the data source.
        let grid = PhotoGridController()
        let navigation = UINavigationController(rootViewController: grid)
        try TransitionHost.run(root: navigation) { host in
            try host.runUntilIdle()
            let collectionView = try #require(grid.collectionView)
            let cells = collectionView.visibleCells
            #expect(!cells.isEmpty && cells.allSatisfy { $0 is PhotoCell })
            #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) is FeaturedPhotoCell)
            #expect((collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoCell)?.captionLabel.text == "Photo 1")
            #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first is SectionHeader)
            let made = collectionView.reusePool.madeCount
            collectionView.setContentOffset(CGPoint(x: 0, y: 1500), animated: false)
            try host.runUntilIdle()
            #expect(collectionView.reusePool.madeCount <= made + 3, "cells scrolled out are reused")
            #expect(grid.navigationItem.title == "Photos", "the overridden scrollViewDidScroll ran")
            let middle = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY)
            let item = try #require(collectionView.indexPathsForVisibleItems.min { a, b in
                let ca = collectionView.layoutAttributesForItem(at: a)!.center, cb = collectionView.layoutAttributesForItem(at: b)!.center
                return hypot(ca.x - middle.x, ca.y - middle.y) < hypot(cb.x - middle.x, cb.y - middle.y)
            })
            let center = try #require(collectionView.layoutAttributesForItem(at: item)).center
            host.tap(at: collectionView.convert(center, to: nil))
            #expect(grid.opened == ["Photo \(item.item)"])
        }
    }

    @Test func actionsOfZeroAndTwoParametersAreRegisteredByTheirSelectors() throws {
        let settings = SettingsController()
        let actions = InterfaceBuilderConnections.of(settings).actions
        #expect(Set(actions.keys) == ["refresh", "resetAll:", "tapped:forEvent:", "unwindWithSegue:"])
        let button = UIButton(type: .system)
        #expect(actions["refresh"]?(settings, button, nil) == true)
        #expect(actions["tapped:forEvent:"]?(settings, button, nil) == true)
        #expect(actions["resetAll:"]?(settings, "anything", nil) == true)
        #expect(actions["unwindWithSegue:"]?(settings, button, nil) == false, "a sender of the wrong type is refused")
        #expect(settings.calls == ["refresh", "tapped", "reset"])
        #expect(InterfaceBuilderConnections.of(SlideFadeAnimator.self).makeInstance == nil, "no init(): not made by documents")
        #expect(InterfaceBuilderConnections.of(BaseFadeAnimator.self).makeInstance?() is BaseFadeAnimator)
    }

    @Test func aSelectorObserverOfAViewIsCalledWhenTheNotificationIsPosted() {
        var label: ThemedLabel? = ThemedLabel(frame: .zero)
        NotificationCenter.default.post(name: .themeDidChange, object: nil, userInfo: ["name": "dark"])
        // At once, on the posting thread, as iOS calls a selector observer.
        #expect(label?.themes == ["dark"])
        #expect(label?.textColor == .white)
        label = nil
        // Gone: the bridged observer held it weakly, and nothing is called.
        NotificationCenter.default.post(name: .themeDidChange, object: nil, userInfo: ["name": "light"])
        #expect(label == nil)
    }

    /// An optional property requirement reads as optional through the protocol (nil when the
    /// delegate does not implement it) and as its own type on a class that implements it, so
    /// `delegate?.width ?? screen.width` is a plain `CGFloat`, as on iOS.
    @Test func optionalPropertyRequirementsAreOptionalOnlyThroughTheProtocol() {
        let badge = BadgeView()
        let fallback = BadgeScreen()
        #expect(badge.width(orWidthOf: fallback) == 180, "no delegate")
        let wide = BadgeScreen()
        wide.preferredWidth = 300
        badge.delegate = wide
        #expect(badge.width(orWidthOf: fallback) == 300)
        let bare = BareBadgeScreen()
        badge.delegate = bare
        #expect(badge.width(orWidthOf: fallback) == 180, "not implemented: nil through the protocol")
        let width: CGFloat = fallback.preferredWidth
        #expect(width == 180)
        // Methods: a delegate's answer, else the fallback's (200 + 180 / 20).
        badge.delegate = wide
        #expect(badge.height(orHeightOf: fallback) == 215, "200 + 300 / 20")
        badge.delegate = bare
        #expect(badge.height(orHeightOf: fallback) == 209)
    }

    @Test func optionalRequirementsAreCalledWhenImplemented() {
        let screen = UIViewController()
        let card = CardView(frame: CGRect(x: 50, y: 200, width: 200, height: 150))
        screen.view.addSubview(card)
        TransitionHost.run(root: screen) { host in
            let quiet = QuietCardDelegate()
            card.delegate = quiet
            host.tap(card)
            #expect(quiet.taps == 1, "the #selector tap handler ran")
            #expect(card.expandedHeight == 320, "not implemented: the optional call gives nil and the fallback is used")
            let chatty = ChattyCardDelegate()
            card.delegate = chatty
            host.tap(card)
            #expect(chatty.events == ["tapped", "expanded"])
            #expect(card.expandedHeight == 480)
            #expect(card.badges.isEmpty, "an outlet collection is a plain property")
            // responds(to:) answers truthfully, through subclasses too.
            card.delegate = quiet
            #expect(!card.delegateHandlesExpansion)
            card.delegate = chatty
            #expect(card.delegateHandlesExpansion)
            let loud = LoudChattyCardDelegate()
            card.delegate = loud
            #expect(card.delegateHandlesExpansion, "a subclass keeps what its superclass implements")
        }
    }

    @Test func overridesFromExtensionsRunAndSelectorTimersAreScheduled() {
        let list = ListController()
        TransitionHost.run(root: list) { host in
            #expect(list.log == ["viewDidLoad", "viewWillAppear"])
            #expect(list.view.layoutMargins == UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
            list.startTicking()
            #expect(list.timer?.isValid == true, "the selector timer became a scheduled closure timer")
            list.timer?.invalidate()
        }
    }

    static func views(in view: UIView) -> [UIView] {
        view.subviews + view.subviews.flatMap { views(in: $0) }
    }

    /// Selectors of two-argument methods: a control's action receives the sender and the event,
    /// and `perform(_:with:with:)` passes both objects.
    @Test func twoArgumentSelectorsReceiveBothArguments() {
        let ledger = LedgerController()
        TransitionHost.run(root: ledger) { host in
            host.tap(ledger.addButton)
            #expect(ledger.tapEvents == [.touches])
            #expect(ledger.entries == ["tips": 5])
            #expect(ledger.selectorName() == "add:forKey:")
        }
    }

    /// Key-value observing by key-path string: `#keyPath` names, a controller's
    /// `observeValue(forKeyPath:of:change:context:)` with its context and change, removal, and
    /// an `NSObject` observer.
    @Test func keyPathStringObserversAreToldOfChanges() throws {
        let sheet = SheetController()
        try TransitionHost.run(root: sheet) { host in
            try host.runUntilIdle()
            // (Laying out under the safe area adjusted the offset once already.)
            let earlier = sheet.seenOffsets
            sheet.list.contentOffset = CGPoint(x: 0, y: 40)
            sheet.list.contentOffset = CGPoint(x: 0, y: 90)
            #expect(sheet.seenOffsets == earlier + [40, 90])
            sheet.list.contentSize = CGSize(width: 100, height: 3000)
            #expect(sheet.seenSizes == 1)
            sheet.stopFollowing()
            sheet.list.contentOffset = CGPoint(x: 0, y: 10)
            #expect(sheet.seenOffsets == earlier + [40, 90], "removed")

            let watcher = ProgressWatcher()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { sheet.list.alpha = 0 }
            animator.addObserver(watcher, forKeyPath: "fractionComplete", options: [], context: nil)
            animator.fractionComplete = 0.25
            animator.fractionComplete = 0.5
            #expect(watcher.fractions == [0.25, 0.5])
            animator.removeObserver(watcher, forKeyPath: "fractionComplete")
            animator.stopAnimation(true)
        }
    }
}
