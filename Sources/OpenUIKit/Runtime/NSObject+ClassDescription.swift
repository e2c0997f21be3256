import Foundation

extension NSObject {
    /// The class's name, qualified by its module (`MyApp.CardView`), as iOS gives it for a Swift
    /// class. Code often takes the last component to name a nib or a reuse identifier.
    ///
    /// - Note: OpenUIKit adds this: swift-corelibs-foundation has the instance's `description`
    ///   but not the class method. A class nested in another type is named as Swift reflects it
    ///   (`MyApp.Outer.Inner`), where iOS would give a mangled name.
    public class func description() -> String { String(reflecting: self) }
}
