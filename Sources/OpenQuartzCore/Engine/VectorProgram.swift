/// The fast path for the most common animations: a number, point, size or rectangle (or one
/// component of one) interpolated between two fixed values, optionally additive, cumulative or
/// spring-driven. The values are four-lane vectors and the property is written in place — no
/// `AnimationValue`, no allocation, no reference counting. UIKit's view animations all take
/// this path.
package struct VectorTrack {
    package var access: VectorAccess
    package var from: SIMD4<Double>
    package var delta: SIMD4<Double>
    package var isAdditive: Bool
    package var isCumulative: Bool
    package var spring: SpringSolver?
    package var curve: UnitBezier?
    package var basicDuration: CFTimeInterval

    /// An empty track (never applied; fills `ActiveProgram.vector` for other programs).
    package static let unused = VectorTrack(
        access: VectorAccess(AnimationTarget(property: .opacity))!, from: .zero, delta: .zero,
        isAdditive: false, isCumulative: false, spring: nil, curve: nil, basicDuration: 1
    )

    /// Applies the track at `parentTime` with `timing` (begin time resolved).
    @inline(__always)
    package func apply(timing: MediaTimingValues, parentTime: CFTimeInterval, to values: inout LayerValues) {
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
package final class VectorProgram: AnimationProgram {
    package let track: VectorTrack

    package init(timing: MediaTimingValues, track: VectorTrack) {
        self.track = track
        super.init(timing: timing, basicDuration: track.basicDuration, timingFunction: track.curve,
                   targets: track.access.target.property.bit)
    }

    override package func applyBody(progress: Double, localTime: CFTimeInterval, iteration: Int,
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
package struct VectorAccess {
    package let target: AnimationTarget

    /// `nil` for targets that are not numbers, points, sizes or rectangles.
    package init?(_ target: AnimationTarget) {
        switch target.kind {
        case .scalar, .point, .size, .rect:
            guard Self.isPlainValue(target.property) else { return nil }
            if case .rotation = target.component { return nil }
            if case .scale = target.component { return nil }
            if case .translation = target.component { return nil }
            self.target = target
        default:
            return nil
        }
    }

    private static func isPlainValue(_ property: LayerProperty) -> Bool {
        switch property.kind {
        case .scalar, .point, .size, .rect: true
        default: false
        }
    }

    /// The lanes of an app-supplied value of the target's kind.
    package static func lanes(_ value: AnimationValue) -> SIMD4<Double>? {
        switch value {
        case .scalar(let x): SIMD4(x, 0, 0, 0)
        case .point(let p): SIMD4(Double(p.x), Double(p.y), 0, 0)
        case .size(let s): SIMD4(Double(s.width), Double(s.height), 0, 0)
        case .rect(let r): SIMD4(Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height))
        default: nil
        }
    }

    @inline(__always)
    package func read(_ v: LayerValues) -> SIMD4<Double> {
        let whole = Self.readWhole(target.property, v)
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
    package func write(_ lanes: SIMD4<Double>, into v: inout LayerValues) {
        switch target.component {
        case .whole:
            Self.writeWhole(target.property, lanes, into: &v)
        default:
            var whole = Self.readWhole(target.property, v)
            switch target.component {
            case .x, .originX, .width: whole[0] = lanes[0]
            case .y, .originY, .height: whole[1] = lanes[0]
            case .sizeWidth: whole[2] = lanes[0]
            case .sizeHeight: whole[3] = lanes[0]
            case .origin: whole[0] = lanes[0]; whole[1] = lanes[1]
            case .size: whole[2] = lanes[0]; whole[3] = lanes[1]
            case .whole, .rotation, .scale, .translation: break
            }
            Self.writeWhole(target.property, whole, into: &v)
        }
    }

    @inline(__always)
    private static func readWhole(_ property: LayerProperty, _ v: LayerValues) -> SIMD4<Double> {
        switch property {
        case .bounds: rect(v.bounds)
        case .contentsRect: rect(v.contentsRect)
        case .contentsCenter: rect(v.contentsCenter)
        case .position: point(v.position)
        case .anchorPoint: point(v.anchorPoint)
        case .startPoint: point(v.startPoint)
        case .endPoint: point(v.endPoint)
        case .shadowOffset: SIMD4(Double(v.shadowOffset.width), Double(v.shadowOffset.height), 0, 0)
        case .zPosition: scalar(v.zPosition)
        case .anchorPointZ: scalar(v.anchorPointZ)
        case .opacity: SIMD4(Double(v.opacity), 0, 0, 0)
        case .cornerRadius: scalar(v.cornerRadius)
        case .borderWidth: scalar(v.borderWidth)
        case .shadowOpacity: SIMD4(Double(v.shadowOpacity), 0, 0, 0)
        case .shadowRadius: scalar(v.shadowRadius)
        case .backdropBlurRadius: scalar(v.backdropBlurRadius)
        case .lineWidth: scalar(v.lineWidth)
        case .strokeStart: scalar(v.strokeStart)
        case .strokeEnd: scalar(v.strokeEnd)
        case .lineDashPhase: scalar(v.lineDashPhase)
        case .miterLimit: scalar(v.miterLimit)
        default: SIMD4(0, 0, 0, 0)
        }
    }

    @inline(__always)
    private static func writeWhole(_ property: LayerProperty, _ l: SIMD4<Double>, into v: inout LayerValues) {
        switch property {
        case .bounds: v.bounds = CGRect(x: l[0], y: l[1], width: l[2], height: l[3])
        case .contentsRect: v.contentsRect = CGRect(x: l[0], y: l[1], width: l[2], height: l[3])
        case .contentsCenter: v.contentsCenter = CGRect(x: l[0], y: l[1], width: l[2], height: l[3])
        case .position: v.position = CGPoint(x: l[0], y: l[1])
        case .anchorPoint: v.anchorPoint = CGPoint(x: l[0], y: l[1])
        case .startPoint: v.startPoint = CGPoint(x: l[0], y: l[1])
        case .endPoint: v.endPoint = CGPoint(x: l[0], y: l[1])
        case .shadowOffset: v.shadowOffset = CGSize(width: l[0], height: l[1])
        case .zPosition: v.zPosition = CGFloat(l[0])
        case .anchorPointZ: v.anchorPointZ = CGFloat(l[0])
        case .opacity: v.opacity = Float(l[0])
        case .cornerRadius: v.cornerRadius = CGFloat(l[0])
        case .borderWidth: v.borderWidth = CGFloat(l[0])
        case .shadowOpacity: v.shadowOpacity = Float(l[0])
        case .shadowRadius: v.shadowRadius = CGFloat(l[0])
        case .backdropBlurRadius: v.backdropBlurRadius = CGFloat(l[0])
        case .lineWidth: v.lineWidth = CGFloat(l[0])
        case .strokeStart: v.strokeStart = CGFloat(l[0])
        case .strokeEnd: v.strokeEnd = CGFloat(l[0])
        case .lineDashPhase: v.lineDashPhase = CGFloat(l[0])
        case .miterLimit: v.miterLimit = CGFloat(l[0])
        default: break
        }
    }

    @inline(__always) private static func rect(_ r: CGRect) -> SIMD4<Double> {
        SIMD4(Double(r.origin.x), Double(r.origin.y), Double(r.width), Double(r.height))
    }
    @inline(__always) private static func point(_ p: CGPoint) -> SIMD4<Double> { SIMD4(Double(p.x), Double(p.y), 0, 0) }
    @inline(__always) private static func scalar(_ x: CGFloat) -> SIMD4<Double> { SIMD4(Double(x), 0, 0, 0) }
}
