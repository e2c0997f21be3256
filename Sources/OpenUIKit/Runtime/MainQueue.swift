import Dispatch

/// Whether code that is not main-actor isolated runs on the main queue, where the main actor's
/// work runs, so that it may call main-actor code synchronously (`MainActor.assumeIsolated`)
/// without the trap that call makes elsewhere.
///
/// `Thread.isMainThread` cannot tell: on Linux the main actor's jobs may run on a thread
/// Foundation does not take for the main one (Swift Testing's, for one). The main queue is
/// marked once with a queue-specific value, which only code running on it can read.
enum MainQueue {
    private static let marker: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True when the caller runs on the main queue.
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: marker) == true
    }
}
