import Foundation
import OpenUIKit
import Testing

/// Layout members that iOS code overrides in its own subclasses (layout libraries clamp
/// `directionalLayoutMargins`, cells answer `systemLayoutSizeFitting`, views fake their safe
/// area in tests). Swift only lets another module override what the class body declares, so
/// these compile only because UIView and UIViewController declare them there; the overrides
/// are also the ones UIKit's own machinery calls.
@MainActor
struct OverriddenLayoutMembersTests {
    final class ClampingView: UIView {
        var invalidations = 0
        override var directionalLayoutMargins: NSDirectionalEdgeInsets {
            get { super.directionalLayoutMargins }
            set { super.directionalLayoutMargins = NSDirectionalEdgeInsets(top: max(newValue.top, 0), leading: max(newValue.leading, 0),
                                                                         bottom: max(newValue.bottom, 0), trailing: max(newValue.trailing, 0)) }
        }
        override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0) }
        override func invalidateIntrinsicContentSize() {
            invalidations += 1
            super.invalidateIntrinsicContentSize()
        }
        override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                              verticalFittingPriority: UILayoutPriority) -> CGSize {
            CGSize(width: targetSize.width, height: 44)
        }
        override func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
            super.setContentHuggingPriority(priority + 1, for: axis)
        }
    }

    final class DismissingController: UIViewController {
        override var isBeingDismissed: Bool { true }
        override var presentedViewController: UIViewController? { nil }
    }

    @Test func overridesAreCalledThroughTheBaseClass() {
        let view = ClampingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: -5, leading: 4, bottom: 3, trailing: -1)
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 4, bottom: 3, right: 0))
        let base: UIView = view
        #expect(base.safeAreaInsets.top == 20)
        // The margins guide adds the overridden safe area (insetsLayoutMarginsFromSafeArea).
        #expect(base.layoutMarginsGuide.layoutFrame.minY == 20)
        base.invalidateIntrinsicContentSize()
        #expect(view.invalidations == 1)
        #expect(base.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 44)
        base.setContentHuggingPriority(.defaultLow, for: .horizontal)
        #expect(base.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        base.insetsLayoutMarginsFromSafeArea = false
        base.preservesSuperviewLayoutMargins = true
        #expect(!base.insetsLayoutMarginsFromSafeArea && base.preservesSuperviewLayoutMargins)

        let controller: UIViewController = DismissingController()
        #expect(controller.isBeingDismissed)
        #expect(controller.presentedViewController == nil)
    }
}

/// The controller's top and bottom layout guides with their own constraints, as a layout DSL's
/// tests count them.
@MainActor
struct ControllerLayoutGuideConstraintsTests {
    @Test func theGuidesConstraintsAreInTheRootViewsList() {
        let controller = UIViewController()
        let view = UIView(frame: .zero)
        controller.view.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        let pin = view.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 10)
        pin.isActive = true
        #expect(controller.view.constraints.count == 3)
        #expect(controller.view.constraints.contains { $0 === pin })
        _ = controller.bottomLayoutGuide
        #expect(controller.view.constraints.count == 3, "installed once")
        // They hold, and the layout with them is the same.
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.view.layoutIfNeeded()
        #expect(view.frame.minY == 10 + controller.topLayoutGuide.length)
    }
}
