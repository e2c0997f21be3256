import Foundation

/// One kind of particle a `CAEmitterLayer` emits: its image, how many are born a second, how
/// long each lives, and how it moves, turns, grows and fades. A range gives each particle a value
/// picked evenly in `value ± range`, from the emitter's `seed`.
///
/// - Note: OpenUIKit differs: particles are drawn in the layer's plane (latitude and z are
///   absent), and a cell's colour tints every particle alike (no per-particle colour ranges or
///   speeds but `alphaRange` and `alphaSpeed`); cells do not emit cells.
@preconcurrency @MainActor
open class CAEmitterCell: NSObject {
    /// A name, for finding the cell.
    open var name: String?
    /// Whether the cell emits.
    open var isEnabled = true
    /// Particles born each second (times the layer's `birthRate`).
    open var birthRate: Float = 0
    /// Seconds each particle lives (times the layer's `lifetime`), ± `lifetimeRange`.
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    /// The direction particles leave in, in radians from the x axis (y points down), ±
    /// `emissionRange`.
    open var emissionLongitude: CGFloat = 0
    open var emissionRange: CGFloat = 0
    /// Points a second (times the layer's `velocity`), ± `velocityRange`.
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    /// Points a second squared, added to the velocity as the particle lives.
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    /// The image's scale (times the layer's `scale`), ± `scaleRange`, growing by `scaleSpeed` a second.
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    /// Radians a second the particle turns (times the layer's `spin`), ± `spinRange`.
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// The colour every particle's image is multiplied by (white: as it is).
    open var color: CGColor?
    /// The particle's opacity ± `alphaRange`, changing by `alphaSpeed` a second.
    open var alphaRange: Float = 0
    open var alphaSpeed: Float = 0
    /// The particle's image: a `CGImage` (anything else draws nothing, reported).
    open var contents: Any?
    /// The image's points per pixel divisor: an image `contentsScale` pixels wide per point.
    open var contentsScale: CGFloat = 1

    override public init() {
        super.init()
    }
}
