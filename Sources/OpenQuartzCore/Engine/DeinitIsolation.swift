import Foundation
import Synchronization

/// Runs a main-actor class's deinit body synchronously, on the thread that released the object.
///
/// OpenUIKit's classes are `@preconcurrency @MainActor`, like UIKit's as iOS code imports them,
/// and Swift refuses `@preconcurrency` on a class whose deinit is `isolated`. Their deinits are
/// therefore plain (nonisolated) and run their teardown through this function:
/// - on the main thread, checked, through `MainActor.assumeIsolated`;
/// - elsewhere (Swift 5 code may use UIKit types off the main actor, and then releases them
///   there too, as it may on iOS), on the current thread without the runtime check, exactly as
///   every other call that code made. Trapping in a deinit would only lose the object's tree.
@inline(__always)
package func runDeinitOnMainActor(_ body: @MainActor () -> Void) {
    if MainThreadIdentity.isCurrent {
        MainActor.assumeIsolated(body)
    } else {
        withoutActuallyEscaping(body) { body in
            // A synchronous global-actor function has the same representation as a plain one.
            unsafeBitCast(body, to: (() -> Void).self)()
        }
    }
}

/// Whether the current thread is the main thread, without Foundation's two system calls per
/// question on Linux (`Thread.isMainThread` compares `getpid()` with `gettid()`): the main
/// thread's `pthread_t` is remembered the first time the main thread asks, then compared.
package enum MainThreadIdentity {
    /// The main thread's `pthread_t` once known (0 until then). Written once, with the same
    /// value by every writer: a cache, not state.
    private static let known = Atomic<UInt>(0)

    package static var isCurrent: Bool {
        let current = UInt(pthread_self())  // pthread_t is an integer on Linux
        let main = known.load(ordering: .relaxed)
        if main != 0 { return main == current }
        guard Thread.isMainThread else { return false }
        known.store(current, ordering: .relaxed)
        return true
    }
}
