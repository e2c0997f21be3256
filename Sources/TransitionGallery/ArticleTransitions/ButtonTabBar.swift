import UIKit

/// Seed 000 §5.2's bar of buttons on top of the custom container. The selected title is
/// coloured; during an interactive switch the colours follow the transition's progress, and
/// when the finger lifts a CADisplayLink carries them on to the end or back (the seed's answer
/// to "how does a non-animatable change finish or cancel with the transition").
final class ButtonTabBar: UIView {
    private(set) var buttons: [UIButton] = []
    var onSelect: ((Int) -> Void)?
    private let normalColor = UIColor(white: 0.55, alpha: 1)
    private let selectedColor = UIColor.systemYellow
    private var colorLink: CADisplayLink?
    private var colorAnimation: (from: Int, to: Int, progress: CGFloat, target: CGFloat, step: CGFloat)?

    init(titles: [String]) {
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0.1, alpha: 0.9)
        buttons = titles.map { title in
            let button = UIButton(type: .custom)
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = .boldSystemFont(ofSize: 17)
            button.setTitleColor(normalColor, for: .normal)
            button.addTarget(self, action: Self.buttonTapped, for: .touchUpInside)
            addSubview(button)
            return button
        }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width / CGFloat(max(buttons.count, 1))
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
    }

    func buttonTapped(_ sender: UIButton) {
        guard let index = buttons.firstIndex(of: sender) else { return }
        onSelect?(index)
    }

    /// Colours `index` as selected and every other button as normal.
    func select(_ index: Int) {
        stopColorAnimation()
        for (position, button) in buttons.enumerated() {
            button.setTitleColor(position == index ? selectedColor : normalColor, for: .normal)
        }
    }

    /// The colours `progress` of the way from `from` being selected to `to` being selected.
    func showSelection(from: Int, to: Int, progress: CGFloat) {
        guard buttons.indices.contains(from), buttons.indices.contains(to) else { return }
        buttons[from].setTitleColor(blend(selectedColor, normalColor, progress), for: .normal)
        buttons[to].setTitleColor(blend(normalColor, selectedColor, progress), for: .normal)
    }

    /// Carries the colours from `progress` to the end (`finishing`) or back to the start, frame
    /// by frame, over `duration` seconds.
    func animateSelection(from: Int, to: Int, startingAt progress: CGFloat, finishing: Bool, duration: TimeInterval) {
        stopColorAnimation()
        let target: CGFloat = finishing ? 1 : 0
        let frames = max(duration * 60, 1)
        colorAnimation = (from, to, progress, target, (target - progress) / CGFloat(frames))
        let link = CADisplayLink(target: self, action: Self.stepColors)
        link.add(to: .main, forMode: .default)
        colorLink = link
    }

    func stepColors(_ link: CADisplayLink) {
        guard var animation = colorAnimation else { return stopColorAnimation() }
        animation.progress += animation.step
        let done = animation.step >= 0 ? animation.progress >= animation.target : animation.progress <= animation.target
        if done {
            select(animation.target == 1 ? animation.to : animation.from)
        } else {
            colorAnimation = animation
            showSelection(from: animation.from, to: animation.to, progress: animation.progress)
        }
    }

    private func stopColorAnimation() {
        colorLink?.invalidate()
        colorLink = nil
        colorAnimation = nil
    }

    private func blend(_ start: UIColor, _ end: UIColor, _ fraction: CGFloat) -> UIColor {
        var (r0, g0, b0, a0): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        var (r1, g1, b1, a1): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = start.getRed(&r0, green: &g0, blue: &b0, alpha: &a0)
        _ = end.getRed(&r1, green: &g1, blue: &b1, alpha: &a1)
        let t = min(max(fraction, 0), 1)
        return UIColor(red: r0 + (r1 - r0) * t, green: g0 + (g1 - g0) * t, blue: b0 + (b1 - b0) * t, alpha: a0 + (a1 - a0) * t)
    }
}
