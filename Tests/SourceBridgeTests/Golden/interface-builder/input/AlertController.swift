import UIKit

/// A public controller with an outlet: its connections are registered publicly.
public class AlertController: UIViewController {
    @IBOutlet weak var bodyLabel: UILabel?
}
