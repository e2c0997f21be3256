@testable import OpenCoreGraphics
@testable import OpenQuartzCore
@testable import OpenUIKit

/// "Snapshot path" (issue 26): the flip scene of the compositor benchmark built from views and
/// taken the way iOS code and snapshot libraries take pictures — `UIGraphicsImageRenderer` +
/// `drawHierarchy(in:afterScreenUpdates:)` at @3x (1170x2532). Goal: ≤ 0.5 × pixman's bilinear
/// affine composite of one full-screen image of the same size, measured in the same run.
/// `snapshotView(afterScreenUpdates:)` and `layer.render(in:)` are reported alongside.
@MainActor
func runSnapshotPathBenchmarks() -> Bool {
    ApplicationEnvironment.reset()
    defer { ApplicationEnvironment.reset() }
    let scale = 3.0
    let size = CGSize(width: 390, height: 844)
    let width = Int(size.width * scale), height = Int(size.height * scale)
    let back = makeImage(width: width, height: height, seed: 1)
    let front = makeImage(width: width, height: height, seed: 2)

    let container = UIView(frame: CGRect(origin: .zero, size: size))
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    container.layer.sublayerTransform = perspective
    for (image, turned) in [(back, false), (front, true)] {
        let view = UIView(frame: container.bounds)
        view.layer.contents = image
        view.layer.contentsScale = CGFloat(scale)
        if turned { view.layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0) }
        container.addSubview(view)
    }
    CATransaction.flush()

    let format = UIGraphicsImageRendererFormat()
    format.scale = CGFloat(scale)
    let renderer = UIGraphicsImageRenderer(bounds: container.bounds, format: format)
    func drawHierarchy() -> UIImage {
        renderer.image { _ in _ = container.drawHierarchy(in: container.bounds, afterScreenUpdates: true) }
    }
    let picture = drawHierarchy()
    precondition(picture.cgImage?.width == width, "the picture is \(String(describing: picture.cgImage?.width)) pixels wide")
    if let rounds = profilingRounds {
        for _ in 0..<rounds { blackHole(drawHierarchy()) }
        return true
    }
    let pixmanTime = pixmanAffine(source: back, width: width, height: height)
    let hierarchy = measure("UIGraphicsImageRenderer + drawHierarchy, flip, \(width)x\(height)", iterations: 40) { blackHole(drawHierarchy()) }
    let snapshot = measure("snapshotView(afterScreenUpdates: true), flip, @3x", iterations: 40) {
        blackHole(container.snapshotView(afterScreenUpdates: true))
        CATransaction.flush()   // the turn of the run loop that follows: the new view's layer is committed
    }
    let layerRender = measure("UIGraphicsImageRenderer + layer.render(in:), flip, @3x", iterations: 40) {
        blackHole(renderer.image { context in container.layer.render(in: context.cgContext) })
    }
    report(pixmanTime, reference: nil)
    let met = hierarchy.median <= 0.5 * pixmanTime.median
    report(hierarchy, reference: pixmanTime, goal: ("≤ 0.5x pixman affine", met), key: "snapshot-drawHierarchy-3x")
    report(snapshot, reference: pixmanTime, key: "snapshot-snapshotView-3x")
    report(layerRender, reference: pixmanTime, key: "snapshot-layer-render-3x")
    return met
}
