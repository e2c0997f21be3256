import Foundation

// Linux's Foundation has no Core Foundation types. Where Core Graphics and Core Text calls take
// them, the Foundation class they are toll-free bridged with on Apple's platforms stands in, so
// the casts iOS code writes (`colors as CFArray`, `data as CFData`, `url as CFURL`) compile and
// the calls receive what was cast.

/// Core Foundation's array (`NSArray` here).
public typealias CFArray = NSArray
/// Core Foundation's data (`NSData` here).
public typealias CFData = NSData
/// Core Foundation's URL (`NSURL` here).
public typealias CFURL = NSURL
/// Core Foundation's error (`NSError` here): what Core Text's font manager reports through an
/// `Unmanaged<CFError>?` pointer.
public typealias CFError = NSError

/// Seconds since 1 January 2001 (Core Foundation's absolute time).
public typealias CFAbsoluteTime = Double

/// The current absolute time: the wall clock, as on iOS (unlike `CACurrentMediaTime()`, which
/// follows OpenUIKit's virtual clock).
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}
