@testable import OpenUIKit
import Testing
import UIKitTesting

/// Auto Layout in UIKit's layout cycle: intrinsic sizes with hugging and compression
/// resistance, the update-constraints pass, animated constraint changes, the hierarchy's
/// changes, and the diagnostics for impossible or ill-formed constraints.
@MainActor
struct AutoLayoutPassTests {
    func makeRoot() -> (UIWindow, UIViewController) {
        let window = makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller)
    }

    func label(_ text: String, in parent: UIView) -> UILabel {
        let label = UILabel()
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        return label
    }

    @Test func aLabelTakesItsTextsSizeAndLowerHuggingStretches() {
        withApp { capture in
            let (_, controller) = makeRoot()
            let root = controller.view!
            let title = label("Title", in: root)
            let value = label("A longer value", in: root)
            let titleSize = title.intrinsicContentSize
            #expect(titleSize.width > 0 && titleSize.height > 0)
            title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                title.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
                value.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                value.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
            ])
            root.layoutIfNeeded()
            // The title hugs harder (251): it keeps its text width; the value takes the rest.
            #expect(title.frame.size == titleSize)
            #expect(title.frame.minX == 20 && title.frame.minY == 100)
            #expect(near(value.frame.minX, 28 + titleSize.width, 0.34))
            #expect(near(value.frame.maxX, 373, 0.34))
            // Same font, same height, baselines aligned: same top.
            #expect(value.frame.minY == 100 && value.frame.height == titleSize.height)
            #expect(capture.records.isEmpty)
        }
    }

    /// A view that invalidates its intrinsic size from its own layoutSubviews (marquee labels
    /// do) while that size does not change: the superview is solved again, the view keeps its
    /// frame, and layout settles (no layout loop), as on iOS.
    @Test func invalidatingAnUnchangedIntrinsicSizeDuringLayoutSettles() {
        final class Restless: UILabel {
            var layouts = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                layouts += 1
                invalidateIntrinsicContentSize()
            }
        }
        withApp { capture in
            let (_, controller) = makeRoot()
            let root = controller.view!
            let restless = Restless()
            restless.text = "Scrolling headline"
            restless.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(restless)
            NSLayoutConstraint.activate([
                restless.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                restless.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ])
            CATransaction.flush()
            #expect(capture.records(withCode: .layoutLoop).isEmpty)
            #expect(restless.layouts <= 2, "\(restless.layouts) layouts")
            #expect(restless.frame.origin == CGPoint(x: 10, y: 100))
        }
    }

    /// A view that sets its inner label's properties to the values they already have from its
    /// layoutSubviews (marquee labels do): nothing changes, so nothing is laid out again.
    @Test func settingALabelsPropertiesToTheirValuesDuringLayoutSettles() {
        final class Wrapper: UIView {
            let inner = UILabel()
            var layouts = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                layouts += 1
                inner.frame = bounds
                inner.textAlignment = .center
                inner.lineBreakMode = .byTruncatingTail
                inner.numberOfLines = 1
                inner.font = inner.font
                inner.adjustsFontSizeToFitWidth = false
                inner.minimumScaleFactor = 0
            }
        }
        withApp { capture in
            let (window, _) = makeRoot()
            let wrapper = Wrapper(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            wrapper.inner.text = "Headline"
            wrapper.addSubview(wrapper.inner)
            window.addSubview(wrapper)
            CATransaction.flush()
            #expect(capture.records(withCode: .layoutLoop).isEmpty)
            #expect(wrapper.layouts <= 2, "\(wrapper.layouts) layouts")
        }
    }

    @Test func compressionResistanceDecidesWhichLabelIsSqueezed() {
        withApp { _ in
            let (_, controller) = makeRoot()
            let root = controller.view!
            let first = label("First label with a fairly long text", in: root)
            let second = label("Second label, also long enough", in: root)
            let firstWidth = first.intrinsicContentSize.width, secondWidth = second.intrinsicContentSize.width
            #expect(firstWidth + secondWidth > 353, "together they do not fit in 353 points")
            first.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
            NSLayoutConstraint.activate([
                first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
                second.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
                first.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                second.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ])
            root.layoutIfNeeded()
            #expect(near(first.frame.width, firstWidth, 0.34), "the more resistant label keeps its width")
            #expect(near(second.frame.width, 353 - firstWidth, 0.67), "the other is squeezed into what is left")
        }
    }

    @Test func aMultiLineLabelWrapsAtTheWidthItIsGiven() {
        withApp { _ in
            let (_, controller) = makeRoot()
            let root = controller.view!
            let body = label(String(repeating: "Words that wrap over several lines. ", count: 6), in: root)
            body.numberOfLines = 0
            let oneLine = body.intrinsicContentSize
            NSLayoutConstraint.activate([
                body.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                body.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                body.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ])
            root.layoutIfNeeded()
            let wrapped = body.sizeThatFits(CGSize(width: 353, height: CGFloat.greatestFiniteMagnitude))
            #expect(body.frame.width == 353)
            #expect(body.frame.height == wrapped.height, "the second layout round measured the text at 353 points")
            #expect(wrapped.height > oneLine.height * 3)
            // preferredMaxLayoutWidth fixes the wrapping width instead.
            body.preferredMaxLayoutWidth = 200
            root.layoutIfNeeded()
            #expect(body.frame.height == body.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)).height)
        }
    }

    @Test func layoutIfNeededInsideAnAnimationAnimatesTheSolvedFrames() {
        withApp { _ in
            let (_, controller) = makeRoot()
            let root = controller.view!
            let card = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(card)
            let height = card.heightAnchor.constraint(equalToConstant: 100)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                card.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
                height,
            ])
            root.layoutIfNeeded()
            #expect(card.frame == CGRect(x: 20, y: 712, width: 353, height: 100))
            // The seed 001 idiom: change the constant, then lay out inside the animation block.
            height.constant = 400
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                root.layoutIfNeeded()
            }
            #expect(card.frame == CGRect(x: 20, y: 412, width: 353, height: 400), "the model frame is the final one at once")
            advance(0.5)
            let presented = card.layer.presentation()!.frame
            #expect(near(presented, CGRect(x: 20, y: 562, width: 353, height: 250), 1e-3), "half way along a linear curve")
            advance(0.6)
            #expect(card.layer.presentation()!.frame == card.frame)
        }
    }

    @Test func constraintsAnimateAlongsideAPush() {
        withApp { _ in
            final class Detail: UIViewController {
                let banner = UIView()
                var top: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    banner.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(banner)
                    top = banner.topAnchor.constraint(equalTo: view.topAnchor, constant: -100)
                    NSLayoutConstraint.activate([
                        top, banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        banner.heightAnchor.constraint(equalToConstant: 100),
                    ])
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    view.layoutIfNeeded()
                    transitionCoordinator?.animate(alongsideTransition: { _ in
                        self.top.constant = 0
                        self.view.layoutIfNeeded()
                    })
                }
            }
            let window = makeWindow()
            let navigation = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = navigation
            window.layoutIfNeeded()
            let detail = Detail()
            navigation.pushViewController(detail, animated: true)
            advance(0.2)
            let middle = detail.banner.layer.presentation()!.frame
            #expect(middle.minY > -100 && middle.minY < 0, "the banner slides down with the push: \(middle)")
            #expect(detail.banner.frame == CGRect(x: 0, y: 0, width: 393, height: 100))
            advance(1)
            #expect(detail.banner.layer.presentation()!.frame == CGRect(x: 0, y: 0, width: 393, height: 100))
        }
    }

    @Test func updateConstraintsRunsBottomUpBeforeLayout() {
        withApp { _ in
            final class Recording: UIView {
                var log: (String) -> Void = { _ in }
                var name = ""
                override func updateConstraints() {
                    log("updateConstraints \(name)")
                    super.updateConstraints()
                }
                override func layoutSubviews() {
                    log("layoutSubviews \(name)")
                    super.layoutSubviews()
                }
            }
            final class Controller: UIViewController {
                var log: (String) -> Void = { _ in }
                override func updateViewConstraints() {
                    log("updateViewConstraints")
                    super.updateViewConstraints()
                }
            }
            var events: [String] = []
            let window = makeWindow()
            let controller = Controller()
            controller.log = { events.append($0) }
            window.rootViewController = controller
            window.layoutIfNeeded()
            let outer = Recording(), inner = Recording()
            outer.name = "outer"
            inner.name = "inner"
            outer.log = { events.append($0) }
            inner.log = { events.append($0) }
            outer.translatesAutoresizingMaskIntoConstraints = false
            inner.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(outer)
            outer.addSubview(inner)
            NSLayoutConstraint.activate([
                outer.topAnchor.constraint(equalTo: controller.view.topAnchor), outer.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                outer.widthAnchor.constraint(equalToConstant: 100), outer.heightAnchor.constraint(equalToConstant: 100),
                inner.topAnchor.constraint(equalTo: outer.topAnchor), inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
                inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10),
            ])
            events = []
            advance(1.0 / 60)
            #expect(Array(events.prefix(3)) == ["updateConstraints inner", "updateConstraints outer", "updateViewConstraints"])
            #expect(events.contains("layoutSubviews outer"))
            events = []
            inner.setNeedsUpdateConstraints()
            #expect(inner.needsUpdateConstraints())
            outer.updateConstraintsIfNeeded()
            #expect(events == ["updateConstraints inner"])
            #expect(!inner.needsUpdateConstraints())
        }
    }

    @Test func conflictingRequiredConstraintsAreReportedOnceAndOneIsBroken() {
        withApp { capture in
            let (_, controller) = makeRoot()
            let root = controller.view!
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let wide = view.widthAnchor.constraint(equalToConstant: 200)
            let narrow = view.widthAnchor.constraint(equalToConstant: 100)
            narrow.identifier = "narrow"
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 10), wide, narrow,
            ])
            root.layoutIfNeeded()
            let reports = capture.records(withCode: .unsatisfiableConstraints)
            #expect(reports.count == 1)
            let message = reports.first?.message ?? ""
            #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
            #expect(message.contains(".width == 200   (active)>"), "the conflicting constraint is listed")
            #expect(message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:") || message.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint:"))
            #expect(message.hasSuffix("'narrow' UIView:\(LayoutDescription.address(of: view)).width == 100   (active)>"))
            #expect(view.frame.width == 200, "the broken constraint is left out")
            #expect(wide.isActive && narrow.isActive)
            root.layoutIfNeeded()
            #expect(capture.records(withCode: .unsatisfiableConstraints).count == 1, "once per occurrence, not per pass")
        }
    }

    @Test func forgettingTranslatesAutoresizingMaskConflictsWithTheMasksConstraints() {
        withApp { capture in
            let (_, controller) = makeRoot()
            let root = controller.view!
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(view)
            view.widthAnchor.constraint(equalToConstant: 120).isActive = true
            root.layoutIfNeeded()
            let message = capture.records(withCode: .unsatisfiableConstraints).first?.message ?? ""
            #expect(message.contains("<NSAutoresizingMaskLayoutConstraint:"))
            #expect(message.contains("h=--& v=--& UIView:\(LayoutDescription.address(of: view)).width == 50"))
            #expect(view.frame.width == 50, "the view keeps its frame")
        }
    }

    @Test func itemsInDifferentHierarchiesAreReportedNotInstalled() {
        withApp { capture in
            let a = UIView(), b = UIView()
            let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
            constraint.isActive = true
            #expect(!constraint.isActive)
            let message = capture.records(withCode: .layoutConstraintMisuse).first?.message ?? ""
            #expect(message.hasPrefix("Unable to activate constraint with anchors <NSLayoutXAxisAnchor:"))
            #expect(message.contains("because they have no common ancestor."))
            // A location against a constant cannot be made at all.
            let bad = NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10)
            bad.isActive = true
            #expect(!bad.isActive)
            #expect(capture.records(withCode: .layoutConstraintMisuse).count == 2)
            // Non-finite values never reach the engine.
            let width = a.widthAnchor.constraint(equalToConstant: 10)
            width.constant = .nan
            width.constant = .infinity
            #expect(width.constant == 10)
            #expect(capture.records(withCode: .layoutConstraintMisuse).count == 4)
        }
    }

    @Test func removingAViewDeactivatesTheConstraintsThatReachIt() {
        withApp { _ in
            let (_, controller) = makeRoot()
            let root = controller.view!
            let container = UIView(), child = UIView()
            container.translatesAutoresizingMaskIntoConstraints = false
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(container)
            container.addSubview(child)
            let outside = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
            let inside = child.topAnchor.constraint(equalTo: container.topAnchor)
            NSLayoutConstraint.activate([outside, inside])
            container.removeFromSuperview()
            #expect(!outside.isActive, "installed on root, it mentioned a view that left root's hierarchy")
            #expect(inside.isActive, "installed inside the removed subtree, it stays")
        }
    }

    @Test func ambiguityIsFoundWhereAPositionIsFree() {
        withApp { _ in
            let (_, controller) = makeRoot()
            let root = controller.view!
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
                view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
            ])
            root.layoutIfNeeded()
            #expect(view.hasAmbiguousLayout, "x may be anything from 0 up")
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5).isActive = true
            root.layoutIfNeeded()
            #expect(!view.hasAmbiguousLayout)
            #expect(!root.hasAmbiguousLayout)
        }
    }

    @Test func viewDidLayoutSubviewsSeesTheSolvedFrames() {
        withApp { _ in
            final class Controller: UIViewController {
                let box = UIView()
                var seen: CGRect?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    NSLayoutConstraint.activate([
                        box.centerXAnchor.constraint(equalTo: view.centerXAnchor), box.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                        box.widthAnchor.constraint(equalToConstant: 90), box.heightAnchor.constraint(equalToConstant: 60),
                    ])
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    seen = box.frame
                }
            }
            let window = makeWindow()
            let controller = Controller()
            window.rootViewController = controller
            advance(1.0 / 60)
            // x = 151.5 is 454.5 pixels at 3x, rounded to 455.
            #expect(controller.seen == CGRect(x: 455.0 / 3, y: 396, width: 90, height: 60))
        }
    }
}
