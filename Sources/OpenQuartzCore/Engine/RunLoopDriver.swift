/// Steps the application's frames: the run loop as far as Core Animation is concerned.
///
/// Each frame at time t, in this order:
/// 1. the media clock is set to t;
/// 2. timers due at or before t fire (in the order of their deadlines), then display links due
///    at t (in the order they were added);
/// 3. animation events: stops of animations removed since the last frame, then for every tracked
///    animation in the order it was added, `animationDidStart` when its active interval has begun
///    and `animationDidStop(finished: true)` when it has ended (removing it first when
///    `isRemovedOnCompletion`); transaction completion blocks run as soon as their last animation
///    has stopped;
/// 4. the implicit transaction is committed (layout, new animations get their begin time).
///
/// In virtual time (the default) frames fall on exact multiples of the frame interval from the
/// clock's epoch, so the same calls produce the same frames on every run.
@MainActor
final class RunLoopDriver {
    static let shared = RunLoopDriver()

    /// Frames per second of the virtual display (60 by default).
    @exclusivity(unchecked) var framesPerSecond: Double = 60 {
        didSet {
            if !(framesPerSecond > 0 && framesPerSecond.isFinite) {
                OpenUIKitDiagnostics.report(.clockMisuse, "Frame rate must be positive; keeping \(oldValue).")
                framesPerSecond = oldValue
            }
            frameOrigin = MediaClock.shared.now
            frameIndex = 0
        }
    }

    var frameInterval: CFTimeInterval { 1 / framesPerSecond }

    /// Time of the last processed (or jumped-over) frame.
    @exclusivity(unchecked) var lastFrameTime: CFTimeInterval?

    /// Whether `advance(by:)` and `runUntilIdle` jump from one due event to the next when no one
    /// watches frames (RunLoopDriver+EventJumps.swift); off, they step every frame (the
    /// reference the jumps are tested and measured against). On by default.
    @exclusivity(unchecked) var jumpsBetweenEvents = true

    /// Hooks run at the end of every frame, after the commit (the renderer, frame recorders),
    /// in the order they were added; see `addFrameObserver(_:)`.
    @exclusivity(unchecked) private(set) var frameObservers = HandlerList<CFTimeInterval>()

    // Internal rather than private: the event jumps (RunLoopDriver+EventJumps.swift) read them.
    @exclusivity(unchecked) private(set) var frameOrigin: CFTimeInterval = MediaClock.virtualEpoch
    @exclusivity(unchecked) var frameIndex: Int = 0
    @exclusivity(unchecked) private(set) var tracked: [AttachedAnimation] = []
    @exclusivity(unchecked) private(set) var removedStops: [AttachedAnimation] = []
    /// The animations the next event jump looks at (RunLoopDriver+EventJumps.swift), kept to
    /// reuse the array's storage.
    @exclusivity(unchecked) var eventCandidates: [EventCandidate] = []
    /// An emptied event list of `deliverAnimationEvents(at:)` kept to reuse its storage (taken
    /// while in use, so a delegate that runs frames gets a new one).
    @exclusivity(unchecked) private var spareAnimationEvents: [AnimationEvent] = []
    @exclusivity(unchecked) private(set) var displayLinks: [CADisplayLink] = []
    @exclusivity(unchecked) private(set) var mainQueueBlocks: [() -> Void] = []
    @exclusivity(unchecked) private(set) var timers: [FrameTimer] = []
    @exclusivity(unchecked) private var timerSerial = 0
    /// Watchers told about every animation added to a layer (transition diagnostics).
    @exclusivity(unchecked) private var additionWatchers = HandlerList<CALayer>()

    private init() {
        RealTimePacing.shared.install()
    }

    // MARK: Advancing time

    /// Runs every frame in (now, now + interval] and leaves the clock at now + interval.
    /// Pending changes are committed first, at the current time.
    func advance(by interval: CFTimeInterval) {
        guard interval.isFinite, interval >= 0 else {
            OpenUIKitDiagnostics.report(.clockMisuse, "advance(by:) needs a finite, non-negative interval (got \(interval)).")
            return
        }
        TransactionStack.shared.flush()
        let clock = MediaClock.shared
        let target = clock.now + interval
        var framesRun = 0
        while true {
            var next = frameOrigin + Double(frameIndex + 1) * frameInterval
            // A tolerance of a nanosecond absorbs floating-point error in `now + interval`.
            guard next <= target + 1e-9 else { break }
            // Nothing runs and nobody watches: every frame up to the target would do nothing,
            // so they are skipped (same state, same callbacks; a wait of 1e9 s takes no time).
            if isIdle, frameObservers.isEmpty {
                skipFrames(through: target)
                break
            }
            // When nobody watches frames: jump to the one before the next frame where something
            // happens (nothing happens in the frames jumped over).
            guard jumpToNextEvent(throughFrame: lastFrameIndex(atOrBefore: target)) else {
                // Stepping would have run the last of those frames and left the clock at its
                // time, which rounding can put a hair after `target`: the jump does the same, or
                // the two modes read slightly different times from here on (a paused layer's
                // `convertTime` did, found by EventJumpEquivalenceTests).
                let lastTime = frameTime(ofFrame: frameIndex)
                if lastTime > clock.now { clock.advanceVirtualTime(to: lastTime) }
                break
            }
            next = frameOrigin + Double(frameIndex + 1) * frameInterval
            if framesRun == Self.maximumFramesPerAdvance {
                OpenUIKitDiagnostics.report(.clockMisuse, "advance(by: \(interval)) stopped running frames after \(Self.maximumFramesPerAdvance) (ten minutes at 60 Hz) with work still pending (\(pendingWork.prefix(3).joined(separator: "; "))); the clock jumps to the end, as for an app that was suspended.")
                skipFrames(through: target)
                break
            }
            frameIndex += 1
            framesRun += 1
            runFrame(at: max(next, clock.now))
        }
        if target > clock.now { clock.advanceVirtualTime(to: target) }
    }

    /// How many frames one `advance(by:)` runs at most (ten minutes of frames at 60 Hz) while work
    /// is pending; past that the clock jumps, so no wait can hang.
    static let maximumFramesPerAdvance = 36_000

    /// Moves the frame count to the last frame at or before `target` without running frames.
    private func skipFrames(through target: CFTimeInterval) {
        let last = lastFrameIndex(atOrBefore: target)
        guard last > frameIndex else { return }
        frameIndex = last
        lastFrameTime = frameTime(ofFrame: last)
    }

    /// The index of the last frame at or before media time `target` (the current index when
    /// that is out of range).
    func lastFrameIndex(atOrBefore target: CFTimeInterval) -> Int {
        let last = ((target + 1e-9 - frameOrigin) / frameInterval).rounded(.down)
        guard last.isFinite, last > Double(frameIndex), last < Double(Int.max / 2) else { return frameIndex }
        return Int(last)
    }

    /// The index of the first frame at or after media time `time` (after the current one).
    func firstFrameIndex(atOrAfter time: CFTimeInterval) -> Int {
        let first = ((time - frameOrigin) / frameInterval).rounded(.up)
        guard first.isFinite, first > Double(frameIndex), first < Double(Int.max / 2) else { return frameIndex + 1 }
        var index = Int(first)
        // Floating-point error may put the grid time a hair before `time`.
        while frameTime(ofFrame: index) < time { index += 1 }
        while index - 1 > frameIndex, frameTime(ofFrame: index - 1) >= time { index -= 1 }
        return index
    }

    /// When frame `index` runs: on the frame grid, never before the clock.
    func frameTime(ofFrame index: Int) -> CFTimeInterval {
        max(frameOrigin + Double(index) * frameInterval, MediaClock.shared.now)
    }

    /// Runs exactly `count` frames, leaving the clock on the last one.
    func step(frames count: Int) {
        TransactionStack.shared.flush()
        for _ in 0..<max(count, 0) {
            frameIndex += 1
            runFrame(at: max(frameOrigin + Double(frameIndex) * frameInterval, MediaClock.shared.now))
        }
    }

    /// Runs frames until nothing is pending (no running animation, active display link, pending
    /// commit or completion), at most `timeout` seconds of media time. Returns what is still
    /// pending on timeout (empty when idle).
    @discardableResult
    func runUntilIdle(timeout: CFTimeInterval = 60) -> [String] {
        TransactionStack.shared.flush()
        let deadline = MediaClock.shared.now + timeout
        while !isIdle {
            guard MediaClock.shared.now < deadline - 1e-9 else { return pendingWork }
            // Stepping would run frames up to the first one at the deadline; when none of them
            // does anything (and nobody watches), the clock moves to that frame at once.
            let last = firstFrameIndex(atOrAfter: deadline - 1e-9)
            guard jumpToNextEvent(throughFrame: last) else {
                MediaClock.shared.advanceVirtualTime(to: frameTime(ofFrame: last))
                return pendingWork
            }
            step(frames: 1)
        }
        return []
    }

    /// How many frames have run since the process started (jumped-over frames do not count).
    @exclusivity(unchecked) private(set) var processedFrameCount = 0

    /// Processes one frame at `time` (the live window calls this with real time).
    func runFrame(at time: CFTimeInterval) {
        processedFrameCount += 1
        let clock = MediaClock.shared
        if clock.mode == .virtual, time > clock.now { clock.advanceVirtualTime(to: time) }
        let now = clock.mode == .virtual ? time : clock.now
        runMainQueueBlocks()
        fireTimers(at: now)
        fireDisplayLinks(at: now)
        deliverAnimationEvents(at: now)
        TransactionStack.shared.flush()
        checkObservedObjects()
        lastFrameTime = now
        for observer in frameObservers.handlers { observer.handle(now) }
        drainAutoreleasedObjects()
    }

    // MARK: State

    /// Whether there is nothing left to run.
    var isIdle: Bool {
        guard removedStops.isEmpty, mainQueueBlocks.isEmpty, timers.isEmpty, !TransactionStack.shared.hasPendingWork else { return false }
        // Loops, not `allSatisfy` and `contains(where:)`: a closure made here would check the
        // executor on every call (ObjectIdentitySearch.swift).
        for attached in tracked where !attached.didStop && !attached.animation.isAmbient { return false }
        for link in displayLinks where !link.isPaused && !link.isInvalidated { return false }
        return true
    }

    /// A description of everything that keeps the driver from being idle.
    var pendingWork: [String] {
        var work: [String] = []
        for attached in tracked where !attached.didStop && !attached.animation.isAmbient {
            let layer = attached.layer.map { "\($0)" } ?? "a released layer"
            work.append("animation \(AnimationCompiler.describe(attached.animation)) for key \(attached.key.map { "'\($0)'" } ?? "nil") on \(layer)")
        }
        for link in displayLinks where !link.isPaused && !link.isInvalidated {
            work.append(link.purpose ?? "active CADisplayLink \(link)")
        }
        for timer in timers { work.append("\(timer.purpose) due at \(timer.deadline)") }
        if TransactionStack.shared.hasPendingWork { work.append("an uncommitted transaction or a transaction completion block") }
        if !mainQueueBlocks.isEmpty { work.append("\(mainQueueBlocks.count) block(s) waiting for the next turn of the main loop") }
        return work
    }

    /// Forgets every animation, display link, timer, frame observer and transaction, restores
    /// the 60 Hz display, and restarts virtual time at the epoch (between tests).
    func reset() {
        drainAutoreleasedObjects()
        for attached in tracked + removedStops { attached.detachOnReset() }
        tracked = []
        removedStops = []
        eventCandidates = []
        mainQueueBlocks = []
        DelayedPerformRequests.shared.removeAll()
        timers = []
        additionWatchers.removeAll()
        for link in displayLinks { link.isInvalidated = true }
        displayLinks = []
        frameObservers.removeAll()
        KeyValueObserverList.watched = []
        jumpsBetweenEvents = true
        framesPerSecond = 60
        TransactionStack.shared.reset()
        MediaClock.shared.useVirtualTime()
        frameOrigin = MediaClock.virtualEpoch
        frameIndex = 0
        lastFrameTime = nil
    }

    // MARK: Registration

    /// Runs `block` at the start of the next frame, before display links and animation events —
    /// where iOS runs blocks queued on the main queue (for example a zero-duration animation's
    /// completion, "at the beginning of the next run loop cycle").
    func performOnNextFrame(_ block: @escaping () -> Void) {
        mainQueueBlocks.append(block)
    }

    /// Runs `block` in the first frame at or after media time `deadline` (gesture recognizers'
    /// timeouts: a long press's minimum duration, the wait for a second tap). Timers count as
    /// pending work until they fire or are cancelled. Returns a token for `cancelTimer(_:)`.
    @discardableResult
    func schedule(at deadline: CFTimeInterval, purpose: String, _ block: @escaping () -> Void) -> Int {
        timerSerial += 1
        let timer = FrameTimer(id: timerSerial, deadline: deadline, purpose: purpose, block: block)
        // Keep deadline order; equal deadlines fire in the order they were scheduled. "Equal" has
        // the tolerance `fireTimers` uses: deadlines computed as now + delay at different moments
        // may differ by rounding, and frame stepping and event jumps reach them at different
        // clock values, which ordered such timers differently in the two modes.
        let index = timers.firstIndex { $0.deadline > deadline + 1e-9 } ?? timers.endIndex
        timers.insert(timer, at: index)
        return timer.id
    }

    /// Cancels a timer from `schedule(at:purpose:_:)` (nothing happens if it already fired).
    func cancelTimer(_ id: Int) {
        // A loop, not `removeAll(where:)`: a closure made here would check the executor on
        // every call (ObjectIdentitySearch.swift); a watchdog cancels one per transition.
        for index in timers.indices where timers[index].id == id {
            timers.remove(at: index)
            return
        }
    }

    /// Calls `watch` with every layer an animation is added to, until `stopWatching(_:)`.
    func watchAnimationAdditions(_ watch: @escaping (CALayer) -> Void) -> Int {
        additionWatchers.add(watch)
    }

    func stopWatching(_ id: Int) {
        additionWatchers.remove(id)
    }

    /// Runs `observe` at the end of every frame, after the commit, with the frame's time.
    /// Returns a token for `removeFrameObserver(_:)`.
    func addFrameObserver(_ observe: @escaping (CFTimeInterval) -> Void) -> Int {
        frameObservers.add(observe)
    }

    func removeFrameObserver(_ id: Int) {
        frameObservers.remove(id)
    }

    /// An animation was added to `layer` (called by `CALayer.add(_:forKey:)`).
    func animationWasAdded(to layer: CALayer) {
        for watcher in additionWatchers.handlers { watcher.handle(layer) }
    }

    func track(_ attached: AttachedAnimation) {
        tracked.append(attached)
    }

    /// An animation was removed before ending: its stop (finished: false) is delivered with the
    /// next frame's events, as on iOS where it arrives asynchronously.
    func animationWasRemoved(_ attached: AttachedAnimation) {
        guard !attached.didStop else { return }
        attached.didStop = true
        removedStops.append(attached)
    }

    func add(_ link: CADisplayLink) {
        if !displayLinks.contains(where: { $0 === link }) {
            displayLinks.append(link)
            link.anchorTime = lastFrameTime ?? MediaClock.shared.now
        }
    }

    func remove(_ link: CADisplayLink) {
        displayLinks.removeAll(ofObject: link)
    }

    // MARK: Frame work

    private func runMainQueueBlocks() {
        // Blocks queued while these run wait for the next frame, as on a real main queue turn.
        let blocks = mainQueueBlocks
        mainQueueBlocks = []
        for block in blocks { block() }
    }

    private func fireTimers(at time: CFTimeInterval) {
        // A timer scheduled by another timer for a time already reached fires in this frame too.
        while let first = timers.first, first.deadline <= time + 1e-9 {
            timers.removeFirst()
            first.block()
        }
    }

    private func fireDisplayLinks(at time: CFTimeInterval) {
        for link in displayLinks where !link.isPaused && !link.isInvalidated {
            link.fireIfDue(at: time, frameInterval: frameInterval)
        }
        displayLinks.removeAll { $0.isInvalidated }
    }

    private func deliverAnimationEvents(at time: CFTimeInterval) {
        // Stops of removed animations, in removal order.
        let removed = removedStops
        removedStops = []
        for attached in removed {
            attached.animation.delegate?.animationDidStop(attached.animation, finished: false)
            TransactionStack.shared.animationDidFinish(attached)
        }

        // Whether each stop is "finished" is decided here: a delegate called below may release
        // layers whose other animations stop in this same frame.
        var events: [AnimationEvent] = []
        swap(&events, &spareAnimationEvents)
        // The last layer's local time (a layer's animations sit next to each other in `tracked`).
        var lastLocalTime: (layer: UnsafeMutableRawPointer, time: CFTimeInterval)?
        // Unretained (`unowned(unsafe)` locals reading stored properties; `tracked` keeps the
        // animations, and nothing in this loop lets go of them or of their layers): this runs
        // for every running animation in every frame.
        for index in tracked.indices {
            unowned(unsafe) let attached = tracked[index]
            if attached.didStop { continue }
            guard let layerReference = attached.layerReference else {
                // The layer was released with the animation still attached: it ends unfinished.
                attached.didStop = true
                events.append((tracked[index], false, true, false))
                continue
            }
            let id = layerReference.toOpaque()
            let local: CFTimeInterval
            if let last = lastLocalTime, last.layer == id {
                local = last.time
            } else {
                local = CALayer.localTime(of: layerReference, atMediaTime: time)
                lastLocalTime = (id, local)
            }
            var timing = attached.timing
            if attached.isPendingBegin { timing.beginTime = local }
            var started = false
            if !attached.didStart, MediaTimingModel.hasStarted(timing, parentTime: local) {
                attached.didStart = true
                started = true
            }
            var stopped = false
            if MediaTimingModel.hasEnded(timing, basicDuration: attached.program.basicDuration, parentTime: local) {
                attached.didStop = true
                stopped = true
                if !attached.didStart {
                    attached.didStart = true
                    started = true
                }
                if attached.animation.isRemovedOnCompletion { layerReference.takeUnretainedValue().detach(tracked[index]) }
            }
            if started || stopped { events.append((tracked[index], started, stopped, true)) }
        }
        // A loop, not `removeAll(where:)`: a closure made here would check the executor on
        // every call (ObjectIdentitySearch.swift).
        var kept = 0
        for index in tracked.indices where !tracked[index].didStop {
            if kept != index { tracked.swapAt(kept, index) }
            kept += 1
        }
        tracked.removeLast(tracked.count - kept)

        // `events` keeps each animation (and through it the animation object) until the end;
        // only the delegate, which a callback may let go of while it runs, is retained.
        for index in events.indices {
            unowned(unsafe) let attached = events[index].0
            unowned(unsafe) let animation = attached.animation
            let started = events[index].started, stopped = events[index].stopped, finished = events[index].finished
            let delegate = animation.delegate
            if started { delegate?.animationDidStart(animation) }
            if stopped {
                delegate?.animationDidStop(animation, finished: finished)
                TransactionStack.shared.animationDidFinish(attached)
            }
        }
        events.removeAll(keepingCapacity: true)
        if events.capacity > spareAnimationEvents.capacity { swap(&events, &spareAnimationEvents) }
    }
}

/// An animation's start or stop found by a frame, delivered after the frame's checks.
typealias AnimationEvent = (AttachedAnimation, started: Bool, stopped: Bool, finished: Bool)

/// A block waiting for a media time (see `RunLoopDriver.schedule(at:purpose:_:)`).
struct FrameTimer {
    let id: Int
    let deadline: CFTimeInterval
    let purpose: String
    let block: () -> Void
}

/// Closures to call with each event, in the order they were added, until removed by the token
/// `add(_:)` returned. Tokens are never reused, not even after `removeAll()`, so a late removal
/// cannot take a newer handler with it. Callers loop over `handlers` (a copy), so a handler may
/// add or remove handlers while it runs.
struct HandlerList<Event> {
    private(set) var handlers: [(id: Int, handle: (Event) -> Void)] = []
    private var serial = 0

    var isEmpty: Bool { handlers.isEmpty }

    mutating func add(_ handle: @escaping (Event) -> Void) -> Int {
        serial += 1
        handlers.append((serial, handle))
        return serial
    }

    mutating func remove(_ id: Int) {
        handlers.removeAll { $0.id == id }
    }

    mutating func removeAll() {
        handlers = []
    }
}

