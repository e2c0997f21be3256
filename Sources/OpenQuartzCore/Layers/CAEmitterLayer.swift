import Foundation

/// Where an emitter's particles are born (`CAEmitterLayer.emitterShape`).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At `emitterPosition`.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// On a horizontal line `emitterSize.width` long, centred on the position.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// In (or, with `.outline`, on the edge of) a rectangle of `emitterSize` centred on the position.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// In (or on) a circle of diameter `emitterSize.width` centred on the position.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
}

/// Which part of the shape particles are born in (`CAEmitterLayer.emitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Anywhere in the shape (as `.surface` in the plane).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// On the shape's edge.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// Anywhere in the shape.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
}

// Behaviour source [R] — Compositor
//   Rule: `CAEmitterLayer` emission starts when the layer is first drawn
//   Value: first draw
//   Source: Difference: iOS starts at the first commit. Drawing from the seed and the frame time
//     makes frames reproducible.
//   Also: docs/porting.md
/// A particle emitter: its cells' particles are drawn over the layer's contents, each where its
/// age puts it (born at the cell's rate, moving, turning, growing and fading as the cell says).
///
/// Deterministic: a particle's random values come from `seed`, the cell and the particle's
/// number, and its age from the frame's time since the layer was first drawn, so the same frame
/// time draws the same picture.
///
/// - Note: OpenUIKit differs: emission starts when the layer is first drawn [R] (iOS: when it is
///   first committed); particles live in the layer's plane (no `emitterDepth`, z or 3D shapes),
///   are drawn in birth order (no `renderMode`), and the emitter's properties are not animatable.
///   A cell emits at most 10,000 particles alive at once (more are reported and left out).
@preconcurrency @MainActor
open class CAEmitterLayer: CALayer {
    /// The kinds of particle emitted.
    open var emitterCells: [CAEmitterCell]?
    /// Multiplies every cell's birth rate.
    open var birthRate: Float = 1
    /// Multiplies every cell's lifetime.
    open var lifetime: Float = 1
    /// The centre of the emitter's shape, in the layer's coordinates.
    open var emitterPosition: CGPoint = .zero
    /// The size of the emitter's shape.
    open var emitterSize: CGSize = .zero
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    /// Multiply every cell's velocity, scale and spin.
    open var velocity: Float = 1
    open var scale: Float = 1
    open var spin: Float = 1
    /// Picks every particle's random values.
    open var seed: UInt32 = 0

    /// The media time of the first frame that drew this layer: its particles' time zero.
    var emissionStart: CFTimeInterval?
}

extension CAEmitterLayerEmitterMode {
    /// Anywhere in the shape (iOS's default; the plane has no volume, so as `.surface`).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}
