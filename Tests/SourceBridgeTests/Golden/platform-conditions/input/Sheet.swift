//
//  Sheet.swift — a library that wraps its files in os(iOS), as many do.
//

#if os(iOS)
import UIKit

public final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    public func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
        #if os(iOS) || os(visionOS)
        return 0.5
        #else
        return 0.3
        #endif
    }

    public func animateTransition(using context: UIViewControllerContextTransitioning) {
        context.completeTransition(true)
    }
}

#if !os(iOS)
let sheetPlatformName = "other"
#elseif os(iOS)
let sheetPlatformName = "iOS"
#endif

#if os(macOS) || targetEnvironment(macCatalyst)
let usesMenuBar = true
#else
let usesMenuBar = false
#endif
#endif
