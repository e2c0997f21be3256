/// The fast path for the most common animations: a number, point, size or rectangle (or one
/// component of one) interpolated between two fixed values, optionally additive, cumulative or
/// spring-driven. The values are four-lane vectors and the property is written in place — no
/// `AnimationValue`, no allocation, no reference counting. UIKit's view animations all take
/// this path.
struct VectorTrack {
    var access: VectorAccess
    var from: SIMD4<Double>
    var delta: SIMD4<Double>
    var isAdditive: Bool
    var isCumulative: Bool
    var spring: SpringSolver?
    var curve: UnitBezier?
    var basicDuration: CFTimeInterval

    /// An empty track (never applied; fills `ActiveProgram.vector` for other programs).
    static let unused = VectorTrack(
        access: VectorAccess(AnimationTarget(property: .opacity))!, from: .zero, delta: .zero,
        isAdditive: false, isCumulative: false, spring: nil, curve: nil, basicDuration: 1
    )

    /// Applies the track at `parentTime` with `timing` (begin time resolved).
    @inline(__always)
    func apply(timing: MediaTimingValues, parentTime: CFTimeInterval, to values: inout LayerValues) {
        let sample = MediaTimingModel.sample(timing, basicDuration: basicDuration, parentTime: parentTime)
        guard sample.isApplied else { return }
        let linear = sample.basicTime / basicDuration
        let fraction: Double
        if let spring {
            fraction = spring.value(at: sample.basicTime)
        } else if let curve {
            fraction = curve.value(atProgress: linear)
        } else {
            fraction = linear
        }
        var value = from + delta * fraction
        if isCumulative, sample.iteration > 0 { value += delta * Double(sample.iteration) }
        if isAdditive { value += access.read(values) }
        access.write(value, into: &values)
    }
}

/// A vector track as a program, for use inside animation groups (top-level vector animations
/// are run from their `ActiveProgram` copy of the track).
@MainActor
final class VectorProgram: AnimationProgram {
    let track: VectorTrack

    init(timing: MediaTimingValues, track: VectorTrack) {
        self.track = track
        super.init(timing: timing, basicDuration: track.basicDuration, timingFunction: track.curve,
                   targets: track.access.target.property.bit)
    }

    override func applyBody(progress: Double, localTime: CFTimeInterval, iteration: Int,
                                     core: UnsafeMutablePointer<LayerCore>, layer: CALayer) {
        // The track samples its own timing; groups call `apply(parentTime:...)`, which samples
        // once already, so apply the value directly from the given progress here.
        let fraction = track.spring?.value(at: localTime) ?? progress
        var value = track.from + track.delta * fraction
        if track.isCumulative, iteration > 0 { value += track.delta * Double(iteration) }
        if track.isAdditive { value += track.access.read(core.pointee.presentation) }
        track.access.write(value, into: &core.pointee.presentation)
    }
}

/// Reads and writes one vector-valued target of ``LayerValues`` as four lanes
/// (x, y, width, height for rectangles; x, y for points; width, height for sizes; x for numbers).
struct VectorAccess {
    let target: AnimationTarget
    /// The property's field, from its descriptor.
    private let field: LayerPropertyDescriptor.PlainField

    /// `nil` for targets that are not numbers, points, sizes or rectangles.
    init?(_ target: AnimationTarget) {
        switch target.kind {
        case .scalar, .point, .size, .rect:
            guard case .plain(let field) = target.property.descriptor.storage, field.hasLanes else { return nil }
            if case .rotation = target.component { return nil }
            if case .scale = target.component { return nil }
            if case .translation = target.component { return nil }
            self.target = target
            self.field = field
        default:
            return nil
        }
    }

    /// The lanes of an app-supplied value of the target's kind.
    static func lanes(_ value: AnimationValue) -> SIMD4<Double>? {
        switch value {
        case .scalar(let x): SIMD4(x, 0, 0, 0)
        case .point(let p): SIMD4(Double(p.x), Double(p.y), 0, 0)
        case .size(let s): SIMD4(Double(s.width), Double(s.height), 0, 0)
        case .rect(let r): SIMD4(Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height))
        default: nil
        }
    }

    @inline(__always)
    func read(_ v: LayerValues) -> SIMD4<Double> {
        let whole = field.lanes(v)
        switch target.component {
        case .whole: return whole
        case .x, .originX, .width: return SIMD4(whole[0], 0, 0, 0)
        case .y, .originY, .height: return SIMD4(whole[1], 0, 0, 0)
        case .sizeWidth: return SIMD4(whole[2], 0, 0, 0)
        case .sizeHeight: return SIMD4(whole[3], 0, 0, 0)
        case .origin: return SIMD4(whole[0], whole[1], 0, 0)
        case .size: return SIMD4(whole[2], whole[3], 0, 0)
        case .rotation, .scale, .translation: return whole
        }
    }

    @inline(__always)
    func write(_ value: SIMD4<Double>, into v: inout LayerValues) {
        switch target.component {
        case .whole:
            field.setLanes(value, into: &v)
        default:
            var whole = field.lanes(v)
            switch target.component {
            case .x, .originX, .width: whole[0] = value[0]
            case .y, .originY, .height: whole[1] = value[0]
            case .sizeWidth: whole[2] = value[0]
            case .sizeHeight: whole[3] = value[0]
            case .origin: whole[0] = value[0]; whole[1] = value[1]
            case .size: whole[2] = value[0]; whole[3] = value[1]
            case .whole, .rotation, .scale, .translation: break
            }
            field.setLanes(whole, into: &v)
        }
    }
}

