import Foundation
import OpenCoreGraphics
import OpenQuartzCore
import OpenUIKit
import SnapshotTesting

// Transition goldens: a whole transition or interaction as one animated PNG beside the test
// (`__Snapshots__/<TestFile>/<test>.<n>.png`, every frame full size, its time in the file),
// with the callback timeline stored in the same file and checked with the frames. Browsers
// play the golden; other viewers show its first frame.
//
//     let push = try host.record { navigation.pushViewController(detail, animated: true) }
//     assertSnapshot(of: push, as: .transition())
//
//     assertSnapshot(of: host, as: .transition(duration: 0.5))   // the next 0.5 s
//
// Recording follows swift-snapshot-testing's record modes (`SNAPSHOT_TESTING_RECORD`); a
// failure writes the recording to `$SNAPSHOT_ARTIFACTS` (or the temporary folder) and a diff
// picture of the first frame that differs next to it, and names that frame and its time.

extension PixelTolerance {
    /// The default for transition goldens: `.text`'s per-pixel tolerance on every frame, and no
    /// patch of wrong pixels longer than 24 pt (a missing or moved control fails on any frame,
    /// however small a part of the screen it is; a glyph drawn a fraction of a pixel apart
    /// does not). Our rule: 24 pt is a little more than a 17 pt body glyph's line height (22 pt).
    public static let transitionFrames = PixelTolerance(channel: 24, allowedFraction: 0.02, largestWrongPatch: 24)
}

extension Snapshotting where Value == TransitionRecording, Format == TransitionRecording {
    /// An animated PNG golden of a recording (``TransitionHost/record(duration:framesPerSecond:scale:timeout:_:)``):
    /// every frame compared under `tolerance` at the same time, and the callback timeline line
    /// by line.
    public static func transition(tolerance: PixelTolerance = .transitionFrames) -> Snapshotting {
        let diffing = Diffing<TransitionRecording>.diff(
            toData: { recording in
                let data = TransitionGolden.encode(recording)
                TransitionGolden.reportRecorded(recording)
                return data
            },
            fromData: { TransitionGolden.decode($0) },
            diffV2: { golden, recorded in TransitionGolden.difference(golden, recorded, tolerance: tolerance).map { ($0, []) } }
        )
        return Snapshotting(pathExtension: "png", diffing: diffing)
    }
}

extension Snapshotting where Value == TransitionHost, Format == TransitionRecording {
    /// The next `duration` seconds of the host's screen as an animated PNG golden, at
    /// `framesPerSecond` (see ``TransitionHost/record(duration:framesPerSecond:scale:timeout:_:)``).
    /// Time passes: the host ends `duration` later.
    public static func transition(duration: TimeInterval, framesPerSecond: Double = 30, scale: CGFloat = 1,
                                  tolerance: PixelTolerance = .transitionFrames) -> Snapshotting {
        Snapshotting<TransitionRecording, TransitionRecording>.transition(tolerance: tolerance).pullback { host in
            MainActor.assumeIsolated {
                do {
                    return try host.record(duration: duration, framesPerSecond: framesPerSecond, scale: scale)
                } catch {
                    return TransitionRecording(frames: [], timeline: ["(nothing was recorded: \(error))"])
                }
            }
        }
    }
}

/// The golden file of a transition: its frames, their times and the timeline in one APNG.
enum TransitionGolden {
    /// The `iTXt` keywords of the frame times and of the timeline.
    static let framesKeyword = "OpenUIKit frames"
    static let timelineKeyword = "OpenUIKit timeline"

    /// How long a viewer shows the last frame before the animation starts again.
    static let lastFrameHold: TimeInterval = 1

    static func encode(_ recording: TransitionRecording) -> Data {
        let storage = recording.storage
        let pixels = (0..<storage.count).compactMap { storage.frame(at: $0).image.cgImage.map(Raster.pixels) }
        let times = storage.times
        let delays = times.indices.map { index in index + 1 < times.count ? times[index + 1] - times[index] : lastFrameHold }
        // One line per frame: its time, and the hash of the pixels it was made from (a later
        // recording with the same hash is the same frame, and the golden's is never decoded).
        let frameLines = times.indices.map { index in
            String(format: "%.4f", times[index]) + (storage.hash(at: index).map { " " + String($0, radix: 16) } ?? "")
        }
        var problem = ""
        return ImageCoding.animatedPNGData(frames: pixels, delays: delays, texts: [
            framesKeyword: (["scale \(formatPoints(recording.scale))"] + frameLines).joined(separator: "\n"),
            timelineKeyword: recording.timeline.joined(separator: "\n"),
        ], problem: &problem) ?? Data()
    }

    static func decode(_ data: Data) -> TransitionRecording {
        var problem = ""
        guard let split = ImageCoding.animatedPNGStills(data, problem: &problem) else {
            return TransitionRecording(frames: [], timeline: ["(the golden cannot be read: \(problem))"])
        }
        var lines = (split.texts[framesKeyword] ?? "").split(separator: "\n").map { $0.split(separator: " ") }
        var scale: CGFloat = 1
        if let first = lines.first, first.first == "scale" {
            scale = CGFloat(first.count > 1 ? Double(first[1]) ?? 1 : 1)
            lines.removeFirst()
        }
        var times: [TimeInterval] = [], hashes: [UInt64?] = []
        var elapsed: TimeInterval = 0
        for index in split.stills.indices {
            // The stored times; a file without them (any other APNG) adds up its delays.
            let line = index < lines.count ? lines[index] : []
            let time = line.first.flatMap { Double($0) } ?? elapsed
            elapsed = time + split.delays[index]
            times.append(time)
            hashes.append(line.count > 1 ? UInt64(line[1], radix: 16) : nil)
        }
        let timeline = split.texts[timelineKeyword].map { $0.isEmpty ? [] : $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
        return TransitionRecording(storage: FrameStorage(stills: split.stills, times: times, hashes: hashes, scale: scale), timeline: timeline)
    }

    /// What differs between a golden and a recording: the first frame (its number and time)
    /// that differs beyond `tolerance`, frames missing or extra, frame times, and the timeline;
    /// `nil` when they match. A frame whose pixels hash as the golden's frame was recorded is
    /// the same, and neither is looked at pixel by pixel.
    static func difference(_ golden: TransitionRecording, _ recorded: TransitionRecording,
                                   tolerance: PixelTolerance) -> String? {
        let expectedFrames = golden.storage, recordedFrames = recorded.storage
        var problems: [String] = []
        if expectedFrames.count != recordedFrames.count {
            let longer = expectedFrames.count > recordedFrames.count ? expectedFrames : recordedFrames
            let firstExtra = longer.times[min(expectedFrames.count, recordedFrames.count)]
            problems.append("The golden has \(expectedFrames.count) frames; the recording has \(recordedFrames.count) "
                            + "(the first frame only one of them has is at \(String(format: "%.4f", firstExtra)) s).")
        }
        let count = min(expectedFrames.count, recordedFrames.count)
        if let index = (0..<count).first(where: { abs(expectedFrames.times[$0] - recordedFrames.times[$0]) > 1e-4 }) {
            problems.append("Frame \(index) was taken at \(String(format: "%.4f", recordedFrames.times[index])) s; "
                            + "the golden's at \(String(format: "%.4f", expectedFrames.times[index])) s.")
        }
        for index in 0..<count {
            if let hash = expectedFrames.hash(at: index), hash == recordedFrames.hash(at: index) { continue }
            guard let expected = expectedFrames.frame(at: index).image.cgImage.map(Raster.pixels),
                  let actual = recordedFrames.frame(at: index).image.cgImage.map(Raster.pixels) else {
                problems.append("Frame \(index) has no pixels.")
                break
            }
            let stored = actual.isOpaque ? actual : actual.straightAlphaRoundTrip()
            guard let (message, picture) = compareImages(expected, stored, tolerance: tolerance, pixelsPerPoint: recordedFrames.scale) else { continue }
            var text = "Frame \(index) of \(recordedFrames.count), at \(String(format: "%.4f", recordedFrames.times[index])) s, "
                + "is the first that differs: \(message)"
            if let picture, let path = writeSnapshotArtifact(picture, name: "transition-\(contentName(expected, stored)).frame\(index).diff.png") {
                text += "\nDiff picture: \(path)"
            }
            problems.append(text)
            break
        }
        let timelineDifference = CallbackRecorder.diff(expected: golden.timeline, actual: recorded.timeline)
        if !timelineDifference.isEmpty { problems.append("The timeline differs: " + timelineDifference) }
        let failure = problems.isEmpty ? nil : problems.joined(separator: "\n")
        ReportedAssertions.compared(key: reportKey(recorded), kind: .transition, failure: failure) { entry, assets in
            entry.frames = (0..<max(golden.frames.count, recorded.frames.count)).map { index in
                let expected = index < golden.frames.count ? golden.frames[index] : nil
                let actual = index < recorded.frames.count ? recorded.frames[index] : nil
                let expectedPixels = expected?.image.cgImage.map(Raster.pixels), actualPixels = actual?.image.cgImage.map(Raster.pixels)
                var picture: PixelBuffer?
                if let expectedPixels, let actualPixels {
                    picture = compareImages(expectedPixels, actualPixels, tolerance: tolerance, pixelsPerPoint: actual?.image.scale ?? 1)?.1
                }
                return ReportEntry.Frame(time: actual?.time ?? expected?.time ?? 0,
                                         reference: assets.writePNG(expectedPixels, name: "golden-\(index)"),
                                         actual: assets.writePNG(actualPixels, name: "rendered-\(index)"),
                                         diff: assets.writePNG(picture, name: "difference-\(index)"),
                                         viewTree: actual?.viewTree)
            }
            entry.referenceTimeline = golden.timeline
            entry.actualTimeline = recorded.timeline
        }
        return failure
    }

    /// A recording written as a golden goes into the report with its frames.
    static func reportRecorded(_ recording: TransitionRecording) {
        ReportedAssertions.converted(key: reportKey(recording), kind: .transition) { entry, assets in
            entry.frames = recording.frames.enumerated().map { index, frame in
                ReportEntry.Frame(time: frame.time, reference: nil, actual: assets.writePNG(frame.image.cgImage.map(Raster.pixels), name: "rendered-\(index)"),
                                  diff: nil, viewTree: frame.viewTree)
            }
            entry.actualTimeline = recording.timeline
        }
    }

    private static func reportKey(_ recording: TransitionRecording) -> String {
        recording.storage.count > 0 ? "transition-" + ReportedAssertions.key(recording.storage.frame(at: 0).image) : "transition-empty"
    }
}
