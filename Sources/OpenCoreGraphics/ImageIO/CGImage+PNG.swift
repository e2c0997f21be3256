extension CGImage {
    /// Decodes PNG bytes (any colour type, with or without alpha) into an image.
    ///
    /// See <https://developer.apple.com/documentation/coregraphics/cgimage/init(pngdataprovidersource:decode:shouldinterpolate:intent:)>.
    /// - Note: OpenUIKit differs: `decode` arrays and rendering intents are ignored (there is no
    ///   colour management); data that is not PNG gives `nil` and one diagnostic.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let decoded = PNGCodec.decode(source.bytes) else { return nil }
        self.init(pixels: decoded.pixels, shouldInterpolate: shouldInterpolate)
    }
}
