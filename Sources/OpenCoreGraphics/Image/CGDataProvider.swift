/// A source of image bytes.
///
/// See <https://developer.apple.com/documentation/coregraphics/cgdataprovider>.
/// - Note: OpenUIKit differs: providers return their bytes as `Data` (`CFData` is `NSData` here).
public final class CGDataProvider: @unchecked Sendable {
    // Immutable after creation.
    let bytes: Data

    /// A provider over a copy of `data`.
    public init?(data: Data) {
        bytes = data
    }

    /// A provider over a copy of Core Foundation data (`data as CFData`).
    public convenience init?(data: CFData) {
        self.init(data: data as Data)
    }

    /// The provider's bytes.
    public var data: Data? { bytes }
}
