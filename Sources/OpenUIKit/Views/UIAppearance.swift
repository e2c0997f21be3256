/// The protocol of the objects whose look an app can set for all instances at once (views and
/// bar items adopt it). Extensions of it (`extension UIAppearance { func style(…) -> Self }`)
/// reach every view and bar item, as on iOS.
///
/// - Note: OpenUIKit has no appearance proxies: `appearance()` and
///   `appearance(whenContainedInInstancesOf:)` are absent (a compile error names them), so
///   an app sets the look on its instances.
public protocol UIAppearance: NSObjectProtocol {}

extension UIView: UIAppearance {}
extension UIBarItem: UIAppearance {}
