#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// swift-format-ignore: TypeNamesShouldBeCapitalized
// (Darwin's name, which iOS code spells)
/// Darwin's `os_unfair_lock`, for iOS code that guards its state with one: a real mutual
/// exclusion lock, held by one thread at a time, that must be unlocked by the thread that locked
/// it. Declare it as a stored `var` (`var lock = os_unfair_lock()`) and pass its address
/// (`os_unfair_lock_lock(&lock)`), as on iOS.
///
/// - Note: OpenUIKit differs: Linux has no unfair lock, so this one is a POSIX mutex (glibc's
///   default kind, which is not recursive: locking it again on the same thread deadlocks, where
///   iOS traps). `os_unfair_lock_assert_owner` and `os_unfair_lock_assert_not_owner` are not
///   available. The `import os` of iOS code becomes `import UIKit` through the source bridge.
public struct os_unfair_lock_s: @unchecked Sendable {
    // The only stored property, so the lock's address is the mutex's. A zeroed mutex is
    // PTHREAD_MUTEX_INITIALIZER on glibc and musl.
    fileprivate var mutex = pthread_mutex_t()

    public init() {}
}

// swift-format-ignore: TypeNamesShouldBeCapitalized
// (Darwin's name, which iOS code spells)
/// The lock's type, as iOS code names it.
public typealias os_unfair_lock = os_unfair_lock_s
// swift-format-ignore: TypeNamesShouldBeCapitalized
// (Darwin's name, which iOS code spells)
/// A pointer to a lock, as the lock functions take it.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

/// The mutex inside the lock at `lock` (the struct's first and only field).
@inline(__always)
private func mutex(_ lock: os_unfair_lock_t) -> UnsafeMutablePointer<pthread_mutex_t> {
    UnsafeMutableRawPointer(lock).assumingMemoryBound(to: pthread_mutex_t.self)
}

/// Waits until the lock is free, then holds it.
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    pthread_mutex_lock(mutex(lock))
}

/// Holds the lock if it is free and returns true; returns false at once if it is held.
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    pthread_mutex_trylock(mutex(lock)) == 0
}

/// Frees the lock (held by this thread).
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    pthread_mutex_unlock(mutex(lock))
}
