/// The list behind the More tab: a button per controller beyond the fourth.
@MainActor
final class MoreListViewController: UIViewController {
    private weak var tabs: UITabBarController?

    init(tabs: UITabBarController) {
        self.tabs = tabs
        super.init(nibName: nil, bundle: nil)
        title = "More"
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for subview in view.subviews { subview.removeFromSuperview() }
        let controllers = tabs?.viewControllers ?? []
        for index in controllers.indices where index >= 4 {
            let button = UIButton(type: .system)
            button.setTitle(controllers[index].tabBarItem.title ?? "", for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17)
            button.frame = CGRect(x: 16, y: 120 + CGFloat(index - 4) * 44, width: view.bounds.width - 32, height: 44)
            button.addAction(UIAction { [weak self] _ in self?.tabs?.selectFromMoreList(index) }, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemGroupedBackground
        view = root
    }
}
