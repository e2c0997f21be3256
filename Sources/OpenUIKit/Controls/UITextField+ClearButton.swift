import Foundation

extension UITextField {
    /// Puts the clear button in the field or takes it out: it shows while `clearButtonMode`
    /// says so and the field holds text. (Its callers redraw the field, whose text box it narrows.)
    func updateClearButton() {
        let wanted = shows(clearButtonMode) && hasText
        if wanted {
            let button = clearButton ?? makeClearButton()
            if button.superview !== self { addSubview(button) }
            button.frame = clearButtonRect(forBounds: bounds)
        } else {
            clearButton?.removeFromSuperview()
        }
    }

    private func makeClearButton() -> TextFieldClearButton {
        let button = TextFieldClearButton()
        button.accessibilityLabel = "Clear text"
        button.addAction(UIAction { [weak self] _ in self?.clearFromButton() }, for: .touchUpInside)
        clearButton = button
        return button
    }

    // Behaviour source [R] — Layout
    //   Rule: A text field's clear button: a circle at the trailing edge, before the right view,
    //     centred vertically; a tap on it clears the text without starting editing when the field
    //     was not editing
    //   Value: 19 pt circle, 6 pt in; no editing begins
    //   Source: Read from screenshots; Apple documents the button (`clearButtonMode`), not its
    //     size, nor whether a tap begins editing. No publication found.
    //   Also: Sources/OpenUIKit/Controls/UITextField.swift
    /// A tap on the clear button: the delegate's `textFieldShouldClear(_:)` decides; the text
    /// empties, `.editingChanged` is sent and `textDidChangeNotification` posted, as typing does.
    /// The field does not start editing when it was not (our rule [R]).
    private func clearFromButton() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        announceTextChange()
    }
}

/// The text field's clear button: a grey circle with a white cross.
@MainActor
final class TextFieldClearButton: UIControl {
    /// The circle's diameter and its distance from the field's trailing edge (ours [R]).
    static let side: CGFloat = 19
    static let margin: CGFloat = 6

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let circle = bounds.insetBy(dx: 0.5, dy: 0.5)
        context.setFillColor(UIColor.tertiaryLabel.cgColor)
        context.fillEllipse(in: circle)
        let arm = circle.width * 0.2
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(1.5)
        context.setLineCap(.round)
        context.move(to: CGPoint(x: circle.midX - arm, y: circle.midY - arm))
        context.addLine(to: CGPoint(x: circle.midX + arm, y: circle.midY + arm))
        context.move(to: CGPoint(x: circle.midX + arm, y: circle.midY - arm))
        context.addLine(to: CGPoint(x: circle.midX - arm, y: circle.midY + arm))
        context.strokePath()
    }
}
