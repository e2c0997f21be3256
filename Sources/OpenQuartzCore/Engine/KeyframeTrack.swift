/// Values through keyframes, in every `CAAnimationCalculationMode`.
///
/// Cubic modes use a Kochanek–Bartels spline (D. Kochanek and R. Bartels, "Interpolating Splines
/// with Local Tension, Continuity, and Bias Control", SIGGRAPH 1984) on the values' vector form;
/// with all parameters 0 it is the Catmull–Rom spline. Tangents are scaled for uneven key times
/// as in the paper, so speed stays continuous across keyframes.
struct KeyframeTrack {
    enum Mode { case linear, discrete, paced, cubic, cubicPaced }

    let values: [InterpolationEndpoint]
    /// One key time per value (discrete mode: one per value plus the final 1).
    let keyTimes: [Double]
    /// One timing function per segment (ignored by the paced modes).
    let functions: [UnitBezier?]
    let mode: Mode
    private let spline: Spline?

    /// The change over one cycle (last value minus first), for cumulative animations.
    var cycleDelta: AnimationValue? {
        guard let first = values.first, let last = values.last else { return nil }
        return ValueMath.difference(from: first.value, to: last.value)
    }

    /// - Parameters:
    ///   - keyTimes: validated key times, or `nil` to space keyframes evenly.
    init(values: [AnimationValue], keyTimes: [Double]?, functions: [UnitBezier?], mode: Mode,
                 tension: [Double], continuity: [Double], bias: [Double]) {
        self.values = values.map(InterpolationEndpoint.init)
        self.mode = mode
        let count = values.count
        let vectors = values.map(ValueMath.vector)
        let canSpline = (mode == .cubic || mode == .cubicPaced) && count > 1 && vectors.allSatisfy { $0 != nil }
        let splineVectors = canSpline ? Self.alignQuaternions(vectors.map { $0! }, values: values) : nil

        switch mode {
        case .discrete:
            self.keyTimes = keyTimes ?? (0...count).map { Double($0) / Double(max(count, 1)) }
        case .paced:
            self.keyTimes = Self.pacedKeyTimes(distances: zip(values, values.dropFirst()).map { ValueMath.distance($0, $1) })
        case .linear, .cubic:
            self.keyTimes = keyTimes ?? (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
        case .cubicPaced:
            self.keyTimes = (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
        }
        self.functions = (mode == .paced || mode == .cubicPaced) ? [] : functions
        if let splineVectors {
            spline = Spline(points: splineVectors, keyTimes: self.keyTimes, tension: tension,
                            continuity: continuity, bias: bias, paced: mode == .cubicPaced)
        } else {
            spline = nil
        }
    }

    /// The value at eased overall progress `u` (0...1).
    func value(at u: Double) -> AnimationValue {
        let count = values.count
        guard count > 0 else { return .scalar(0) }
        if count == 1 { return values[0].value }
        if mode == .discrete {
            var index = 0
            while index + 1 < keyTimes.count, keyTimes[index + 1] <= u { index += 1 }
            return values[min(index, count - 1)].value
        }
        if let spline {
            let (segment, fraction) = spline.locate(u, functions: functions)
            return ValueMath.value(fromVector: spline.point(segment: segment, fraction: fraction), like: values[0].value)
        }
        if u <= keyTimes[0] { return values[0].value }
        if u >= keyTimes[count - 1] { return values[count - 1].value }
        var segment = 0
        while segment + 2 < count, keyTimes[segment + 1] <= u { segment += 1 }
        let span = keyTimes[segment + 1] - keyTimes[segment]
        var fraction = span > 0 ? (u - keyTimes[segment]) / span : 1
        if segment < functions.count, let function = functions[segment] {
            fraction = function.value(atProgress: fraction)
        }
        return values[segment].interpolated(to: values[segment + 1], fraction: fraction)
    }

    /// Key times proportional to cumulative distance (even speed).
    static func pacedKeyTimes(distances: [Double]) -> [Double] {
        let total = distances.reduce(0, +)
        var times = [0.0]
        var sum = 0.0
        for distance in distances {
            sum += distance
            times.append(total > 0 ? sum / total : Double(times.count) / Double(distances.count))
        }
        return times
    }

    /// Quaternions q and −q are the same rotation; flip each so neighbours are on the same side,
    /// or the spline would turn the long way between keyframes.
    private static func alignQuaternions(_ vectors: [[Double]], values: [AnimationValue]) -> [[Double]] {
        guard case .transform = values.first, vectors.first?.count == 17 else { return vectors }
        var aligned = vectors
        for index in 1..<aligned.count {
            let previous = aligned[index - 1]
            let dot = (6..<10).reduce(0) { $0 + previous[$1] * aligned[index][$1] }
            if dot < 0 { for component in 6..<10 { aligned[index][component] = -aligned[index][component] } }
        }
        return aligned
    }
}

/// A Hermite spline through vectors with Kochanek–Bartels tangents.
struct Spline {
    let points: [[Double]]
    let keyTimes: [Double]
    /// Outgoing tangent at the start of each segment and incoming tangent at its end.
    let outgoing: [[Double]]
    let incoming: [[Double]]
    /// For paced splines: cumulative arc length at each sample, per segment.
    private(set) var arcTable: [[Double]]?

    init(points: [[Double]], keyTimes: [Double], tension: [Double], continuity: [Double], bias: [Double], paced: Bool) {
        self.points = points
        self.keyTimes = keyTimes
        let count = points.count
        func parameter(_ values: [Double], _ index: Int) -> Double { index < values.count ? values[index] : 0 }
        func delta(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $1 - $0 } }
        var outgoing: [[Double]] = []
        var incoming: [[Double]] = []
        for segment in 0..<(count - 1) {
            let i = segment
            let previous = points[max(i - 1, 0)]
            let current = points[i]
            let next = points[i + 1]
            let afterNext = points[min(i + 2, count - 1)]
            // Outgoing tangent at i.
            let (t0, c0, b0) = (parameter(tension, i), parameter(continuity, i), parameter(bias, i))
            let before = delta(previous, current)
            let after = delta(current, next)
            var out = zip(before, after).map { d0, d1 in
                (1 - t0) * (1 + b0) * (1 - c0) / 2 * d0 + (1 - t0) * (1 - b0) * (1 + c0) / 2 * d1
            }
            // Incoming tangent at i + 1.
            let (t1, c1, b1) = (parameter(tension, i + 1), parameter(continuity, i + 1), parameter(bias, i + 1))
            let later = delta(next, afterNext)
            var into = zip(after, later).map { d0, d1 in
                (1 - t1) * (1 + b1) * (1 + c1) / 2 * d0 + (1 - t1) * (1 - b1) * (1 - c1) / 2 * d1
            }
            // Uneven key times: scale so the velocity is continuous in time.
            if !paced {
                let span = keyTimes[i + 1] - keyTimes[i]
                let spanBefore = i > 0 ? keyTimes[i] - keyTimes[i - 1] : span
                let spanAfter = i + 2 < count ? keyTimes[i + 2] - keyTimes[i + 1] : span
                if span + spanBefore > 0 { out = out.map { $0 * 2 * span / (spanBefore + span) } }
                if span + spanAfter > 0 { into = into.map { $0 * 2 * span / (span + spanAfter) } }
            }
            outgoing.append(out)
            incoming.append(into)
        }
        self.outgoing = outgoing
        self.incoming = incoming
        arcTable = nil
        if paced { arcTable = buildArcTable() }
    }

    private static let samplesPerSegment = 64

    private func buildArcTable() -> [[Double]] {
        var table: [[Double]] = []
        var total = 0.0
        for segment in 0..<(points.count - 1) {
            var lengths: [Double] = [total]
            var previous = point(segment: segment, fraction: 0)
            for sample in 1...Self.samplesPerSegment {
                let current = point(segment: segment, fraction: Double(sample) / Double(Self.samplesPerSegment))
                total += zip(previous, current).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
                lengths.append(total)
                previous = current
            }
            table.append(lengths)
        }
        return table
    }

    /// The segment and fraction for overall progress `u`.
    func locate(_ u: Double, functions: [UnitBezier?]) -> (Int, Double) {
        let segments = points.count - 1
        if let arcTable {
            let total = arcTable.last?.last ?? 0
            guard total > 0 else { return (0, u) }
            let target = min(max(u, 0), 1) * total
            for segment in 0..<segments {
                let lengths = arcTable[segment]
                guard target <= lengths.last! || segment == segments - 1 else { continue }
                for sample in 1..<lengths.count where target <= lengths[sample] || sample == lengths.count - 1 {
                    let span = lengths[sample] - lengths[sample - 1]
                    let within = span > 0 ? (target - lengths[sample - 1]) / span : 0
                    return (segment, (Double(sample - 1) + min(max(within, 0), 1)) / Double(Self.samplesPerSegment))
                }
            }
            return (segments - 1, 1)
        }
        if u <= keyTimes[0] { return (0, 0) }
        if u >= keyTimes[segments] { return (segments - 1, 1) }
        var segment = 0
        while segment + 1 < segments, keyTimes[segment + 1] <= u { segment += 1 }
        let span = keyTimes[segment + 1] - keyTimes[segment]
        var fraction = span > 0 ? (u - keyTimes[segment]) / span : 1
        if segment < functions.count, let function = functions[segment] {
            fraction = function.value(atProgress: fraction)
        }
        return (segment, fraction)
    }

    /// Hermite interpolation within one segment.
    func point(segment: Int, fraction s: Double) -> [Double] {
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1
        let h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2
        let h11 = s3 - s2
        let p0 = points[segment], p1 = points[segment + 1]
        let m0 = outgoing[segment], m1 = incoming[segment]
        return (0..<p0.count).map { h00 * p0[$0] + h10 * m0[$0] + h01 * p1[$0] + h11 * m1[$0] }
    }
}
