/// Where a popover's bubble goes.
struct PopoverPlacement {
    let content: CGRect
    let direction: UIPopoverArrowDirection
    let anchor: CGRect

    /// The bubble's outline: the content's rounded rectangle plus the arrow towards the anchor.
    var bubble: CGRect { content }

    func path() -> CGPath {
        let path = CGMutablePath()
        path.addRoundedRect(in: content, cornerWidth: 13, cornerHeight: 13)
        let half = UIPopoverPresentationController.arrowWidth / 2
        let arrow = UIPopoverPresentationController.arrowHeight
        switch direction {
        case .up:
            let x = min(max(anchor.midX, content.minX + 13 + half), content.maxX - 13 - half)
            path.addLines(between: [CGPoint(x: x - half, y: content.minY), CGPoint(x: x, y: content.minY - arrow), CGPoint(x: x + half, y: content.minY)])
        case .down:
            let x = min(max(anchor.midX, content.minX + 13 + half), content.maxX - 13 - half)
            path.addLines(between: [CGPoint(x: x - half, y: content.maxY), CGPoint(x: x, y: content.maxY + arrow), CGPoint(x: x + half, y: content.maxY)])
        case .left:
            let y = min(max(anchor.midY, content.minY + 13 + half), content.maxY - 13 - half)
            path.addLines(between: [CGPoint(x: content.minX, y: y - half), CGPoint(x: content.minX - arrow, y: y), CGPoint(x: content.minX, y: y + half)])
        default:
            let y = min(max(anchor.midY, content.minY + 13 + half), content.maxY - 13 - half)
            path.addLines(between: [CGPoint(x: content.maxX, y: y - half), CGPoint(x: content.maxX + arrow, y: y), CGPoint(x: content.maxX, y: y + half)])
        }
        path.closeSubpath()
        return path
    }
}
