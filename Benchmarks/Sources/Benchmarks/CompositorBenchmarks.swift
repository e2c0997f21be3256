import CAllocationCounter
import CPixman
@testable import OpenCoreGraphics
@testable import OpenQuartzCore

/// The compositor against pixman on the same frame (issue 3's goals):
/// - "flip, @3x": 1170x2532, two full-screen opaque image layers, the front one turned 30° about y
///   with m34 perspective; goal ≤ 0.5 × pixman's bilinear affine (rotate + scale) composite of one
///   full-screen image at the same size.
/// - "flip, @1x": the same scene at 390x844; goal ≤ 1 ms.
/// - "no transform": both layers at integer offsets; goal within 3 × memcpy of the frame.
@MainActor
func runCompositorBenchmarks() -> Bool {
    var allMet = true
    for scale in [3.0, 1.0] {
        if profilingRounds != nil, scale != profilingScale { continue }
        let size = CGSize(width: 390, height: 844)
        let width = Int(size.width * scale), height = Int(size.height * scale)
        let back = makeImage(width: width, height: height, seed: 1)
        let front = makeImage(width: width, height: height, seed: 2)

        EngineEnvironment.reset()
        let (root, frontLayer) = flipScene(size: size, back: back, front: front, scale: scale)
        let renderer = CARenderer(scale: CGFloat(scale))
        renderer.layer = root
        renderer.bounds = CGRect(origin: .zero, size: size)
        func frame() {
            renderer.beginFrame(atTime: CACurrentMediaTime())
            renderer.render()
            renderer.endFrame()
        }
        frame()
        if let rounds = profilingRounds {
            for _ in 0..<rounds { frame() }
            return true
        }
        // pixman reference: bilinear affine composite (rotate 10°, scale 1.1) of one image.
        let pixmanTime = pixmanAffine(source: back, width: width, height: height)
        // memcpy of the frame.
        let destination = PixelBuffer(width: width, height: height)
        let copy = measure("memcpy of the frame (\(width)x\(height))", iterations: 100) {
            destination.data.copyMemory(from: back.pixels.data, byteCount: back.pixels.byteCount)
        }
        let flip = measure("CARenderer flip frame, 2 layers, \(width)x\(height)", iterations: scale == 3 ? 40 : 200) { frame() }
        // Bands (issue 26): the same frame drawn as two half-height bands one after the other,
        // what each core would do if the frame were split across two. Same bytes, and the time
        // tells what splitting could gain at most.
        let bandCompositor = LayerCompositor(), whole = PixelBuffer(width: width, height: height), banded = PixelBuffer(width: width, height: height)
        let device = CATransform3DMakeScale(CGFloat(scale), CGFloat(scale), 1), white = ColorComponents(red: 1, green: 1, blue: 1, alpha: 1)
        bandCompositor.render(root, into: whole, deviceTransform: device, scale: CGFloat(scale), atMediaTime: CACurrentMediaTime(), background: white)
        func bands() {
            banded.fill(PixelBuffer.pixel(red: 1, green: 1, blue: 1, alpha: 1))
            for band in 0..<2 {
                let clip = (x0: 0, y0: band * height / 2, x1: width, y1: (band + 1) * height / 2)
                bandCompositor.render(root, into: banded, deviceTransform: device, scale: CGFloat(scale), atMediaTime: CACurrentMediaTime(),
                                      background: nil, clipRect: clip)
            }
        }
        bands()
        precondition(memcmp(whole.data, banded.data, whole.byteCount) == 0, "two bands differ from the whole frame")
        let banding = measure("the flip frame as two bands, one after the other", iterations: scale == 3 ? 40 : 200) { bands() }
        // Steady state: heap allocations over ten more frames of the same scene.
        let allocationsBefore = ouk_allocation_count()
        for _ in 0..<10 { frame() }
        let allocationsPerFrame = Double(ouk_allocation_count() - allocationsBefore) / 10
        CATransaction.setDisableActions(true)
        frontLayer.transform = CATransform3DIdentity
        frontLayer.position.x += 1
        CATransaction.flush()
        frame()
        let still = measure("CARenderer untransformed frame, \(width)x\(height)", iterations: scale == 3 ? 40 : 200) { frame() }
        let stillAllocationsBefore = ouk_allocation_count()
        for _ in 0..<10 { frame() }
        let stillAllocationsPerFrame = Double(ouk_allocation_count() - stillAllocationsBefore) / 10

        report(pixmanTime, reference: nil)
        report(copy, reference: nil)
        report(banding, reference: flip, key: "bands-\(Int(scale))x")
        if scale == 3 {
            let met = flip.median <= 0.5 * pixmanTime.median
            allMet = allMet && met
            report(flip, reference: pixmanTime, goal: ("≤ 0.5x pixman affine", met), key: "flip-3x")
        } else {
            let met = flip.median <= 1e-3
            allMet = allMet && met
            report(flip, reference: pixmanTime, goal: ("≤ 1 ms", met), key: "flip-1x")
        }
        print(String(format: "  heap allocations per flip frame (steady state): %.1f (goal 0)", allocationsPerFrame))
        allMet = allMet && allocationsPerFrame == 0
        let stillMet = still.median <= 3 * copy.median
        allMet = allMet && stillMet
        report(still, reference: copy, goal: ("≤ 3x memcpy", stillMet), key: "untransformed-\(Int(scale))x")
        print(String(format: "  heap allocations per untransformed frame (steady state): %.1f (goal 0)", stillAllocationsPerFrame))
        allMet = allMet && stillAllocationsPerFrame == 0
        EngineEnvironment.reset()
    }
    return allMet
}

/// A deterministic opaque test image.
func makeImage(width: Int, height: Int, seed: UInt32) -> CGImage {
    let pixels = PixelBuffer(width: width, height: height)
    for y in 0..<height {
        let row = pixels.data.advanced(by: y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
            let r = UInt32((x * 255) / max(width, 1)) ^ (seed * 40), g = UInt32((y * 255) / max(height, 1)), b = UInt32(((x / 16 + y / 16) % 2) * 200) &+ seed * 20
            row[x] = 0xFF00_0000 | (r & 0xFF) << 16 | (g & 0xFF) << 8 | (b & 0xFF)
        }
    }
    return CGImage(pixels: pixels)
}

@MainActor
private func flipScene(size: CGSize, back: CGImage, front: CGImage, scale: Double) -> (CALayer, CALayer) {
    let root = CALayer()
    root.bounds = CGRect(origin: .zero, size: size)
    root.position = CGPoint(x: size.width / 2, y: size.height / 2)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    root.sublayerTransform = perspective
    for (image, turned) in [(back, false), (front, true)] {
        let layer = CALayer()
        layer.frame = root.bounds
        layer.contents = image
        layer.contentsScale = CGFloat(scale)
        if turned { layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0) }
        root.addSublayer(layer)
    }
    CATransaction.flush()
    return (root, root.sublayers![1])
}

func pixmanAffine(source: CGImage, width: Int, height: Int) -> Measurement {
    let destination = PixelBuffer(width: width, height: height)
    let src = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(source.width), Int32(source.height),
                                       source.pixels.data.assumingMemoryBound(to: UInt32.self), Int32(source.pixels.bytesPerRow))
    let dst = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                                       destination.data.assumingMemoryBound(to: UInt32.self), Int32(destination.bytesPerRow))
    defer {
        pixman_image_unref(src)
        pixman_image_unref(dst)
    }
    // Rotate 10° about the centre and scale by 1.1, as a 16.16 fixed-point matrix (destination → source).
    let angle = 10.0 * Double.pi / 180, s = 1 / 1.1
    let (c, sn) = (cos(angle) * s, sin(angle) * s)
    let cx = Double(width) / 2, cy = Double(height) / 2
    func fixed(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * 65536).rounded()) }
    var transform = pixman_transform()
    transform.matrix = (
        (fixed(c), fixed(-sn), fixed(cx - c * cx + sn * cy)),
        (fixed(sn), fixed(c), fixed(cy - sn * cx - c * cy)),
        (0, 0, fixed(1))
    )
    pixman_image_set_transform(src, &transform)
    pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, nil, 0)
    return measure("reference: pixman bilinear affine composite (\(width)x\(height))", iterations: 30) {
        pixman_image_composite32(PIXMAN_OP_OVER, src, nil, dst, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
    }
}
