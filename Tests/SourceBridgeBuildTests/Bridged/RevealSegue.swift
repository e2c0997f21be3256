import UIKit

/// A custom segue written as the View Controller Programming Guide shows: the designated
/// initializer overridden, calling super first, and perform() doing the transition.
class RevealSegue: UIStoryboardSegue {
    private(set) var createdAt = "never"

    required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        super.init(identifier: identifier, source: source, destination: destination)
        createdAt = "init"
    }

    override func perform() {
        source.present(destination, animated: false, completion: nil)
    }
}
