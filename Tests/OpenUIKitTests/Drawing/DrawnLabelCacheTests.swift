@testable import OpenCoreGraphics
@testable import OpenUIKit
import Testing

/// Plain labels with the same text, style, bounds and scale share one backing store; anything
/// that changes the drawing draws again, and subclasses always draw themselves.
@MainActor
struct DrawnLabelCacheTests {
    private func label(_ text: String, in window: UIWindow, color: UIColor = .black) -> UILabel {
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 120, height: 30))
        label.text = text
        label.textColor = color
        window.addSubview(label)
        return label
    }

    private func contents(_ view: UIView) -> CGImage? { view.layer.contents as? CGImage }

    /// The pixel bytes of an image, for comparing drawings.
    private func bytes(_ image: CGImage?) -> [UInt8] {
        guard let image else { return [] }
        return Array(UnsafeRawBufferPointer(start: image.pixels.data, count: image.pixels.byteCount))
    }

    @Test func equalLabelsShareTheirDrawingAndItMatchesAFreshOne() throws {
        try withApp { capture in
            let window = makeWindow()
            let first = label("‹ Back", in: window)
            CATransaction.flush()
            let drawn = try #require(contents(first))
            let second = label("‹ Back", in: window)
            CATransaction.flush()
            #expect(contents(second) === drawn, "the second label reuses the first one's picture")

            // The same label drawn with an empty cache gives the same bytes.
            UIApplication.shared.state.drawnLabels = DrawnLabelCache()
            let fresh = label("‹ Back", in: window)
            CATransaction.flush()
            #expect(contents(fresh) !== drawn)
            #expect(bytes(contents(fresh)) == bytes(drawn))
            #expect(capture.records.isEmpty)
        }
    }

    @Test func textColourBoundsAndEnablementDrawAgain() throws {
        try withApp { _ in
            let window = makeWindow()
            let reference = label("Title", in: window)
            CATransaction.flush()
            let drawn = try #require(contents(reference))

            let otherText = label("Titles", in: window)
            let red = label("Title", in: window, color: .red)
            let wider = label("Title", in: window)
            wider.frame.size.width = 160
            let disabled = label("Title", in: window)
            disabled.isEnabled = false
            CATransaction.flush()
            for other in [otherText, red, wider, disabled] {
                let image = try #require(contents(other))
                #expect(image !== drawn)
                #expect(bytes(image) != bytes(drawn))
            }
            // Red text: some pixel is red where the reference has black.
            let redPixels = try #require(contents(red))
            let hasRed = (0..<redPixels.height).contains { y in (0..<redPixels.width).contains { x in
                let p = pixel(redPixels, x, y)
                return p.a > 200 && p.r > 200 && p.g < 60
            } }
            #expect(hasRed)
        }
    }

    @Test func subclassesAreNeverServedAPlainLabelsDrawing() throws {
        final class Outlined: UILabel {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(bounds)
                super.draw(rect)
            }
        }
        try withApp { _ in
            let window = makeWindow()
            let plain = label("Same", in: window)
            CATransaction.flush()
            let outlined = Outlined(frame: plain.frame)
            outlined.text = "Same"
            outlined.textColor = .black
            window.addSubview(outlined)
            CATransaction.flush()
            let image = try #require(contents(outlined))
            #expect(image !== contents(plain))
            #expect(pixel(image, 1, 1) == (255, 0, 0, 255), "the subclass drew its own fill")
            #expect(UIApplication.shared.state.drawnLabels.count == 1, "only the plain label's drawing is kept")
        }
    }

    @Test func theCacheStaysWithinItsByteLimit() {
        withApp { _ in
            let window = makeWindow()
            let small = DrawnLabelCache(byteLimit: 400_000)
            UIApplication.shared.state.drawnLabels = small
            // 120 x 30 points at 3x: 360 x 90 pixels, 129,600 bytes; three fit, a fourth starts again.
            for index in 0..<4 { _ = label("Row \(index)", in: window) }
            CATransaction.flush()
            #expect(small.count == 1)
            let big = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            big.text = "Too big to keep"
            window.addSubview(big)
            CATransaction.flush()
            #expect(contents(big) != nil)
            #expect(small.count == 1, "a picture larger than the limit is drawn but not kept")
        }
    }
}
