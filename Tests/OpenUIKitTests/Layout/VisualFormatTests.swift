@testable import OpenUIKit
import Testing
import UIKitTesting

/// The visual format language: connections, predicates, metrics, priorities, alignment options
/// and the report for a format that cannot be read.
@MainActor
struct VisualFormatTests {
    func makeViews() -> (UIView, UIView, UIView) {
        let window = makeWindow()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(root)
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        return (root, a, b)
    }

    @Test func horizontalRowWithStandardAndExplicitSpacing() {
        withApp { capture in
            let (root, a, b) = makeViews()
            let views = ["a": a, "b": b]
            var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(==60)]-[b]-|", metrics: nil, views: views)
            #expect(constraints.count == 4)
            constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[a(44)]", metrics: ["pad": 30], views: views)
            constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[b(==a)]", metrics: ["pad": 30.0], views: views)
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 20, y: 30, width: 60, height: 44))
            #expect(b.frame == CGRect(x: 88, y: 30, width: 212, height: 44))
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }

    @Test func predicatesRelationsPrioritiesAndFlushViews() {
        withApp { _ in
            let (root, a, b) = makeViews()
            let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(>=50,<=80@750)][b(==a)]-(>=10@900)-|",
                                                              metrics: nil, views: ["a": a, "b": b])
            // |-10-[a: 1, a's two predicates: 2, [a][b]: 1, b == a: 1, -(>=10@900)-|: 1.
            #expect(constraints.count == 6)
            #expect(constraints.contains { $0.firstItem === root && $0.relation == .greaterThanOrEqual && $0.priority.rawValue == 900 && $0.constant == 10 })
            NSLayoutConstraint.activate(constraints + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", metrics: nil, views: ["a": a])
                                        + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", metrics: nil, views: ["b": b]))
            root.layoutIfNeeded()
            #expect(a.frame.minX == 10 && b.frame.minX == a.frame.maxX, "flush: no space between [a][b]")
            #expect(a.frame.width == b.frame.width)
            #expect(a.frame.width >= 50)
        }
    }

    @Test func alignmentOptionsAlignTheOtherAxis() {
        withApp { _ in
            let (root, a, b) = makeViews()
            let views = ["a": a, "b": b]
            let constraints = NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[a(20)]-12-[b(30)]", options: [.alignAllLeading, .alignAllTrailing],
                                                              metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[a]-16-|", metrics: nil, views: views)
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 16, y: 40, width: 288, height: 20))
            #expect(b.frame == CGRect(x: 16, y: 72, width: 288, height: 30))
        }
    }

    @Test func anUnreadableFormatIsReportedWithItsPosition() {
        withApp { capture in
            let (_, a, _) = makeViews()
            let bad = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[missing]", metrics: nil, views: ["a": a])
            #expect(bad.isEmpty)
            let message = capture.records(withCode: .layoutConstraintMisuse).first?.message ?? ""
            #expect(message.hasPrefix("Unable to parse constraint format: \nmissing is not a key in the views dictionary."))
            #expect(message.hasSuffix("H:|-[a]-[missing]\n         ^"), "the caret is under the unknown name")
            let detached = UIView()
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[d]|", metrics: nil, views: ["d": detached])
            #expect(capture.records(withCode: .layoutConstraintMisuse).count == 2)
            #expect(capture.records(withCode: .layoutConstraintMisuse).last?.message.contains("doesn't have a superview") == true)
        }
    }
}
