/// The one place Core Animation's process-wide state is reset (between tests, recordings and
/// benchmark runs): the run loop driver's animations, display links, timers, frame observers
/// and frame rate, the transaction stack, and the media clock (virtual time at its epoch).
/// OpenUIKit's `ApplicationEnvironment.reset()` calls it with the application's state.
@MainActor
package enum EngineEnvironment {
    package static func reset() {
        RunLoopDriver.shared.reset()
    }
}
