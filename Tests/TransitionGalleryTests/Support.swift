import TransitionGallery
import Testing
import UIKitTesting
import UIKit

/// The rotation angle about the x axis of a layer's on-screen transform.
@MainActor
func xRotation(of view: UIView) -> CGFloat {
    let t = view.layer.presentation()?.transform ?? view.layer.transform
    return atan2(t.m23, t.m22)
}

/// The rotation angle about the y axis of a layer's on-screen transform.
@MainActor
func yRotation(of view: UIView) -> CGFloat {
    let t = view.layer.presentation()?.transform ?? view.layer.transform
    return atan2(-t.m13, t.m11)
}

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    near(a.minX, b.minX, tolerance) && near(a.minY, b.minY, tolerance) && near(a.width, b.width, tolerance) && near(a.height, b.height, tolerance)
}

/// What a headless run of a demo saw: the values `sample` took frame by frame (each change
/// once, in order) and every transition callback.
struct DemoRun<Value: Equatable> {
    var seen: [Value]
    var callbacks: [CallbackRecorder.Entry]
    var callbackNames: [String] { callbacks.map(\.callback) }
}

/// Runs `demo` on the virtual clock without rendering, sampling every frame; `end` checks the
/// window once the script has played and everything has settled.
@MainActor
func runDemo<Value: Equatable>(_ demo: GalleryDemo, options: DemoOptions = DemoOptions(),
                               sample: @escaping @MainActor (TransitionHost) -> Value,
                               end: (TransitionHost) throws -> Void = { _ in }) throws -> DemoRun<Value> {
    try TransitionHost.run(device: demo.device, root: demo.makeRoot()) { host in
        var seen: [Value] = []
        let observer = FrameScheduler.addFrameObserver { _ in
            let value = sample(host)
            if seen.last != value { seen.append(value) }
        }
        defer { FrameScheduler.removeFrameObserver(observer) }
        let recorder = CallbackRecorder()
        recorder.start()
        defer { recorder.stop() }
        let start = host.now
        demo.play(in: host, options: options)
        try host.runUntilIdle()
        #expect(host.now - start <= demo.duration + 1e-6, "the script of \(demo.name) fits the demo's recording length")
        try end(host)
        return DemoRun(seen: seen, callbacks: recorder.entries)
    }
}
