import Foundation

/// What an alert controller's view shows: the card (title, message, text fields, buttons) and,
/// for an action sheet on a phone, the cancel button's own card below it. Sizes come from
/// `AlertMetrics`; the controller rebuilds the view when its content changes.
@MainActor
final class AlertView: UIView {
    enum Mode: Equatable {
        case alert
        /// An action sheet at the bottom of a phone's screen.
        case sheet
        /// An action sheet in a popover: no cancel button (tapping outside cancels).
        case popover
    }

    /// What the view is built from.
    struct Content {
        var title: String?
        var message: String?
        var textFields: [UITextField]
        /// The buttons in the order shown (the cancel button placed as UIKit places it).
        var actions: [UIAlertAction]
        /// The action drawn bold (the preferred one, else the cancel one on an alert).
        var boldAction: UIAlertAction?
    }

    private(set) var mode: Mode = .alert
    private let mainCard = UIView()
    private let cancelCard = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var textFields: [UITextField] = []
    private(set) var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []
    /// Called with the action whose button was tapped.
    var onTap: ((UIAlertAction) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        for card in [mainCard, cancelCard] {
            card.backgroundColor = AlertMetrics.cardColor
            card.layer.cornerRadius = AlertMetrics.cornerRadius
            card.clipsToBounds = true
            addSubview(card)
        }
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            mainCard.addSubview(label)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Rebuilds the labels, fields and buttons.
    func rebuild(_ content: Content, mode: Mode) {
        self.mode = mode
        let isAlert = mode == .alert
        titleLabel.text = content.title
        titleLabel.font = isAlert ? AlertMetrics.alertTitleFont : AlertMetrics.sheetTitleFont
        titleLabel.textColor = isAlert ? .label : .secondaryLabel
        titleLabel.isHidden = content.title?.isEmpty ?? true
        messageLabel.text = content.message
        messageLabel.font = isAlert ? AlertMetrics.alertMessageFont : AlertMetrics.sheetMessageFont
        messageLabel.textColor = isAlert ? .label : .secondaryLabel
        messageLabel.isHidden = content.message?.isEmpty ?? true
        for field in textFields where !content.textFields.contains(where: { $0 === field }) { field.removeFromSuperview() }
        textFields = content.textFields
        for field in textFields where field.superview !== mainCard { mainCard.addSubview(field) }
        for button in buttons { button.removeFromSuperview() }
        for separator in separators { separator.removeFromSuperview() }
        separators = []
        let sheetCancel = mode == .sheet ? content.actions.first { $0.style == .cancel } : nil
        buttons = content.actions.map { action in
            let button = AlertActionButton(action: action, bold: action === content.boldAction || (action.style == .cancel && !isAlert),
                                           font: isAlert ? AlertMetrics.alertButtonFont : AlertMetrics.sheetButtonFont,
                                           boldFont: isAlert ? AlertMetrics.alertBoldButtonFont : AlertMetrics.sheetBoldButtonFont)
            button.onTap = { [weak self] action in self?.onTap?(action) }
            (action === sheetCancel ? cancelCard : mainCard).addSubview(button)
            return button
        }
        cancelCard.isHidden = sheetCancel == nil
        setNeedsLayout()
    }

    /// The size the view needs at `width` (the card's width for an alert, the screen's less
    /// the margins for an action sheet).
    func fittingSize(width: CGFloat) -> CGSize {
        arrange(width: width, apply: false)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _ = arrange(width: bounds.width, apply: true)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        for button in buttons { button.refreshColours() }
    }

    // MARK: Arrangement

    private var hairline: CGFloat { 1 / max(UIScreen.main.scale, 1) }

    /// Places everything for `width` (when `apply`) and returns the size used.
    private func arrange(width: CGFloat, apply: Bool) -> CGSize {
        let isAlert = mode == .alert
        let side = AlertMetrics.alertHeaderSideInset
        let inset = isAlert ? AlertMetrics.alertHeaderVerticalInset : AlertMetrics.sheetHeaderVerticalInset
        let rowHeight = isAlert ? AlertMetrics.alertButtonHeight : AlertMetrics.sheetRowHeight
        let textWidth = max(width - 2 * side, 1)
        var y: CGFloat = 0
        let hasHeader = !titleLabel.isHidden || !messageLabel.isHidden || !textFields.isEmpty
        if hasHeader {
            y = inset
            for label in [titleLabel, messageLabel] where !label.isHidden {
                if label === messageLabel, !titleLabel.isHidden { y += AlertMetrics.titleMessageSpacing }
                let height = ceil(label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
                if apply { label.frame = CGRect(x: side, y: y, width: textWidth, height: height) }
                y += height
            }
            for (index, field) in textFields.enumerated() {
                if index > 0 || !titleLabel.isHidden || !messageLabel.isHidden { y += AlertMetrics.textFieldSpacing }
                if apply { field.frame = CGRect(x: side, y: y, width: textWidth, height: AlertMetrics.textFieldHeight) }
                y += AlertMetrics.textFieldHeight
            }
            y += inset
        }
        let mainButtons = buttons.filter { $0.superview !== cancelCard }
        var separatorIndex = 0
        func separator(_ frame: CGRect, in card: UIView) {
            guard apply else { return }
            if separatorIndex == separators.count {
                let line = UIView()
                line.backgroundColor = .separator
                separators.append(line)
            }
            let line = separators[separatorIndex]
            separatorIndex += 1
            if line.superview !== card { card.addSubview(line) }
            line.frame = frame
        }
        if isAlert, mainButtons.count == 2 {
            // Two buttons side by side, a hairline between them.
            separator(CGRect(x: 0, y: y, width: width, height: hairline), in: mainCard)
            let half = (width - hairline) / 2
            if apply {
                mainButtons[0].frame = CGRect(x: 0, y: y + hairline, width: half, height: rowHeight - hairline)
                mainButtons[1].frame = CGRect(x: half + hairline, y: y + hairline, width: half, height: rowHeight - hairline)
            }
            separator(CGRect(x: half, y: y, width: hairline, height: rowHeight), in: mainCard)
            y += rowHeight
        } else {
            for (index, button) in mainButtons.enumerated() {
                if index > 0 || hasHeader { separator(CGRect(x: 0, y: y, width: width, height: hairline), in: mainCard) }
                let top = index > 0 || hasHeader ? hairline : 0
                if apply { button.frame = CGRect(x: 0, y: y + top, width: width, height: rowHeight - top) }
                y += rowHeight
            }
        }
        if apply {
            mainCard.frame = CGRect(x: 0, y: 0, width: width, height: y)
            for line in separators[separatorIndex...] { line.removeFromSuperview() }
            separators.removeLast(separators.count - separatorIndex)
        }
        if !cancelCard.isHidden, let cancel = buttons.first(where: { $0.superview === cancelCard }) {
            y += AlertMetrics.sheetMargin
            if apply {
                cancelCard.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                cancel.frame = cancelCard.bounds
            }
            y += rowHeight
        }
        return CGSize(width: width, height: y)
    }
}

/// One button of an alert: its title in the action's colour, highlighted while touched.
@MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    private let label = UILabel()
    private let font: UIFont, boldFont: UIFont
    private let bold: Bool
    var onTap: ((UIAlertAction) -> Void)?

    init(action: UIAlertAction, bold: Bool, font: UIFont, boldFont: UIFont) {
        self.action = action
        self.bold = bold
        self.font = font
        self.boldFont = boldFont
        super.init(frame: .zero)
        label.text = action.title
        label.textAlignment = .center
        label.font = bold ? boldFont : font
        addSubview(label)
        isEnabled = action.isEnabled
        accessibilityLabel = action.title
        action.onEnabledChange = { [weak self] in
            guard let self else { return }
            isEnabled = self.action.isEnabled
        }
        addAction(UIAction { [weak self] _ in
            guard let self, self.action.isEnabled else { return }
            onTap?(self.action)
        }, for: .touchUpInside)
        refreshColours()
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    override func stateDidChange() {
        super.stateDidChange()
        refreshColours()
    }

    func refreshColours() {
        backgroundColor = isHighlighted && isEnabled ? AlertMetrics.highlightColor : .clear
        if !action.isEnabled {
            label.textColor = .secondaryLabel
        } else if action.style == .destructive {
            label.textColor = .systemRed
        } else {
            label.textColor = tintColor
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshColours()
    }
}
