import Foundation
import OpenCoreGraphics
import OpenQuartzCore
import OpenUIKit
import FrameOutput

/// What the screen showed during a transition or an interaction, frame by frame at fixed
/// times, with the callbacks UIKit made meanwhile: the value a transition golden stores
/// (`assertSnapshot(of: recording, as: .transition())`, an animated PNG).
///
/// ```swift
/// let recording = try host.record {
///     navigation.pushViewController(DetailViewController(), animated: true)
/// }
/// assertSnapshot(of: recording, as: .transition())
/// ```
public struct TransitionRecording: Sendable {
    /// One frame: the screen at `time` seconds after the recording started, and the window's
    /// view tree then (as the `.viewTree` strategy writes it; empty in frames read from a golden).
    public struct Frame: Sendable {
        public let time: TimeInterval
        public let image: UIImage
        public let viewTree: String

        public init(time: TimeInterval, image: UIImage, viewTree: String = "") {
            self.time = time
            self.image = image
            self.viewTree = viewTree
        }
    }

    /// The frames, the first at 0 s (right after the action, before time passed). A golden
    /// read from disk decodes its frames when they are first asked for.
    public var frames: [Frame] {
        get { storage.allFrames }
        set { storage = FrameStorage(frames: newValue) }
    }
    /// The callbacks UIKit made while recording, one line each with its time since the start
    /// (`CallbackRecorder`'s timeline lines: `0.017 s  DetailViewController.viewWillAppear(true)`).
    public var timeline: [String]
    /// Where the frames are: in memory, or compressed in a golden.
    private(set) var storage: FrameStorage

    public init(frames: [Frame], timeline: [String]) {
        storage = FrameStorage(frames: frames)
        self.timeline = timeline
    }

    init(storage: FrameStorage, timeline: [String]) {
        self.storage = storage
        self.timeline = timeline
    }

    /// Pixels per point of the frames (the first frame's scale; 1 when there is none).
    public var scale: CGFloat { storage.scale }

    /// The frame shown at `time`: the last one taken at or before it (the first, before it).
    public func frame(at time: TimeInterval) -> Frame? {
        frames.last { $0.time <= time + 1e-9 } ?? frames.first
    }
}

/// A recording's frames: in memory (a recording just made), or still compressed in a golden
/// file, each decoded when first needed, so a golden whose frames all match (by hash) is never
/// decompressed. Immutable to its users; the caches are guarded by a lock.
final class FrameStorage: @unchecked Sendable {
    let count: Int
    let times: [TimeInterval]
    let scale: CGFloat
    private let lock = NSLock()
    private var frames: [TransitionRecording.Frame?]
    private var hashes: [UInt64?]
    /// A golden's frames as still PNG files.
    private let stills: [Data]

    /// Frames in memory, with the hashes of their pixels where they were taken already.
    init(frames: [TransitionRecording.Frame], hashes: [UInt64?] = []) {
        count = frames.count
        times = frames.map(\.time)
        scale = frames.first?.image.scale ?? 1
        self.frames = frames
        self.hashes = hashes.count == frames.count ? hashes : Array(repeating: nil, count: frames.count)
        stills = []
    }

    /// A golden's frames: still PNGs with their times and, where the golden has them, the hashes
    /// of the pixels they were made from.
    init(stills: [Data], times: [TimeInterval], hashes: [UInt64?], scale: CGFloat) {
        count = stills.count
        self.times = times
        self.scale = scale
        self.stills = stills
        frames = Array(repeating: nil, count: stills.count)
        self.hashes = hashes
    }

    /// Frame `index`, decoded if it was not yet; a golden's frame that cannot be decoded is
    /// one transparent pixel (it matches no recording, so the failure shows).
    func frame(at index: Int) -> TransitionRecording.Frame {
        if let frame = lock.withLock({ frames[index] }) { return frame }
        let pixels = ImageCoding.pixels(fromPNG: stills[index]) ?? PixelBuffer(width: 1, height: 1)
        let frame = TransitionRecording.Frame(time: times[index], image: UIImage(cgImage: Raster.image(pixels), scale: scale, orientation: .up))
        lock.withLock { frames[index] = frame }
        return frame
    }

    var allFrames: [TransitionRecording.Frame] { (0..<count).map(frame(at:)) }

    /// How many of a golden's frames have been decompressed so far.
    var decodedStillCount: Int {
        stills.isEmpty ? 0 : lock.withLock { frames.filter { $0 != nil }.count }
    }

    /// The hash of frame `index`'s pixels as recorded (`PixelBuffer.contentHash`); computed for
    /// a frame in memory, stored for a golden's (`nil` when the golden has none).
    func hash(at index: Int) -> UInt64? {
        if let hash = lock.withLock({ hashes[index] }) { return hash }
        guard stills.isEmpty, let pixels = frame(at: index).image.cgImage.map(Raster.pixels) else { return nil }
        let hash = pixels.contentHash
        lock.withLock { hashes[index] = hash }
        return hash
    }
}

extension TransitionHost {
    /// Records the screen `framesPerSecond` times a second while `action` runs (a push, a
    /// present, a drag: anything that starts a transition or an interaction; nothing, to record
    /// what is already running) and after it: the first frame is the screen as the recording
    /// starts, then one every 1/`framesPerSecond` s of virtual time, during the action when it
    /// lets time pass (a drag) and after it, for `duration` seconds, or, when `duration` is
    /// `nil`, until nothing is left to run (the idle screen is the last frame). The callbacks
    /// UIKit makes meanwhile are kept with their times; a `CallbackRecorder` listening already
    /// goes on hearing them.
    ///
    /// Throws ``FrameError`` for a rate, duration or scale out of range (0 < rate ≤ 240 frames
    /// per second, 0 ≤ duration ≤ 3,600 s, 0 < scale ≤ 4), and ``StillBusy`` when the idle
    /// screen is awaited and `timeout` seconds pass first.
    public func record(duration: TimeInterval? = nil, framesPerSecond: Double = 30, scale: CGFloat = 1,
                       timeout: TimeInterval = 10, _ action: () throws -> Void = {}) throws -> TransitionRecording {
        guard framesPerSecond.isFinite, framesPerSecond > 0, framesPerSecond <= 240 else {
            throw FrameError(description: "A recording needs 0 < framesPerSecond ≤ 240 (it was \(framesPerSecond)).")
        }
        if let duration, !(duration.isFinite && duration >= 0 && duration <= 3_600) {
            throw FrameError(description: "A recording's duration is 0…3,600 s (it was \(duration)).")
        }
        guard scale.isFinite, scale > 0, scale <= 4 else {
            throw FrameError(description: "A recording's scale is a number of pixels per point above 0 and at most 4 (it was \(scale)).")
        }
        let limit = duration ?? (timeout.isFinite ? min(max(timeout, 0), 3_600) : 10)
        let capture = FrameSampler(host: self, start: CACurrentMediaTime(), interval: 1 / framesPerSecond, limit: limit, scale: scale)
        let listening = TimelineListener(start: capture.start)
        capture.take(at: capture.start)
        let observer = FrameScheduler.addFrameObserver { now in capture.frameDidRun(at: now) }
        defer {
            FrameScheduler.removeFrameObserver(observer)
            listening.stop()
        }
        try action()
        if duration != nil {
            let remaining = capture.start + limit - CACurrentMediaTime()
            if remaining > 1e-9 { advance(by: remaining) }
        } else {
            while !FrameScheduler.isIdle {
                let elapsed = CACurrentMediaTime() - capture.start
                guard elapsed < limit - 1e-9 else { throw StillBusy(pending: FrameScheduler.pendingWork) }
                advance(by: min(capture.interval, limit - elapsed))
            }
            if let last = capture.frames.last, CACurrentMediaTime() - capture.start > last.time + 1e-4 {
                capture.take(at: CACurrentMediaTime()) // the idle screen
            }
        }
        if let problem = capture.problem { throw FrameError(description: problem) }
        return TransitionRecording(storage: FrameStorage(frames: capture.frames, hashes: capture.hashes), timeline: listening.lines)
    }
}

/// Takes a frame whenever a run frame reaches the next sampling time.
@MainActor
private final class FrameSampler {
    let start: CFTimeInterval
    let interval: TimeInterval
    private let limit: TimeInterval
    private let scale: CGFloat
    private unowned let host: TransitionHost
    private(set) var frames: [TransitionRecording.Frame] = []
    /// The hash of each frame's pixels, taken as they were copied.
    private(set) var hashes: [UInt64?] = []
    private(set) var problem: String?
    /// One renderer for every frame (its frame buffer is reused).
    private lazy var renderer = CARenderer(scale: scale)

    init(host: TransitionHost, start: CFTimeInterval, interval: TimeInterval, limit: TimeInterval, scale: CGFloat) {
        self.host = host
        self.start = start
        self.interval = interval
        self.limit = limit
        self.scale = scale
    }

    /// The number of the next sampling time (a multiple of `interval` after `start`).
    private var nextSample = 0

    func frameDidRun(at now: CFTimeInterval) {
        let offset = now - start
        guard offset <= limit + 1e-9, offset >= Double(nextSample) * interval - 1e-9 else { return }
        take(at: now)
    }

    func take(at now: CFTimeInterval) {
        guard problem == nil else { return }
        guard let (pixels, hash) = renderPresentationWithHash(of: host.window, scale: scale, reusing: renderer) else {
            problem = "The window could not be rendered (its size is \(host.window.bounds.size))."
            return
        }
        let offset = now - start
        nextSample = Int((offset / interval + 1e-6).rounded(.down)) + 1
        let time = roundedToTenthOfAMillisecond(offset)
        frames.append(TransitionRecording.Frame(time: time, image: UIImage(cgImage: Raster.image(pixels), scale: scale, orientation: .up),
                                                viewTree: host.viewTree(maxDepth: 8)))
        hashes.append(hash)
    }
}

/// Hears UIKit's callbacks while a recording runs, passing each on to whoever listened before
/// (a `CallbackRecorder`), and puts the earlier listener back when it stops.
@MainActor
private final class TimelineListener {
    private(set) var lines: [String] = []
    private let earlier: ((String) -> Void)?

    init(start: CFTimeInterval) {
        let earlier = ApplicationHost.callbackObserver
        self.earlier = earlier
        ApplicationHost.callbackObserver = { [weak self] callback in
            earlier?(callback)
            let time = roundedToTenthOfAMillisecond(CACurrentMediaTime() - start)
            self?.lines.append(CallbackRecorder.Entry(time: time, callback: callback).description)
        }
    }

    func stop() {
        ApplicationHost.callbackObserver = earlier
    }
}
