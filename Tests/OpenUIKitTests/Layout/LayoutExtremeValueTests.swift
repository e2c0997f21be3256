@testable import OpenUIKit
import Testing
import UIKitTesting

/// Whatever the values — NaN, infinities, 1e30, priorities out of range — Auto Layout never traps
/// or hangs, keeps the hierarchy intact and says what it did with one message each.
@MainActor
struct LayoutExtremeValueTests {
    @Test func extremeConstantsMultipliersAndPrioritiesNeitherTrapNorHang() {
        withApp { capture in
            let window = makeWindow()
            let root = UIView(frame: window.bounds)
            window.addSubview(root)
            var views: [UIView] = []
            let values: [CGFloat] = [1e30, -1e30, 1e-30, 0, 5e15, -.greatestFiniteMagnitude]
            for (index, value) in values.enumerated() {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                views.append(view)
                let width = view.widthAnchor.constraint(equalToConstant: value)
                width.priority = index % 2 == 0 ? .required : .defaultHigh
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: value),
                    view.topAnchor.constraint(equalTo: root.topAnchor),
                    view.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: value),
                    width,
                ])
            }
            root.layoutIfNeeded()
            #expect(root.subviews.count == values.count && views.allSatisfy { $0.superview === root })
            // Priorities out of range are clamped to 1...1000; a NaN priority is refused.
            let odd = views[0].widthAnchor.constraint(equalToConstant: 10)
            odd.priority = UILayoutPriority(2000)
            odd.priority = UILayoutPriority(-5)
            odd.priority = UILayoutPriority(.nan)
            #expect(odd.priority.rawValue == -5)
            #expect(capture.records(withCode: .layoutConstraintMisuse).count == 1)
            odd.isActive = true
            odd.constant = .infinity
            root.layoutIfNeeded()
            #expect(odd.constant == 10)
            for view in views { view.removeFromSuperview() }
            root.layoutIfNeeded()
            #expect(root.subviews.isEmpty)
        }
    }
}
