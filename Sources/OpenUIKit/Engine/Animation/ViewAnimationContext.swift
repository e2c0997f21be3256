/// Decides what a change of a view's layer property does: nothing outside animation blocks
/// (views do not animate implicitly), an animation inside `UIView.animate` blocks and property
/// animators, a recorded key value inside `animateKeyframes`.
@MainActor
enum ViewAnimationContext {
    // Behaviour source [D] [O] — Animation, timing, controls and dynamics
    //   Rule: View blocks animate `cornerRadius` since iOS 11
    //   Value: included
    //   Source: Apple announced it at WWDC 2017, session 230 "Advanced Animations with UIKit"
    //     (https://developer.apple.com/videos/play/wwdc2017/230/): `cornerRadius` is animatable in
    //     view animation blocks from iOS 11 [D]; apps that animate it in blocks rely on it [O].
    /// The layer properties a view animates in blocks: UIKit's animatable view properties plus
    /// `cornerRadius` (picked up automatically since iOS 11) [D: WWDC 2017 session 230, "Advanced
    /// Animations with UIKit"][O]. Borders and shadows need an
    /// explicit `CABasicAnimation`, as on iOS.
    static let animatableProperties: Set<LayerProperty> = [
        .position, .bounds, .transform, .opacity, .backgroundColor, .cornerRadius, .anchorPoint, .zPosition, .sublayerTransform,
        // The blur of a UIVisualEffectView's backdrop: `effect` changes animate inside blocks, as on iOS.
        .backdropBlurRadius,
    ]
    /// The same as a mask of `LayerProperty.bit`s (looked up for every change in a block).
    private static let animatableMask: UInt64 = animatableProperties.reduce(0) { $0 | $1.bit }

    /// The property `key` names: the one being changed when the lookup comes from a property
    /// change (no parsing), else parsed.
    private static func property(forKey key: String) -> LayerProperty? {
        if let changing = Transactions.changingProperty, changing.key == key { return changing }
        return LayerProperty(key: key)
    }

    static func action(for view: UIView, forKey key: String) -> (any CAAction)? {
        let state = UIApplication.shared.state
        // Outside animation blocks (every ordinary property change) nothing else is looked at.
        let collector = state.keyframeCollector, block = state.animationBlocks.last
        guard collector != nil || block != nil, state.animationsEnabled, state.animationsSuppressed == 0,
              let property = Self.property(forKey: key), animatableMask & property.bit != 0 else { return nil }
        let layer = view.layer
        let oldModel = LayerHosting.modelValue(of: property, in: layer)
        if let collector {
            return KeyframeRecordingAction(collector: collector, property: property, oldModel: oldModel)
        }
        guard let block else { return nil }
        block.noteChanged(view)
        let presentation = block.options.contains(.beginFromCurrentState) ? LayerHosting.presentationValue(of: property, in: layer) : oldModel
        return block.propertyAction(for: property, oldModel: oldModel, presentation: presentation)
    }
}

/// The action for one property change inside an animation block. A block reuses its last one
/// once nothing else holds it (`ViewAnimationBlock.propertyAction(for:oldModel:presentation:)`).
@MainActor
final class ViewPropertyAction: CAAction {
    let block: ViewAnimationBlock
    @exclusivity(unchecked) var property: LayerProperty
    @exclusivity(unchecked) var oldModel: AnimationValue
    @exclusivity(unchecked) var presentation: AnimationValue

    init(block: ViewAnimationBlock, property: LayerProperty, oldModel: AnimationValue, presentation: AnimationValue) {
        self.block = block
        self.property = property
        self.oldModel = oldModel
        self.presentation = presentation
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        block.animate(property, on: layer, oldModel: oldModel, presentation: presentation)
    }
}

/// The action for one property change inside `animateKeyframes`: records the new value.
@MainActor
private final class KeyframeRecordingAction: CAAction {
    let collector: KeyframeCollector
    let property: LayerProperty
    let oldModel: AnimationValue

    init(collector: KeyframeCollector, property: LayerProperty, oldModel: AnimationValue) {
        self.collector = collector
        self.property = property
        self.oldModel = oldModel
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        collector.record(property, on: layer, oldModel: oldModel)
    }
}
