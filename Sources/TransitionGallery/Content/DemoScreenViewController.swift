import UIKit

/// A controller whose view is a `DemoScreenView`: the screens of the demos that need nothing
/// else, and the base of those that add a button or a label to it.
class DemoScreenViewController: UIViewController {
    let screenTitle: String, subtitle: String, color: UIColor, rows: [String]

    /// `title` is also the controller's title (what navigation bars, tab items and traces show).
    init(title: String, subtitle: String, color: UIColor, rows: [String]) {
        screenTitle = title
        self.subtitle = subtitle
        self.color = color
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = DemoScreenView(title: screenTitle, subtitle: subtitle, color: color, rows: rows)
    }
}
