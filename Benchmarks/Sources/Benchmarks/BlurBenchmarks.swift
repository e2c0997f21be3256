import COpenUIKitRaster
import CReferenceBlur
@testable import OpenCoreGraphics
@testable import OpenQuartzCore

/// The backdrop blur of `UIVisualEffectView` (issue 17's goals): a full-screen blur at @3x
/// (1170x2532, sigma 10 points = 30 pixels, the `.regular` style) on one core.
/// - the kernel against an exact separable Gaussian of the same sigma at full resolution (the
///   reference, C, same process); goal ≤ 1x the reference;
/// - the kernel alone; goal ≤ 8 ms;
/// - a whole frame through CARenderer: a full-screen image under a full-screen backdrop layer
///   (blur + tint), for the record.
@MainActor
func runBlurBenchmarks() -> Bool {
    let scale = 3.0
    let size = CGSize(width: 390, height: 844)
    let width = Int(size.width * scale), height = Int(size.height * scale)
    let sigma = Float(10 * scale)
    let image = makeImage(width: width, height: height, seed: 3)
    let source = image.pixels
    let destination = PixelBuffer(width: width, height: height)
    let stride = Int32(source.bytesPerRow / 4)
    func kernel() {
        let status = ouk_backdrop_blur(source.data.assumingMemoryBound(to: UInt32.self), stride, 0, 0, Int32(width), Int32(height),
                                       destination.data.assumingMemoryBound(to: UInt32.self), stride, 0, 0, Int32(width), Int32(height), sigma)
        precondition(status == 0)
    }
    if let rounds = profilingRounds {
        for _ in 0..<rounds { kernel() }
        return true
    }
    let reference = measure("reference: exact Gaussian, sigma 30 px, \(width)x\(height)", iterations: 3, warmup: 1) {
        let status = reference_gaussian_blur(source.data.assumingMemoryBound(to: UInt32.self), stride,
                                             destination.data.assumingMemoryBound(to: UInt32.self), stride,
                                             0, 0, Int32(width), Int32(height), sigma)
        precondition(status == 0)
    }
    let blur = measure("backdrop blur kernel, sigma 30 px, \(width)x\(height)", iterations: 40, warmup: 5) { kernel() }

    EngineEnvironment.reset()
    let root = CALayer()
    root.bounds = CGRect(origin: .zero, size: size)
    root.position = CGPoint(x: size.width / 2, y: size.height / 2)
    let picture = CALayer()
    picture.frame = root.bounds
    picture.contents = image
    picture.contentsScale = CGFloat(scale)
    let backdrop = CALayer()
    backdrop.frame = root.bounds
    backdrop.backdropBlurRadius = 10
    backdrop.backgroundColor = CGColor(gray: 1, alpha: 0.3)
    root.addSublayer(picture)
    root.addSublayer(backdrop)
    CATransaction.flush()
    let renderer = CARenderer(scale: CGFloat(scale))
    renderer.layer = root
    renderer.bounds = root.bounds
    let frame = measure("CARenderer frame, image under full-screen blur, \(width)x\(height)", iterations: 40, warmup: 5) {
        renderer.beginFrame(atTime: CACurrentMediaTime())
        renderer.render()
        renderer.endFrame()
    }
    EngineEnvironment.reset()

    report(reference, reference: nil)
    let ratioMet = blur.median <= reference.median
    let timeMet = blur.median <= 8e-3
    report(blur, reference: reference, goal: ("≤ 1x reference and ≤ 8 ms", ratioMet && timeMet), key: "blur-backdrop")
    report(frame, reference: reference, key: "blur-frame")
    return ratioMet && timeMet
}
