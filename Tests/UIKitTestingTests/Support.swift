import OpenUIKit

/// A plain screen: a title (what traces show) and a background colour.
@MainActor
final class ColorViewController: UIViewController {
    private let color: UIColor

    init(_ title: String, _ color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = color
    }
}
