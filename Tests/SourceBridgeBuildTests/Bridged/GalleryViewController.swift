import UIKit

/// An iOS screen built in Interface Builder: outlets, an action, a segue action, an unwind
/// action and a custom object, as Xcode's templates write them.
class GalleryViewController: UIViewController {
    weak var titleLabel: UILabel!
    var tiles: [UIView]!
    var flipManager: FlipTransitionManager!

    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad \(titleLabel.text ?? "")")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "-")")
        if segue.identifier == "flip" {
            segue.destination.transitioningDelegate = flipManager
        }
    }

    @IBAction func likeTapped(_ sender: Any) {
        events.append("like")
    }

    @IBAction func unwindToGallery(_ segue: UIStoryboardSegue) {
        events.append("unwind from \(type(of: segue.source))")
    }

    @IBSegueAction func makePhoto(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> PhotoViewController? {
        events.append("makePhoto \(segueIdentifier ?? "-")")
        return PhotoViewController(coder: coder, photoName: "cat")
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("flipManager", \GalleryViewController.flipManager)
        connections.action("likeTapped:", GalleryViewController.likeTapped(_:))
        connections.segueAction("makePhoto:sender:segueIdentifier:", GalleryViewController.makePhoto(_:sender:segueIdentifier:))
        connections.outlet("tiles", \GalleryViewController.tiles)
        connections.outlet("titleLabel", \GalleryViewController.titleLabel)
        connections.action("unwindToGallery:", GalleryViewController.unwindToGallery(_:))
    }
}

class PhotoViewController: UIViewController {
    private weak var closeButton: UIButton!
    let photoName: String

    init?(coder: NSCoder, photoName: String) {
        self.photoName = photoName
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        photoName = "none"
        super.init(coder: coder)
    }

    var hasCloseButton: Bool { closeButton != nil }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("closeButton", \PhotoViewController.closeButton)
    }
}

/// A storyboard object that vends the flip transition (its class is an NSObject subclass the
/// storyboard makes).
class FlipTransitionManager: NSObject, UIViewControllerTransitioningDelegate {
    weak var gallery: GalleryViewController?
    private(set) var awoke = false

    func awakeFromNib() {
        awoke = gallery != nil
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        connections.makeInstance = { FlipTransitionManager() }
        connections.outlet("gallery", \FlipTransitionManager.gallery)
    }
}

extension FlipTransitionManager: InterfaceBuilderConnectable {}

extension FlipTransitionManager: InterfaceBuilderAwakening {}
