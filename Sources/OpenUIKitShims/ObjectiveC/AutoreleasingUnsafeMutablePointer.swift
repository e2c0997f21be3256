/// A pointer to a value the callee sets without the caller owning it: Objective-C's
/// `NSError **` and `id *` out-parameters (`Formatter.getObjectValue(_:for:errorDescription:)`).
///
/// Swift's standard library has it only with the Objective-C runtime; this one, for Linux, keeps
/// Apple's behaviour: setting `pointee` does not release the value that was there (so it may be
/// set in memory that was only allocated), and the value set is kept alive, as the autorelease
/// pool would keep it on iOS.
///
/// - Note: Differs from iOS: there is no autorelease pool to drain, so a value set through the
///   pointer lives as long as the memory it was written to is not deinitialized (a small object
///   for each call; callers that deallocate the memory leave it alive).
@frozen
public struct AutoreleasingUnsafeMutablePointer<Pointee>: Hashable {
    public let rawValue: UnsafeMutableRawPointer

    /// Points at the memory of `pointer`, whatever its type.
    public init<U>(_ pointer: UnsafeMutablePointer<U>) {
        rawValue = UnsafeMutableRawPointer(pointer)
    }

    /// Points at the memory of `pointer`, or nil when it is nil.
    public init?<U>(_ pointer: UnsafeMutablePointer<U>?) {
        guard let pointer else { return nil }
        self.init(pointer)
    }

    /// The value at the address. Setting it stores the new value without releasing the old one.
    public var pointee: Pointee {
        get { rawValue.assumingMemoryBound(to: Pointee.self).pointee }
        nonmutating set { rawValue.assumingMemoryBound(to: Pointee.self).initialize(to: newValue) }
    }

    /// The value `index` values after the address.
    public subscript(index: Int) -> Pointee {
        rawValue.assumingMemoryBound(to: Pointee.self)[index]
    }
}
