import UIKit

// Hooks a module declares on UIKit's classes and overrides in subclasses, which Objective-C
// dispatches at run time.
extension UIView {
    /// How the view describes its theme; cells and badges wrap what their superclass says.
    public func themeDescription(for theme: String) -> String {
        if let overriding = self as? _BridgedOverridable_themeDescription_for { return overriding._bridgedOverridden_themeDescription(for: theme) }
        return _bridgedInherited_themeDescription(for: theme)
    }

    public func _bridgedInherited_themeDescription(for theme: String) -> String { return _bridgedDispatch_themeDescription(_bridgedAbove: nil, for: theme) }

    public func _bridgedDispatch_themeDescription(_bridgedAbove: AnyClass?, for theme: String) -> String {
        switch _bridgeMostDerivedOverride(of: self, among: [UITableViewCell.self, BadgeCell.self], above: _bridgedAbove) {
        case 0?: return (self as! UITableViewCell)._bridgedOverride_UITableViewCell_themeDescription(for: theme)
        case 1?: return (self as! BadgeCell)._bridgedOverride_BadgeCell_themeDescription(for: theme)
        default: return _bridgedBase_themeDescription(for: theme)
        }
    }

    public func _bridgedBase_themeDescription(for theme: String) -> String {
        "view:\(theme)"
    }

    /// Variadic in the extension; the override gets the same list.
    @discardableResult
    public func addBadges(_ names: String...) -> Int { return _bridgedDispatch_addBadges(_bridgedAbove: nil, names) }

    @discardableResult public func _bridgedDispatch_addBadges(_bridgedAbove: AnyClass?, _ names: [String]) -> Int {
        switch _bridgeMostDerivedOverride(of: self, among: [UITableViewCell.self], above: _bridgedAbove) {
        case 0?: return (self as! UITableViewCell)._bridgedOverride_UITableViewCell_addBadges(names)
        default: return _bridgedBase_addBadges(names)
        }
    }

    @discardableResult public func _bridgedBase_addBadges(_ names: [String]) -> Int {
        names.count
    }
}

extension UITableViewCell {
    /// Renamed since: overridden below, its deprecation stays on the method callers see.
    @available(*, deprecated, renamed: "themeDescription(for:)")
    func themeName(_ theme: String) -> String {
        if let overriding = self as? _BridgedOverridable_themeName_ { return overriding._bridgedOverridden_themeName(theme) }
        return _bridgedInherited_themeName(theme)
    }

    func _bridgedInherited_themeName(_ theme: String) -> String { return _bridgedDispatch_themeName(_bridgedAbove: nil, theme) }

    func _bridgedDispatch_themeName(_bridgedAbove: AnyClass?, _ theme: String) -> String {
        switch _bridgeMostDerivedOverride(of: self, among: [BadgeCell.self], above: _bridgedAbove) {
        case 0?: return (self as! BadgeCell)._bridgedOverride_BadgeCell_themeName(theme)
        default: return _bridgedBase_themeName(theme)
        }
    }

    func _bridgedBase_themeName(_ theme: String) -> String {
        themeDescription(for: theme)
    }
}

extension UIViewController {
    func setUpViews() {
        if let overriding = self as? _BridgedOverridable_setUpViews { return overriding._bridgedOverridden_setUpViews() }
        return _bridgedInherited_setUpViews()
    }

    func _bridgedInherited_setUpViews() { return _bridgedDispatch_setUpViews(_bridgedAbove: nil) }

    func _bridgedDispatch_setUpViews(_bridgedAbove: AnyClass?) {
        switch _bridgeMostDerivedOverride(of: self, among: [ProfileSettingsController.self, AccountProfileController.self], above: _bridgedAbove) {
        case 0?: return (self as! ProfileSettingsController)._bridgedOverride_ProfileSettingsController_setUpViews()
        case 1?: return (self as! AccountProfileController)._bridgedOverride_AccountProfileController_setUpViews()
        default: return _bridgedBase_setUpViews()
        }
    }

    func _bridgedBase_setUpViews() {
        view.accessibilityIdentifier = "base"
    }
}

/// Overrides of setUpViews() from other modules (source bridge: Objective-C dispatched them).
protocol _BridgedOverridable_setUpViews: AnyObject {
    func _bridgedOverridden_setUpViews()
}

/// Overrides of themeName(_:) from other modules (source bridge: Objective-C dispatched them).
protocol _BridgedOverridable_themeName_: AnyObject {
    func _bridgedOverridden_themeName(_ theme: String) -> String
}

/// Overrides of themeDescription(for:) from other modules (source bridge: Objective-C dispatched them).
public protocol _BridgedOverridable_themeDescription_for: AnyObject {
    func _bridgedOverridden_themeDescription(for theme: String) -> String
}
