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
    package func localTime(atMediaTime time: CFTimeInterval) -> CFTimeInterval {
        if let parent = internalSuperlayer ?? maskedLayer {
            return MediaTimingModel.layerLocalTime(timing, parentTime: parent.localTime(atMediaTime: time))
        }
        return MediaTimingModel.layerLocalTime(timing, parentTime: time)
    }

    /// The absolute media time at which the layer's local time is `time` (inverse of
    /// ``localTime(atMediaTime:)`` for the linear part of each mapping; a frozen layer maps every
    /// local time to its `beginTime`).
    package func mediaTime(fromLocalTime time: CFTimeInterval) -> CFTimeInterval {
        let parentTime = MediaTimingModel.parentTime(timing, localTime: time)
        if let parent = internalSuperlayer ?? maskedLayer {
            return parent.mediaTime(fromLocalTime: parentTime)
        }
        return parentTime
    }
}
