#if CommandLine
import OpenQuartzCore

/// Pictures of app screens for the Core Animation scenes: a navigation bar with a title and a
/// list of rows, drawn with CGContext and Pango (so Chinese titles exercise the CJK fallback).
/// They stand in for view controllers' views until the UIKit layer lands.
struct MockScreen {
    var title: String
    var subtitle: String
    var tint: CGColor
    var rows: [String]

    static let size = CGSize(width: 390, height: 844)

    static let inbox = MockScreen(
        title: "收件箱 Inbox", subtitle: "转场动画 · Transitions",
        tint: CGColor(red: 0.16, green: 0.47, blue: 0.96, alpha: 1),
        rows: ["导航转场 Navigation push", "模态弹出 Modal present", "交互返回 Interactive pop",
               "翻转卡片 Flip card", "气泡过渡 Bubble reveal", "遮罩动画 Mask animation",
               "弹簧动画 Spring", "关键帧 Keyframes", "手势驱动 Pan to dismiss"])

    static let detail = MockScreen(
        title: "详情 Detail", subtitle: "第二个界面 · Second screen",
        tint: CGColor(red: 0.93, green: 0.36, blue: 0.24, alpha: 1),
        rows: ["m34 = −1/500 透视", "speed = 0 暂停", "timeOffset 拖动", "beginTime 恢复",
               "completeTransition(true)", "UIPercentDriven…", "animateAlongside", "presentationController"])

    /// The screen at `scale` pixels per point, as layer contents.
    func image(scale: CGFloat) -> CGImage {
        let pixels = PixelBuffer(width: Int(Self.size.width * scale), height: Int(Self.size.height * scale))
        let context = Raster.context(over: pixels, scale: scale)
        draw(in: context)
        context.flush()
        return Raster.image(pixels)
    }

    private func draw(in context: CGContext) {
        let width = Self.size.width
        context.setFillColor(CGColor(red: 0.97, green: 0.97, blue: 0.98, alpha: 1))
        context.fill(CGRect(origin: .zero, size: Self.size))
        // Navigation bar.
        context.setFillColor(tint)
        context.fill(CGRect(x: 0, y: 0, width: width, height: 140))
        let white = ColorComponents(red: 1, green: 1, blue: 1, alpha: 1)
        TextLayout.draw(title, style: TextStyle(font: FontDescriptor(size: 30, weight: 700), color: white),
                        in: CGRect(x: 20, y: 58, width: width - 40, height: 40), context: context)
        TextLayout.draw(subtitle, style: TextStyle(font: FontDescriptor(size: 15), color: ColorComponents(red: 1, green: 1, blue: 1, alpha: 0.85)),
                        in: CGRect(x: 20, y: 102, width: width - 40, height: 24), context: context)
        // Rows.
        let components = ColorValues.components(of: tint)
        for (index, row) in rows.enumerated() {
            let top = 156 + CGFloat(index) * 74
            context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            context.addPath(CGPath(roundedRect: CGRect(x: 12, y: top, width: width - 24, height: 64), cornerWidth: 12, cornerHeight: 12, transform: nil))
            context.fillPath()
            let shade = 0.35 + 0.65 * Double(index) / Double(max(rows.count - 1, 1))
            context.setFillColor(CGColor(red: components.red * shade + (1 - shade), green: components.green * shade + (1 - shade),
                                         blue: components.blue * shade + (1 - shade), alpha: 1))
            context.fillEllipse(in: CGRect(x: 26, y: top + 12, width: 40, height: 40))
            TextLayout.draw(row, style: TextStyle(font: FontDescriptor(size: 17, weight: 600)),
                            in: CGRect(x: 80, y: top + 11, width: width - 110, height: 24), context: context)
            TextLayout.draw("第 \(index + 1) 行 · row \(index + 1)",
                            style: TextStyle(font: FontDescriptor(size: 13), color: ColorComponents(red: 0.45, green: 0.45, blue: 0.5, alpha: 1)),
                            in: CGRect(x: 80, y: top + 36, width: width - 110, height: 20), context: context)
        }
    }
}
#endif
