import Foundation
import OpenUIKit

@MainActor
let uiKitSections: [CoverageSection] = [
    CoverageSection(module: "OpenUIKit", title: "UIView", entries: [
        CoverageEntry("UIView.init(frame:) / init() / layerClass / layer") { _ = UIView(frame: .zero).layer; _ = UIView.layerClass },
        CoverageEntry("UIView.init?(coder:) / awakeFromNib / restorationIdentifier / prepareForInterfaceBuilder", .differs,
                      "decodes storyboard and nib elements; another coder makes an empty view (reported); prepareForInterfaceBuilder is never called") {
            _ = UIView.init(coder:); let v = UIView(); v.awakeFromNib(); _ = v.restorationIdentifier; v.prepareForInterfaceBuilder()
        },
        CoverageEntry("layerClass returning an app's CALayer subclass", .differs, "the subclass must be final and adopt CALayerInstantiable") { _ = CALayerInstantiable.self },
        CoverageEntry("frame / bounds / center / transform / transform3D / anchorPoint") {
            let v = UIView(); _ = (v.frame, v.bounds, v.center, v.transform, v.transform3D, v.anchorPoint)
        },
        CoverageEntry("alpha / backgroundColor / isHidden / isOpaque / clipsToBounds / contentMode / tag") {
            let v = UIView(); _ = (v.alpha, v.backgroundColor, v.isHidden, v.isOpaque, v.clipsToBounds, v.contentMode, v.tag)
        },
        CoverageEntry("tintColor / tintColorDidChange() / tintAdjustmentMode") { let v = UIView(); _ = v.tintColor; v.tintColorDidChange(); _ = v.tintAdjustmentMode },
        CoverageEntry("isUserInteractionEnabled / isMultipleTouchEnabled / isExclusiveTouch") {
            let v = UIView(); _ = (v.isUserInteractionEnabled, v.isMultipleTouchEnabled, v.isExclusiveTouch)
        },
        CoverageEntry("superview / subviews / window / addSubview / insertSubview(at:/aboveSubview:/belowSubview:) (open: subclasses override them, and removeFromSuperview, bringSubviewToFront, sendSubviewToBack, exchangeSubview)") {
            let v = UIView(); _ = (v.superview, v.subviews, v.window)
            v.addSubview(UIView()); v.insertSubview(UIView(), at: 0)
            v.insertSubview(UIView(), aboveSubview: v); v.insertSubview(UIView(), belowSubview: v)
        },
        CoverageEntry("bringSubviewToFront / sendSubviewToBack / exchangeSubview / removeFromSuperview") {
            let v = UIView(); v.bringSubviewToFront(v); v.sendSubviewToBack(v); v.exchangeSubview(at: 0, withSubviewAt: 1); v.removeFromSuperview()
        },
        CoverageEntry("isDescendant(of:) / viewWithTag(_:)") { let v = UIView(); _ = (v.isDescendant(of: v), v.viewWithTag(0)) },
        CoverageEntry("willMove(toSuperview:) / didMoveToSuperview / willMove(toWindow:) / didMoveToWindow / didAddSubview / willRemoveSubview",
                      .implemented, "UIKit's order: willMove(toSuperview:), willMove(toWindow:), didMoveToWindow, didMoveToSuperview, didAddSubview(_:)") {
            let v = UIView(); v.willMove(toSuperview: nil); v.didMoveToSuperview(); v.willMove(toWindow: nil); v.didMoveToWindow()
            v.didAddSubview(v); v.willRemoveSubview(v)
        },
        CoverageEntry("convert(_:to:) / convert(_:from:) for points and rects") {
            let v = UIView(); _ = (v.convert(CGPoint.zero, to: nil), v.convert(CGPoint.zero, from: nil), v.convert(CGRect.zero, to: nil), v.convert(CGRect.zero, from: nil))
        },
        CoverageEntry("hitTest(_:with:) / point(inside:with:)") { let v = UIView(); _ = (v.hitTest(.zero, with: nil), v.point(inside: .zero, with: nil)) },
        CoverageEntry("layoutSubviews / setNeedsLayout / layoutIfNeeded") { let v = UIView(); v.layoutSubviews(); v.setNeedsLayout(); v.layoutIfNeeded() },
        CoverageEntry("autoresizingMask / autoresizesSubviews") { let v = UIView(); _ = (v.autoresizingMask, v.autoresizesSubviews) },
        CoverageEntry("sizeThatFits / sizeToFit / intrinsicContentSize / noIntrinsicMetric") {
            let v = UIView(); _ = v.sizeThatFits(.zero); v.sizeToFit(); _ = (v.intrinsicContentSize, UIView.noIntrinsicMetric)
        },
        CoverageEntry("layoutMargins / layoutMarginsDidChange / safeAreaInsets / safeAreaInsetsDidChange", .implemented,
                      "safe area from the screen preset's insets") {
            let v = UIView(); _ = (v.layoutMargins, v.safeAreaInsets); v.layoutMarginsDidChange(); v.safeAreaInsetsDidChange()
        },
        CoverageEntry("draw(_:) / setNeedsDisplay() / setNeedsDisplay(_:)", .implemented, "a backing store is made only when draw(_:) asks for the context") {
            let v = UIView(); v.draw(.zero); v.setNeedsDisplay(); v.setNeedsDisplay(.zero)
        },
        CoverageEntry("UIView as CALayerDelegate: draw(_:in:) / action(for:forKey:), open to subclasses", .implemented,
                      "an app's view or layer class draws through the layer's draw(in:) and the view's draw(_:in:), as on iOS; a blank store is dropped") {
            let v = UIView(); v.draw(v.layer, in: CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(),
                                                             bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!)
            _ = v.action(for: v.layer, forKey: "opacity")
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "Window, screen, application", entries: [
        CoverageEntry("UIWindow init(frame:) / init() / makeKeyAndVisible / makeKey / isKeyWindow / windowLevel (UIWindow.Level + / -) / screen") {
            let w = UIWindow(); w.makeKeyAndVisible(); w.makeKey(); _ = (w.isKeyWindow, w.windowLevel, w.screen, UIWindow.Level.statusBar + 1, UIWindow.Level.alert - 1)
        },
        CoverageEntry("UIWindow.becomeKey / resignKey") { let w = UIWindow(); w.becomeKey(); w.resignKey() },
        CoverageEntry("UIWindow.didBecomeKeyNotification / didResignKeyNotification / didBecomeVisibleNotification / didBecomeHiddenNotification") {
            _ = [UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification, UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification]
        },
        CoverageEntry("UI_USER_INTERFACE_IDIOM()") { _ = UI_USER_INTERFACE_IDIOM() },
        CoverageEntry("UIApplication canOpenURL(_:) / open(_:options:completionHandler:) / openURL(_:) / OpenExternalURLOptionsKey", .differs,
                      "nothing can be opened on Linux: every URL answers false (the completion on the next turn); the URLs asked for are kept in openedURLRequests") {
            let u = URL(string: "https://example.com")!; _ = UIApplication.shared.canOpenURL(u); UIApplication.shared.open(u, options: [.universalLinksOnly: true]) { _ in }
            _ = UIApplication.shared.openedURLRequests
        },
        CoverageEntry("NSIndexPath init(row:section:) / init(item:section:) / section / row / item") {
            let p = NSIndexPath(row: 1, section: 0); _ = (p.section, p.row, NSIndexPath(item: 1, section: 0).item)
        },
        CoverageEntry("UIScreen.main / bounds / nativeBounds / scale / nativeScale / maximumFramesPerSecond", .differs,
                      "made from a device preset (iPhone 393x852 @3x by default, iPhone SE, iPad; each also held in landscape, Preset.landscape); UIScreen.setMain(_:) chooses one") {
            let s = UIScreen.main; _ = (s.bounds, s.nativeBounds, s.scale, s.nativeScale, s.maximumFramesPerSecond); UIScreen.setMain(s)
            _ = UIScreen.Preset.iPhone.landscape
        },
        CoverageEntry("UIApplication.shared / windows / keyWindow", .differs, "launched by the test kit or UIApplicationMain; clockMode and framesPerSecond choose virtual or real time") {
            let a = UIApplication.shared; _ = (a.windows, a.keyWindow, a.clockMode, a.framesPerSecond)
        },
        CoverageEntry("UIApplication.perform(NSSelectorFromString(\"sharedApplication\"))", .differs,
                      "the one class method performed by name (app-extension-safe code's idiom); other names are reported and answer nil") {
            _ = UIApplication.perform(NSSelectorFromString("sharedApplication"))
        },
        CoverageEntry("UIApplicationMain(_:_:_:_:)", .differs,
                      "delegate and scene delegate classes must be registered by name (openuikit test does it); as a test host it returns after the launch, otherwise it runs the main run loop for ever; a UIApplication subclass is not supported") {
            _ = { UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "App.AppDelegate") }
        },
        CoverageEntry("UIApplication.sendAction(_:to:from:for:) / UIControl.sendAction(_:to:for:)", .differs,
                      "the selector must carry its method (#selector through the bridge); with no target, the chain starts at the first responder, else the sender, else the key window") {
            let action = Selector(UIViewController.loadViewIfNeeded, name: "loadViewIfNeeded")
            _ = UIApplication.shared.sendAction(action, to: nil, from: nil, for: nil); UIControl().sendAction(action, to: nil, for: nil)
        },
        CoverageEntry("UserDefaults value(forKey:) / setValue(_:forKey:)") {
            UserDefaults.standard.setValue(nil, forKey: "openuikit.coverage"); _ = UserDefaults.standard.value(forKey: "openuikit.coverage")
        },
        CoverageEntry("RunLoop.main.run(until:), XCTest waits", .differs, "while the main thread waits, frames follow real time; in files importing UIKit alone, run(until:) is OpenUIKit's and runs the interval's frames at once (see porting.md)") {
            RunLoop.main.run(until: Date())
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "Drawing", entries: [
        CoverageEntry("UIColor init(red:green:blue:alpha:) / init(white:alpha:) / init(hue:saturation:brightness:alpha:) / init(cgColor:)") {
            _ = UIColor(red: 0, green: 0, blue: 0, alpha: 1); _ = UIColor(white: 0, alpha: 1)
            _ = UIColor(hue: 0, saturation: 0, brightness: 0, alpha: 1); _ = UIColor(cgColor: .black)
        },
        CoverageEntry("UIColor() (a placeholder)", .differs, "clear (all components 0): Apple documents no value for it, our choice") {
            _ = UIColor().cgColor
        },
        CoverageEntry("UIColor cgColor / withAlphaComponent / getRed / getWhite / getHue / setFill / setStroke / set") {
            let c = UIColor.red; _ = (c.cgColor, c.withAlphaComponent(1), c.getRed(nil, green: nil, blue: nil, alpha: nil))
            _ = c.getWhite(nil, alpha: nil); _ = c.getHue(nil, saturation: nil, brightness: nil, alpha: nil); c.setFill(); c.setStroke(); c.set()
        },
        CoverageEntry("UIColor named and system colours (systemBlue … systemGray6, label, systemBackground …)", .implemented,
                      "system colours are dynamic, with iOS 15's light and dark values") {
            _ = (UIColor.systemBlue, UIColor.label, UIColor.systemBackground, UIColor.systemGray6, UIColor.clear)
        },
        CoverageEntry("UIColor init(dynamicProvider:) / resolvedColor(with:)") {
            _ = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        },
        CoverageEntry("UIFont systemFont(ofSize:weight:) / systemFont(ofSize:) / boldSystemFont / italicSystemFont / init?(name:size:) / withSize", .differs,
                      "DejaVu Sans stands in for San Francisco (WenQuanYi Micro Hei for Chinese); init?(name:size:) finds fonts registered with CTFontManager by PostScript or full name, else takes a fontconfig family (a similar one when there is no match, where iOS returns nil)") {
            _ = UIFont.systemFont(ofSize: 1, weight: .bold); _ = UIFont.systemFont(ofSize: 1); _ = UIFont.boldSystemFont(ofSize: 1)
            _ = UIFont.italicSystemFont(ofSize: 1); _ = UIFont(name: "DejaVu Serif", size: 1)?.withSize(2)
        },
        CoverageEntry("UIFont() (a placeholder)", .differs, "the regular system font at systemFontSize (14): Apple documents no value for it, our choice") {
            _ = UIFont().pointSize
        },
        CoverageEntry("UIFont pointSize / fontName / familyName / lineHeight") { let f = UIFont.systemFont(ofSize: 1); _ = (f.pointSize, f.fontName, f.familyName, f.lineHeight) },
        CoverageEntry("UIImage init() (the empty image)") { _ = UIImage().size },
        CoverageEntry("UIButton setAttributedTitle(_:for:) / attributedTitle(for:) / currentAttributedTitle") {
            let b = UIButton(); b.setAttributedTitle(NSAttributedString(string: "a"), for: .normal); _ = (b.attributedTitle(for: .normal), b.currentAttributedTitle)
        },
        CoverageEntry("UIFontMetrics default / init(forTextStyle:) / scaledFont(for:) / scaledFont(for:maximumPointSize:) / scaledFont(for:compatibleWith:) / scaledValue(for:)", .differs,
                      // Behaviour source [R] — Layout
                      //   Rule: `UIFontMetrics`: the text size is always the default; with another
                      //     content size category given in traits every style scales as the body
                      //     style
                      //   Value: body-style scaling
                      //   Source: Deliberate simplification (one scale table).
                      //   Also: docs/coverage.md
                      "the text size is always the default, so nothing scales unless a trait collection with another content size category is given; then every style scales as the body style [R]") {
            let m = UIFontMetrics(forTextStyle: .headline); _ = m.scaledFont(for: .systemFont(ofSize: 17)); _ = m.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 20)
            _ = m.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: nil); _ = UIFontMetrics.default.scaledValue(for: 8); _ = m.scaledValue(for: 8, compatibleWith: nil)
        },
        CoverageEntry("UITextContentType / UITextSpellCheckingType; UITextField textContentType / spellCheckingType / enablesReturnKeyAutomatically; UITextView textContentType", .differs,
                      "kept for the app and its tests to read (storyboards set them); there is no AutoFill or keyboard") {
            let f = UITextField(); f.textContentType = .oneTimeCode; f.spellCheckingType = .no; f.enablesReturnKeyAutomatically = true
            UITextView().textContentType = UITextContentType(rawValue: "username")
        },
        CoverageEntry("UIImage init(cgImage:) / init(cgImage:scale:orientation:) / init?(data:) / init?(data:scale:) / init?(contentsOfFile:)") {
            _ = UIImage.init(cgImage:); _ = UIImage.init(cgImage:scale:orientation:); _ = UIImage(data: Data()); _ = UIImage(data: Data(), scale: 1)
            _ = UIImage(contentsOfFile: "")
        },
        CoverageEntry("UIImage init?(named:)", .differs, "PNG files in the main bundle's resources (@3x, @2x, plain); no asset catalogs or symbols") { _ = UIImage(named: "") },
        CoverageEntry("UIImage size / scale / cgImage / imageOrientation / pngData() / draw(in:) / draw(at:)") {
            _ = UIImage(data: Data()).map { ($0.size, $0.scale, $0.cgImage, $0.imageOrientation, $0.pngData()) }
            UIImage(data: Data())?.draw(in: .zero); UIImage(data: Data())?.draw(at: .zero)
        },
        CoverageEntry(missing: "UIImage.jpegData / systemName: / resizableImage / withRenderingMode", "bitmaps from PNG and drawing only"),
        CoverageEntry("UIGraphicsImageRenderer init(size:) / init(size:format:) / init(bounds:) / init(bounds:format:) / image(actions:) / pngData(actions:)") {
            let r = UIGraphicsImageRenderer(size: .zero); _ = UIGraphicsImageRenderer(bounds: .zero)
            _ = UIGraphicsImageRenderer(size: .zero, format: .preferred()); _ = UIGraphicsImageRenderer(bounds: .zero, format: .default())
            _ = r.image { $0.fill(.zero) }; _ = r.pngData { _ in }
        },
        CoverageEntry("UIGraphicsImageRendererFormat scale / opaque; UIGraphicsImageRendererContext cgContext / currentImage / fill / stroke / clip") {
            let f = UIGraphicsImageRendererFormat(); _ = (f.scale, f.opaque)
            _ = UIGraphicsImageRenderer(size: .zero).image { c in _ = (c.cgContext, c.currentImage, c.format); c.fill(.zero, blendMode: .normal); c.stroke(.zero); c.clip(to: .zero) }
        },
        CoverageEntry("UIGraphicsGetCurrentContext / UIGraphicsPushContext / UIGraphicsPopContext") {
            _ = UIGraphicsGetCurrentContext(); _ = UIGraphicsPushContext as (CGContext) -> Void; UIGraphicsPopContext()
        },
        CoverageEntry("UIBezierPath rect / ovalIn / roundedRect(cornerRadius:) / roundedRect(byRoundingCorners:cornerRadii:) / arcCenter / cgPath") {
            _ = UIBezierPath(rect: .zero); _ = UIBezierPath(ovalIn: .zero); _ = UIBezierPath(roundedRect: .zero, cornerRadius: 1)
            _ = UIBezierPath(roundedRect: .zero, byRoundingCorners: .allCorners, cornerRadii: .zero)
            _ = UIBezierPath(arcCenter: .zero, radius: 1, startAngle: 0, endAngle: 1, clockwise: true).cgPath
        },
        CoverageEntry("UIBezierPath move / addLine / addCurve / addQuadCurve / addArc / close / append / apply / contains / fill / stroke / addClip / setLineDash") {
            let p = UIBezierPath(); p.move(to: .zero); p.addLine(to: .zero); p.addCurve(to: .zero, controlPoint1: .zero, controlPoint2: .zero)
            p.addQuadCurve(to: .zero, controlPoint: .zero); p.addArc(withCenter: .zero, radius: 1, startAngle: 0, endAngle: 1, clockwise: true)
            p.close(); p.append(p); p.apply(.identity); _ = p.contains(.zero); p.fill(); p.stroke(); p.addClip(); p.setLineDash(nil, count: 0, phase: 0)
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "Controls", entries: [
        CoverageEntry("UILabel text / font / textColor / textAlignment / numberOfLines / lineBreakMode / isEnabled") {
            let l = UILabel(); _ = (l.text, l.font, l.textColor, l.textAlignment, l.numberOfLines, l.lineBreakMode, l.isEnabled)
        },
        CoverageEntry("UILabel attributedText / highlightedTextColor / isHighlighted / shadowColor / shadowOffset / adjustsFontSizeToFitWidth / minimumScaleFactor / baselineAdjustment, UIBaselineAdjustment", .differs,
                      "font, colours, kern, underline and strikethrough per run; font, textColor or textAlignment set afterwards apply to the text drawn, but attributedText returns the string as set (swift-corelibs-foundation, docs/porting.md); shrinking applies to one-line labels") {
            let l = UILabel(); l.attributedText = NSAttributedString(string: "a"); l.highlightedTextColor = .red; l.isHighlighted = true
            l.shadowColor = .black; l.shadowOffset = .zero; l.adjustsFontSizeToFitWidth = true; l.minimumScaleFactor = 0.5; l.baselineAdjustment = UIBaselineAdjustment.alignCenters
        },
        CoverageEntry("UIImageView init(image:) / image") { _ = UIImageView(image: nil).image },
        CoverageEntry("UIImageView animationImages / animationDuration / animationRepeatCount / startAnimating / stopAnimating / isAnimating", .implemented,
                      "a discrete keyframe animation of the layer's contents (key \"UIImageAnimation\"); highlightedAnimationImages is not available") {
            let v = UIImageView(); v.animationImages = []; v.animationDuration = 0; v.animationRepeatCount = 0; v.startAnimating(); v.stopAnimating(); _ = v.isAnimating
        },
        CoverageEntry("UIControl isEnabled / isSelected / isHighlighted / state / sendActions(for:) / addAction / removeAction") {
            let c = UIControl(); _ = (c.isEnabled, c.isSelected, c.isHighlighted, c.state); c.sendActions(for: .touchUpInside)
            let a = UIAction { _ in }; c.addAction(a, for: .touchUpInside); c.removeAction(a, for: .touchUpInside)
        },
        CoverageEntry("UIControl addTarget(_:action:for:) / removeTarget(_:for:) / removeTarget(_:action:for:)", .differs,
                      "the action is a Selector made from the method (what the source bridge writes for #selector) or a method reference (Self.method); a nil target sends it up the responder chain from the control (iOS starts at the first responder); removeTarget(_:action:for:) removes the named action, or all of the target's for a method reference") {
            let c = UIControl(); c.addTarget(c, action: UIControl.layoutIfNeeded, for: .touchUpInside); c.removeTarget(nil, for: .allEvents)
            c.addTarget(nil, action: UIView.layoutIfNeeded, for: .valueChanged)
            c.removeTarget(c, action: UIControl.layoutIfNeeded, for: .touchUpInside)
        },
        CoverageEntry("UIButton init(type:) / init(configuration:primaryAction:) / init(type:primaryAction:) / setTitle / title(for:) / setTitleColor / titleColor(for:) / currentTitle / titleLabel") {
            let b = UIButton(type: .system); b.setTitle("", for: .normal); _ = b.title(for: .normal); b.setTitleColor(nil, for: .normal)
            _ = (b.titleColor(for: .normal), b.currentTitle, b.titleLabel)
            _ = UIButton(configuration: .filled(), primaryAction: nil); _ = UIButton(type: .system, primaryAction: nil)
        },
        CoverageEntry("UICoordinateSpace; UIView's conformance; UIScreen.coordinateSpace / fixedCoordinateSpace; UIWindowScene.coordinateSpace", .differs,
                      "screens never rotate, so the fixed space is the same as the screen's") {
            let space: any UICoordinateSpace = UIScreen.main.coordinateSpace; _ = UIView().convert(CGPoint.zero, to: space); _ = UIScreen.main.fixedCoordinateSpace.bounds
        },
        CoverageEntry("UIView value(forKey:) / setValue(_:forKey:) / value(forKeyPath:) / setValue(_:forKeyPath:)", .differs,
                      "UIView's own properties by name (frame, bounds, center, transform, alpha, hidden, opaque, clipsToBounds, userInteractionEnabled, tag, backgroundColor, tintColor, layer; \"layer.…\" key paths reach the layer), boxed in NSValue/NSNumber; other keys are reported (no Objective-C runtime)") {
            let v = UIView(); v.setValue(NSNumber(value: 1), forKey: "alpha"); _ = v.value(forKey: "frame"); _ = v.value(forKeyPath: "layer.opacity"); v.setValue(0, forKeyPath: "layer.cornerRadius")
        },
        CoverageEntry("UIButton contentEdgeInsets / titleEdgeInsets / imageEdgeInsets", .differs,
                      "without a configuration: non-zero content insets replace the 6 points above and below the title (and the 30-point least width), move the title and image in and grow the size asked for; title and image insets only move their rectangles") {
            let b = UIButton(type: .system); b.contentEdgeInsets = .zero; b.titleEdgeInsets = .zero; b.imageEdgeInsets = .zero
        },
        CoverageEntry("UIButton setBackgroundImage(_:for:) / backgroundImage(for:) / currentBackgroundImage", .implemented,
                      "stretched over the bounds behind the title and image; its size is the least the button asks for") {
            let b = UIButton(type: .custom); b.setBackgroundImage(nil, for: .normal); _ = (b.backgroundImage(for: .highlighted), b.currentBackgroundImage)
        },
        CoverageEntry("UIRectFill / UIRectFillUsingBlendMode; MAXFLOAT / HUGE", .implemented, "the current context's fill colour, copying (or in the given blend mode), only inside the rectangle; reported without a context. MAXFLOAT and HUGE are Darwin's largest finite Float") {
            _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in UIRectFill(.zero); UIRectFillUsingBlendMode(.zero, .normal) }; _ = MAXFLOAT == HUGE
        },
        CoverageEntry("UIButton.Configuration plain / tinted / gray / filled (title, base colours, corner style, insets)", .differs, "no images, subtitles or menus") {
            var c = UIButton.Configuration.tinted(); c.title = ""; c.baseBackgroundColor = .red; c.cornerStyle = .capsule; _ = UIButton.Configuration.gray()
        },
        CoverageEntry("UIControl touch tracking: isTracking / isTouchInside / beginTracking / continueTracking / endTracking / cancelTracking",
                      .implemented, "touchDown(Repeat), drag inside/outside/enter/exit with a 70-point tolerance, touchUpInside (+ primaryActionTriggered for buttons), touchUpOutside, touchCancel") {
            let c = UIControl(); _ = (c.isTracking, c.isTouchInside); c.cancelTracking(with: nil); c.endTracking(nil, with: nil)
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "View animation", entries: [
        CoverageEntry("UIView.animate(withDuration:delay:options:animations:completion:) and the shorter forms", .implemented,
                      "geometry animates additively; other properties replace; completion(false) when removed or replaced") {
            UIView.animate(withDuration: 0, delay: 0, options: [], animations: {}, completion: nil)
            UIView.animate(withDuration: 0, animations: {}, completion: nil); UIView.animate(withDuration: 0, animations: {})
        },
        CoverageEntry("UIView.AnimationOptions (flags, curve and transition fields)") { _ = UIView.AnimationOptions.curveEaseIn.union(.transitionFlipFromTop) },
        CoverageEntry("UIView.AnimationCurve", .differs, "raw value 7 (UIKit's private curve) cannot be held by the enum; options with 7 << 16 are accepted") { _ = UIView.AnimationCurve.linear },
        CoverageEntry("animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)", .implemented,
                      "stiffness chosen so the spring settles at the duration (mass 1)") {
            UIView.animate(withDuration: 0, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [], animations: {}, completion: nil)
        },
        CoverageEntry("animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)") {
            UIView.animate(springDuration: 0.5, bounce: 0, animations: {})
        },
        CoverageEntry("performWithoutAnimation / setAnimationsEnabled / areAnimationsEnabled / inheritedAnimationDuration / modifyAnimations(withRepeatCount:autoreverses:animations:)") {
            UIView.performWithoutAnimation {}; UIView.setAnimationsEnabled(true); _ = (UIView.areAnimationsEnabled, UIView.inheritedAnimationDuration)
            UIView.modifyAnimations(withRepeatCount: 1, autoreverses: false) {}
        },
        CoverageEntry("beginAnimations(_:context:) / commitAnimations() / setAnimationDuration / setAnimationDelay / setAnimationCurve / setAnimationRepeatCount / setAnimationRepeatAutoreverses / setAnimationBeginsFromCurrentState", .differs,
                      "a change animates with the parameters set before it (iOS applies them to the whole block at commit); the selector-based animation delegate is absent") {
            UIView.beginAnimations(nil, context: nil); UIView.setAnimationDuration(0.3); UIView.setAnimationDelay(0); UIView.setAnimationCurve(.easeOut)
            UIView.setAnimationRepeatCount(0); UIView.setAnimationRepeatAutoreverses(false); UIView.setAnimationBeginsFromCurrentState(true); UIView.commitAnimations()
        },
        CoverageEntry("animateKeyframes(withDuration:delay:options:animations:completion:) / addKeyframe / KeyframeAnimationOptions", .implemented,
                      "cubic mode keeps held values flat so keyframe phases stay inside their spans") {
            UIView.animateKeyframes(withDuration: 0, delay: 0, options: .calculationModeCubicPaced, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {}
            }, completion: nil)
        },
        CoverageEntry("transition(with:duration:options:animations:completion:) / transition(from:to:duration:options:completion:)", .differs,
                      "flips and cross-dissolve as on iOS; curls are approximations (a page turning about its top edge)") {
            UIView.transition(with: UIView(), duration: 0, options: .transitionCurlUp, animations: nil, completion: nil)
            UIView.transition(from: UIView(), to: UIView(), duration: 0, options: [], completion: nil)
        },
        CoverageEntry(missing: "UIView.perform(_:on:options:animations:completion:) (.delete)", "the system delete animation is not reproduced"),
        CoverageEntry("UIViewPropertyAnimator (all initializers, state, isRunning, isReversed, fractionComplete, scrubsLinearly, pausesOnCompletion, isInterruptible, isUserInteractionEnabled)", .differs,
                      "runningPropertyAnimator returns UIViewPropertyAnimator rather than Self; misuse logs UIKit's text and recovers") {
            let a = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: nil)
            _ = UIViewPropertyAnimator(duration: 1, controlPoint1: .zero, controlPoint2: .zero, animations: nil)
            _ = UIViewPropertyAnimator(duration: 1, dampingRatio: 1, animations: nil)
            _ = UIViewPropertyAnimator(duration: 1, timingParameters: UICubicTimingParameters())
            _ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0, delay: 0, options: [], animations: {}, completion: nil)
            _ = (a.state, a.isRunning, a.isReversed, a.fractionComplete, a.scrubsLinearly, a.pausesOnCompletion, a.isInterruptible)
            _ = (a.isUserInteractionEnabled, a.isManualHitTestingEnabled, a.duration, a.delay, a.timingParameters)
        },
        CoverageEntry("addAnimations / addAnimations(_:delayFactor:) / addCompletion / startAnimation / startAnimation(afterDelay:) / pauseAnimation / stopAnimation / finishAnimation(at:) / continueAnimation") {
            let a = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: nil)
            a.addAnimations {}; a.addAnimations({}, delayFactor: 0); a.addCompletion { _ in }
            a.startAnimation(); a.startAnimation(afterDelay: 0); a.pauseAnimation(); a.stopAnimation(true); a.finishAnimation(at: .end)
            a.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        },
        CoverageEntry("UIViewAnimating / UIViewImplicitlyAnimating / UIViewAnimatingState / UIViewAnimatingPosition") {
            _ = (any UIViewAnimating).self; _ = (any UIViewImplicitlyAnimating).self; _ = UIViewAnimatingState.stopped; _ = UIViewAnimatingPosition.current
        },
        CoverageEntry("UITimingCurveProvider / UICubicTimingParameters / UISpringTimingParameters (all initializers)", .differs, "the protocol refines NSCopying but not NSCoding") {
            _ = UICubicTimingParameters(animationCurve: .easeIn); _ = UICubicTimingParameters(controlPoint1: .zero, controlPoint2: .zero)
            _ = UISpringTimingParameters(); _ = UISpringTimingParameters(dampingRatio: 1)
            _ = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
            _ = UISpringTimingParameters(mass: 1, stiffness: 1, damping: 1, initialVelocity: CGVector(dx: 0, dy: 0))
            _ = UISpringTimingParameters(duration: 1, bounce: 0); _ = UISpringTimingParameters(duration: 1, bounce: 0, initialVelocity: CGVector(dx: 0, dy: 0))
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "Snapshots", entries: [
        CoverageEntry("snapshotView(afterScreenUpdates:) / resizableSnapshotView(from:afterScreenUpdates:withCapInsets:) / drawHierarchy(in:afterScreenUpdates:)") {
            let v = UIView(); _ = v.snapshotView(afterScreenUpdates: true)
            _ = v.resizableSnapshotView(from: .zero, afterScreenUpdates: true, withCapInsets: .zero); _ = v.drawHierarchy(in: .zero, afterScreenUpdates: true)
        },
    ]),
]
