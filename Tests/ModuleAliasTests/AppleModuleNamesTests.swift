// This file is written as iOS code is: it imports Apple's module names. The test target is
// built with `-module-alias QuartzCore=OpenQuartzCore -module-alias CoreGraphics=OpenCoreGraphics`
// (see Package.swift), the recipe the README gives to iOS teams.
//
// It imports QuartzCore alone on purpose: `RunLoop.main.run(until:)` resolves to OpenQuartzCore's
// exact-frames version only when Foundation is reached through the module the file imports; a
// file that imports Foundation or XCTest gets Foundation's, which waits in real time (see
// docs/porting.md, "Waiting"). The half-way check below holds only with the exact version.
import QuartzCore
import Testing

#if canImport(QuartzCore) && canImport(CoreGraphics)
let appleModuleNamesResolve = true
#else
let appleModuleNamesResolve = false
#endif

@MainActor
struct AppleModuleNamesTests {
    @Test func canImportSeesTheAliasedModules() {
        #expect(appleModuleNamesResolve)
    }

    @Test func iOSStyleCoreAnimationCodeCompilesAndRuns() {
        // Typical iOS code: a flip with perspective, a spring and a completion block.
        let container = CALayer()
        container.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.sublayerTransform = perspective

        let card = CALayer()
        card.frame = CGRect(x: 20, y: 100, width: 350, height: 500)
        card.backgroundColor = CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        card.cornerRadius = 12
        container.addSublayer(card)

        var finished = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { finished = true }
        let flip = CABasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0
        flip.toValue = CGFloat.pi
        flip.duration = 0.5
        flip.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        card.add(flip, forKey: "flip")
        CATransaction.commit()

        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.25))
        let halfway = card.presentation()!.transform
        // Half-way through an ease-in-ease-out flip of π: a quarter turn about y.
        #expect(abs(halfway.m11) < 1e-6)
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
        #expect(finished)
        #expect(card.animation(forKey: "flip") == nil)
    }
}
