@testable import OpenQuartzCore

/// "Presentation tree, 10,000 animating layers": evaluating every layer's presentation values at
/// one frame time. Goal (issue 2): ≤ 1 ms per frame on one core.
///
/// Reference: the same arithmetic written as a flat loop over plain arrays (a cubic-Bézier solve
/// and a point interpolation per layer) — what the evaluation would cost with no layer tree,
/// no timing model and no dynamic dispatch at all.
@MainActor
func runTimingBenchmarks() -> Bool {
    EngineEnvironment.reset()
    let layerCount = 10_000
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    var layers: [CALayer] = []
    for index in 0..<layerCount {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.position = CGPoint(x: Double(index % 100) * 4, y: Double(index / 100) * 8)
        root.addSublayer(layer)
        layers.append(layer)
    }
    CATransaction.flush()
    for (index, layer) in layers.enumerated() {
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = layer.position
        move.toValue = CGPoint(x: layer.position.x + 100, y: layer.position.y + 50)
        move.duration = 1 + Double(index % 7) * 0.1
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(move, forKey: "move")
    }
    CATransaction.flush()
    RunLoopDriver.shared.advance(by: 0.25)

    var time = CACurrentMediaTime()
    if let rounds = profilingRounds {
        // Profiling mode: only the measured work, many times, for perf.
        for _ in 0..<rounds {
            time += 1.0 / 60000
            PresentationTree.update(root, atMediaTime: time)
        }
        return true
    }
    let tree = measure("PresentationTree.update, \(layerCount) layers animating position", iterations: 300) {
        time += 1.0 / 6000  // a new time every run, inside every animation's active interval
        PresentationTree.update(root, atMediaTime: time)
    }
    precondition(abs(layers[0].core.pointee.presentation.position.x - layers[0].position.x) > 1, "presentation not animated")

    // The reference: the same curve and interpolation on flat arrays.
    let curve = UnitBezier(0.42, 0, 0.58, 1)
    var fromX = [Double](repeating: 0, count: layerCount), fromY = fromX, toX = fromX, toY = fromX, durations = fromX
    for (index, layer) in layers.enumerated() {
        fromX[index] = Double(layer.position.x); fromY[index] = Double(layer.position.y)
        toX[index] = fromX[index] + 100; toY[index] = fromY[index] + 50
        durations[index] = 1 + Double(index % 7) * 0.1
    }
    var outX = [Double](repeating: 0, count: layerCount), outY = outX
    var referenceTime = 0.25
    let reference = measure("reference: flat loop, same curve and lerp", iterations: 300) {
        referenceTime += 1.0 / 6000
        for index in 0..<layerCount {
            let progress = curve.value(atProgress: min(1, referenceTime / durations[index]))
            outX[index] = fromX[index] + (toX[index] - fromX[index]) * progress
            outY[index] = fromY[index] + (toY[index] - fromY[index]) * progress
        }
        blackHole(outX)
    }
    report(reference, reference: nil)
    let met = tree.median <= 1e-3
    report(tree, reference: reference, goal: ("≤ 1 ms", met), key: "presentation-tree-10k")
    EngineEnvironment.reset()
    return met
}
