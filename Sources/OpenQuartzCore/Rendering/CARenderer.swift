/// Renders a layer tree into a bitmap, frame by frame — the software equivalent of Core
/// Animation's render server.
///
/// ```swift
/// let renderer = CARenderer(scale: 3)
/// renderer.layer = rootLayer
/// renderer.bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
/// renderer.beginFrame(atTime: CACurrentMediaTime())
/// renderer.render()
/// renderer.endFrame()
/// let frame = renderer.makeImage()
/// ```
///
/// See <https://developer.apple.com/documentation/quartzcore/carenderer>.
/// - Note: OpenUIKit differs: Apple's `CARenderer` draws into a Metal texture or OpenGL context.
///   This one draws into its own bitmap (`bounds.size × scale` pixels) that `makeImage()`
///   returns; `beginFrame(atTime:)` takes no CoreVideo timestamp.
@preconcurrency @MainActor
open class CARenderer: NSObject {
    /// The root of the tree to draw. It is placed as if its superlayer were the bitmap.
    @exclusivity(unchecked) public var layer: CALayer?
    /// The area drawn, in points (origin ignored).
    @exclusivity(unchecked) public var bounds: CGRect = .zero
    /// Pixels per point.
    public let scale: CGFloat
    /// The colour the frame is cleared to (transparent by default).
    @exclusivity(unchecked) public var backgroundColor: CGColor?

    let compositor = LayerCompositor()
    @exclusivity(unchecked) private var frame: PixelBuffer?
    @exclusivity(unchecked) private var frameTime: CFTimeInterval?

    /// - Parameter scale: pixels per point of the bitmap (3 for an iPhone screen).
    ///   A scale that is not a positive finite number is refused with a message and 1 is used.
    public init(scale: CGFloat = 1) {
        if scale.isFinite, scale > 0 {
            self.scale = scale
        } else {
            OpenUIKitDiagnostics.report(.invalidRendering, "CARenderer(scale: \(scale)): the scale must be a positive finite number; 1 is used.", level: .error)
            self.scale = 1
        }
        super.init()
    }

    /// Starts a frame showing the tree at media time `t`.
    public func beginFrame(atTime t: CFTimeInterval) {
        frameTime = t
    }

    /// Draws the frame started by `beginFrame(atTime:)`.
    public func render() {
        guard let time = frameTime else {
            OpenUIKitDiagnostics.report(.invalidRendering, "CARenderer.render() called outside beginFrame(atTime:)/endFrame().")
            return
        }
        let pixelWidth = (bounds.width * scale).rounded(), pixelHeight = (bounds.height * scale).rounded()
        guard pixelWidth >= 1, pixelHeight >= 1 else {
            OpenUIKitDiagnostics.report(.invalidRendering, "CARenderer.bounds is empty at scale \(scale) (\(bounds.size)); nothing to render.")
            return
        }
        guard pixelWidth <= Double(Self.maximumFrameSide), pixelHeight <= Double(Self.maximumFrameSide) else {
            OpenUIKitDiagnostics.report(.invalidRendering, "CARenderer frame of \(pixelWidth) x \(pixelHeight) pixels is larger than \(Self.maximumFrameSide) a side; nothing rendered.", level: .error)
            return
        }
        let width = Int(pixelWidth), height = Int(pixelHeight)
        if frame?.width != width || frame?.height != height { frame = PixelBuffer(width: width, height: height) }
        guard let frame else { return }
        let background = backgroundColor.map(ColorValues.components) ?? .clear
        if let layer {
            renderLayer(layer, into: frame, time: time, background: background)
        } else {
            frame.fill(0)
        }
    }

    /// Renders `other` over the frame `render()` drew, at the same time and scale, placed by its
    /// position as if its superlayer were the screen (another window's layer over the first).
    final func renderOver(_ other: CALayer) {
        guard let time = frameTime, let frame else { return }
        compositor.render(other, into: frame, deviceTransform: CATransform3DMakeScale(scale, scale, 1), scale: scale,
                          atMediaTime: time, background: nil)
    }

    /// The largest frame side in pixels (16,384, the largest texture of current iOS devices).
    public static let maximumFrameSide = PixelBuffer.maximumSide

    /// Ends the frame.
    public func endFrame() {
        frameTime = nil
    }

    /// The time of the next frame that could differ from the last one: now while anything is
    /// animating, `.infinity` when the tree is still.
    public func nextFrameTime() -> CFTimeInterval {
        FrameScheduler.isIdle ? .infinity : MediaTimeline.now
    }

    /// The last rendered frame.
    public func makeImage() -> CGImage? {
        frame.map { Raster.image($0.copy()) }
    }

    // MARK: Package

    /// The frame's pixels (premultiplied BGRA), without a copy.
    final var framePixels: PixelBuffer? { frame }

    private func renderLayer(_ layer: CALayer, into frame: PixelBuffer, time: CFTimeInterval, background: ColorComponents) {
        compositor.render(layer, into: frame, deviceTransform: CATransform3DMakeScale(scale, scale, 1), scale: scale,
                          atMediaTime: time, background: background)
    }
}

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` with their model values (running animations
    /// are ignored, as on iOS), in the context's current coordinates.
    public func render(in ctx: CGContext) {
        let compositor = LayerCompositor()
        let device = CATransform3DMakeAffineTransform(ctx.userSpaceToDeviceSpaceTransform)
        // The layer is drawn in its own bounds space: undo its position in its superlayer.
        let v = core.pointee.model
        let placement = CATransform3DInvert(LayerGeometry.transformInSuperlayer(v))
        let scale = max(abs(ctx.userSpaceToDeviceSpaceTransform.a), abs(ctx.userSpaceToDeviceSpaceTransform.d), 0.01)
        compositor.render(self, into: Raster.pixels(of: ctx), deviceTransform: CATransform3DConcat(placement, device), scale: scale,
                          atMediaTime: 0, background: nil, modelValues: true)
        ctx.flush()
    }
}

extension DiagnosticCode {
    /// Misuse of CARenderer (rendering outside a frame, empty bounds).
    public static let invalidRendering = DiagnosticCode(rawValue: "CARendererMisuse")
}
