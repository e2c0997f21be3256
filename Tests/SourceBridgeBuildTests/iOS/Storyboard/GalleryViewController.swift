import UIKit

/// An iOS screen built in Interface Builder: outlets, an action, a segue action, an unwind
/// action and a custom object, as Xcode's templates write them.
class GalleryViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet var tiles: [UIView]!
    @IBOutlet var flipManager: FlipTransitionManager!

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
}

class PhotoViewController: UIViewController {
    @IBOutlet private weak var closeButton: UIButton!
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
}

/// A storyboard object that vends the flip transition (its class is an NSObject subclass the
/// storyboard makes).
class FlipTransitionManager: NSObject, UIViewControllerTransitioningDelegate {
    @IBOutlet weak var gallery: GalleryViewController?
    private(set) var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = gallery != nil
    }
}
