import Foundation

/// The codes of the diagnostics UIKit's engines report: Interface Builder loading, transitions
/// and Dynamics (public, so a test can capture and filter them; the engines are internal).
extension DiagnosticCode {
    /// A problem in a storyboard or nib: an unknown class or element, a broken connection, a
    /// missing outlet or action (UIKit logs or raises for these).
    public static let interfaceBuilder = DiagnosticCode(rawValue: "InterfaceBuilder")
    /// Misuse of a transition (completing twice, transitions overlapping).
    public static let transitionMisuse = DiagnosticCode(rawValue: "UIViewControllerTransitionMisuse")
    /// A UIKit Dynamics behavior or animator given values it cannot use.
    public static let dynamicsMisuse = DiagnosticCode(rawValue: "UIDynamicsMisuse")
}
