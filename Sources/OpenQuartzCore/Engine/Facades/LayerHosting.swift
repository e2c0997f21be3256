import Foundation

/// What UIKit does to layers beyond Core Animation's public API, and the one way OpenUIKit
/// reaches it: a view owning its layer, the animations UIKit makes itself (animation blocks,
/// property animators, transitions), the pixels of snapshots and frames, and the display links
/// UIKit runs. The layer classes keep these members internal.
@MainActor
package enum LayerHosting {
    // MARK: A view's layer

    /// A new layer of class `type` (what `UIView.layerClass` asks for); `nil`, reported once,
    /// for a subclass the engine cannot make.
    package static func makeLayer(ofClass type: CALayer.Type) -> CALayer? { CALayer.makeLayer(ofClass: type) }

    /// Makes `owner` (a view) the layer's delegate, held strongly as the view holds its layer;
    /// `answersEveryActionAsAView`: the owner answers every action (UIKit's own views).
    package static func adopt(_ layer: CALayer, owner: any CALayerDelegate, answersEveryActionAsAView: Bool) {
        layer.setOwningDelegate(owner, answersEveryActionAsAView: answersEveryActionAsAView)
    }

    /// The owning view is going away: the layer lets go of it.
    package static func ownerWillGoAway(_ layer: CALayer) { layer.ownerWillGoAway() }

    /// The "no action" answer (one shared instance) a view gives outside an animation block.
    package static var noAction: NSNull { NoAction.marker }

    /// The key-value observers of the layer's owning view, told when the layer's properties
    /// change (a view's `frame`, `center` and `bounds` are its layer's).
    package static func setOwnerKeyValueObservers(_ observers: KeyValueObserverList?, of layer: CALayer) {
        layer.delegateKeyValueObservers = observers
    }

    /// The sublayers, without the copy `sublayers` makes.
    package static func sublayers(of layer: CALayer) -> [CALayer] { layer.internalSublayers }

    /// Whether a layer below this one needs layout.
    package static func subtreeNeedsLayout(_ layer: CALayer) -> Bool { layer.subtreeNeedsLayout }

    /// Schedules the display a layer marked as needing one (a view added to a window).
    package static func scheduleDisplay(_ layer: CALayer) { layer.ensureDisplayScheduled() }

    /// Sets `contents` without an implicit animation or a display (a view's backing store).
    package static func setContentsWithoutAction(_ contents: Any?, of layer: CALayer) {
        layer.setContentsWithoutAction(contents)
    }

    /// A radius per corner (`UIView.cornerConfiguration`), drawn instead of `cornerRadius`.
    package static func setCornerRadii(_ radii: [CGFloat]?, of layer: CALayer) { layer.cornerRadiiByCorner = radii }

    /// The blur of what lies behind the layer (`UIVisualEffectView`).
    package static func setBackdropBlurRadius(_ radius: CGFloat, of layer: CALayer) { layer.backdropBlurRadius = radius }

    /// Whether a commit has happened since the layer was made (it has a presentation).
    package static func isCommitted(_ layer: CALayer) -> Bool { layer.isCommitted }

    // MARK: Animations UIKit makes

    /// The layer's model value of `property`.
    package static func modelValue(of property: LayerProperty, in layer: CALayer) -> AnimationValue {
        layer.modelValue(of: property)
    }

    /// The value of `property` on screen now (the presentation).
    package static func presentationValue(of property: LayerProperty, in layer: CALayer) -> AnimationValue {
        layer.currentPresentationValue(of: property)
    }

    /// Points an animation at `property` with typed endpoints (no boxing through `Any`).
    package static func configure(_ animation: CABasicAnimation, property: LayerProperty, from: AnimationValue, to: AnimationValue) {
        animation.setKeyPath(for: property)
        animation.setTypedEndpoints(from: from, to: to)
    }

    /// What the animation's delegate keeps for this animation alone.
    package static func attachment(of animation: CAAnimation) -> AnyObject? { animation.delegateAttachment }
    package static func setAttachment(_ attachment: AnyObject?, of animation: CAAnimation) { animation.delegateAttachment = attachment }

    /// Marks a never-ending decoration (an activity indicator's spin), which waiting for idle
    /// does not wait for.
    package static func makeAmbient(_ animation: CAAnimation) { animation.isAmbient = true }

    /// Adds `animation` itself, not a copy (UIKit's own animations, which it keeps changing).
    package static func addOwned(_ animation: CAAnimation, to layer: CALayer, forKey key: String?) {
        layer.addOwned(animation, forKey: key)
    }

    /// Adds a copy of `animation` whose progress comes from `driver` (property animators).
    package static func add(_ animation: CAAnimation, to layer: CALayer, forKey key: String?, drivenBy driver: AnimationProgressDriver,
                            startingAt start: Double = 0) {
        layer.add(animation, forKey: key, drivenBy: driver, startingAt: start)
    }

    /// A timing function's curve, to evaluate it directly (an interactive transition's scrub).
    package static func curve(of function: CAMediaTimingFunction) -> UnitBezier { function.curve }

    /// Whether an animation is attached under `key`.
    package static func hasAnimation(_ layer: CALayer, forKey key: String) -> Bool { layer.hasAnimation(forKey: key) }

    // MARK: Pixels

    /// The layer tree drawn into a new image at `scale`, from the model or the presentation.
    package static func renderedImage(of layer: CALayer, scale: CGFloat, usesPresentation: Bool) -> CGImage? {
        layer.renderedImage(scale: scale, usesPresentation: usesPresentation)
    }

    /// The layer tree drawn straight into `target` at `origin`, clipped to `clip` (pixels);
    /// false, drawing nothing, when the layer has no pixels at `scale`.
    package static func render(_ layer: CALayer, into target: PixelBuffer, at origin: (x: Int, y: Int),
                               clip: (x0: Int, y0: Int, x1: Int, y1: Int), scale: CGFloat, usesPresentation: Bool) -> Bool {
        layer.render(into: target, at: origin, clip: clip, scale: scale, usesPresentation: usesPresentation)
    }

    /// A frozen copy of the layer tree's presentation, or nil past `limit` layers.
    package static func frozenReplica(of layer: CALayer, limit: Int) -> CALayer? { layer.frozenReplica(limit: limit) }

    /// Renders `layer` over the frame `renderer` drew (another window over the first).
    package static func render(_ layer: CALayer, over renderer: CARenderer) { renderer.renderOver(layer) }

    /// The pixels of the frame `renderer` drew (premultiplied BGRA), without a copy.
    package static func framePixels(of renderer: CARenderer) -> PixelBuffer? { renderer.framePixels }

    // MARK: Display links

    /// What a display link UIKit made does, for the list of pending work.
    package static func setPurpose(_ purpose: String?, of link: CADisplayLink) { link.purpose = purpose }
}
