/// A source of image bytes.
///
/// See <https://developer.apple.com/documentation/coregraphics/cgdataprovider>.
/// - Note: OpenUIKit differs: Linux has no `CFData`, so providers are made from and return `Data`.
public final class CGDataProvider: @unchecked Sendable {
    // Immutable after creation.
    package let bytes: Data

    /// A provider over a copy of `data`.
    public init?(data: Data) {
        bytes = data
    }

    /// The provider's bytes.
    public var data: Data? { bytes }
}
