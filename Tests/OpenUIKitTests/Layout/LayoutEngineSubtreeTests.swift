@testable import OpenUIKit
import Testing
import UIKitTesting

/// Subtrees moving in and out of a window whose engine exists are added and removed
/// incrementally; after every move the frames must be those a freshly built engine gives.
@MainActor
struct LayoutEngineSubtreeTests {
    /// A small deterministic generator (the same sequences on every run).
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Pins `view` in its superview (or next to its previous sibling) with required constants,
    /// so every frame is determined.
    func pin(_ view: UIView, _ generator: inout Generator) {
        guard let parent = view.superview else { return }
        // Chains one deep (a sibling placed against the superview), so moves never make cycles
        // of constraints — conflicts, whose broken constraint would depend on the order of adding.
        let siblings = parent.subviews.filter { sibling in
            sibling !== view && parent.constraints.contains { $0.firstItem === sibling && $0.firstAttribute == .leading && $0.secondItem === parent }
        }
        let left: NSLayoutConstraint
        if let sibling = siblings.last, generator.next(2) == 0 {
            left = view.leadingAnchor.constraint(equalTo: sibling.trailingAnchor, constant: CGFloat(generator.next(20)))
        } else {
            left = view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: CGFloat(generator.next(40)))
        }
        NSLayoutConstraint.activate([
            left, view.topAnchor.constraint(equalTo: parent.topAnchor, constant: CGFloat(generator.next(40))),
            view.widthAnchor.constraint(equalToConstant: CGFloat(10 + generator.next(100))),
            view.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.5, constant: CGFloat(generator.next(10))),
        ])
    }

    /// A view whose horizontal position constraint went with a sibling that moved away gets one
    /// to its superview again (otherwise its x would be free and any value right).
    func repair(_ views: [UIView], _ generator: inout Generator) {
        for view in views.dropFirst() {
            guard let parent = view.superview else { continue }
            let hasLeading = parent.constraints.contains { $0.firstItem === view && $0.firstAttribute == .leading }
            if !hasLeading {
                view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: CGFloat(generator.next(40))).isActive = true
            }
        }
    }

    @Test func movingSubtreesGivesTheFramesOfARebuiltEngine() {
        withApp { capture in
            var generator = Generator(state: 2026)
            var moves = 0
            for _ in 0..<40 {
                let window = makeWindow()
                let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                other.isHidden = false
                var views: [UIView] = [window, other]
                for _ in 0..<12 {
                    let view = UIView()
                    view.translatesAutoresizingMaskIntoConstraints = false
                    views[generator.next(views.count)].addSubview(view)
                    views.append(view)
                    pin(view, &generator)
                }
                for root in [window, other] { root.layoutIfNeeded() }
                for _ in 0..<6 {
                    let moving = views[2 + generator.next(views.count - 2)]
                    // A new superview (adding to the same one only reorders: its constraints stay),
                    // in the same window or the other one.
                    let targets = views.filter { !$0.isDescendant(of: moving) && $0 !== moving.superview }
                    guard !targets.isEmpty else { continue }
                    let target = targets[generator.next(targets.count)]
                    if generator.next(4) == 0 {
                        moving.removeFromSuperview()
                        repair(views, &generator)
                        for root in [window, other] { root.layoutIfNeeded() }
                    }
                    target.addSubview(moving)
                    // Its own width constraint stays with it; the new pinning replaces it.
                    NSLayoutConstraint.deactivate(moving.constraints.filter { $0.firstItem === moving && $0.secondItem == nil })
                    pin(moving, &generator)
                    repair(views, &generator)
                    moves += 1
                    for root in [window, other] {
                        root.layoutIfNeeded()
                        let live = views.filter { $0.isDescendant(of: root) }.map(\.frame)
                        let liveSize = root.autoLayoutStorage?.engine.map(\.entries.count) ?? 0
                        // A fresh engine for the same hierarchy.
                        root.autoLayoutStorage?.engine = nil
                        root.setNeedsLayout()
                        root.layoutIfNeeded()
                        let rebuilt = views.filter { $0.isDescendant(of: root) }.map(\.frame)
                        let rebuiltSize = root.autoLayoutStorage?.engine.map(\.entries.count) ?? 0
                        #expect(live == rebuilt, "after move \(moves)")
                        #expect(liveSize == rebuiltSize, "after move \(moves), the engine holds the constraints a rebuilt one holds")
                    }
                    #expect(capture.records(withCode: .unsatisfiableConstraints).isEmpty, "after move \(moves)")
                }
            }
        }
    }
}
