import UIKit

extension UITableViewCell {
    override func themeDescription(for theme: String) -> String {
        "cell(" + super.themeDescription(for: theme) + ")"
    }

    @discardableResult
    override func addBadges(_ names: String...) -> Int {
        names.count * 10
    }
}

final class BadgeCell: UITableViewCell {
    @available(*, deprecated, renamed: "themeDescription(for:)")
    override func themeName(_ theme: String) -> String {
        "old " + super.themeName(theme)
    }

    override func themeDescription(for theme: String) -> String {
        "badge[\(super.themeDescription(for: theme))]"
    }
}

class ProfileSettingsController: UIViewController {
    private(set) var steps: [String] = []

    override func setUpViews() {
        super.setUpViews()
        steps.append(view.accessibilityIdentifier ?? "none")
        steps.append("settings")
    }
}

final class AccountProfileController: ProfileSettingsController {
    override func setUpViews() {
        super.setUpViews()
        view.accessibilityIdentifier = "account"
    }
}
