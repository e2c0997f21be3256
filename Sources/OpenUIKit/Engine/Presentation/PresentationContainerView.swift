/// The view a presentation's views are put in (UIKit's transition view). It tells its
/// presentation controller about its layout. A popover's container also takes the taps
/// outside the popover (except on passthrough views, which touches reach through it).
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?
    /// The popover whose outside taps this container takes (see `takeTapsOutside(of:)`).
    private weak var popover: UIPopoverPresentationController?

    /// A popover's container: a tap outside its bubble asks the popover to dismiss.
    func takeTapsOutside(of popover: UIPopoverPresentationController) {
        guard self.popover == nil else { return }
        self.popover = popover
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        tap.addAction { [weak self] tap in
            // Only taps outside the popover dismiss it.
            guard let self, let popover = self.popover, !popover.bubbleContains(tap.location(in: self)) else { return }
            popover.userTappedOutside()
        }
        addGestureRecognizer(tap)
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard let popover, !popover.bubbleContains(point) else { return hit }
        // Outside the popover: passthrough views get the touch, anything else is the container's.
        let windowPoint = convert(point, to: nil)
        if (popover.passthroughViews ?? []).contains(where: { $0.window != nil && $0.point(inside: $0.convert(windowPoint, from: nil), with: event) }) { return nil }
        return hit == nil ? nil : self
    }
}
