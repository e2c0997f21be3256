import UIKit

/// A helper in the style of menu libraries: it keeps the selector it is given and wires it to
/// the controls it makes, so selectors travel through the library's own functions.
final class MenuButtonBuilder {
    let action: Selector
    weak var target: AnyObject?

    init(target: AnyObject, action: Selector) {
        self.target = target
        self.action = action
    }

    func makeButton(title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = CGRect(x: 20, y: 120, width: 120, height: 44)
        button.addTarget(target, action: action, for: .touchUpInside)
        return button
    }

    func makeBarItem(title: String) -> UIBarButtonItem {
        let item = UIBarButtonItem(title: title, style: .plain, target: nil, action: nil)
        item.target = target
        item.action = action
        return item
    }

    func makeSwipe() -> UISwipeGestureRecognizer {
        let swipe = UISwipeGestureRecognizer(target: target, action: action)
        swipe.direction = .left
        return swipe
    }
}

class MenuHostController: UIViewController {
    private(set) var menuToggles: [String] = []
    private var builder: MenuButtonBuilder!
    private(set) var menuButton: UIButton!
    private let closeSelector: Selector = Selector(MenuHostController.closeMenu, name: "closeMenu")

    override func viewDidLoad() {
        super.viewDidLoad()
        builder = MenuButtonBuilder(target: self, action: Selector(Self.toggleMenu(_:), name: "toggleMenu:"))
        menuButton = builder.makeButton(title: "Menu")
        view.addSubview(menuButton)
        navigationItem.rightBarButtonItem = builder.makeBarItem(title: "More")
        view.addGestureRecognizer(builder.makeSwipe())
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: closeSelector)
    }

    /// Whether an action is the one this screen toggles its menu with.
    func isToggle(_ action: Selector) -> Bool {
        return action == Selector(Self.toggleMenu(_:), name: "toggleMenu:")
    }

    func stopListeningToTheButton() {
        menuButton.removeTarget(self, action: Selector(Self.toggleMenu(_:), name: "toggleMenu:"), for: .touchUpInside)
    }

    func toggleMenu(_ sender: Any) {
        menuToggles.append(sender is UIButton ? "button" : sender is UIBarButtonItem ? "bar item" : sender is UIGestureRecognizer ? "swipe" : "other")
    }

    private func closeMenu() {
        menuToggles.append("close")
    }
}
