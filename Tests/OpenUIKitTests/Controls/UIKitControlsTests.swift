@testable import OpenQuartzCore
@testable import OpenUIKit
import Testing

@MainActor
struct UIKitControlsTests {
    @Test func labelMeasuresAndDrawsChineseText() {
        withApp { _ in
            let window = makeWindow()
            let label = UILabel()
            label.text = "转场动画 Transitions"
            label.font = .systemFont(ofSize: 20)
            label.sizeToFit()
            #expect(label.bounds.width > 150 && label.bounds.height >= 20 && label.bounds.height < 40)
            window.addSubview(label)
            CATransaction.flush()
            let image = label.layer.contents as! CGImage
            // Some opaque ink in the first (Chinese) glyph's box.
            var ink = 0
            for y in 0..<image.height { for x in 0..<min(60, image.width) where pixel(image, x, y).a > 128 { ink += 1 } }
            #expect(ink > 100)
            label.numberOfLines = 0
            let wrapped = label.sizeThatFits(CGSize(width: 80, height: 1000))
            #expect(wrapped.width <= 80 && wrapped.height > label.bounds.height * 1.5)
        }
    }

    @Test func buttonSendsActionsToTargetsAndActions() {
        withApp { _ in
            @MainActor final class Handler {
                var log: [String] = []
                func tapped() { log.append("tapped") }
                func tappedWithSender(_ sender: UIButton) { log.append("sender \(sender.currentTitle ?? "")") }
            }
            let handler = Handler()
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            button.addTarget(handler, action: Handler.tapped, for: .touchUpInside)
            button.addTarget(handler, action: Handler.tappedWithSender, for: .touchUpInside)
            button.addAction(UIAction { _ in handler.log.append("action") }, for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            #expect(handler.log == ["tapped", "sender Go", "action"])
            button.sendActions(for: .valueChanged)
            #expect(handler.log.count == 3)
            button.isEnabled = false
            button.sendActions(for: .touchUpInside)
            #expect(handler.log.count == 3)
            #expect(button.state == .disabled)
            button.isEnabled = true
            button.removeTarget(handler, for: .allEvents)
            button.sendActions(for: .touchUpInside)
            #expect(handler.log == ["tapped", "sender Go", "action", "action"])
        }
    }

    @Test func buttonConfigurationColoursAndTitle() {
        withApp { _ in
            var ran = false
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Done"
            let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in ran = true })
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
            button.layoutIfNeeded()
            #expect(button.currentTitle == "Done")
            #expect(button.layer.backgroundColor == UIColor.systemBlue.cgColor)
            #expect(button.titleLabel?.textColor == .white)
            #expect(button.layer.cornerRadius == 8)
            button.sendActions(for: .primaryActionTriggered)
            #expect(ran)
        }
    }

    @Test func imageViewShowsItsImageAsContents() {
        withApp { _ in
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: format).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
            }
            let view = UIImageView(image: image)
            #expect(view.frame.size == CGSize(width: 8, height: 4))
            #expect((view.layer.contents as? CGImage) === image.cgImage)
            #expect(view.layer.contentsScale == 2)
            #expect(!view.isUserInteractionEnabled)
            view.contentMode = .scaleAspectFit
            #expect(view.layer.contentsGravity == .resizeAspect)
            view.contentMode = .top
            #expect(view.layer.contentsGravity == .bottom, "iOS layers are not flipped: a view's top is Core Animation's bottom")
        }
    }

    @Test func anImageViewCyclesItsAnimationImagesThenShowsItsImage() throws {
        try withApp { _ in
            @MainActor func solid(_ color: UIColor) -> UIImage {
                let format = UIGraphicsImageRendererFormat()
                format.scale = 1
                return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
                    color.setFill()
                    context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
                }
            }
            let window = makeWindow()
            let still = solid(.black), frames = [solid(.red), solid(.green), solid(.blue)]
            let view = UIImageView(image: still)
            window.addSubview(view)
            view.animationImages = frames
            view.animationDuration = 0.3
            view.animationRepeatCount = 2
            #expect(!view.isAnimating)
            view.startAnimating()
            #expect(view.isAnimating)
            CATransaction.flush()
            @MainActor func shown() -> CGImage? { view.layer.presentation()?.contents as? CGImage }
            // A tenth of a second each, in order, twice.
            advance(0.05)
            #expect(shown() === frames[0].cgImage)
            advance(0.1)
            #expect(shown() === frames[1].cgImage)
            advance(0.1)
            #expect(shown() === frames[2].cgImage)
            advance(0.1)
            #expect(shown() === frames[0].cgImage)
            try #require(RunLoopDriver.shared.runUntilIdle(timeout: 2).isEmpty)
            #expect(!view.isAnimating)
            #expect(shown() === still.cgImage)
            // Forever until stopped; without a duration, 1/30 s an image.
            view.animationRepeatCount = 0
            view.animationDuration = 0
            view.startAnimating()
            #expect((view.layer.animation(forKey: "UIImageAnimation") as? CAKeyframeAnimation)?.duration == 0.1)
            advance(5)
            #expect(view.isAnimating)
            view.stopAnimating()
            #expect(!view.isAnimating)
            #expect(view.layer.contents as? CGImage === still.cgImage)
        }
    }
}
