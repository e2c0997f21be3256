import UIKit

/// A public controller with an outlet: its connections are registered publicly.
public class AlertController: UIViewController {
    weak var bodyLabel: UILabel?

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor public override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("bodyLabel", \AlertController.bodyLabel)
    }
}
