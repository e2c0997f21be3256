import Foundation

/// An object outside UIKit's classes that wants `awakeFromNib` (iOS sends it to every object of a
/// nib: NSObject declares it there).
///
/// - Note: OpenUIKit differs: `awakeFromNib()` is declared on `UIResponder` (views and
///   controllers); a custom object's class adopts this protocol to get it.
@MainActor
public protocol InterfaceBuilderAwakening: AnyObject {
    func awakeFromNib()
}
