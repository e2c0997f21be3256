import UIKit

/// Selectors spelled with `Self`, also in a static stored property's initial value.
final class ToolbarController: UIViewController {
    static let refreshAction = Selector(ToolbarController.refresh, name: "refresh")
    var refreshed = 0

    func makeButton() -> UIButton {
        let button = UIButton(type: .system)
        button.addTarget(self, action: Selector(Self.refresh, name: "refresh"), for: .touchUpInside)
        return button
    }

    func storedAction() -> Selector { Self.refreshAction }

    func refresh() { refreshed += 1 }
}
