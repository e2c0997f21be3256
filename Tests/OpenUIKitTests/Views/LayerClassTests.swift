@testable import OpenQuartzCore
@testable import OpenUIKit
import Testing

/// `UIView.layerClass`: every Core Animation layer class OpenUIKit has can back a view (a
/// marquee label's `CAReplicatorLayer`, a gradient view's `CAGradientLayer`…), without a
/// diagnostic.
@MainActor
struct LayerClassTests {
    final class ShapeView: UIView { override class var layerClass: AnyClass { CAShapeLayer.self } }
    final class GradientView: UIView { override class var layerClass: AnyClass { CAGradientLayer.self } }
    final class TransformView: UIView { override class var layerClass: AnyClass { CATransformLayer.self } }
    final class ReplicatorView: UIView { override class var layerClass: AnyClass { CAReplicatorLayer.self } }

    @Test func everyCoreAnimationLayerClassBacksAView() {
        withApp { capture in
            #expect(ShapeView().layer is CAShapeLayer)
            #expect(GradientView().layer is CAGradientLayer)
            #expect(TransformView().layer is CATransformLayer)
            #expect(ReplicatorView().layer is CAReplicatorLayer)
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }
}
