import OpenUIKit
import Testing
import UIKitTesting

@MainActor
struct CallbackRecorderTests {
    @Test func recordsAPushInUIKitsOrderWithTimes() throws {
        try TransitionHost.run(root: UINavigationController(rootViewController: ColorViewController("A", .red))) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            let recorder = CallbackRecorder()
            recorder.start()
            navigation.pushViewController(ColorViewController("B", .blue), animated: true)
            try host.runUntilIdle()
            recorder.stop()
            let expected = ["ColorViewController(\"A\").viewWillDisappear(true)", "ColorViewController(\"B\").viewWillAppear(true)",
                            "NavigationSlideAnimator.animateTransition (0.35 s)", "ColorViewController(\"B\").viewIsAppearing(true)",
                            "completeTransition(true)", "ColorViewController(\"A\").viewDidDisappear(true)",
                            "ColorViewController(\"B\").viewDidAppear(true)", "coordinator completions (cancelled: false)",
                            "NavigationSlideAnimator.animationEnded(true)", "transition ended (completed: true)"]
            #expect(recorder.callbacks == expected, "\(recorder.diff(expected: expected))")
            // The push starts on the next frame (the navigation controller defers it to the end
            // of the run loop turn); it ends on the first frame at or after its 0.35 s.
            let start = try #require(recorder.entries.first).time
            #expect(abs(start - 1.0 / 60) < 1e-3)
            let end = try #require(recorder.entries.first { $0.callback == "completeTransition(true)" }).time
            #expect(end >= start + 0.35 - 1e-3 && end < start + 0.35 + 1.0 / 60 + 1e-3, "\(recorder.timeline)")
            // Stopped: nothing more is recorded.
            navigation.popViewController(animated: false)
            #expect(recorder.callbacks.count == expected.count)
        }
    }

    @Test func takeReturnsWhatWasRecordedSinceAndForgetsIt() throws {
        try TransitionHost.run(root: ColorViewController("A", .red)) { host in
            let recorder = CallbackRecorder()
            recorder.start()
            defer { recorder.stop() }
            host.window.rootViewController?.present(ColorViewController("B", .blue), animated: false)
            try host.runUntilIdle()
            let first = recorder.take()
            #expect(first.contains("ColorViewController(\"B\").viewDidAppear(false)"))
            #expect(recorder.take().isEmpty)
            host.window.rootViewController?.dismiss(animated: false)
            try host.runUntilIdle()
            #expect(recorder.take().contains("ColorViewController(\"B\").viewDidDisappear(false)"))
        }
    }

    @Test func theDiffMarksMissingAndUnexpectedCallbacksInOrder() {
        let diff = CallbackRecorder.diff(expected: ["A.viewWillAppear(true)", "B.viewWillDisappear(true)", "completeTransition(true)"],
                                         actual: ["A.viewWillAppear(true)", "completeTransition(false)", "completeTransition(true)"])
        #expect(diff == """
            callbacks differ (- expected, + recorded):
              A.viewWillAppear(true)
            - B.viewWillDisappear(true)
            + completeTransition(false)
              completeTransition(true)
            """)
        #expect(CallbackRecorder.diff(expected: ["a"], actual: ["a"]) == "")
        #expect(CallbackRecorder.diff(expected: [], actual: ["a"]) == "callbacks differ (- expected, + recorded):\n+ a")
    }

    @Test func theTimelineListsEachCallbackWithItsTime() throws {
        try TransitionHost.run(root: ColorViewController("A", .red)) { host in
            let recorder = CallbackRecorder()
            recorder.start()
            defer { recorder.stop() }
            host.advance(by: 0.25)
            host.window.rootViewController?.present(ColorViewController("B", .blue), animated: false)
            try host.runUntilIdle()
            #expect(recorder.timeline.hasPrefix("0.250 s  "), "\(recorder.timeline)")
        }
    }
}
