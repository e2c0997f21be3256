/// Runs a main-actor function synchronously on the calling thread, without a runtime check: a
/// main-actor class's deinit body, on the thread that released the object, and Foundation's
/// non-isolated key-value methods (`didChangeValue(forKey:)`, a mutable array proxy's changes),
/// which tell OpenUIKit's main-actor observation engine from wherever they are called.
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
///
/// The teardown is a function of the object (a static method, `Type.tearDown`), not a closure
/// capturing `self`: the closure form made an escaping copy of its context through
/// `withoutActuallyEscaping`, two heap allocations for every layer, view and controller that went
/// away (26 of a headless push + pop pair's 254 allocations were layer deinits). Inlinable: called
/// from another module unspecialised, the generic function allocated a reabstraction thunk.
@inlinable @inline(__always)
package func runOnMainActorUnchecked<Object: AnyObject>(_ object: Object, _ teardown: @escaping @MainActor (Object) -> Void) {
    // A synchronous global-actor function has the same representation as a plain one.
    unsafeBitCast(teardown, to: ((Object) -> Void).self)(object)
}
