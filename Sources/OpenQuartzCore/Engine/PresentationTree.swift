/// Brings the presentation values of a whole layer tree up to date for one media time.
///
/// Local time flows down the tree (each layer maps its superlayer's local time through its own
/// timing), so a tree of n layers is evaluated in one pass of O(n), touching only the animated
/// properties of animated layers. The pass runs on plain data (`CoreEvaluator`); layers with
/// animations other than vector tracks are finished afterwards on the main actor. The renderer
/// runs this once per frame before compositing.
@MainActor
enum PresentationTree {
    /// Updates `root` and everything below it (masks included) for media time `time`.
    static func update(_ root: CALayer, atMediaTime time: CFTimeInterval) {
        let parentTime = (root.internalSuperlayer ?? root.maskedLayer)?.localTime(atMediaTime: time) ?? time
        var deferred: [UnsafeMutablePointer<LayerCore>] = []
        CoreEvaluator.updateTree(root.core, parentTime: parentTime, deferred: &deferred)
        for core in deferred {
            guard let owner = core.pointee.owner?.takeUnretainedValue() else { continue }
            owner.updatePresentation(localTime: core.pointee.lastLocalTime)
        }
    }
}
