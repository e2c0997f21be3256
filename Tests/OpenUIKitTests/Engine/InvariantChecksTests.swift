@testable import OpenUIKit
import Testing
import UIKitTesting

#if OPENUIKIT_INTERNAL_CHECKS
/// The invariant checks (debug builds: `OPENUIKIT_INTERNAL_CHECKS`) run after every commit and
/// report what breaks the hierarchies' structure. The hierarchies here are corrupted on purpose,
/// through the engine's storage, which no public API can do.
@MainActor
struct InvariantChecksTests {
    private func violations(after corrupt: (UINavigationController, UIWindow) -> Void) -> [String] {
        ApplicationEnvironment.reset()
        defer { ApplicationEnvironment.reset() }
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            let navigation = UINavigationController(rootViewController: UIViewController())
            let window = showInWindow(navigation)
            corrupt(navigation, window)
            window.backgroundColor = .red    // something to commit
            CATransaction.flush()
        }
        return capture.records(withCode: .internalInconsistency).map(\.message)
    }

    @Test func aConsistentHierarchyReportsNothing() {
        #expect(violations { _, _ in }.isEmpty)
    }

    @Test func aChildTheStackDoesNotHoldIsReported() {
        let found = violations { navigation, _ in navigation.childStorage.append(UIViewController()) }
        #expect(found.count == 1)
        #expect(found.first?.contains("a navigation controller's children are not its view controllers") == true)
        #expect(found.first?.contains("a child (UIViewController) of UINavigationController names another parent") == true)
    }

    @Test func aViewWhoseLayerLeftTheTreeIsReported() {
        let found = violations { navigation, _ in navigation.view.subviews[0].layer.removeFromSuperlayer() }
        #expect(found.first?.contains("is not a sublayer of its layer") == true)
    }
}
#endif
