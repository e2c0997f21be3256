import UIKit

extension UITableViewCell {
    func _bridgedOverride_UITableViewCell_themeDescription(for theme: String) -> String {
        "cell(" + _bridgedDispatch_themeDescription(_bridgedAbove: UITableViewCell.self, for: theme) + ")"
    }

    @discardableResult func _bridgedOverride_UITableViewCell_addBadges(_ names: [String]) -> Int {
        names.count * 10
    }
}

final class BadgeCell: UITableViewCell {
    func _bridgedOverride_BadgeCell_themeName(_ theme: String) -> String {
        "old " + _bridgedDispatch_themeName(_bridgedAbove: BadgeCell.self, theme)
    }

    func _bridgedOverride_BadgeCell_themeDescription(for theme: String) -> String {
        "badge[\(_bridgedDispatch_themeDescription(_bridgedAbove: BadgeCell.self, for: theme))]"
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { BadgeCell(style: .default, reuseIdentifier: nil) }
    }
}

class ProfileSettingsController: UIViewController {
    private(set) var steps: [String] = []

    func _bridgedOverride_ProfileSettingsController_setUpViews() {
        _bridgedDispatch_setUpViews(_bridgedAbove: ProfileSettingsController.self)
        steps.append(view.accessibilityIdentifier ?? "none")
        steps.append("settings")
    }
}

final class AccountProfileController: ProfileSettingsController {
    func _bridgedOverride_AccountProfileController_setUpViews() {
        _bridgedDispatch_setUpViews(_bridgedAbove: AccountProfileController.self)
        view.accessibilityIdentifier = "account"
    }
}
