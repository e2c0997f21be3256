import Foundation
@testable import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import FrameOutput

@MainActor
struct FrameRecorderTests {
    static let size = CGSize(width: 100, height: 100)

    /// A circular mask whose path grows linearly from radius 10 to 90 over 0.6 s, centred at
    /// (50, 50), over a white picture on black.
    private func growingCircle() -> CALayer {
        let root = makeRootLayer(Self.size, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        let picture = CALayer()
        let mask = CAShapeLayer()
        func circle(_ r: CGFloat) -> CGPath { CGPath(ellipseIn: CGRect(x: 50 - r, y: 50 - r, width: 2 * r, height: 2 * r), transform: nil) }
        withoutActions {
            picture.frame = root.bounds
            picture.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            mask.frame = picture.bounds
            mask.path = circle(90)
            picture.mask = mask
            root.addSublayer(picture)
        }
        CATransaction.flush()
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = circle(10)
        grow.toValue = circle(90)
        grow.duration = 0.6
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        mask.add(grow, forKey: "grow")
        return root
    }

    /// One frame per tick from t = 0, each showing the presentation tree at its own time: the
    /// mask's radius follows the animation (a new CGPath every frame must never be mistaken for
    /// the previous one, even when it lands at the same address).
    @Test func framesFollowTheAnimationTickByTick() {
        withEngine { _ in
            let frames = FrameRecorder(size: Self.size, scale: 1, framesPerSecond: 50).record(growingCircle(), duration: 0.6)
            #expect(frames.count == 31)
            #expect(frames.map(\.index) == Array(0...30))
            for frame in frames {
                #expect(abs(frame.time - Double(frame.index) / 50) < 1e-9)
                // Radius 10 + 80 × t / 0.6, measured along the row through the centre.
                let radius = 10 + 80 * min(frame.time, 0.6) / 0.6
                let inside = Int(50 + radius - 1.5), outside = Int(50 + radius + 1.5)
                #expect(coverage(frame.pixels, inside, 50) == 1, "t = \(frame.time): pixel \(inside) inside radius \(radius)")
                if outside < 100 { #expect(coverage(frame.pixels, outside, 50) == 0, "t = \(frame.time): pixel \(outside) outside") }
            }
        }
    }

    @Test func filmstripsLayFramesOutWithLabels() throws {
        let frames = withEngine { _ in FrameRecorder(size: Self.size, framesPerSecond: 50).record(growingCircle(), duration: 0.6) }
        let picked = Filmstrip.pick(frames, count: 5)
        #expect(picked.map(\.index) == [0, 8, 15, 23, 30])
        let sheet = try #require(Filmstrip.make(picked, layout: Filmstrip.Layout(thumbnailWidth: 50, columns: 3)))
        // 3 columns of 50 + 12 spacing; 2 rows of (50 + 22 label + 12).
        #expect(sheet.width == 3 * 62 + 12 && sheet.height == 2 * 84 + 12)
        // The first thumbnail is the small circle: black at its corner, white at its centre.
        #expect(components(sheet, 12 + 2, 12 + 2) == [0, 0, 0, 255])
        #expect(components(sheet, 12 + 25, 12 + 25) == [255, 255, 255, 255])
        // Its label has ink.
        var ink = 0
        for y in (12 + 50 + 4)..<(12 + 50 + 22) { for x in 12..<62 where components(sheet, x, y)[0] < 120 { ink += 1 } }
        #expect(ink > 20)
    }

    /// Numbered PNG and raw RGBA frames hold the rendered pixels (raw: straight alpha, top row first).
    @Test func frameSequencesHoldTheRenderedPixels() throws {
        let frames = withEngine { _ in FrameRecorder(size: Self.size, framesPerSecond: 50).record(growingCircle(), duration: 0.04) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-frames-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pngs = try FrameFiles.writePNGSequence(frames, to: folder.appendingPathComponent("png"))
        let raws = try FrameFiles.writeRawSequence(frames, to: folder.appendingPathComponent("raw"))
        #expect(pngs.map(\.lastPathComponent) == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
        #expect(raws.map(\.lastPathComponent) == ["frame-0000.rgba", "frame-0001.rgba", "frame-0002.rgba"])
        for (index, frame) in frames.enumerated() {
            let decoded = try #require(ImageCoding.image(fromPNG: try Data(contentsOf: pngs[index])))
            #expect(sameBytes(decoded.pixels, frame.pixels), "opaque frames survive PNG exactly")
            let raw = [UInt8](try Data(contentsOf: raws[index]))
            #expect(raw.count == 100 * 100 * 4)
            for (x, y) in [(0, 0), (50, 50), (99, 10), (5, 97)] {
                let p = frame.pixels.rgba(x: x, y: y)
                #expect(Array(raw[(y * 100 + x) * 4..<(y * 100 + x) * 4 + 4]) == [p.0, p.1, p.2, p.3], "pixel (\(x), \(y))")
            }
        }
    }
}
