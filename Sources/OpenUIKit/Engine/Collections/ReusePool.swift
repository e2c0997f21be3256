import Foundation

/// Views waiting to be handed out again, by reuse identifier (collection and table views), and
/// how many were ever made — the number the performance issue measures (only what is visible
/// should exist).
@MainActor
final class ReusePool<View: UIView> {
    @exclusivity(unchecked) private var waiting: [String: [View]] = [:]
    /// Views made by the owner since it was created.
    @exclusivity(unchecked) private(set) var madeCount = 0
    /// The most views alive at once (on screen and waiting).
    @exclusivity(unchecked) private(set) var peakLiveCount = 0
    @exclusivity(unchecked) private var liveCount = 0

    init() {}

    /// A waiting view for `identifier`, if any.
    func take(_ identifier: String) -> View? {
        guard var views = waiting[identifier], let view = views.popLast() else { return nil }
        waiting[identifier] = views
        return view
    }

    /// Puts a view that left the screen back.
    func put(_ view: View, identifier: String) {
        waiting[identifier, default: []].append(view)
    }

    /// Counts a newly made view.
    func noteMade() {
        madeCount += 1
        liveCount += 1
        peakLiveCount = max(peakLiveCount, liveCount)
    }

    /// Forgets every waiting view (a new registration for the identifier, or the owner's reset).
    func drain(_ identifier: String? = nil) {
        if let identifier {
            liveCount -= waiting[identifier]?.count ?? 0
            waiting[identifier] = nil
        } else {
            liveCount -= waiting.values.reduce(0) { $0 + $1.count }
            waiting.removeAll()
        }
    }

    /// How many views wait, all identifiers together.
    var waitingCount: Int { waiting.values.reduce(0) { $0 + $1.count } }
}
