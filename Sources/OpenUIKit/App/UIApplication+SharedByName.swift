import Foundation

extension UIApplication {
    /// Performs a class method named by a selector: `sharedApplication`, the one iOS code calls
    /// this way, answers `shared`. Code that must also build for app extensions uses the name
    /// because `UIApplication.shared` is unavailable there:
    /// `UIApplication.perform(NSSelectorFromString("sharedApplication"))?.takeUnretainedValue()`.
    ///
    /// - Note: OpenUIKit differs: there is no Objective-C runtime to find other class methods by
    ///   name; any other selector is reported and answers nil.
    @discardableResult
    public class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        guard let aSelector, aSelector.name == "sharedApplication" else {
            OpenUIKitDiagnostics.report(.unsupportedAPI, "UIApplication.perform(\(aSelector.map { "\"\($0.name)\"" } ?? "nil")): only \"sharedApplication\" can be performed on the class by name here; nothing is performed.")
            return nil
        }
        return Unmanaged.passUnretained(shared)
    }
}
