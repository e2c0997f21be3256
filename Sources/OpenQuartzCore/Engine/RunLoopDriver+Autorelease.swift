import Foundation

/// The main loop's autorelease pool, for the few objects UIKit autoreleases in ways apps rely on
/// (a new `UIWindow`): kept alive until the current turn of the main loop ends — a frame, or
/// `RunLoop.run(until:)` — as Objective-C's pool on the main thread keeps them, then released.
/// Linux has no autorelease pools; nothing else is kept.
@MainActor
private var autoreleasedObjects: [AnyObject] = []

extension RunLoopDriver {
    /// Keeps `object` alive until the end of the current turn of the main loop.
    func autorelease(_ object: AnyObject) {
        autoreleasedObjects.append(object)
    }

    /// Releases what was autoreleased (at the end of a frame or a run of the main loop).
    func drainAutoreleasedObjects() {
        guard !autoreleasedObjects.isEmpty else { return }
        // Released after the list is emptied: a deinit may autorelease again.
        let released = autoreleasedObjects
        autoreleasedObjects = []
        _ = released
    }
}
