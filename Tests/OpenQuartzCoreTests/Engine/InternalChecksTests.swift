@testable import OpenQuartzCore
import Testing

/// The layer tree's structural check (run after every commit in debug builds by OpenUIKit's
/// invariant checks): a consistent tree passes, a corrupted one is described.
@MainActor
struct InternalChecksTests {
    @Test func aConsistentTreeHasNoViolation() {
        withEngine { _ in
            let root = CALayer(), child = CALayer(), mask = CALayer()
            root.addSublayer(child)
            child.mask = mask
            #expect(root.layerTreeViolations().isEmpty)
        }
    }

    @Test func aSublayerNamingAnotherSuperlayerOrAStrayMaskIsDescribed() {
        withEngine { _ in
            let root = CALayer(), child = CALayer(), other = CALayer()
            root.addSublayer(child)
            child.internalSuperlayer = other
            #expect(root.layerTreeViolations() == ["a sublayer (CALayer) of CALayer names another superlayer"])
            child.internalSuperlayer = root
            let mask = CALayer()
            child.mask = mask
            mask.maskedLayer = other
            #expect(root.layerTreeViolations() == ["the mask of CALayer does not point back at it"])
            mask.maskedLayer = child
        }
    }

    @Test func aLayerTwiceInTheTreeIsDescribed() {
        withEngine { _ in
            let root = CALayer(), child = CALayer()
            root.addSublayer(child)
            root.internalSublayers.append(child)
            #expect(root.layerTreeViolations().contains("CALayer appears twice in the layer tree"))
            root.internalSublayers.removeLast()
        }
    }
}
