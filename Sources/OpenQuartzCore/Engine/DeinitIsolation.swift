/// Runs a main-actor class's deinit body synchronously, on the thread that released the object.
///
/// OpenUIKit's classes are `@preconcurrency @MainActor`, like UIKit's as iOS code imports them,
/// and Swift refuses `@preconcurrency` on a class whose deinit is `isolated`. Their deinits are
/// therefore plain (nonisolated) and run their teardown through this function, on the thread
/// that released the object, without a runtime check:
/// - on the main thread that is the main actor already (`MainActor.assumeIsolated` would only
///   repeat the check, and calling through it allocated a thunk for every layer and view that
///   went away — seen in the headless benchmark's allocation profile);
/// - elsewhere (Swift 5 code may use UIKit types off the main actor, and then releases them
///   there too, as it may on iOS) exactly as every other call that code made. Trapping in a
///   deinit would only lose the object's tree.
@inline(__always)
package func runDeinitOnMainActor(_ body: @MainActor () -> Void) {
    withoutActuallyEscaping(body) { body in
        // A synchronous global-actor function has the same representation as a plain one.
        unsafeBitCast(body, to: (() -> Void).self)()
    }
}
