import ChartCore

/// A file of a framework that sees UIKit through its sibling's umbrella header.
final class BadgeRenderer {
    func badge(tinted color: UIColor) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        view.backgroundColor = color
        return view
    }

    func fade() {
        UIView.animate(withDuration: 0.2) {}
    }
}
