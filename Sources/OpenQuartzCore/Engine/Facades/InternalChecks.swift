/// Invariant checks of the engine's structures, compiled in when `OPENUIKIT_INTERNAL_CHECKS` is
/// defined (debug builds of OpenUIKit's targets, see Package.swift) and run after every
/// outermost transaction commit. A violation is an OpenUIKit bug, never an app's misuse: it is
/// reported once per commit with the code `internalInconsistency` (the test harnesses fail a
/// test that leaves one), and the run goes on.
@MainActor
package enum InternalChecks {
    /// Checks run after each commit, each returning the violations it found (OpenUIKit adds the
    /// application's: windows, view and controller hierarchies).
    package static var afterCommit: [@MainActor () -> [String]] = []

    /// Violations of the layer tree's structure under `layer` (see `CALayer.layerTreeViolations`).
    package static func layerTreeViolations(under layer: CALayer, depthLimit: Int = 10_000) -> [String] {
        layer.layerTreeViolations(depthLimit: depthLimit)
    }

    static func runAfterCommit() {
        #if OPENUIKIT_INTERNAL_CHECKS
        guard !afterCommit.isEmpty else { return }
        let violations = afterCommit.flatMap { $0() }
        guard !violations.isEmpty else { return }
        OpenUIKitDiagnostics.report(.internalInconsistency, "Internal inconsistency after a commit (an OpenUIKit bug): "
            + violations.prefix(5).joined(separator: "; ") + (violations.count > 5 ? "; and \(violations.count - 5) more" : ""),
            level: .critical)
        #endif
    }
}

extension CALayer {
    /// Violations of the layer tree's structure under this layer: every sublayer's superlayer is
    /// this layer and appears once, a mask points back at the layer it masks, no layer is its
    /// own ancestor.
    func layerTreeViolations(depthLimit: Int = 10_000) -> [String] {
        var violations: [String] = []
        var visited = Set<ObjectIdentifier>()
        var pending: [(layer: CALayer, depth: Int)] = [(self, 0)]
        while let (layer, depth) = pending.popLast() {
            guard visited.insert(ObjectIdentifier(layer)).inserted else {
                violations.append("\(type(of: layer)) appears twice in the layer tree")
                continue
            }
            guard depth < depthLimit else {
                violations.append("the layer tree is deeper than \(depthLimit) levels")
                break
            }
            for sublayer in layer.internalSublayers {
                if sublayer.internalSuperlayer !== layer {
                    violations.append("a sublayer (\(type(of: sublayer))) of \(type(of: layer)) names another superlayer")
                }
                pending.append((sublayer, depth + 1))
            }
            if let mask = layer.mask, mask.maskedLayer !== layer {
                violations.append("the mask of \(type(of: layer)) does not point back at it")
            }
        }
        return violations
    }
}
