import Foundation

/// The codes of the diagnostics Core Animation's engine reports (public, so a test can capture
/// and filter them; the engine that reports them is internal).
extension DiagnosticCode {
    /// An animation's key path names no property OpenUIKit can animate.
    public static let unsupportedKeyPath = DiagnosticCode(rawValue: "CAAnimationUnsupportedKeyPath")
    /// Unbalanced or misused `CATransaction` calls.
    public static let transactionMisuse = DiagnosticCode(rawValue: "CATransactionMisuse")
    /// `layoutSublayers` that invalidates layout forever.
    public static let layoutLoop = DiagnosticCode(rawValue: "CALayerLayoutLoop")
    /// An internal invariant of OpenUIKit's structures does not hold (a bug in OpenUIKit).
    public static let internalInconsistency = DiagnosticCode(rawValue: "OpenUIKitInternalInconsistency")
    /// Misuse of the media clock or the run loop driver.
    public static let clockMisuse = DiagnosticCode(rawValue: "MediaClockMisuse")
}
