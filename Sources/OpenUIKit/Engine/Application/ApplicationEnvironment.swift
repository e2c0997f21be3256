import OpenQuartzCore

/// The one place all of OpenUIKit's process-wide state is reset: the application (windows, the
/// main screen, transitions still running, gestures, touches, the keyboard, accessibility
/// switches) and Core Animation's engine (see `EngineEnvironment`). The test kit, the tests, the
/// command line and the benchmarks reset through it, so no copy can drift.
@MainActor
enum ApplicationEnvironment {
    static func reset() {
        // The application first: it lets go of transitions whose animations the engine detaches.
        UIApplication.shared.state.reset()
        InfoPlistLaunch.isHostingTests = false
        EngineEnvironment.reset()
    }
}
