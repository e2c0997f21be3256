import UIKit

extension Notification.Name {
    static let themeDidChange = Notification.Name("ThemeDidChange")
}

/// A label that restyles itself when the app's theme changes, observed the Objective-C way.
class ThemedLabel: UILabel {
    private(set) var themes: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        _ = NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: nil) { [weak observer = self] notification in observer.map { observer in _bridgeRunOnMainActor(observer, notification) { observer, notification in observer.themeDidChange(notification) } } }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func themeDidChange(_ notification: Notification) {
        let name = notification.userInfo?["name"] as? String ?? "?"
        themes.append(name)
        textColor = name == "dark" ? .white : .black
    }
}
