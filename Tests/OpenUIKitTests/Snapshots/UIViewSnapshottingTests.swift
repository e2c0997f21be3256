@testable import OpenUIKit
import Testing

@MainActor
struct UIViewSnapshottingTests {
    private func makeRedSquare(in window: UIWindow) -> UIView {
        let view = UIView(frame: CGRect(x: 20, y: 40, width: 40, height: 30))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        inner.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.addSubview(inner)
        window.addSubview(view)
        return view
    }

    @Test func snapshotIsAStaticPictureSizedToTheBounds() {
        withApp { _ in
            let window = makeWindow()
            let view = makeRedSquare(in: window)
            CATransaction.flush()
            let snapshot = view.snapshotView(afterScreenUpdates: false)!
            #expect(snapshot.bounds.size == CGSize(width: 40, height: 30))
            let image = snapshot.layer.contents as! CGImage
            #expect(image.width == 120 && image.height == 90, "at the screen's 3x scale")
            #expect(pixel(image, 3, 3) == (255, 0, 0, 255))
            #expect(pixel(image, 45, 45) == (0, 0, 255, 255))
            // Changing the source afterwards does not change the snapshot.
            view.backgroundColor = .green
            view.subviews[0].removeFromSuperview()
            CATransaction.flush()
            #expect(pixel(snapshot.layer.contents as! CGImage, 45, 45) == (0, 0, 255, 255))
            // A snapshot of a snapshot shares its picture.
            let copy = snapshot.snapshotView(afterScreenUpdates: true)!
            #expect((copy.layer.contents as! CGImage) === image)
        }
    }

    @Test func snapshotAfterUpdatesOfAViewOutsideAWindowDrawsItsDrawnSubviews() {
        withApp { _ in
            // A label (content drawn with draw(_:)) in a view that is in no window, as an
            // animator snapshots the incoming controller's view before adding it.
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            view.backgroundColor = .white
            let label = UILabel(frame: view.bounds)
            label.text = "████"
            label.textColor = .black
            view.addSubview(label)
            let image = view.snapshotView(afterScreenUpdates: true)!.layer.contents as! CGImage
            var dark = 0
            for y in stride(from: 0, to: image.height, by: 3) {
                for x in stride(from: 0, to: image.width, by: 3) where pixel(image, x, y).r < 100 { dark += 1 }
            }
            #expect(dark > 50, "the label's text is in the snapshot")
            // It still draws once it is in a window.
            let window = makeWindow()
            window.addSubview(view)
            CATransaction.flush()
            #expect(label.layer.contents != nil)
        }
    }

    @Test func aViewWaitingToDrawWhenTheEngineResetsStillDrawsInAWindow() {
        // Made before the application is reset (as a controller passed to a test host can be):
        // the pending redraw is forgotten by the reset, the request is not.
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.text = "Hello 你好"
        withApp { _ in
            let window = makeWindow()
            window.addSubview(label)
            CATransaction.flush()
            #expect(label.layer.contents != nil && !label.layer.needsDisplay())
        }
    }

    @Test func snapshotWithoutUpdatesShowsThePresentation() {
        withApp { _ in
            let window = makeWindow()
            let view = makeRedSquare(in: window)
            CATransaction.flush()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
            advance(0.5)
            let now = view.snapshotView(afterScreenUpdates: false)!.layer.contents as! CGImage
            let after = view.snapshotView(afterScreenUpdates: true)!.layer.contents as! CGImage
            // Half transparent red (premultiplied) versus the model's alpha of 0.
            let half = pixel(now, 3, 3)
            #expect(abs(half.r - 128) <= 1 && abs(half.a - 128) <= 1 && half.g == 0)
            #expect(pixel(after, 3, 3).a == 0)
        }
    }

    @Test func unrenderedViewGivesAnEmptySnapshotAndUIKitsMessage() {
        withApp { capture in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = .red
            let empty = view.snapshotView(afterScreenUpdates: false)!
            #expect(empty.layer.contents == nil)
            #expect(capture.records(withCode: .viewMisuse).first?.message.hasPrefix("Snapshotting a view that has not been rendered results in an empty snapshot.") == true)
            let rendered = view.snapshotView(afterScreenUpdates: true)!
            #expect(pixel(rendered.layer.contents as! CGImage, 1, 1) == (255, 0, 0, 255))
        }
    }

    @Test func resizableSnapshotCropsAndSetsCapInsets() {
        withApp { _ in
            let window = makeWindow()
            let view = makeRedSquare(in: window)
            CATransaction.flush()
            let snapshot = view.resizableSnapshotView(from: CGRect(x: 10, y: 10, width: 20, height: 10), afterScreenUpdates: false,
                                                      withCapInsets: UIEdgeInsets(top: 2, left: 5, bottom: 2, right: 5))!
            let image = snapshot.layer.contents as! CGImage
            #expect(image.width == 60 && image.height == 30)
            #expect(pixel(image, 1, 1) == (0, 0, 255, 255))
            #expect(pixel(image, 40, 1) == (255, 0, 0, 255))
            #expect(snapshot.layer.contentsCenter == CGRect(x: 0.25, y: 0.2, width: 0.5, height: 0.6))
        }
    }

    @Test func drawHierarchyDrawsIntoTheCurrentContext() {
        withApp { _ in
            let window = makeWindow()
            let view = makeRedSquare(in: window)
            CATransaction.flush()
            var drew = false
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 60), format: format).image { _ in
                drew = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 80, height: 60), afterScreenUpdates: true)
            }
            #expect(drew)
            let picture = image.cgImage!
            #expect(pixel(picture, 2, 2) == (255, 0, 0, 255))
            // The inner square (10...20 in a 40-point view) doubled: 20...40 pixels.
            #expect(pixel(picture, 30, 30) == (0, 0, 255, 255))
            #expect(!view.drawHierarchy(in: .zero, afterScreenUpdates: true), "no current context")
        }
    }
}
