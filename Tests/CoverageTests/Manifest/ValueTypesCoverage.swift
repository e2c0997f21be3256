import OpenUIKit

/// The option sets, enumerations and small types the APIs above take, so that every public
/// type of the three modules has a row (`everyPublicTypeHasARow` checks it against the symbol
/// graph).
@MainActor
let valueTypeSections: [CoverageSection] = [
    CoverageSection(module: "OpenCoreGraphics", title: "Core Graphics value types", entries: [
        CoverageEntry("CGBlendMode / CGLineCap / CGLineJoin / CGPathDrawingMode / CGPathFillRule / CGPathElementType / CGInterpolationQuality") {
            _ = (CGBlendMode.normal, CGLineCap.round, CGLineJoin.miter, CGPathDrawingMode.fill, CGPathFillRule.winding, CGPathElementType.moveToPoint, CGInterpolationQuality.high)
        },
        CoverageEntry("CGBitmapInfo / CGImageAlphaInfo / CGColorRenderingIntent / CGGradientDrawingOptions") {
            _ = (CGBitmapInfo(rawValue: 0), CGImageAlphaInfo.premultipliedLast, CGColorRenderingIntent.defaultIntent, CGGradientDrawingOptions.drawsAfterEndLocation)
        },
        CoverageEntry("OpenUIKitDiagnostics / Diagnostic / DiagnosticCode (OpenUIKit only)", .implemented,
                      "one swift-log logger for every misuse message, with stable codes; isStrict stops at the first warning") {
            _ = (OpenUIKitDiagnostics.logger, OpenUIKitDiagnostics.isStrict, DiagnosticCode.viewMisuse, Diagnostic.self)
        },
    ]),
    CoverageSection(module: "OpenQuartzCore", title: "Core Animation value types", entries: [
        CoverageEntry("CACornerMask / CAEdgeAntialiasingMask / CALayerCornerCurve / CALayerContentsGravity / CALayerContentsFilter") {
            _ = (CACornerMask.layerMinXMinYCorner, CAEdgeAntialiasingMask.layerLeftEdge, CALayerCornerCurve.continuous, CALayerContentsGravity.resize, CALayerContentsFilter.linear)
        },
        CoverageEntry("CAAnimationCalculationMode / CAAnimationRotationMode / CAValueFunctionName / CATransitionType / CATransitionSubtype") {
            _ = (CAAnimationCalculationMode.cubic, CAAnimationRotationMode.rotateAuto, CAValueFunctionName.rotateZ, CATransitionType.fade, CATransitionSubtype.fromLeft)
        },
        CoverageEntry("CAShapeLayerFillRule / CAShapeLayerLineCap / CAShapeLayerLineJoin / CAGradientLayerType") {
            _ = (CAShapeLayerFillRule.evenOdd, CAShapeLayerLineCap.round, CAShapeLayerLineJoin.bevel, CAGradientLayerType.radial)
        },
        CoverageEntry("CFTimeInterval", .differs, "defined by OpenQuartzCore as Double (there is no Core Foundation)") { let t: CFTimeInterval = 0; _ = t },
        CoverageEntry("CALayerInstantiable (OpenUIKit only)", .differs, "how an app's final CALayer subclass gets presentation copies (docs/porting.md)") { _ = CALayerInstantiable.self },
    ]),
    CoverageSection(module: "OpenUIKit", title: "UIKit value types", entries: [
        CoverageEntry("UIEdgeInsets / UIOffset / UIRectEdge / UIRectCorner") {
            _ = (UIEdgeInsets.zero, UIOffset(horizontal: 0, vertical: 0), UIRectEdge.all, UIRectCorner.allCorners)
        },
        CoverageEntry("NSTextAlignment / NSLineBreakMode") { _ = (NSTextAlignment.center, NSLineBreakMode.byWordWrapping) },
        CoverageEntry("UIModalPresentationStyle / UIModalTransitionStyle / UIPopoverArrowDirection") {
            _ = (UIModalPresentationStyle.custom, UIModalTransitionStyle.flipHorizontal, UIPopoverArrowDirection.any)
        },
        CoverageEntry("UITraitCollection / UIUserInterfaceSizeClass / UIUserInterfaceIdiom / UIUserInterfaceStyle / UITraitEnvironment", .differs,
                      "size classes, idiom, display scale and interface style only; size classes and idiom come from the screen preset, and screens are light") {
            _ = (UITraitCollection.self, UIUserInterfaceSizeClass.compact, UIUserInterfaceIdiom.pad, UIUserInterfaceStyle.dark, (any UITraitEnvironment).self)
        },
        CoverageEntry("UITraitCollection init(userInterfaceStyle:) / init(horizontalSizeClass:) / init(traitsFrom:) / current / performAsCurrent / hasDifferentColorAppearance / containsTraits") {
            let dark = UITraitCollection(userInterfaceStyle: .dark)
            _ = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), dark]).containsTraits(in: dark)
            dark.performAsCurrent { _ = UITraitCollection.current.hasDifferentColorAppearance(comparedTo: nil) }
        },
        CoverageEntry("UIContentSizeCategory (ordering, isAccessibilityCategory, didChangeNotification, newValueUserInfoKey), UITraitCollection.preferredContentSizeCategory / init(preferredContentSizeCategory:), UIApplication.preferredContentSizeCategory", .differs,
                      "no Settings app: Large until a test sets another size (TransitionHost.preferredContentSizeCategory); then screens, views and controllers report it, traitCollectionDidChange(_:) runs and the notification is posted") {
            _ = UIContentSizeCategory.large < .accessibilityMedium; _ = UIContentSizeCategory.didChangeNotification; _ = UIContentSizeCategory.newValueUserInfoKey
            _ = UITraitCollection(preferredContentSizeCategory: .large).preferredContentSizeCategory.isAccessibilityCategory; _ = UIApplication.shared.preferredContentSizeCategory
        },
        CoverageEntry("overrideUserInterfaceStyle / traitCollectionDidChange(_:) on views, windows and view controllers", .implemented,
                      "dynamic colours held as views' backgrounds and labels' text are resolved again, drawn content redrawn, and the callbacks run top down with the new traits current") {
            let view = UIView(); view.overrideUserInterfaceStyle = .dark; view.traitCollectionDidChange(nil)
            let controller = UIViewController(); controller.overrideUserInterfaceStyle = .light; controller.traitCollectionDidChange(nil)
        },
        CoverageEntry("UIStatusBarStyle / UIStatusBarAnimation / UIDeviceOrientation / UIBarStyle") {
            _ = (UIStatusBarStyle.lightContent, UIStatusBarAnimation.slide, UIDeviceOrientation.portrait, UIBarStyle.black)
        },
        CoverageEntry("UIKeyboardType / UIReturnKeyType / UITextAutocapitalizationType / UITextAutocorrectionType / UITextFieldDelegate") {
            _ = (UIKeyboardType.emailAddress, UIReturnKeyType.done, UITextAutocapitalizationType.words, UITextAutocorrectionType.no, (any UITextFieldDelegate).self)
        },
        CoverageEntry("UIVisualEffect / UIVibrancyEffectStyle / UITimingCurveType") { _ = (UIVisualEffect.self, UIVibrancyEffectStyle.fill, UITimingCurveType.cubic) },
        CoverageEntry("UIViewControllerTransitionCoordinatorContext / UIPopoverPresentationControllerDelegate / UISheetPresentationControllerDelegate") {
            _ = ((any UIViewControllerTransitionCoordinatorContext).self, (any UIPopoverPresentationControllerDelegate).self, (any UISheetPresentationControllerDelegate).self)
        },
        CoverageEntry("UIAction", .implemented, "controls' addAction(_:for:) and UIAction(handler:)") { _ = UIAction { _ in } },
        CoverageEntry("Selector", .differs, "a name, plus the method when made from one (Selector(Self.close, name: \"close\"), what the source bridge writes for #selector; methods of up to two arguments, a control's second being the event): iOS's Selector target-action APIs call it; a name alone cannot be called (no Objective-C runtime, docs/porting.md)") { let s: Selector = "close"; _ = s == Selector(UIView.layoutIfNeeded, name: "layoutIfNeeded") },
        CoverageEntry("NSObject.responds(to:) / perform(_:) / perform(_:with:) / perform(_:with:with:) / perform(_:with:afterDelay:) / perform(_:with:afterDelay:inModes:) / cancelPreviousPerformRequests(withTarget:) / cancelPreviousPerformRequests(withTarget:selector:object:) / performSelector(onMainThread:with:waitUntilDone:)", .differs,
                      "for a Selector made from a method (responds(to:): whether the object is of the method's type; the bridge rewrites literal #selector performs into direct calls, except delayed ones); nothing is returned; waiting calls at once on the calling thread; later calls are main-queue work on real time") {
            let o = NSObject(); _ = UIView().responds(to: Selector(UIView.layoutIfNeeded, name: "layoutIfNeeded")); o.perform(Selector("x")); o.perform(Selector("x"), with: nil); o.perform(Selector("x"), with: nil, afterDelay: 0)
            o.perform(Selector("x"), with: nil, with: nil)
            o.performSelector(onMainThread: Selector("x"), with: nil, waitUntilDone: false)
            o.perform(Selector("x"), with: nil, afterDelay: 0, inModes: [.common])
            NSObject.cancelPreviousPerformRequests(withTarget: o); NSObject.cancelPreviousPerformRequests(withTarget: o, selector: Selector("x"), object: nil)
        },
        CoverageEntry("NSObject.description() (the class method)", .differs,
                      "added by OpenUIKit (swift-corelibs-foundation lacks it): Module.Class, as iOS names a Swift class; a nested class reads as Swift reflects it") {
            _ = UIView.description()
        },
    ]),
]
