/// How the animations of one animation block are paced.
enum ViewAnimationTiming {
    case curve(CAMediaTimingFunction)
    /// A spring with Core Animation's physical parameters; `initialVelocity` is relative to the
    /// distance (1 = the whole distance per second).
    case spring(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat)
}

/// One `UIView.animate` block (or the animations of a property animator): the parameters every
/// property change inside it animates with, and the completion waiting for those animations.
@MainActor
final class ViewAnimationBlock {
    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let timing: ViewAnimationTiming
    let repeatCount: Float
    let autoreverses: Bool
    /// Property animators: the animations follow this driver instead of time.
    let driver: AnimationProgressDriver?
    /// Property animators: where in the overall progress this block's animations start.
    let driverStart: Double
    /// Property animators: told about every animation added (layer, key, property, the value
    /// before the change), to move the model and remove the animations at the end.
    @exclusivity(unchecked) var onDrivenAnimationAdded: ((CALayer, String, LayerProperty, AnimationValue) -> Void)?

    @exclusivity(unchecked) private var completion: ((Bool) -> Void)?
    @exclusivity(unchecked) private var pendingAnimations = 0
    @exclusivity(unchecked) private var allFinished = true
    @exclusivity(unchecked) private var isOpen = true
    @exclusivity(unchecked) private var hasCompleted = false
    /// Views changed inside the block (for the `.layoutSubviews` option).
    @exclusivity(unchecked) private var changedViews: [Weak<UIView>] = []
    /// The action last handed out for a property change, reused for the next change once
    /// nothing else holds it (a change runs its action at once, so usually nothing does). It
    /// holds the block: let go when the block closes.
    @exclusivity(unchecked) private var spareAction: ViewPropertyAction?

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: ViewAnimationTiming,
                 repeatCount: Float = 0, autoreverses: Bool = false, driver: AnimationProgressDriver? = nil,
                 driverStart: Double = 0, completion: ((Bool) -> Void)?) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.timing = timing
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.driver = driver
        self.driverStart = driverStart
        self.completion = completion
        if options.contains(.allowUserInteraction) { UIApplication.shared.state.interactionAllowingAnimationBlocks += 1 }
    }

    // Behaviour source [D] — Animation, timing, controls and dynamics
    //   Rule: Properties animated additively since iOS 8
    //   Value: position, bounds, transform…
    //   Source: Apple, WWDC 2014 session 236 "Building Interruptible and Responsive Interactions"
    //     (transcript: https://asciiwwdc.com/2014/sessions/236): additive animations are iOS 8's
    //     default for these properties. Also "Additive animations: animateWithDuration in iOS 8"
    //     (iosoteric.com).
    /// Properties UIKit animates additively since iOS 8 [D: WWDC 2014 session 236, "Building
    /// Interruptible and Responsive Interactions"]: a new animation adds its motion to the ones
    /// already running instead of replacing them, so changes mid-flight blend.
    /// (A switch, not a static set: a static is read through `swift_once`, and the set hashes.)
    private static func isAdditive(_ property: LayerProperty) -> Bool {
        switch property {
        case .position, .bounds, .transform, .anchorPoint, .sublayerTransform: true
        default: false
        }
    }

    /// Adds the animation of `property` on `layer` from its old value to the model value it was
    /// just given.
    func animate(_ property: LayerProperty, on layer: CALayer, oldModel: AnimationValue, presentation: AnimationValue) {
        let newValue = LayerHosting.modelValue(of: property, in: layer)
        // An unchanged value adds no animation (and so does not delay the completion).
        if AnimationValue.haveEqualVectors(oldModel, newValue) { return }
        let animation = makeAnimation()
        var key = property.key
        if Self.isAdditive(property), let delta = AnimationValue.difference(from: newValue, to: oldModel),
           let zero = AnimationValue.difference(from: newValue, to: newValue) {
            animation.isAdditive = true
            LayerHosting.configure(animation, property: property, from: delta, to: zero)
            key = Self.uniqueKey(property.key, on: layer)
        } else {
            let start = options.contains(.beginFromCurrentState) ? presentation : oldModel
            LayerHosting.configure(animation, property: property, from: start, to: newValue)
        }
        install(animation, forKey: key, on: layer, property: property, startValue: oldModel)
    }

    /// Installs an animation this block built (basic, spring or keyframe) on `layer`.
    func install(_ animation: CAPropertyAnimation, forKey key: String, on layer: CALayer,
                         property: LayerProperty, startValue: AnimationValue) {
        animation.duration = duration
        if case .curve(let function) = timing, !(animation is CASpringAnimation) { animation.timingFunction = function }
        if let driver {
            animation.timingFunction = nil
            LayerHosting.add(animation, to: layer, forKey: key, drivenBy: driver, startingAt: driverStart)
            onDrivenAnimationAdded?(layer, key, property, startValue)
            return
        }
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        if delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards
        }
        // Views being animated ignore touches unless the block allows them (documented since
        // iOS 5; earlier the whole application ignored them).
        // The block is every one of its animations' delegate; each animation carries the count
        // of the view whose touches it blocks (a delegate object per animation was an allocation).
        if !options.contains(.allowUserInteraction), let blocked = (layer.delegate as? UIView)?.interactionBlockCount {
            blocked.count += 1
            LayerHosting.setAttachment(blocked, of: animation)
        }
        animation.delegate = self
        pendingAnimations += 1
        // The block made this animation for this layer alone: no copy needed.
        LayerHosting.addOwned(animation, to: layer, forKey: key)
    }

    /// The action for a change of `property` inside the block, from `oldModel` (and from
    /// `presentation` with `.beginFromCurrentState`).
    func propertyAction(for property: LayerProperty, oldModel: AnimationValue, presentation: AnimationValue) -> ViewPropertyAction {
        if isKnownUniquelyReferenced(&spareAction), let action = spareAction {
            action.property = property
            action.oldModel = oldModel
            action.presentation = presentation
            return action
        }
        let action = ViewPropertyAction(block: self, property: property, oldModel: oldModel, presentation: presentation)
        if isOpen { spareAction = action }
        return action
    }

    func noteChanged(_ view: UIView) {
        guard options.contains(.layoutSubviews), !changedViews.contains(where: { $0.object === view }) else { return }
        changedViews.append(Weak(view))
    }

    /// With `.layoutSubviews`: lays out the changed views now, inside the block, so the frames
    /// their `layoutSubviews` sets animate with them.
    func layOutChangedViews() {
        for view in changedViews.compactMap(\.object) {
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
    }

    /// The block's closure returned: no more animations join it.
    func close() {
        isOpen = false
        spareAction = nil
        if driver != nil { return }
        if pendingAnimations == 0 {
            // Nothing animated (or zero duration): the completion runs at the start of the next
            // turn of the main loop with `finished == true`, as on iOS.
            FrameScheduler.performOnNextFrame { [self] in complete(finished: true) }
        }
    }

    /// A nested block whose animations count as this block's (`modifyAnimations`) started.
    func childWillStart() { pendingAnimations += 1 }

    /// That nested block completed.
    func childDidComplete(finished: Bool) { animationDidStop(finished: finished) }

    fileprivate func animationDidStop(finished: Bool) {
        pendingAnimations -= 1
        allFinished = allFinished && finished
        if pendingAnimations == 0, !isOpen { complete(finished: allFinished) }
    }

    private func complete(finished: Bool) {
        guard !hasCompleted else { return }
        hasCompleted = true
        let block = completion
        completion = nil
        block?(finished)
    }

    private func makeAnimation() -> CABasicAnimation {
        switch timing {
        case .curve:
            return CABasicAnimation()
        case .spring(let mass, let stiffness, let damping, let velocity):
            if driver != nil { return CABasicAnimation() }
            let spring = CASpringAnimation()
            spring.mass = mass
            spring.stiffness = stiffness
            spring.damping = damping
            spring.initialVelocity = velocity
            return spring
        }
    }

    /// `key`, or `key-2`, `key-3`... when an animation already uses it (additive animations of
    /// one property run side by side).
    private static func uniqueKey(_ key: String, on layer: CALayer) -> String {
        // Looked up in place: a set of the layer's keys cost two allocations per animation.
        guard LayerHosting.hasAnimation(layer, forKey: key) else { return key }
        var index = 2
        while LayerHosting.hasAnimation(layer, forKey: "\(key)-\(index)") { index += 1 }
        return "\(key)-\(index)"
    }
}

/// The block hears its animations end (CAAnimation keeps its delegate alive, as on iOS): the
/// view an animation blocked takes touches again once its last blocking animation stops.
extension ViewAnimationBlock: CAAnimationDelegate {
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if let blocked = LayerHosting.attachment(of: anim) as? InteractionBlockCount {
            blocked.count -= 1
            LayerHosting.setAttachment(nil, of: anim)
        }
        animationDidStop(finished: flag)
    }
}

/// How many running animations keep a view from touches (`UIView.interactionBlockingAnimations`),
/// shared by the view and those animations (`LayerHosting.attachment(of:)`).
@MainActor
final class InteractionBlockCount {
    @exclusivity(unchecked) var count = 0
}

/// A weak reference in a collection.
struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
