import Foundation
@testable import OpenUIKit
import Testing

/// Interactions as a view keeps them, and the pointer interaction's API as iPad-ready code
/// writes it (a delegate giving a highlight effect over a targeted preview).
@MainActor
struct UIPointerInteractionTests {
    final class DayView: UIView, UIPointerInteractionDelegate {
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            guard let view = interaction.view else { return nil }
            let parameters = UIPreviewParameters()
            parameters.visiblePath = UIBezierPath(ovalIn: view.bounds)
            return UIPointerStyle(effect: .highlight(UITargetedPreview(view: view, parameters: parameters)))
        }
    }

    /// Records the calls UIKit makes on an interaction as it is added and removed.
    final class RecordingInteraction: NSObject, UIInteraction {
        private(set) weak var view: UIView?
        var calls: [String] = []
        func willMove(to view: UIView?) { calls.append("willMove(\(view == nil ? "nil" : "view"))") }
        func didMove(to view: UIView?) {
            self.view = view
            calls.append("didMove(\(view == nil ? "nil" : "view"))")
        }
    }

    @Test func aViewKeepsItsInteractionsAndTellsThemWhenTheyMove() {
        let view = UIView()
        let interaction = RecordingInteraction()
        view.addInteraction(interaction)
        view.addInteraction(interaction)
        #expect(view.interactions.count == 1, "adding twice keeps one")
        #expect(interaction.view === view)
        view.removeInteraction(interaction)
        #expect(view.interactions.isEmpty)
        #expect(interaction.view == nil)
        #expect(interaction.calls == ["willMove(view)", "didMove(view)", "willMove(nil)", "didMove(nil)"])
    }

    @Test func addingAnInteractionToAnotherViewTakesItFromTheFirst() {
        let first = UIView(), second = UIView()
        let interaction = UIPointerInteraction(delegate: nil)
        first.addInteraction(interaction)
        second.addInteraction(interaction)
        #expect(first.interactions.isEmpty)
        #expect(second.interactions.count == 1 && interaction.view === second)
        second.interactions = []
        #expect(interaction.view == nil)
    }

    @Test func aPointerInteractionKeepsItsDelegateWeaklyAndItsViewIsTheOneItIsOn() {
        let day = DayView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let interaction = UIPointerInteraction(delegate: day)
        day.addInteraction(interaction)
        #expect(interaction.delegate === day)
        #expect(interaction.isEnabled)
        // The delegate's style, as the system would ask for it on an iPad.
        let style = day.pointerInteraction(interaction, styleFor: UIPointerRegion(rect: day.bounds, identifier: "day"))
        guard case .highlight(let preview)? = style?.effect else {
            Issue.record("expected a highlight effect")
            return
        }
        #expect(preview.view === day)
        #expect(preview.size == CGSize(width: 40, height: 40))
        #expect(preview.parameters.visiblePath?.bounds == day.bounds)
        // The defaults of the optional methods: the default region, the system's style.
        let region = UIPointerRegion(rect: .zero)
        let plain = UIPointerInteraction(delegate: nil)
        final class Plain: NSObject, UIPointerInteractionDelegate {}
        #expect(Plain().pointerInteraction(plain, regionFor: UIPointerRegionRequest(location: .zero), defaultRegion: region) === region)
        #expect(Plain().pointerInteraction(plain, styleFor: region) == nil)
    }

    @Test func aTargetedPreviewIsPlacedWhereItsViewIs() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 60))
        container.addSubview(view)
        let preview = UITargetedPreview(view: view)
        #expect(preview.target.container === container)
        #expect(preview.target.center == CGPoint(x: 40, y: 60))
        let moved = preview.retargetedPreview(with: UIPreviewTarget(container: view, center: .zero))
        #expect(moved.target.container === view && moved.view === view)
    }
}
