@testable import OpenUIKit
import Testing
import UIKitTesting

/// Constraints and anchors solved into frames, each frame worked out by hand. The window is the
/// default iPhone preset: 393 × 852 points, safe area insets 59 (top) and 34 (bottom), 3x.
@MainActor
struct NSLayoutConstraintTests {
    /// A window with a root view controller whose view is `root` (393 × 852).
    func makeRoot() -> (UIWindow, UIView) {
        let window = makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller.view)
    }

    func constrained(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    /// `NSLayoutConstraint()`, a placeholder layout libraries return where nothing applies:
    /// no items, no attributes, never active; activating it is reported once, at activation.
    @Test func aConstraintMadeWithoutItemsIsAPlaceholderThatNeverActivates() {
        withApp { capture in
            let (_, root) = makeRoot()
            let placeholder = NSLayoutConstraint()
            #expect(placeholder.firstItem == nil && placeholder.secondItem == nil)
            #expect(placeholder.firstAttribute == .notAnAttribute && placeholder.secondAttribute == .notAnAttribute)
            #expect(placeholder.relation == .equal && placeholder.constant == 0 && placeholder.priority == .required)
            #expect(capture.records.isEmpty, "making one is not a mistake")
            placeholder.constant = 12
            placeholder.isActive = true
            #expect(!placeholder.isActive && root.constraints.isEmpty)
            #expect(capture.records(withCode: .layoutConstraintMisuse).map(\.message) == [
                "Cannot activate \(placeholder): it has no items (it was made with NSLayoutConstraint()).",
            ])
        }
    }

    /// Auto Layout sets `center` and the bounds' size, not the frame: a view whose anchor point
    /// is its bottom edge is drawn with that edge at the solved rectangle's centre, so rotating
    /// it swings it about that point (a circular menu's arms).
    @Test func autoLayoutPlacesTheCentreWhateverTheAnchorPoint() {
        withApp { _ in
            let (_, root) = makeRoot()
            let arm = constrained(in: root)
            arm.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
            NSLayoutConstraint.activate([
                arm.widthAnchor.constraint(equalToConstant: 40), arm.heightAnchor.constraint(equalToConstant: 100),
                arm.centerXAnchor.constraint(equalTo: root.centerXAnchor), arm.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            ])
            root.layoutIfNeeded()
            // 176.5 is on no pixel at 3x: the edges round to 530/3 and 650/3, as UIKit rounds them.
            let left = 530.0 / 3, centreX = left + 20
            #expect(arm.center == CGPoint(x: centreX, y: 426) && arm.bounds.size == CGSize(width: 40, height: 100))
            #expect(arm.frame == CGRect(x: left, y: 326, width: 40, height: 100), "the bottom edge, the anchor, at the centre")
            arm.transform = CGAffineTransform(rotationAngle: .pi / 2)
            root.layoutIfNeeded()
            #expect(arm.center == CGPoint(x: centreX, y: 426), "a rotation swings it about its anchor")
            #expect(abs(arm.frame.minX - centreX) < 1e-9 && abs(arm.frame.width - 100) < 1e-9)
        }
    }

    /// Edges between pixels round to the pixel grid, and the size stays exact: a 100-point view
    /// 28.3 points in has edges at 84.9 and 384.9 pixels at 3x, which round to 85 and 385; its
    /// width is 300 pixels, 100 points, not 385/3 − 85/3 (100.00000000000001).
    @Test func sizesStayExactWhenEdgesRoundToPixels() {
        withApp { _ in
            let (_, root) = makeRoot()
            let box = constrained(in: root)
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 28.3),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 28.3),
            ])
            root.layoutIfNeeded()
            #expect(box.bounds.size == CGSize(width: 100, height: 100), "\(box.bounds.size)")
            #expect(abs(box.frame.minX - 85.0 / 3) < 1e-9 && abs(box.frame.minY - 85.0 / 3) < 1e-9, "\(box.frame)")
        }
    }

    /// A view without text has its first baseline at its top edge and its last at its bottom
    /// edge, as Apple documents for `forFirstBaselineLayout` and `forLastBaselineLayout`.
    @Test func aViewWithoutTextHasItsFirstBaselineOnTopAndItsLastAtTheBottom() {
        withApp { _ in
            let (_, root) = makeRoot()
            let box = constrained(in: root)
            let first = constrained(in: root), last = constrained(in: root)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 40),
                first.topAnchor.constraint(equalTo: box.firstBaselineAnchor), last.topAnchor.constraint(equalTo: box.lastBaselineAnchor),
                first.leadingAnchor.constraint(equalTo: root.leadingAnchor), last.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                first.widthAnchor.constraint(equalToConstant: 10), first.heightAnchor.constraint(equalToConstant: 10),
                last.widthAnchor.constraint(equalToConstant: 10), last.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            #expect(first.frame.minY == 100 && last.frame.minY == 140)
        }
    }

    /// Extensions of `UIAppearance` reach views and bar items, and `Self` is the receiver's class.
    @Test func extensionsOfUIAppearanceReachViewsAndBarItems() {
        let label = UILabel().styled { $0.text = "Hi" }
        #expect(label.text == "Hi")
        let item = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil).styled { $0.isEnabled = false }
        #expect(!item.isEnabled)
    }

    @Test func edgesPinnedWithConstantsGiveTheInsetFrame() {
        withApp { capture in
            let (_, root) = makeRoot()
            let card = constrained(in: root)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                card.heightAnchor.constraint(equalToConstant: 200),
            ])
            root.layoutIfNeeded()
            #expect(card.frame == CGRect(x: 20, y: 100, width: 353, height: 200))
            #expect(root.constraints.count == 3, "the three constraints relating card and root are installed on root")
            #expect(card.constraints.count == 1, "the height constraint is installed on the card itself")
            #expect(capture.records.isEmpty)
        }
    }

    @Test func centreAndMultipliersFollowTheLinearRelation() {
        withApp { capture in
            let (_, root) = makeRoot()
            let box = constrained(in: root)
            NSLayoutConstraint.activate([
                box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                box.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -10),
                box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 2, constant: 4),
            ])
            root.layoutIfNeeded()
            // Solved: width 196.5, height 397, centre (196.5, 416), so x 98.25 … 294.75 and
            // y 217.5 … 614.5; at 3x the edges round to 295 px and 884 px (x), 652.5 → 653 px
            // and 1843.5 → 1844 px (y, halves round away from zero).
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
            #expect(near(box.frame, CGRect(x: 295.0 / 3, y: 653.0 / 3, width: (884.0 - 295) / 3, height: (1844.0 - 653) / 3)))
        }
    }

    @Test func framesAreRoundedToScreenPixels() {
        withApp { _ in
            let (_, root) = makeRoot()
            let box = constrained(in: root)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.1),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 100.2),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            // 3x: edges at 10.1 → 30.3 px → 30 px = 10; 110.3 → 330.9 px → 331 px = 110.333….
            #expect(near(box.frame.minX, 10))
            #expect(near(box.frame.width, 331.0 / 3 - 10))
        }
    }

    @Test func siblingsChainWithSpacingAndSystemSpacing() {
        withApp { _ in
            let (_, root) = makeRoot()
            let a = constrained(in: root), b = constrained(in: root)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 80),
                a.widthAnchor.constraint(equalToConstant: 100),
                a.heightAnchor.constraint(equalToConstant: 50),
                b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
                b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
                b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                b.heightAnchor.constraint(equalTo: a.heightAnchor),
            ])
            root.layoutIfNeeded()
            #expect(b.frame == CGRect(x: 132, y: 138, width: 245, height: 50))
        }
    }

    @Test func cousinsAreRelatedThroughTheirCommonAncestor() {
        withApp { _ in
            let (_, root) = makeRoot()
            let left = UIView(frame: CGRect(x: 10, y: 100, width: 150, height: 300))
            let right = UIView(frame: CGRect(x: 200, y: 120, width: 150, height: 300))
            root.addSubview(left)
            root.addSubview(right)
            let badge = constrained(in: left)
            let label = constrained(in: right)
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
                badge.topAnchor.constraint(equalTo: left.topAnchor, constant: 5),
                badge.widthAnchor.constraint(equalToConstant: 30),
                badge.heightAnchor.constraint(equalToConstant: 30),
                // label's top lines up with badge's bottom, across branches: in root
                // coordinates badge's bottom is 100 + 5 + 30 = 135; right's top is 120.
                label.topAnchor.constraint(equalTo: badge.bottomAnchor),
                label.leadingAnchor.constraint(equalTo: right.leadingAnchor),
                label.widthAnchor.constraint(equalToConstant: 40),
                label.heightAnchor.constraint(equalToConstant: 20),
            ])
            #expect(root.constraints.contains { $0.secondItem === badge }, "installed on the nearest common ancestor")
            root.layoutIfNeeded()
            #expect(badge.frame == CGRect(x: 5, y: 5, width: 30, height: 30))
            #expect(label.frame == CGRect(x: 0, y: 15, width: 40, height: 20))
        }
    }

    @Test func safeAreaAndMarginGuidesFollowTheScreensInsets() {
        withApp { _ in
            let (window, root) = makeRoot()
            let content = constrained(in: root)
            let margined = constrained(in: root)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
                margined.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                margined.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                margined.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                margined.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            #expect(content.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
            // A controller's root view: side margins at least 16 on this iPhone (8 above and
            // below), measured from the safe area.
            #expect(margined.frame == CGRect(x: 16, y: 67, width: 361, height: 10))
            #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 67, width: 361, height: 852 - 67 - 42))
            // The older guides of the controller: the safe area's top and bottom.
            let controller = window.rootViewController!
            #expect(controller.topLayoutGuide.length == 59 && controller.bottomLayoutGuide.length == 34)
            #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
            root.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
            root.layoutIfNeeded()
            #expect(margined.frame == CGRect(x: 30, y: 79, width: 333, height: 10))
        }
    }

    @Test func marginAttributesMatchTheMarginsGuide() {
        withApp { _ in
            let (_, root) = makeRoot()
            let view = constrained(in: root)
            root.insetsLayoutMarginsFromSafeArea = false
            root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 24)
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: view, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: view, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin, multiplier: 1, constant: 0),
            ])
            root.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 24, y: 12, width: 345, height: 852 - 24))
        }
    }

    @Test func aViewPreservingItsSuperviewsMarginsKeepsTheLargerWhereItComesClose() {
        withApp { _ in
            let (_, root) = makeRoot()
            root.insetsLayoutMarginsFromSafeArea = false
            root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
            // 5 points from the root's left and right edges, far from its top and bottom.
            let container = UIView(frame: CGRect(x: 5, y: 100, width: 383, height: 200))
            container.insetsLayoutMarginsFromSafeArea = false
            root.addSubview(container)
            let content = constrained(in: container)
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
            ])
            root.layoutIfNeeded()
            #expect(!container.preservesSuperviewLayoutMargins)
            #expect(content.frame == CGRect(x: 8, y: 8, width: 367, height: 184))
            container.preservesSuperviewLayoutMargins = true
            root.layoutIfNeeded()
            // The sides keep what reaches in of the root's 20 (15); top and bottom their own 8.
            #expect(content.frame == CGRect(x: 15, y: 8, width: 353, height: 184))
        }
    }

    @Test func higherPriorityWinsAndRequiredBeatsEverything() {
        withApp { _ in
            let (_, root) = makeRoot()
            let view = constrained(in: root)
            let wide = view.widthAnchor.constraint(equalToConstant: 300)
            wide.priority = .defaultHigh
            let narrow = view.widthAnchor.constraint(equalToConstant: 100)
            narrow.priority = .defaultLow
            let cap = view.widthAnchor.constraint(lessThanOrEqualToConstant: 250)
            NSLayoutConstraint.activate([
                wide, narrow, cap,
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            #expect(view.frame.width == 250, "the required cap holds; the 750 constraint comes as close as it can")
            cap.isActive = false
            root.layoutIfNeeded()
            #expect(view.frame.width == 300)
            wide.priority = UILayoutPriority(200)
            root.layoutIfNeeded()
            #expect(view.frame.width == 100, "at 200 the wide constraint now loses to the 250 one")
        }
    }

    /// `left == top` is made, installed and listed, as on iOS; the engine refuses it when it
    /// takes it (one report), and the rest of the layout goes on.
    @Test func aConstraintBetweenAxesIsListedAndRefusedOnlyByTheEngine() {
        withApp { capture in
            let (window, root) = makeRoot()
            let view = constrained(in: root)
            let mixed = NSLayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 0)
            #expect(capture.records(withCode: .layoutConstraintMisuse).isEmpty, "made without complaint")
            root.addConstraint(mixed)
            #expect(mixed.isActive && root.constraints.contains { $0 === mixed }, "installed and listed")
            #expect(mixed.firstAttribute == .left && mixed.secondAttribute == .top)
            NSLayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 12), view.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
                view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 40),
            ])
            window.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 12, y: 30, width: 50, height: 40))
            let reports = capture.records(withCode: .layoutConstraintMisuse).map(\.message)
            #expect(reports.count == 1 && reports.first?.contains("different axes") == true, "\(reports)")
            root.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(capture.records(withCode: .layoutConstraintMisuse).count == 1, "reported once")
            mixed.isActive = false
            #expect(!root.constraints.contains { $0 === mixed })
        }
    }

    @Test func changingAConstantMovesTheViewAtTheNextLayout() {
        withApp { _ in
            let (_, root) = makeRoot()
            let view = constrained(in: root)
            let top = view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
            NSLayoutConstraint.activate([
                top, view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
            ])
            root.layoutIfNeeded()
            #expect(view.frame.minY == 10)
            top.constant = 300
            #expect(view.frame.minY == 10, "nothing moves before the layout pass")
            advance(1.0 / 60)
            #expect(view.frame.minY == 300, "the next commit lays out")
        }
    }
}

extension UIAppearance {
    /// A styling helper of the kind layout libraries declare on `UIAppearance`.
    @discardableResult
    fileprivate func styled(_ body: (Self) -> Void) -> Self {
        body(self)
        return self
    }
}
