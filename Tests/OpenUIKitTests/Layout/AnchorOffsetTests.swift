import Testing
import OpenUIKit
import UIKitTesting

/// `anchorWithOffset(to:)`: the distance between two anchors as a dimension.
@MainActor
struct AnchorOffsetTests {
    /// The gap between two views equals a third view's height; a constant gap on x.
    @Test func theDistanceBetweenTwoAnchorsIsSolvedAsADimension() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let top = UIView(), bottom = UIView(), ruler = UIView(), side = UIView()
        for view in [top, bottom, ruler, side] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            top.heightAnchor.constraint(equalToConstant: 50),
            ruler.heightAnchor.constraint(equalToConstant: 80),
            top.bottomAnchor.anchorWithOffset(to: bottom.topAnchor).constraint(equalTo: ruler.heightAnchor),
            bottom.heightAnchor.constraint(equalToConstant: 10),
            top.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            top.widthAnchor.constraint(equalToConstant: 100),
            top.trailingAnchor.anchorWithOffset(to: side.leadingAnchor).constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(bottom.frame.minY == 150, "70 (the top view's bottom) + 80")
        #expect(side.frame.minX == 140, "110 (the top view's trailing edge) + 30")
    }

    /// The constraint names its distance, and holds it (the anchor is gone after the call).
    @Test func aDistanceLivesAsLongAsItsConstraint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(), b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        let constraint = a.topAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalToConstant: 44)
        #expect(constraint.firstItem != nil)
        #expect(String(describing: constraint.firstItem!).contains(".top→UIView:"))
        b.translatesAutoresizingMaskIntoConstraints = false
        constraint.isActive = true
        #expect(constraint.isActive)
        root.layoutIfNeeded()
        #expect(b.frame.minY == a.frame.minY + 44)
    }
}

/// Anchors compare by what they name: a constraint's `firstAnchor` equals the view's anchor.
@MainActor
struct AnchorEqualityTests {
    @Test func anchorsOfTheSameAttributeOfTheSameItemAreEqual() {
        let view = UIView(), other = UIView()
        let constraint = view.topAnchor.constraint(equalTo: other.bottomAnchor, constant: 8)
        #expect(constraint.firstAnchor == view.topAnchor)
        #expect(constraint.secondAnchor == other.bottomAnchor)
        #expect(view.topAnchor == view.topAnchor && view.topAnchor.hash == view.topAnchor.hash)
        #expect(view.topAnchor != other.topAnchor)
        #expect(!view.topAnchor.isEqual(view.bottomAnchor))
        #expect(view.widthAnchor.isEqual(constraint.firstItem.map { ($0 as! UIView).widthAnchor }))
    }
}
