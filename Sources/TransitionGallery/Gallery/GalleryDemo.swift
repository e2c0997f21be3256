import UIKit
import UIKitTesting

/// One demo of the gallery: a seed's transition as an app shows it — the root controller — and
/// the script that drives it with synthetic fingers on the virtual clock, as a person would.
/// The `openuikit` command renders demos; the tests run them headless. The gallery's comments
/// cite the seed documents ("Seed 000 §5.2"); docs/gallery.md says what each cited part covers.
@MainActor
public struct GalleryDemo {
    /// The name on the command line (`sc-flip`).
    public let name: String
    /// The seed document it comes from (`002`), or `system` for UIKit's own transitions.
    public let seed: String
    /// One line about what it shows.
    public let summary: String
    /// The device it runs on.
    public let device: UIScreen.Preset
    /// How long the script and a short rest take, in seconds (the recording's length).
    public let duration: TimeInterval
    /// The screen the demo starts on.
    public let makeRoot: () -> UIViewController
    /// What the fingers do.
    public let script: (DemoStage) -> Void

    public init(name: String, seed: String, summary: String, device: UIScreen.Preset, duration: TimeInterval,
                makeRoot: @escaping () -> UIViewController, script: @escaping (DemoStage) -> Void) {
        self.name = name
        self.seed = seed
        self.summary = summary
        self.device = device
        self.duration = duration
        self.makeRoot = makeRoot
        self.script = script
    }

    /// Every demo, in gallery order.
    public static var all: [GalleryDemo] {
        [slideNavigation, scrollTabs, slideModal, overlay, overlayPresentationController, blurOverlay, hsPushPop, scFlip, scFlipStoryboard, petFlip, petFlipStoryboard,
         customContainer, magicMove, cellMagicMove, layoutToLayout, layoutPinch, maskReveal, bubble, diagonal, cardExpand, splitStoryboard, everyday, systemTransitions, systemIPad]
    }

    /// The demo called `name`.
    public static func named(_ name: String) -> GalleryDemo? { all.first { $0.name == name } }

    /// Shows the demo in `host`'s window and runs its script.
    public func play(in host: TransitionHost, options: DemoOptions = DemoOptions()) {
        script(DemoStage(host: host, options: options))
    }
}

/// Choices a demo's script honours.
public struct DemoOptions: Sendable {
    /// For interactive demos: let go at this fraction of the transition, so it goes back
    /// (`nil`: the script's own distance, which finishes).
    public var cancelAt: Double?
    /// How much faster than the script's own the drags go (2: in half the time, at twice the
    /// velocity; 0.5: twice as slow).
    public var dragSpeed: Double

    public init(cancelAt: Double? = nil, dragSpeed: Double = 1) {
        self.cancelAt = cancelAt
        self.dragSpeed = dragSpeed
    }
}

/// What a script works with: the window, its root controller, fingers and time.
@MainActor
public struct DemoStage {
    public let host: TransitionHost
    public let options: DemoOptions

    public var window: UIWindow { host.window }
    public var root: UIViewController? { host.window.rootViewController }

    /// Lets `seconds` of virtual time pass.
    public func wait(_ seconds: TimeInterval) { host.advance(by: seconds) }

    /// How long a drag the script gives `seconds` takes at the chosen drag speed.
    public func dragDuration(_ seconds: TimeInterval) -> TimeInterval {
        seconds / max(options.dragSpeed, 0.01)
    }

    /// The distance an interactive drag covers: `full` unless a cancel point was asked for, in
    /// which case `cancelAt` of `whole` (the distance of the whole transition).
    public func dragDistance(full: CGFloat, whole: CGFloat) -> CGFloat {
        options.cancelAt.map { whole * CGFloat(min(max($0, 0), 1)) } ?? full
    }
}

extension GalleryDemo {
    /// Seed 002: pull down on the window to flip the modal screen in, up to flip it away.
    static let scFlip = GalleryDemo(
        name: "sc-flip", seed: "002",
        summary: "interactive modal flip about x with m34 = -1/height and keyframes; a pan on the window presents and dismisses",
        device: .iPhone, duration: 4.2,
        makeRoot: { SCViewController() },
        script: { stage in
            stage.wait(0.3)
            let height = stage.window.bounds.height
            // Down 60 % of the height: past half way, the flip finishes when let go.
            let down = stage.dragDistance(full: 0.6 * height, whole: height)
            stage.host.drag(from: CGPoint(x: 196, y: 150), to: CGPoint(x: 196, y: 150 + down), duration: stage.dragDuration(0.8))
            stage.wait(1.2)
            // Up 70 %: the dismissal.
            let up = stage.dragDistance(full: 0.7 * height, whole: height)
            stage.host.drag(from: CGPoint(x: 196, y: 800), to: CGPoint(x: 196, y: 800 - up), duration: stage.dragDuration(0.8))
            stage.wait(1.1)
        })

    /// Seed 004: tap the card, watch the flip, swipe from the left edge to flip back.
    static let petFlip = GalleryDemo(
        name: "pet-flip", seed: "004",
        summary: "Guess the Pet: the card flips open (snapshot, y rotations, three cubic keyframes) and a left-edge swipe flips it back",
        device: .iPhone, duration: 4.6,
        makeRoot: { CardViewController() },
        script: { stage in
            stage.wait(0.3)
            guard let cards = stage.root as? CardViewController else { return }
            stage.host.tap(cards.cardView)
            stage.wait(2.4)
            // 150 of the 200 points that make the whole dismissal.
            stage.host.edgeSwipe(from: .left, distance: stage.dragDistance(full: 150, whole: 200), duration: stage.dragDuration(0.5))
            stage.wait(1.2)
        })

    /// Seed 004 again, as the tutorial builds it: from GuessThePet.storyboard, the tap
    /// recognizer in the document triggering the reveal segue.
    static let petFlipStoryboard = GalleryDemo(
        name: "pet-flip-storyboard", seed: "004",
        summary: "Guess the Pet from its storyboard: a tap recognizer triggers the presentation segue, prepare(for:) hands over the pet and the flip animators",
        device: .iPhone, duration: 4.6,
        makeRoot: {
            UIStoryboard(name: "GuessThePet", bundle: .module).instantiateInitialViewController() ?? UIViewController()
        },
        script: { stage in
            stage.wait(0.3)
            guard let cards = stage.root as? StoryboardCardViewController else { return }
            stage.host.tap(cards.cardView)
            stage.wait(2.4)
            stage.host.edgeSwipe(from: .left, distance: stage.dragDistance(full: 150, whole: 200), duration: stage.dragDuration(0.5))
            stage.wait(1.2)
        })

    /// Seed 002 again, as the original project was built: Flip.storyboard, a container view,
    /// a custom segue presenting with the flip, an unwind segue back.
    static let scFlipStoryboard = GalleryDemo(
        name: "sc-flip-storyboard", seed: "002",
        summary: "the flip from its storyboard: a container view of notes, the custom segue FlipPresentSegue presenting, an unwind segue back",
        device: .iPhone, duration: 3.4,
        makeRoot: {
            UIStoryboard(name: "Flip", bundle: .module).instantiateInitialViewController() ?? UIViewController()
        },
        script: { stage in
            stage.wait(0.3)
            guard let flip = stage.root as? FlipStoryboardViewController else { return }
            stage.host.tap(flip.flipButton)
            stage.wait(1.5)
            guard let modal = flip.presentedViewController as? FlipStoryboardModalViewController else { return }
            stage.host.tap(modal.backButton)
            stage.wait(1.4)
        })

    /// Seed 001's "Show Detail" segue: a split view on iPad from Planets.storyboard, each
    /// planet's button replacing the detail column.
    static let splitStoryboard = GalleryDemo(
        name: "split-storyboard", seed: "001",
        summary: "a split view on iPad from its storyboard: master and detail relationships, showDetail segues replacing the detail column",
        device: .iPad, duration: 2.4,
        makeRoot: {
            UIStoryboard(name: "Planets", bundle: .module).instantiateInitialViewController() ?? UIViewController()
        },
        script: { stage in
            stage.wait(0.4)
            guard let split = stage.root as? UISplitViewController,
                  let list = (split.viewControllers.first as? UINavigationController)?.topViewController else { return }
            let buttons = list.view.subviews.compactMap { $0 as? UIButton }
            guard buttons.count == 2 else { return }
            stage.host.tap(buttons[0])
            stage.wait(1.0)
            stage.host.tap(buttons[1])
            stage.wait(1.0)
        })

    /// Seed 001: the Programming Guide's diagonal presentation and dismissal.
    static let diagonal = GalleryDemo(
        name: "diagonal", seed: "001",
        summary: "the View Controller Programming Guide's diagonal present and dismiss (custom presentation, initial/final frames)",
        device: .iPhone, duration: 2.3,
        makeRoot: { DiagonalViewController() },
        script: { stage in
            stage.wait(0.3)
            guard let first = stage.root as? DiagonalViewController else { return }
            stage.host.tap(first.presentButton)
            stage.wait(0.9)
            if let second = first.presentedViewController as? DiagonalSecondViewController { stage.host.tap(second.closeButton) }
            stage.wait(0.9)
        })

    /// Seed 001: the tip on animating constraints, made a presentation.
    static let cardExpand = GalleryDemo(
        name: "card-expand", seed: "001",
        summary: "a card laid out with Auto Layout expands into a screen by animating its constraints' constants, a stack view's rows appearing in the same block",
        device: .iPhone, duration: 2.6,
        makeRoot: { CardListViewController() },
        script: { stage in
            stage.wait(0.3)
            guard let list = stage.root as? CardListViewController else { return }
            stage.host.tap(list.card)
            stage.wait(1.1)
            if let detail = list.presentedViewController as? CardDetailViewController { stage.host.tap(detail.closeButton) }
            stage.wait(1.0)
        })
}
