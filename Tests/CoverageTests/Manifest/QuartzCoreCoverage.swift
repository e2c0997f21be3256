import OpenQuartzCore

@MainActor
let quartzCoreSections: [CoverageSection] = [
    CoverageSection(module: "OpenQuartzCore", title: "CATransform3D", entries: [
        CoverageEntry("CATransform3D (m11 ... m44), init(), memberwise init") { _ = CATransform3D().m34; _ = \CATransform3D.m44 },
        CoverageEntry("CATransform3DIdentity / CATransform3DIsIdentity / CATransform3DEqualToTransform") {
            _ = CATransform3DIsIdentity(CATransform3DIdentity); _ = CATransform3DEqualToTransform(CATransform3DIdentity, CATransform3DIdentity)
        },
        CoverageEntry("CATransform3DMakeTranslation / MakeScale / MakeRotation") {
            _ = CATransform3DMakeTranslation(0, 0, 0); _ = CATransform3DMakeScale(1, 1, 1); _ = CATransform3DMakeRotation(0, 0, 0, 1)
        },
        CoverageEntry("CATransform3DTranslate / Scale / Rotate / Concat / Invert") {
            let t = CATransform3DIdentity
            _ = CATransform3DTranslate(t, 0, 0, 0); _ = CATransform3DScale(t, 1, 1, 1)
            _ = CATransform3DRotate(t, 0, 0, 0, 1); _ = CATransform3DConcat(t, t); _ = CATransform3DInvert(t)
        },
        CoverageEntry("CATransform3DMakeAffineTransform / IsAffine / GetAffineTransform") {
            _ = CATransform3DIsAffine(CATransform3DMakeAffineTransform(.identity)); _ = CATransform3DGetAffineTransform(CATransform3DIdentity)
        },
        CoverageEntry("CATransform3D: Equatable") { _ = CATransform3DIdentity == CATransform3DIdentity },
        CoverageEntry("NSValue(caTransform3D:) / caTransform3DValue", .differs,
                      "boxed as 16 doubles (Foundation on Linux cannot box structs); animations accept the box or the transform itself") {
            _ = NSValue(caTransform3D: CATransform3DIdentity).caTransform3DValue
        },
    ]),
    CoverageSection(module: "OpenQuartzCore", title: "CALayer: geometry and hierarchy", entries: [
        CoverageEntry("CALayer.init() / init(layer:)") { _ = CALayer(); _ = CALayer(layer: CALayer()) },
        CoverageEntry("CALayer.init?(coder:)", .differs, "traps: layers cannot be unarchived") { _ = CALayer.init(coder:) },
        CoverageEntry("CALayer @MainActor", .differs, "layers are main-actor isolated, like the UIKit types that own them") { _ = CALayer.self },
        CoverageEntry("bounds / position / zPosition / anchorPoint / anchorPointZ") {
            let l = CALayer(); _ = (l.bounds, l.position, l.zPosition, l.anchorPoint, l.anchorPointZ)
        },
        CoverageEntry("frame (derived through transform)", .implemented, "setting it under rotation or perspective acts as if the transform were identity (undefined on iOS)") { _ = CALayer().frame },
        CoverageEntry("transform / sublayerTransform / affineTransform() / setAffineTransform(_:)") {
            let l = CALayer(); _ = (l.transform, l.sublayerTransform, l.affineTransform()); l.setAffineTransform(.identity)
        },
        CoverageEntry("sublayers / superlayer / addSublayer / insertSublayer(at:/below:/above:)") {
            let l = CALayer(); _ = (l.sublayers, l.superlayer)
            l.addSublayer(CALayer()); l.insertSublayer(CALayer(), at: 0)
            l.insertSublayer(CALayer(), below: nil); l.insertSublayer(CALayer(), above: nil)
        },
        CoverageEntry("replaceSublayer(_:with:) / removeFromSuperlayer()") {
            let l = CALayer(); l.replaceSublayer(CALayer(), with: CALayer()); l.removeFromSuperlayer()
        },
        CoverageEntry("convert(_:from:) / convert(_:to:) for points and rects") {
            let l = CALayer()
            _ = (l.convert(CGPoint.zero, from: nil), l.convert(CGPoint.zero, to: nil), l.convert(CGRect.zero, from: nil), l.convert(CGRect.zero, to: nil))
        },
        CoverageEntry("hitTest(_:) / contains(_:)", .implemented, "on a presentation copy, hit testing uses presentation values and returns presentation copies") {
            let l = CALayer(); _ = (l.hitTest(.zero), l.contains(.zero))
        },
        CoverageEntry("preferredFrameSize()") { _ = CALayer().preferredFrameSize() },
        CoverageEntry("name / mask") { let l = CALayer(); _ = (l.name, l.mask) },
        CoverageEntry("setNeedsLayout() / needsLayout() / layoutIfNeeded() / layoutSublayers()") {
            let l = CALayer(); l.setNeedsLayout(); _ = l.needsLayout(); l.layoutIfNeeded(); l.layoutSublayers()
        },
        CoverageEntry("setNeedsDisplay() / setNeedsDisplay(_:) / needsDisplay()") {
            let l = CALayer(); l.setNeedsDisplay(); l.setNeedsDisplay(.zero); _ = l.needsDisplay()
        },
        CoverageEntry("display() / draw(in:) / displayIfNeeded() / needsDisplayOnBoundsChange", .implemented, "backing stores are drawn at commit into a flipped (UIKit-coordinate) CGContext at contentsScale") {
            let l = CALayer(); l.display(); l.displayIfNeeded(); _ = l.needsDisplayOnBoundsChange
            l.draw(in: CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!)
        },
        CoverageEntry("render(in:)", .implemented, "draws model values (running animations ignored), as on iOS") {
            CALayer().render(in: CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!)
        },
        CoverageEntry("needsDisplay(forKey:) / defaultValue(forKey:) / custom animatable properties (keys of your own, animated)", .differs,
                      "Linux has no @NSManaged: a custom property reads and writes value(forKey:) (the source bridge rewrites @NSManaged so); numbers, points, sizes, rects, transforms and CGColors animate, show in presentation(), and redraw a needsDisplay(forKey:) layer each rendered frame (app layer classes adopt CALayerInstantiable; the bridge adds it to final ones)") {
            _ = CALayer.needsDisplay(forKey: "radius"); _ = CALayer.defaultValue(forKey: "opacity")
        },
        CoverageEntry("overriding frame / bounds / position") { _ = \CALayer.frame; _ = \CALayer.bounds; _ = \CALayer.position },
        CoverageEntry(missing: "layoutManager / constraints / autoresizingMask (macOS)", "macOS-only layout"),
    ]),
    CoverageSection(module: "OpenQuartzCore", title: "CALayer: appearance", entries: [
        CoverageEntry("opacity / isHidden / masksToBounds / isDoubleSided / isOpaque") {
            let l = CALayer(); _ = (l.opacity, l.isHidden, l.masksToBounds, l.isDoubleSided, l.isOpaque)
        },
        CoverageEntry("cornerRadius / maskedCorners") { let l = CALayer(); _ = (l.cornerRadius, l.maskedCorners) },
        CoverageEntry("cornerCurve", .differs, "stored; corners are always drawn as circular arcs (.continuous is not drawn as a squircle)") { _ = CALayer().cornerCurve },
        CoverageEntry("borderWidth / borderColor / backgroundColor") { let l = CALayer(); _ = (l.borderWidth, l.borderColor, l.backgroundColor) },
        CoverageEntry("shadowColor / shadowOpacity / shadowOffset / shadowRadius / shadowPath") {
            let l = CALayer(); _ = (l.shadowColor, l.shadowOpacity, l.shadowOffset, l.shadowRadius, l.shadowPath)
        },
        CoverageEntry("contents / contentsRect / contentsCenter / contentsGravity / contentsScale") {
            let l = CALayer(); _ = (l.contents, l.contentsRect, l.contentsCenter, l.contentsGravity, l.contentsScale)
        },
        CoverageEntry("magnificationFilter (.nearest / .linear)") { _ = CALayer().magnificationFilter },
        CoverageEntry("minificationFilter", .differs, "stored; minified contents are sampled bilinearly (no trilinear mipmaps)") { _ = CALayer().minificationFilter },
        CoverageEntry("allowsEdgeAntialiasing / edgeAntialiasingMask", .differs, "stored; transformed edges are always antialiased (iOS leaves them aliased unless allowsEdgeAntialiasing)") {
            let l = CALayer(); _ = (l.allowsEdgeAntialiasing, l.edgeAntialiasingMask)
        },
        CoverageEntry("allowsGroupOpacity") { _ = CALayer().allowsGroupOpacity },
        CoverageEntry("shouldRasterize / rasterizationScale", .differs, "stored; the picture is composited directly (no rasterization cache, so rasterizationScale never blurs)") {
            let l = CALayer(); _ = (l.shouldRasterize, l.rasterizationScale)
        },
        CoverageEntry("isGeometryFlipped", .differs, "stored; the compositor does not flip sublayer geometry") { _ = CALayer().isGeometryFlipped },
        CoverageEntry("contentsGravity top/bottom", .differs, "follows iOS, where the default unflipped geometry makes .top pin contents to the bottom edge on screen") { _ = CALayerContentsGravity.top },
        CoverageEntry("NaN or infinite geometry", .differs, "logs UIKit's CALayerInvalidGeometry text and keeps the old value instead of raising") { _ = CALayer().position },
        CoverageEntry("minificationFilter / magnificationFilter / minificationFilterBias", .differs,
                      "contents are sampled bilinearly (or nearest with .nearest); there are no mipmaps, so the bias is kept but changes no pixel") {
            let l = CALayer(); _ = (l.minificationFilter, l.magnificationFilter, l.minificationFilterBias)
        },
        CoverageEntry(missing: "filters / backgroundFilters / compositingFilter", "Core Image filters are not available; UIVisualEffectView's blur is drawn by the compositor itself"),
        CoverageEntry("CAReplicatorLayer instanceCount / instanceTransform / instanceDelay / instanceColor / instanceRed|Green|Blue|AlphaOffset / preservesDepth", .differs,
                      "the instance properties are not animatable (an animation of them is reported); copies are always flattened into the layer's plane (preservesDepth is kept)") {
            let r = CAReplicatorLayer(); r.instanceCount = 3; r.instanceTransform = CATransform3DIdentity; r.instanceDelay = 0.1; r.instanceColor = nil
            r.instanceRedOffset = 0; r.instanceGreenOffset = 0; r.instanceBlueOffset = 0; r.instanceAlphaOffset = -0.1; r.preservesDepth = false
        },
        CoverageEntry("CAEmitterLayer emitterCells / birthRate / lifetime / emitterPosition / emitterSize / emitterShape (CAEmitterLayerEmitterShape: point, line, rectangle, circle) / emitterMode (CAEmitterLayerEmitterMode: points, outline, surface, volume) / velocity / scale / spin / seed; CAEmitterCell name / isEnabled / birthRate / lifetime(Range) / emissionLongitude / emissionRange / velocity(Range) / x|yAcceleration / scale(Range|Speed) / spin(Range) / color / alphaRange / alphaSpeed / contents / contentsScale", .differs,
                      "particles drawn deterministically in the layer's plane from the seed and the time since the layer was first drawn; the cell's colour tints all its particles alike (no per-particle colour ranges or speeds); no latitude, z, depth or 3D shapes, no renderMode, no cells of cells; the properties are not animatable; at most 10,000 particles of a cell at once (reported)") {
            let e = CAEmitterLayer(); let c = CAEmitterCell()
            c.name = "dot"; c.isEnabled = true; c.birthRate = 1; c.lifetime = 1; c.lifetimeRange = 0; c.emissionLongitude = 0; c.emissionRange = 0
            c.velocity = 1; c.velocityRange = 0; c.xAcceleration = 0; c.yAcceleration = 0; c.scale = 1; c.scaleRange = 0; c.scaleSpeed = 0
            c.spin = 0; c.spinRange = 0; c.color = nil; c.alphaRange = 0; c.alphaSpeed = 0; c.contents = nil; c.contentsScale = 1
            e.emitterCells = [c]; e.birthRate = 1; e.lifetime = 1; e.emitterPosition = .zero; e.emitterSize = .zero; e.velocity = 1; e.scale = 1; e.spin = 1; e.seed = 0
            e.emitterShape = .circle; e.emitterShape = .line; e.emitterShape = .rectangle; e.emitterShape = .point
            e.emitterMode = .outline; e.emitterMode = .surface; e.emitterMode = .points; e.emitterMode = .volume
        },
        CoverageEntry(missing: "CATextLayer, CAScrollLayer, CATiledLayer, CAMetalLayer", "not part of the transition system"),
    ]),
    CoverageSection(module: "OpenQuartzCore", title: "Layer subclasses and rendering", entries: [
        CoverageEntry("CAShapeLayer: path / fillColor / fillRule / strokeColor / lineWidth / strokeStart / strokeEnd") {
            let l = CAShapeLayer(); _ = (l.path, l.fillColor, l.fillRule, l.strokeColor, l.lineWidth, l.strokeStart, l.strokeEnd)
        },
        CoverageEntry("CAShapeLayer: lineCap / lineJoin / miterLimit / lineDashPattern / lineDashPhase") {
            let l = CAShapeLayer(); _ = (l.lineCap, l.lineJoin, l.miterLimit, l.lineDashPattern, l.lineDashPhase)
        },
        CoverageEntry("CAGradientLayer: colors / locations / startPoint / endPoint / type (axial, radial, conic)") {
            let l = CAGradientLayer(); _ = (l.colors, l.locations, l.startPoint, l.endPoint, l.type)
        },
        CoverageEntry("CATransformLayer", .implemented, "sublayers share one 3D space and are depth-sorted per layer (no per-pixel depth buffer: intersecting layers are not split)") { _ = CATransformLayer() },
        CoverageEntry("CARenderer(scale:) / layer / bounds / beginFrame(atTime:) / render() / endFrame() / nextFrameTime()", .differs, "draws into its own bitmap (makeImage()) instead of a Metal texture or OpenGL context; beginFrame takes no CVTimeStamp") {
            let r = CARenderer(scale: 1); r.layer = nil; r.bounds = .zero; r.beginFrame(atTime: 0); r.render(); r.endFrame(); _ = (r.nextFrameTime(), r.makeImage())
        },
        CoverageEntry(missing: "CARenderer(mtlTexture:options:) / CARenderer(cglContext:options:)", "no Metal or OpenGL on Linux; use CARenderer(scale:) and makeImage()"),
        CoverageEntry(missing: "CATransition drawing (fade/push/moveIn/reveal of the old contents)", "the transition's timing runs, but the compositor shows the new state at once; view-level transitions in UIKit will be built from view animations"),
    ]),
    CoverageSection(module: "OpenQuartzCore", title: "CALayer: animations, actions, presentation", entries: [
        CoverageEntry("add(_:forKey:) / animation(forKey:) / animationKeys()") {
            let l = CALayer(); l.add(CABasicAnimation(), forKey: nil); _ = (l.animation(forKey: "k"), l.animationKeys())
        },
        CoverageEntry("removeAnimation(forKey:) / removeAllAnimations()") { let l = CALayer(); l.removeAnimation(forKey: "k"); l.removeAllAnimations() },
        CoverageEntry("presentation() / model()", .differs, "app subclasses need `CALayerInstantiable` (final class) to be copied; the copy has no sublayers") {
            let l = CALayer(); _ = (l.presentation(), l.model())
        },
        CoverageEntry("action(forKey:) / defaultAction(forKey:) / actions / style") {
            let l = CALayer(); _ = (l.action(forKey: "k"), CALayer.defaultAction(forKey: "k"), l.actions, l.style)
        },
        CoverageEntry("delegate: CALayerDelegate (layoutSublayers(of:), action(for:forKey:))") { let l = CALayer(); _ = l.delegate },
        CoverageEntry("implicit animations of stand-alone layers", .implemented, "default curve is the system default (0.25, 0.1, 0.25, 1); uncommitted layers are not animated") { _ = CALayer() },
        CoverageEntry("value(forKey:) / setValue(_:forKey:) / value(forKeyPath:) / setValue(_:forKeyPath:)", .differs, "CALayer's own methods (Linux Foundation has no key-value coding); key paths cover property components") {
            let l = CALayer(); _ = l.value(forKey: "k"); l.setValue(1, forKey: "k"); _ = l.value(forKeyPath: "position.x"); l.setValue(1, forKeyPath: "position.x")
        },
        CoverageEntry("CAAction / NSNull as the empty action") { let a: any CAAction = NSNull(); _ = a },
        CoverageEntry("CALayerDelegate.display(_:) / draw(_:in:) / layerWillDraw(_:)") {
            final class D: CALayerDelegate {}
            let d = D(); d.display(CALayer()); d.layerWillDraw(CALayer())
        },
    ]),
    CoverageSection(module: "OpenQuartzCore", title: "Timing", entries: [
        CoverageEntry("CAMediaTiming (beginTime, duration, speed, timeOffset, repeatCount, repeatDuration, autoreverses, fillMode)") {
            let t: any CAMediaTiming = CALayer(); _ = (t.beginTime, t.duration, t.speed, t.timeOffset, t.repeatCount, t.repeatDuration, t.autoreverses, t.fillMode)
        },
        CoverageEntry("CALayer.convertTime(_:from:) / convertTime(_:to:)") { let l = CALayer(); _ = (l.convertTime(0, from: nil), l.convertTime(0, to: nil)) },
        CoverageEntry("CACurrentMediaTime()", .differs, "reads OpenUIKit's media clock: virtual by default, monotonic in the live window") { _ = CACurrentMediaTime() },
        CoverageEntry("CAMediaTimingFunction(name:) / init(controlPoints:_:_:_:) / getControlPoint(at:values:)") {
            let f = CAMediaTimingFunction(name: .easeIn); _ = CAMediaTimingFunction(controlPoints: 0, 0, 1, 1); f.getControlPoint(at: 1, values: UnsafeMutablePointer.allocate(capacity: 2))
        },
        CoverageEntry("CAMediaTimingFunctionName (.linear .easeIn .easeOut .easeInEaseOut .default)") { _ = CAMediaTimingFunctionName.default },
        CoverageEntry("CAMediaTimingFillMode (.removed .forwards .backwards .both)") { _ = CAMediaTimingFillMode.both },
        CoverageEntry("CATransaction.begin / commit / flush") { CATransaction.begin(); CATransaction.commit(); CATransaction.flush() },
        CoverageEntry("CATransaction.animationDuration / animationTimingFunction / disableActions / completionBlock (get and set)") {
            CATransaction.setAnimationDuration(CATransaction.animationDuration())
            CATransaction.setAnimationTimingFunction(CATransaction.animationTimingFunction())
            CATransaction.setDisableActions(CATransaction.disableActions())
            CATransaction.setCompletionBlock(CATransaction.completionBlock())
        },
        CoverageEntry("CATransaction.value(forKey:) / setValue(_:forKey:) and kCATransaction* keys") {
            CATransaction.setValue(1, forKey: kCATransactionAnimationDuration); _ = CATransaction.value(forKey: kCATransactionDisableActions)
        },
        CoverageEntry("CATransaction.lock() / unlock()", .differs, "transactions belong to the main actor, so there is nothing to lock; calls are only checked for balance") { CATransaction.lock(); CATransaction.unlock() },
        CoverageEntry("CADisplayLink.init(target:action:) / init(handler:)", .differs, "Linux has no selectors: pass a method reference (`action: Self.step`) or a closure") {
            _ = CADisplayLink { _ in }
        },
        CoverageEntry("autoreleasepool(invoking:)", .differs, "runs the closure: Linux has no autorelease pools to drain") {
            _ = autoreleasepool { 1 }
        },
        CoverageEntry("NSEC_PER_SEC / NSEC_PER_MSEC / NSEC_PER_USEC / USEC_PER_SEC (Darwin's time constants)") {
            _ = (NSEC_PER_SEC, NSEC_PER_MSEC, NSEC_PER_USEC, USEC_PER_SEC)
        },
        CoverageEntry("NSSelectorFromString(_:) / NSStringFromSelector(_:)", .differs, "a selector from a string is a name only: Linux cannot look its method up") {
            _ = NSStringFromSelector(NSSelectorFromString("layoutSubviews"))
        },
        CoverageEntry("CADisplayLink.init(target:selector:)", .differs, "a Selector made from the method (`Selector(Self.step, name: \"step:\")`, what the source bridge writes for #selector) or a method reference (`selector: Self.step`); a name alone cannot be called and is reported") {
            final class Ticker { func step(_ link: CADisplayLink) {} }
            _ = CADisplayLink(target: Ticker(), selector: Ticker.step)
        },
        CoverageEntry("CADisplayLink.add(to:forMode:) / remove(from:forMode:) / invalidate()") {
            let link = CADisplayLink { _ in }; link.add(to: .main, forMode: .common); link.remove(from: .main, forMode: .common); link.invalidate()
        },
        CoverageEntry("CADisplayLink.timestamp / targetTimestamp / duration / isPaused / preferredFrameRateRange") {
            let link = CADisplayLink { _ in }; _ = (link.timestamp, link.targetTimestamp, link.duration, link.isPaused, link.preferredFrameRateRange)
        },
        CoverageEntry("CAFrameRateRange") { _ = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60) },
        CoverageEntry("RunLoop.run(until:) / run(mode:before:)", .differs, "in files importing Foundation or XCTest, Foundation's: frames follow real time while it waits; in files importing QuartzCore alone, OpenQuartzCore's: the interval's frames at once (see porting.md)") {
            RunLoop.main.run(until: Date())
        },
    ]),
    CoverageSection(module: "OpenQuartzCore", title: "Animations", entries: [
        CoverageEntry("CAAnimation: timingFunction / delegate (strong) / isRemovedOnCompletion / preferredFrameRateRange") {
            let a = CAAnimation(); _ = (a.timingFunction, a.delegate, a.isRemovedOnCompletion, a.preferredFrameRateRange)
        },
        CoverageEntry("CAAnimation.value(forKey:) / setValue(_:forKey:)") { let a = CAAnimation(); a.setValue(1, forKey: "k"); _ = a.value(forKey: "k") },
        CoverageEntry("CAAnimationDelegate.animationDidStart / animationDidStop(_:finished:)") { _ = (any CAAnimationDelegate).self },
        CoverageEntry("copy on add", .differs, "copies use the nearest OpenUIKit class, so an app's animation subclass is copied as its superclass") { _ = CAAnimation().copy() },
        CoverageEntry("CAPropertyAnimation: keyPath / isAdditive / isCumulative / valueFunction") {
            let a = CAPropertyAnimation(keyPath: "opacity"); _ = (a.keyPath, a.isAdditive, a.isCumulative, a.valueFunction)
        },
        CoverageEntry("key paths: properties and components (position.x, bounds.size.width, transform.rotation.y, transform.scale, transform.translation.x ...)") { _ = CABasicAnimation(keyPath: "transform.rotation.y") },
        CoverageEntry("transform interpolation by decomposition (shortest rotation)") { _ = CABasicAnimation(keyPath: "transform") },
        CoverageEntry("CABasicAnimation: fromValue / toValue / byValue (every combination)") {
            let a = CABasicAnimation(); _ = (a.fromValue, a.toValue, a.byValue)
        },
        CoverageEntry("CAKeyframeAnimation: values / keyTimes / timingFunctions / path / rotationMode") {
            let a = CAKeyframeAnimation(); _ = (a.values, a.keyTimes, a.timingFunctions, a.path, a.rotationMode)
        },
        CoverageEntry("CAKeyframeAnimation.calculationMode (linear, discrete, paced, cubic, cubicPaced)") { _ = CAAnimationCalculationMode.cubicPaced },
        CoverageEntry("CAKeyframeAnimation: tensionValues / continuityValues / biasValues") {
            let a = CAKeyframeAnimation(); _ = (a.tensionValues, a.continuityValues, a.biasValues)
        },
        CoverageEntry("CASpringAnimation: mass / stiffness / damping / initialVelocity / settlingDuration / allowsOverdamping") {
            let a = CASpringAnimation(); _ = (a.mass, a.stiffness, a.damping, a.initialVelocity, a.settlingDuration, a.allowsOverdamping)
        },
        CoverageEntry("CASpringAnimation(perceptualDuration:bounce:) / perceptualDuration / bounce") {
            let a = CASpringAnimation(perceptualDuration: 1, bounce: 0); _ = (a.perceptualDuration, a.bounce)
        },
        CoverageEntry("CAAnimationGroup.animations") { _ = CAAnimationGroup().animations },
        CoverageEntry("CATransition: type / subtype / startProgress / endProgress", .differs, "timing and progress are evaluated; the compositor does not draw the old contents (see Layer subclasses and rendering)") {
            let t = CATransition(); _ = (t.type, t.subtype, t.startProgress, t.endProgress, kCATransition)
        },
        CoverageEntry(missing: "CATransition.filter", "Core Image filters are not available"),
        CoverageEntry("CAValueFunction(name:) (rotate, scale, translate)") { _ = CAValueFunction(name: .rotateZ) },
        CoverageEntry("bad animations (NaN values, negative durations, empty keyframes, unusable key times)", .differs, "reported once through the logger and repaired or made inert, never a crash") { _ = CABasicAnimation() },
    ]),
    CoverageSection(module: "OpenQuartzCore", title: "Key-value observing (Foundation's block API)", entries: [
        CoverageEntry("observe(_:options:changeHandler:) on layers, views, view controllers, gesture recognizers, property animators, presentation controllers", .differs,
                      "Foundation on Linux has none; OpenUIKit provides it for its own objects. Layer-stored properties and UIKit's listed ones notify at once, others by the end of the frame; a set to the same value notifies nothing") {
            let layer = CALayer(); let observation = layer.observe(\.opacity) { _, _ in }; observation.invalidate()
        },
        CoverageEntry("NSKeyValueObservation (invalidate(), ends when released)") { _ = NSKeyValueObservation.self },
        CoverageEntry("NSKeyValueObservingOptions (.new, .old, .initial)") { _ = NSKeyValueObservingOptions([.new, .old, .initial]) },
        CoverageEntry("NSKeyValueObservingOptions.prior", .differs, "prior notifications are not sent (reported)") { _ = NSKeyValueObservingOptions.prior },
        CoverageEntry("NSKeyValueObservedChange (kind, newValue, oldValue, indexes, isPrior) / NSKeyValueChange", .differs, "every change is a .setting; indexes is nil") {
            _ = NSKeyValueChange.setting; _ = \NSKeyValueObservedChange<Int>.newValue
        },
        CoverageEntry(missing: "addObserver(_:forKeyPath:options:context:) / observeValue(forKeyPath:of:change:context:)", "observing by key-path string needs the Objective-C runtime (the source bridge reports it)"),
    ]),
]
