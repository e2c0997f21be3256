import UIKit

// Kept in iOS form (registered cell classes, #selector), built through the source bridge.
// Seed 000 §4, the interlude on UICollectionViewController layout transitions: a navigation
// controller of collection view controllers with the same data, the pushed ones with
// useLayoutToLayoutNavigationTransitions = true, so push and pop animate the one collection
// view from layout to layout instead of sliding (the seed's "years – moments" of Photos). The
// collection view's data source and delegate stay the root controller's, as the seed notes.
// Beside it, the layout interactive transition the seed points to: a pinch drives
// startInteractiveTransition(to:) through the transition layout's progress.

/// A coloured square with its number.
final class PhotoTileCell: UICollectionViewCell {
    let numberLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10
        contentView.clipsToBounds = true
        numberLabel.textColor = .white
        numberLabel.font = .boldSystemFont(ofSize: 20)
        numberLabel.textAlignment = .center
        numberLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        numberLabel.frame = contentView.bounds
        contentView.addSubview(numberLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(_ item: Int) {
        numberLabel.text = "\(item + 1)"
        contentView.backgroundColor = UIColor(hue: CGFloat(item % 12) / 12, saturation: 0.55, brightness: 0.85, alpha: 1)
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { PhotoTileCell(frame: .zero) }
        connections.initializer("init()", { PhotoTileCell() })
        connections.initializer("init(frame:)", { (frame: CGRect) in PhotoTileCell(frame: frame) })
    }
}

/// The three layouts of the demo: a grid of small squares, two columns, one column of cards.
@MainActor func photoLayout(level: Int) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    let side: [CGSize] = [CGSize(width: 78, height: 78), CGSize(width: 170, height: 170), CGSize(width: 361, height: 220)]
    layout.itemSize = side[min(max(level, 0), 2)]
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    return layout
}

/// A grid of numbered photos: the data source the demos' collection view controllers share.
class PhotoGridViewController: UICollectionViewController {
    let photoCount: Int

    init(layout: UICollectionViewLayout, photoCount: Int) {
        self.photoCount = photoCount
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoTileCell.self, forCellWithReuseIdentifier: "Photo")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photoCount
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! PhotoTileCell
        cell.show(indexPath.item)
        return cell
    }
}

/// One level of the stack. The root answers the data source and delegate for every level.
final class PhotoLevelViewController: PhotoGridViewController {
    let level: Int
    static let titles = ["年 Years", "月 Months", "时刻 Moments"]

    init(level: Int) {
        self.level = level
        super.init(layout: photoLayout(level: level), photoCount: 30)
        useLayoutToLayoutNavigationTransitions = level > 0
        title = Self.titles[level]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Called on the root for every level (it stays the delegate): push the level after the top.
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let navigation = navigationController, let top = navigation.topViewController as? PhotoLevelViewController, top.level < 2 else { return }
        navigation.pushViewController(PhotoLevelViewController(level: top.level + 1), animated: true)
    }
}

/// A grid that a pinch opens into large squares and closes back, following the fingers.
final class PinchLayoutViewController: PhotoGridViewController {
    private let small = photoLayout(level: 0)
    private let large = photoLayout(level: 1)
    private var transitionLayout: UICollectionViewTransitionLayout?
    private var opening = true
    private(set) var completions: [String] = []

    init() {
        super.init(layout: small, photoCount: 30)
        title = "捏合 Pinch"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: Selector(Self.pinched(_:), name: "pinched:")))
    }

    func pinched(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            opening = collectionView.collectionViewLayout === small
            transitionLayout = collectionView.startInteractiveTransition(to: opening ? large : small) { [weak self] completed, finished in
                self?.completions.append("completed: \(completed), finished: \(finished)")
                self?.transitionLayout = nil
            }
        case .changed:
            let progress = opening ? (pinch.scale - 1) : (1 - pinch.scale) * 2
            transitionLayout?.transitionProgress = min(max(progress, 0), 1)
        case .ended, .cancelled:
            guard let transitionLayout else { return }
            if transitionLayout.transitionProgress > 0.5 && pinch.state == .ended {
                collectionView.finishInteractiveTransition()
            } else {
                collectionView.cancelInteractiveTransition()
            }
        default:
            break
        }
    }

}

