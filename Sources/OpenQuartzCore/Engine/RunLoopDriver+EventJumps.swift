/// Jumping over frames in which nothing would happen.
///
/// When no one watches frames (no frame observer such as a renderer or a recorder, no running
/// display link), a frame in which no main-queue block, timer, animation start or stop, removed
/// animation's stop or pending commit is due does nothing observable: the layers' presentation
/// values are computed from the clock when asked, not stored per frame. `advance(by:)` and
/// `runUntilIdle` then move the frame count straight to the frame before the next one where
/// something is due, and run that one as usual, so callbacks come in the same frames, in the
/// same order, with the same clock readings as when every frame is stepped.
///
/// An animation's start or stop is due in the first frame whose time makes
/// `MediaTimingModel.hasStarted`/`hasEnded` true for the layer's local time — the very test
/// `deliverAnimationEvents(at:)` makes. Those tests only switch from false to true as media time
/// grows when every layer from the animation's up to the root maps time linearly with a speed
/// ≥ 0 (the usual case), so the first such frame is found by bisection. When a layer in the chain
/// repeats, autoreverses or runs backwards, the driver steps frame by frame instead.
extension RunLoopDriver {
    /// Moves to the frame before the next frame in (current, `last`] where something is due and
    /// returns true; returns true without moving when the next frame must run (jumps turned off,
    /// someone watching frames, or it cannot tell); moves to `last` and returns false when
    /// nothing is due up to it.
    func jumpToNextEvent(throughFrame last: Int) -> Bool {
        guard last > frameIndex else { return true }
        guard collectEventCandidates() else { return true }
        let candidates = eventCandidates
        let first = frameIndex + 1
        let found: Int?
        switch checkGuess(in: first...last, candidates) {
        case .frame(let frame): found = frame
        case .nothingDue: found = nil
        case .unknown: found = firstFrame(in: first...last, where: { isDue(at: frameTime(ofFrame: $0), candidates) })
        }
        guard let eventFrame = found else {
            moveToFrame(last)
            return false
        }
        if eventFrame - 1 > frameIndex { moveToFrame(eventFrame - 1) }
        return true
    }

    private enum GuessCheck {
        case frame(Int), nothingDue, unknown
    }

    /// Tries the frame where the next event is expected when the animations' layers keep media
    /// time at speed 1 (nearly always), checked with the very test the search makes: due there
    /// and not in the frame before (or not due at `range`'s end: nothing is). Two tests instead
    /// of the search's dozen; `.unknown` (search) when the guess is wrong or there is none.
    private func checkGuess(in range: ClosedRange<Int>, _ candidates: [EventCandidate]) -> GuessCheck {
        guard let time = expectedEventTime(candidates) else { return .unknown }
        let guess = min(max(firstFrameIndex(atOrAfter: time), range.lowerBound), range.upperBound)
        if isDue(at: frameTime(ofFrame: guess), candidates) {
            if guess == range.lowerBound || !isDue(at: frameTime(ofFrame: guess - 1), candidates) { return .frame(guess) }
        } else if guess == range.upperBound {
            return .nothingDue
        }
        return .unknown
    }

    /// The media time of the next timer or animation start or stop, assuming each animation's
    /// layer time runs at speed 1 from where it is now; `nil` when there is nothing to expect.
    private func expectedEventTime(_ candidates: [EventCandidate]) -> CFTimeInterval? {
        var earliest: CFTimeInterval = .infinity
        if let timer = timers.first { earliest = timer.deadline - 1e-9 }
        let now = MediaClock.shared.now
        let tolerance = MediaTimingModel.boundaryTolerance
        for candidate in candidates {
            unowned(unsafe) let attached = candidate.attached.takeUnretainedValue()
            let timing = attached.timing
            let speed = abs(CFTimeInterval(timing.speed))
            guard speed > 0 else { continue }
            let local: CFTimeInterval
            if !attached.didStart {
                local = timing.beginTime - tolerance / speed
            } else {
                let total = MediaTimingModel.activeDuration(timing, basicDuration: attached.program.basicDuration)
                guard total.isFinite else { continue }
                local = timing.beginTime + (total - tolerance) / speed
            }
            // Media time = layer time + (now − layer time now), at speed 1.
            earliest = min(earliest, local + (now - CALayer.localTime(of: candidate.layer, atMediaTime: now)))
        }
        return earliest.isFinite ? earliest : nil
    }

    private func moveToFrame(_ index: Int) {
        frameIndex = index
        lastFrameTime = frameTime(ofFrame: index)
    }

    /// Puts the running animations whose start or stop may come later in `eventCandidates` and
    /// returns true, or returns false when the next frame must run anyway (jumps off, a frame
    /// observer, work due at once, a display link, or a layer whose time is not monotonic).
    private func collectEventCandidates() -> Bool {
        guard jumpsBetweenEvents, frameObservers.isEmpty,
              mainQueueBlocks.isEmpty, removedStops.isEmpty, !TransactionStack.shared.needsCommit,
              !displayLinks.contains(where: { !$0.isPaused && !$0.isInvalidated }) else { return false }
        // Filled in place: the array keeps its capacity from one jump to the next.
        eventCandidates.removeAll(keepingCapacity: true)
        // Animations of one layer sit next to each other in `tracked`: the last layer's answer
        // is remembered (a dictionary cost an allocation per call).
        var lastChecked: UnsafeMutableRawPointer?
        for index in tracked.indices {
            unowned(unsafe) let attached = tracked[index]
            guard !attached.didStop else { continue }
            guard let layer = attached.layerReference, !attached.isPendingBegin else { return false }
            let id = layer.toOpaque()
            if id != lastChecked {
                guard Self.hasMonotonicTime(layer) else { return false }
                lastChecked = id
            }
            eventCandidates.append(EventCandidate(attached: .passUnretained(attached), layer: layer))
        }
        return true
    }

    /// Whether the layer's local time never decreases as media time grows.
    private static func hasMonotonicTime(_ layer: Unmanaged<CALayer>) -> Bool {
        // Unretained on the way up (see `CALayer.superlayerReference`).
        var current: Unmanaged<CALayer>? = layer
        while let reference = current {
            unowned(unsafe) let node = reference.takeUnretainedValue()
            let timing = node.timing
            guard timing.isLinearMapping, timing.speed >= 0 else { return false }
            current = CALayer.timingParent(of: reference)
        }
        return true
    }

    /// Whether a timer or an animation event is due at media time `time` (the tests
    /// `fireTimers(at:)` and `deliverAnimationEvents(at:)` make).
    private func isDue(at time: CFTimeInterval, _ candidates: [EventCandidate]) -> Bool {
        if let timer = timers.first, timer.deadline <= time + 1e-9 { return true }
        for candidate in candidates {
            unowned(unsafe) let attached = candidate.attached.takeUnretainedValue()
            let local = CALayer.localTime(of: candidate.layer, atMediaTime: time)
            if !attached.didStart, MediaTimingModel.hasStarted(attached.timing, parentTime: local) { return true }
            if MediaTimingModel.hasEnded(attached.timing, basicDuration: attached.program.basicDuration, parentTime: local) { return true }
        }
        return false
    }

    /// The smallest index in `range` for which `isTrue` holds, given that it stays true once
    /// true; nil when it holds nowhere.
    private func firstFrame(in range: ClosedRange<Int>, where isTrue: (Int) -> Bool) -> Int? {
        guard isTrue(range.upperBound) else { return nil }
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if isTrue(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// A running animation whose start or stop may come later, and its layer, while a jump looks
/// for the next due frame. Unretained: `tracked` keeps the animations, and the search runs no
/// code that could let go of them or of their layers.
struct EventCandidate {
    let attached: Unmanaged<AttachedAnimation>
    let layer: Unmanaged<CALayer>
}
