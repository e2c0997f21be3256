extension CALayer {
    /// Converts a time from `l`'s local time (absolute media time for `nil`) to the layer's.
    ///
    /// `layer.convertTime(CACurrentMediaTime(), from: nil)` is the layer's current local time,
    /// the value QA1673's pause/resume code and `beginTime` arithmetic rely on.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let absolute = l.map { $0.mediaTime(fromLocalTime: t) } ?? t
        return localTime(atMediaTime: absolute)
    }

    /// Converts a time from the layer's local time to `l`'s (absolute media time for `nil`).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let absolute = mediaTime(fromLocalTime: t)
        return l.map { $0.localTime(atMediaTime: absolute) } ?? absolute
    }

    // MARK: Package

    /// The layer's local time at absolute media time `time`, through every ancestor's timing.
    func localTime(atMediaTime time: CFTimeInterval) -> CFTimeInterval {
        Self.localTime(of: .passUnretained(self), atMediaTime: time)
    }

    /// `localTime(atMediaTime:)` of an unretained layer (a method called on an unretained
    /// layer would retain it for the call).
    static func localTime(of start: Unmanaged<CALayer>, atMediaTime time: CFTimeInterval) -> CFTimeInterval {
        // Most trees never change their layers' timing: when no layer from here to the root
        // does, local time is media time. The walk retains nothing: `unowned(unsafe)` locals
        // over `Unmanaged` that only read stored properties (a closure, as in
        // `_withUnsafeGuaranteedRef`, would check the executor on every call).
        var reference = start
        while true {
            unowned(unsafe) let layer = reference.takeUnretainedValue()
            guard layer.timing.isIdentityMapping else { return start.takeUnretainedValue().composedLocalTime(atMediaTime: time) }
            guard let parent = timingParent(of: reference) else { return time }
            reference = parent
        }
    }

    /// `localTime(atMediaTime:)` through each ancestor's mapping, root first.
    private func composedLocalTime(atMediaTime time: CFTimeInterval) -> CFTimeInterval {
        if let parentReference = Self.timingParent(of: .passUnretained(self)) {
            unowned(unsafe) let parent = parentReference.takeUnretainedValue()
            return MediaTimingModel.layerLocalTime(timing, parentTime: parent.localTime(atMediaTime: time))
        }
        return MediaTimingModel.layerLocalTime(timing, parentTime: time)
    }

    /// The absolute media time at which the layer's local time is `time` (inverse of
    /// ``localTime(atMediaTime:)`` for the linear part of each mapping; a frozen layer maps every
    /// local time to its `beginTime`).
    func mediaTime(fromLocalTime time: CFTimeInterval) -> CFTimeInterval {
        let parentTime = MediaTimingModel.parentTime(timing, localTime: time)
        if let parentReference = Self.timingParent(of: .passUnretained(self)) {
            return parentReference.takeUnretainedValue().mediaTime(fromLocalTime: parentTime)
        }
        return parentTime
    }
}
