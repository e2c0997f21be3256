import UIKit

/// A screen of a demo app: a coloured header with a bilingual title and a list of rows, so the
/// motion of every transition is easy to see in rendered frames.
final class DemoScreenView: UIView {
    let titleLabel = UILabel()
    private let header = UIView()
    private let subtitleLabel = UILabel()
    private var rowViews: [UIView] = []

    init(title: String, subtitle: String, color: UIColor, rows: [String]) {
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = .systemBackground
        header.backgroundColor = color
        addSubview(header)
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.textColor = .white
        header.addSubview(titleLabel)
        subtitleLabel.text = subtitle
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = UIColor.white.withAlphaComponent(0.85)
        header.addSubview(subtitleLabel)
        for (index, text) in rows.enumerated() {
            let row = UIView()
            row.backgroundColor = index.isMultiple(of: 2) ? color.withAlphaComponent(0.12) : color.withAlphaComponent(0.06)
            row.layer.cornerRadius = 10
            let label = UILabel()
            label.text = text
            label.font = .systemFont(ofSize: 17)
            label.textColor = .label
            row.addSubview(label)
            addSubview(row)
            rowViews.append(row)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Puts `button` across the screen, `fromBottom` points above the bottom edge (which it
    /// follows when the screen resizes), titled `title`.
    func placeButton(_ button: UIButton, title: String, fromBottom: CGFloat = 140) {
        button.setTitle(title, for: .normal)
        button.frame = CGRect(x: 20, y: bounds.height - fromBottom, width: bounds.width - 40, height: 50)
        button.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        addSubview(button)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let top = safeAreaInsets.top
        header.frame = CGRect(x: 0, y: 0, width: width, height: top + 110)
        titleLabel.frame = CGRect(x: 20, y: top + 24, width: width - 40, height: 36)
        subtitleLabel.frame = CGRect(x: 20, y: top + 64, width: width - 40, height: 22)
        for (index, row) in rowViews.enumerated() {
            row.frame = CGRect(x: 16, y: header.frame.maxY + 16 + CGFloat(index) * 60, width: width - 32, height: 50)
            // insetBy gives the null rect once the row is narrower than its insets (a screen
            // growing from a sliver, seed 000's overlay).
            row.subviews.first?.frame = row.bounds.width > 32 ? row.bounds.insetBy(dx: 16, dy: 0) : .zero
        }
    }
}
