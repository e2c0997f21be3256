#if CommandLine
import OpenQuartzCore

/// A Core Animation scene the `render` command turns into pictures: it builds a screen-sized
/// layer tree and starts its animations; the recorder then steps the clock and renders.
struct RenderScene: Sendable {
    let name: String
    let summary: String
    /// Seconds worth recording (the animation and a short rest after it).
    let duration: Double
    let build: @MainActor @Sendable (_ scale: CGFloat) -> CALayer

    static let all: [RenderScene] = [flip, bubble, slide, overlay] + uikitScenes

    static func named(_ name: String) -> RenderScene? { all.first { $0.name == name } }
}

@MainActor
private func screenLayer(_ screen: MockScreen, scale: CGFloat) -> CALayer {
    let layer = CALayer()
    layer.frame = CGRect(origin: .zero, size: MockScreen.size)
    layer.contents = screen.image(scale: scale)
    layer.contentsScale = scale
    return layer
}

@MainActor
private func rootLayer() -> CALayer {
    let root = CALayer()
    root.frame = CGRect(origin: .zero, size: MockScreen.size)
    root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
    return root
}

extension RenderScene {
    /// Seeds 002 and 004: two faces turning about y with m34 perspective; each face is
    /// single-sided, so the back shows once the front has turned past 90°. The animations stay
    /// on the layers at their end (fillMode forwards, not removed), as the seed code does: a
    /// model transform of exactly a half turn would decompose into x = π, z = π rotations, and
    /// a `transform.rotation.y` animation would then turn on top of it.
    static let flip = RenderScene(name: "ca-flip", summary: "card flip about y, m34 = -1/1000, single-sided faces, ease in-out, 1 s (seeds 002, 004)", duration: 1.2) { scale in
        let root = rootLayer()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 1000
        root.sublayerTransform = perspective
        let front = screenLayer(.inbox, scale: scale), back = screenLayer(.detail, scale: scale)
        for face in [back, front] {
            face.isDoubleSided = false
            root.addSublayer(face)
        }
        CATransaction.flush()
        for (face, from) in [(front, 0.0), (back, -Double.pi)] {
            let turn = CABasicAnimation(keyPath: "transform.rotation.y")
            turn.fromValue = from
            turn.toValue = from + .pi
            turn.duration = 1
            turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            turn.fillMode = .both
            turn.isRemovedOnCompletion = false
            face.add(turn, forKey: "flip")
        }
        return root
    }

    /// Seed 000's bubble transition: the new screen grows out of a button through a circular
    /// CAShapeLayer mask whose path is animated.
    static let bubble = RenderScene(name: "ca-bubble", summary: "circular reveal: a CAShapeLayer mask's path grows from a button, 0.6 s ease-out (seed 000)", duration: 0.8) { scale in
        let root = rootLayer()
        root.addSublayer(screenLayer(.inbox, scale: scale))
        let incoming = screenLayer(.detail, scale: scale)
        let mask = CAShapeLayer()
        mask.frame = incoming.bounds
        let centre = CGPoint(x: 330, y: 780)
        func circle(_ radius: CGFloat) -> CGPath {
            CGPath(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: radius * 2, height: radius * 2), transform: nil)
        }
        let finalRadius = (pow(centre.x, 2) + pow(centre.y, 2)).squareRoot()
        mask.path = circle(finalRadius)
        mask.fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        incoming.mask = mask
        root.addSublayer(incoming)
        CATransaction.flush()
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = circle(24)
        grow.toValue = circle(finalRadius)
        grow.duration = 0.6
        grow.timingFunction = CAMediaTimingFunction(name: .easeOut)
        mask.add(grow, forKey: "reveal")
        return root
    }

    /// Seed 003's push: the new screen slides in from the right with a shadow while the old one
    /// moves a third of the way left and darkens.
    static let slide = RenderScene(name: "ca-slide", summary: "push: new screen slides in with a shadow, old one moves left by 1/3 and dims, 0.5 s (seed 003)", duration: 0.7) { scale in
        let root = rootLayer()
        let old = screenLayer(.inbox, scale: scale), new = screenLayer(.detail, scale: scale)
        let dimming = CALayer()
        dimming.frame = old.bounds
        dimming.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        dimming.opacity = 0.25
        old.addSublayer(dimming)
        new.shadowOpacity = 0.3
        new.shadowRadius = 10
        new.shadowOffset = .zero
        new.shadowPath = CGPath(rect: new.bounds, transform: nil)
        root.addSublayer(old)
        root.addSublayer(new)
        CATransaction.flush()
        let width = MockScreen.size.width
        let curve = CAMediaTimingFunction(controlPoints: 0.2, 0.9, 0.3, 1)
        @MainActor func move(_ layer: CALayer, from: CGFloat, to: CGFloat) {
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.fromValue = from
            animation.toValue = to
            animation.duration = 0.5
            animation.timingFunction = curve
            layer.add(animation, forKey: "slide")
        }
        move(new, from: width * 1.5, to: width / 2)
        move(old, from: width / 2, to: width / 2 - width / 3)
        let dim = CABasicAnimation(keyPath: "opacity")
        dim.fromValue = 0
        dim.toValue = 0.25
        dim.duration = 0.5
        dimming.add(dim, forKey: "dim")
        CATransaction.setDisableActions(true)
        old.position.x = width / 2 - width / 3
        return root
    }

    /// Seed 000's overlay modal: a dimming layer fades in and a 2/3-height card springs up.
    static let overlay = RenderScene(name: "ca-overlay", summary: "overlay modal: dimming fades in, a 2/3-height rounded card springs up (CASpringAnimation, bounce 0.2) (seed 000)", duration: 1.0) { scale in
        let root = rootLayer()
        root.addSublayer(screenLayer(.inbox, scale: scale))
        let dimming = CALayer()
        dimming.frame = root.bounds
        dimming.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.4)
        root.addSublayer(dimming)
        let card = screenLayer(.detail, scale: scale)
        let height = MockScreen.size.height * 2 / 3
        card.frame = CGRect(x: 0, y: MockScreen.size.height - height, width: MockScreen.size.width, height: height)
        // iOS quirk kept: with the default (unflipped) geometry "bottom" gravity pins the
        // contents to the top edge on screen (UIKit's .top content mode uses it).
        card.contentsGravity = .bottom
        card.masksToBounds = true
        card.cornerRadius = 16
        card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        root.addSublayer(card)
        CATransaction.flush()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.3
        dimming.add(fade, forKey: "fade")
        let spring = CASpringAnimation(perceptualDuration: 0.6, bounce: 0.2)
        spring.keyPath = "position.y"
        spring.fromValue = MockScreen.size.height + height / 2
        spring.toValue = card.position.y
        spring.duration = spring.settlingDuration
        card.add(spring, forKey: "present")
        return root
    }
}
#endif
