import OpenCoreGraphics

/// How a label draws its text: centred vertically in its bounds, shrunk to fit its width when it
/// may be (`adjustsFontSizeToFitWidth`, one line), with a shadow under it when it has a shadow
/// colour.
@MainActor
struct LabelDrawing {
    let label: UILabel
    let text: String
    let style: TextStyle

    /// The fraction of the font size the text is drawn at (1 unless it is shrunk to fit).
    var shrinkScale: CGFloat {
        guard label.adjustsFontSizeToFitWidth, label.numberOfLines == 1, label.minimumScaleFactor > 0 else { return 1 }
        let width = TextLayout.size(of: text, style: style).width
        let available = label.bounds.width
        guard width > available, width > 0, available.isFinite else { return 1 }
        return max(min(label.minimumScaleFactor, 1), available / width)
    }

    /// What else the drawing depends on beyond text, style and bounds (`DrawnLabelCache`).
    var cacheExtras: [CGFloat] {
        var extras: [CGFloat] = [shrinkScale, CGFloat(label.baselineAdjustment.rawValue)]
        if let shadow = label.shadowColor?.rgbaComponents {
            extras += [shadow.red, shadow.green, shadow.blue, shadow.alpha, label.shadowOffset.width, label.shadowOffset.height]
        }
        return extras
    }

    func draw(in context: CGContext) {
        let bounds = label.bounds
        let scale = shrinkScale
        var drawn = style
        if scale < 1 {
            drawn.font.size *= scale
            drawn.runs = drawn.runs.map { run in
                var run = run
                run.font?.size *= scale
                return run
            }
        }
        let box = box(for: drawn, full: style, scale: scale, in: bounds)
        if let shadow = label.shadowColor?.rgbaComponents {
            var shadowStyle = drawn
            shadowStyle.color = shadow
            shadowStyle.runs = shadowStyle.runs.map { run in
                var run = run
                run.color = nil
                run.background = nil
                return run
            }
            TextLayout.draw(text, style: shadowStyle, in: box.offsetBy(dx: label.shadowOffset.width, dy: label.shadowOffset.height), context: context)
        }
        TextLayout.draw(text, style: drawn, in: box, context: context)
    }

    /// Where the text's box is: centred vertically; shrunk text per `baselineAdjustment`.
    private func box(for drawn: TextStyle, full: TextStyle, scale: CGFloat, in bounds: CGRect) -> CGRect {
        func centred(_ style: TextStyle) -> (box: CGRect, baseline: CGFloat) {
            let metrics = TextLayout.metrics(of: text, style: style, maxWidth: bounds.width)
            let height = min(metrics.size.height, bounds.height)
            let box = CGRect(x: bounds.minX, y: bounds.minY + ((bounds.height - height) / 2).rounded(), width: bounds.width, height: height)
            return (box, metrics.firstBaseline)
        }
        let shrunk = centred(drawn)
        guard scale < 1 else { return shrunk.box }
        let fullSize = centred(full)
        switch label.baselineAdjustment {
        case .alignCenters:
            return shrunk.box
        case .alignBaselines:
            return CGRect(x: bounds.minX, y: fullSize.box.minY + fullSize.baseline - shrunk.baseline, width: bounds.width, height: shrunk.box.height)
        case .none:
            return CGRect(x: bounds.minX, y: fullSize.box.minY, width: bounds.width, height: shrunk.box.height)
        }
    }
}
