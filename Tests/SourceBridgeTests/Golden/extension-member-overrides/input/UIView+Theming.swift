import UIKit

// Hooks a module declares on UIKit's classes and overrides in subclasses, which Objective-C
// dispatches at run time.
extension UIView {
    /// How the view describes its theme; cells and badges wrap what their superclass says.
    @objc public func themeDescription(for theme: String) -> String {
        "view:\(theme)"
    }

    /// Variadic in the extension; the override gets the same list.
    @discardableResult
    @objc public func addBadges(_ names: String...) -> Int {
        names.count
    }
}

extension UITableViewCell {
    /// Renamed since: overridden below, its deprecation stays on the method callers see.
    @objc
    @available(*, deprecated, renamed: "themeDescription(for:)")
    func themeName(_ theme: String) -> String {
        themeDescription(for: theme)
    }
}

extension UIViewController {
    @objc func setUpViews() {
        view.accessibilityIdentifier = "base"
    }
}
