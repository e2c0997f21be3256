@testable import OpenUIKit
import Testing
import UIKitTesting

/// Layout guides (custom, readable content, keyboard), baselines of multi-line labels, intrinsic
/// sizes of buttons and image views, frame-based views inside constraint-based ones, priority
/// changes and moving constrained views between hierarchies.
@MainActor
struct LayoutGuidesAndContentTests {
    func makeRoot(_ preset: UIScreen.Preset = .iPhone) -> UIView {
        UIScreen.setMain(UIScreen(preset: preset))
        let window = makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        return controller.view
    }

    func constrained(_ view: UIView = UIView(), in parent: UIView) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test func aCustomGuideSpacesTwoViewsEqually() {
        withApp { _ in
            let root = makeRoot()
            let left = constrained(in: root), right = constrained(in: root)
            let gap = UILayoutGuide()
            root.addLayoutGuide(gap)
            #expect(gap.owningView === root && root.layoutGuides.contains { $0 === gap })
            NSLayoutConstraint.activate([
                left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                left.widthAnchor.constraint(equalToConstant: 101),
                gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
                gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
                gap.widthAnchor.constraint(equalTo: right.widthAnchor),
                right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                left.topAnchor.constraint(equalTo: root.topAnchor), right.topAnchor.constraint(equalTo: root.topAnchor),
                left.heightAnchor.constraint(equalToConstant: 10), right.heightAnchor.constraint(equalToConstant: 10),
                gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
            ])
            root.layoutIfNeeded()
            // 393 − 20 − 101 = 272 shared by the gap and the right view.
            #expect(right.frame == CGRect(x: 247, y: 0, width: 136, height: 10))
            #expect(gap.layoutFrame == CGRect(x: 111, y: 0, width: 136, height: 1))
            root.removeLayoutGuide(gap)
            #expect(gap.owningView == nil && root.constraints.allSatisfy { $0.firstItem !== gap && $0.secondItem !== gap })
        }
    }

    @Test func readableContentAndKeyboardGuides() {
        withApp { _ in
            let root = makeRoot(.iPad)
            let text = constrained(in: root), bar = constrained(in: root)
            NSLayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
                text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
                text.heightAnchor.constraint(equalToConstant: 10),
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
            ])
            root.layoutIfNeeded()
            // iPad, 834 wide: margins 20 on each side (794 wide) capped at 672 and centred.
            #expect(text.frame == CGRect(x: 81, y: 24 + 8, width: 672, height: 10))
            // The keyboard rests below the safe area (bottom inset 20 on this iPad).
            #expect(bar.frame == CGRect(x: 0, y: 1194 - 20 - 44, width: 834, height: 44))
            #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 1174, width: 834, height: 20))
        }
    }

    @Test func baselinesOfSingleAndMultiLineLabels() {
        withApp { _ in
            let root = makeRoot()
            let small = UILabel(), big = UILabel(), body = UILabel()
            small.text = "small"
            small.font = .systemFont(ofSize: 12)
            big.text = "Big"
            big.font = .systemFont(ofSize: 40)
            body.text = String(repeating: "Several lines of body text. ", count: 8)
            body.numberOfLines = 0
            for label in [small, big, body] { _ = constrained(label, in: root) }
            NSLayoutConstraint.activate([
                big.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), big.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
                small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
                body.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), body.widthAnchor.constraint(equalToConstant: 200),
                body.firstBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor, constant: 40),
            ])
            root.layoutIfNeeded()
            @MainActor func baseline(_ label: UILabel) -> CGFloat {
                label.frame.minY + TextLayout.metrics(of: label.text!, style: OpenCoreGraphics.TextStyle(font: label.font.descriptor),
                                                      maxWidth: label.numberOfLines == 1 ? nil : label.bounds.width).firstBaseline
            }
            #expect(near(baseline(small), baseline(big), 0.34), "first baselines line up")
            #expect(near(baseline(body), baseline(big) + 40, 0.34), "the body's first line sits 40 below the big label's baseline")
            // The last baseline of the body is its bottom minus one line's descent.
            let offsets = body.baselineOffsets
            #expect(offsets.last > offsets.first + 3 * body.font.lineHeight, "several lines between the first and last baselines")
        }
    }

    /// A view written before iOS 9 names the view that holds its baseline with
    /// `forBaselineLayout()`; last-baseline constraints follow it (`forLastBaselineLayout`'s
    /// default), first-baseline ones do not.
    @Test func forBaselineLayoutStandsForTheLastBaseline() {
        final class Badge: UIView {
            let label = UILabel()
            override func forBaselineLayout() -> UIView { label }
        }
        withApp { _ in
            let root = makeRoot()
            let badge = Badge(frame: CGRect(x: 20, y: 100, width: 120, height: 80))
            badge.label.text = "Inside"
            badge.label.frame = CGRect(x: 10, y: 50, width: 100, height: 20)
            badge.addSubview(badge.label)
            root.addSubview(badge)
            #expect(badge.forLastBaselineLayout === badge.label)
            #expect(badge.forFirstBaselineLayout === badge)
            let outside = UILabel()
            outside.text = "Outside"
            _ = constrained(outside, in: root)
            NSLayoutConstraint.activate([
                outside.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
                outside.lastBaselineAnchor.constraint(equalTo: badge.lastBaselineAnchor),
            ])
            root.layoutIfNeeded()
            // Same font: the two labels' frames line up when their baselines do.
            #expect(near(outside.frame.midY, badge.frame.minY + badge.label.frame.midY, 0.01), "\(outside.frame)")
        }
    }

    @Test func buttonsAndImageViewsTakeTheirContentsSize() {
        withApp { _ in
            let root = makeRoot()
            let button = UIButton(type: .system)
            button.setTitle("Continue", for: .normal)
            let image = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in })
            _ = constrained(button, in: root)
            _ = constrained(image, in: root)
            NSLayoutConstraint.activate([
                button.centerXAnchor.constraint(equalTo: root.centerXAnchor), button.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                image.leadingAnchor.constraint(equalTo: root.leadingAnchor), image.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            #expect(button.frame.size == button.intrinsicContentSize && button.frame.width > 0)
            #expect(image.frame.size == CGSize(width: 30, height: 20))
            let before = button.frame.width
            button.setTitle("Continue to the next step", for: .normal)
            root.layoutIfNeeded()
            #expect(button.frame.width > before, "a new title invalidates the intrinsic size")
            image.image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40)).image { _ in }
            root.layoutIfNeeded()
            #expect(image.frame.size == CGSize(width: 60, height: 40))
        }
    }

    @Test func frameBasedChildrenOfConstraintBasedViewsAutoresize() {
        withApp { _ in
            let root = makeRoot()
            let panel = constrained(in: root)
            let width = panel.widthAnchor.constraint(equalToConstant: 100)
            NSLayoutConstraint.activate([
                panel.leadingAnchor.constraint(equalTo: root.leadingAnchor), panel.topAnchor.constraint(equalTo: root.topAnchor),
                width, panel.heightAnchor.constraint(equalToConstant: 100),
            ])
            root.layoutIfNeeded()
            // Added once the panel has its size (added before, it would also grow by the
            // panel's first size, from zero, as on iOS).
            let fill = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
            fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            panel.addSubview(fill)
            let badge = constrained(in: fill)
            NSLayoutConstraint.activate([
                badge.trailingAnchor.constraint(equalTo: fill.trailingAnchor), badge.topAnchor.constraint(equalTo: fill.topAnchor),
                badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            #expect(badge.frame == CGRect(x: 70, y: 0, width: 10, height: 10))
            width.constant = 200
            root.layoutIfNeeded()
            #expect(fill.frame == CGRect(x: 10, y: 10, width: 180, height: 80), "the autoresizing mask follows the solved size")
            #expect(badge.frame == CGRect(x: 170, y: 0, width: 10, height: 10), "and constraints on the autoresized view follow it in the same pass")
        }
    }

    @Test func priorityChangesBetweenRequiredAndOptionalAreRefusedWhileActive() {
        withApp { capture in
            let root = makeRoot()
            let view = constrained(in: root)
            let width = view.widthAnchor.constraint(equalToConstant: 50)
            width.isActive = true
            width.priority = .defaultHigh
            #expect(width.priority == .required)
            #expect(capture.records(withCode: .layoutConstraintMisuse).count == 1)
            width.isActive = false
            width.priority = .defaultHigh
            #expect(width.priority == .defaultHigh, "inactive, it may change")
            width.isActive = true
            width.priority = UILayoutPriority(700)
            #expect(width.priority.rawValue == 700 && capture.records(withCode: .layoutConstraintMisuse).count == 1)
            #expect(view.constraintsAffectingLayout(for: .horizontal).contains { $0 === width })
            view.removeConstraint(width)
            #expect(!width.isActive)
        }
    }

    @Test func aConstrainedSubtreeMovesToAnotherWindowWithItsConstraints() {
        withApp { _ in
            let first = makeRoot()
            let card = constrained(in: first)
            let label = UILabel()
            label.text = "Moves"
            _ = constrained(label, in: card)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: card.centerXAnchor), label.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
                card.topAnchor.constraint(equalTo: first.topAnchor), card.leadingAnchor.constraint(equalTo: first.leadingAnchor),
            ])
            first.layoutIfNeeded()
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            other.makeKeyAndVisible()
            card.removeFromSuperview()
            other.addSubview(card)
            #expect(card.constraints.count == 4, "its own constraints move with it (centring and size)")
            NSLayoutConstraint.activate([card.centerXAnchor.constraint(equalTo: other.centerXAnchor), card.centerYAnchor.constraint(equalTo: other.centerYAnchor)])
            other.layoutIfNeeded()
            #expect(card.frame == CGRect(x: 50, y: 100, width: 200, height: 100))
            #expect(near(label.center, CGPoint(x: 100, y: 50), 0.34))
        }
    }
}
