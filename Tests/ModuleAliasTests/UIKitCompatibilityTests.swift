// Written as iOS code is: `import UIKit` and UIKit calls only, no OpenUIKit names. The target
// is built with `-module-alias UIKit=OpenUIKit` (see Package.swift), the recipe the README gives.
// Time passes through `RunLoop.main.run(until:)`, as iOS tests often let it: in a file that
// imports UIKit alone that is OpenUIKit's version, which runs the interval's frames at once
// (exact, and it works in Swift Testing, whose tests run off the main thread on Linux).
import UIKit
import Testing

#if canImport(UIKit)
let uikitResolves = true
#else
let uikitResolves = false
#endif

@MainActor
struct UIKitCompatibilityTests {
    private func wait(_ seconds: TimeInterval) {
        RunLoop.main.run(until: Date().addingTimeInterval(seconds))
    }

    @Test func canImportUIKit() {
        #expect(uikitResolves)
    }

    @Test func viewAnimationsAsAnIOSAppWritesThem() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 120))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        window.addSubview(card)
        wait(0.05)

        var finished = false
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .allowUserInteraction]) {
            card.center.y += 200
            card.alpha = 0.5
            card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        } completion: { done in
            finished = done
        }
        #expect(card.center.y == 360, "model values change at once")
        wait(0.15)
        let halfway = card.layer.presentation()!.position.y
        #expect(halfway > 160 && halfway < 360)
        #expect(!finished)
        wait(0.2)
        #expect(finished)
        #expect(card.layer.presentation()!.position.y == 360)

        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.8) {
            card.alpha = 1
            card.transform = .identity
        }
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        wait(0.2)
        animator.pauseAnimation()
        let paused = animator.fractionComplete
        #expect(paused > 0 && paused < 1.1)
        animator.isReversed = true
        animator.startAnimation()
        wait(1)
        #expect(position == .start)
        #expect(card.alpha == 0.5)
    }

    /// A layout library's constraint class (SnapKit's `LayoutConstraint`), declared outside
    /// UIKit with no initializer of its own, is made with UIKit's item initializer.
    final class LabelledConstraint: NSLayoutConstraint {
        var label: String?
    }

    @Test func aConstraintSubclassWithoutInitializers() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(card)
        let width = LabelledConstraint(item: card, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 120)
        width.label = "card.width"
        let leading = LabelledConstraint(item: card, attribute: .leading, relatedBy: .equal, toItem: root.view, attribute: .leading, multiplier: 1, constant: 30)
        NSLayoutConstraint.activate([width, leading, card.topAnchor.constraint(equalTo: root.view.topAnchor), card.heightAnchor.constraint(equalToConstant: 40)])
        root.view.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 30, y: 0, width: 120, height: 40))
        #expect(card.constraints.contains { ($0 as? LabelledConstraint)?.label == "card.width" })
        window.isHidden = true
    }

    @Test func keyframesSnapshotsAndDrawing() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            UIColor.systemOrange.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).fill()
        }
        let imageView = UIImageView(image: icon)
        imageView.center = CGPoint(x: 100, y: 100)
        window.addSubview(imageView)
        let title = UILabel()
        title.text = "猜猜宠物"
        title.sizeToFit()
        window.addSubview(title)
        wait(0.05)

        let snapshot = imageView.snapshotView(afterScreenUpdates: false)
        #expect(snapshot?.bounds.size == CGSize(width: 40, height: 40))

        var done = false
        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                imageView.transform = CGAffineTransform(rotationAngle: .pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                imageView.center.x = 300
            }
        }, completion: { _ in done = true })
        wait(0.7)
        #expect(done)
        #expect(imageView.layer.presentation()!.position.x == 300)
        #expect(icon.pngData() != nil)
        #expect(icon.size == CGSize(width: 40, height: 40) && icon.scale == UIScreen.main.scale)
    }

    @Test func gestureRecognizersAsAnIOSControllerSetsThemUp() {
        // On iOS: `UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))`;
        // ported with a method reference (docs/porting.md).
        let controller = PanningViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        wait(0.05)
        let pan = controller.view.gestureRecognizers?.first as? UIPanGestureRecognizer
        #expect(pan?.state == .possible)
        #expect(pan?.maximumNumberOfTouches == 1)
        #expect(pan?.translation(in: controller.view) == .zero)
    }
}

@MainActor
private final class PanningViewController: UIViewController, UIGestureRecognizerDelegate {
    var lastTranslation = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan)
        pan.maximumNumberOfTouches = 1
        pan.delegate = self
        view.addGestureRecognizer(pan)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began, .changed:
            lastTranslation = gesture.translation(in: view)
        default:
            break
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController == nil
    }
}
