import Foundation

/// Behaviour a view is given by adding an object to it (`addInteraction(_:)`): pointer
/// effects, for example. The view keeps its interactions and tells each when it is added and
/// removed.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to, if any.
    var view: UIView? { get }
    /// Called before the interaction is added to `view` (or, with nil, removed from its view).
    func willMove(to view: UIView?)
    /// Called after the interaction was added to `view` (or, with nil, removed from its view).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in the order they were added. Setting it removes the
    /// ones not in the new list and adds the new ones.
    public var interactions: [any UIInteraction] {
        get { interactionStorage }
        set {
            for interaction in interactionStorage where !newValue.contains(where: { $0 === interaction }) { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction` to the view (which holds it strongly), taking it from the view it was
    /// on. Adding it again does nothing.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        if let previous = interaction.view, previous !== self { previous.removeInteraction(interaction) }
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from the view; an interaction the view does not have is ignored.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = interactionStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.remove(at: index)
        interaction.didMove(to: nil)
    }
}
