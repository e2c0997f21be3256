import UIKit

// Seed 000 §5.1, sub-element animation: the "magic move" (Keynote's effect). An element on both
// screens moves from its place on the old one to its place on the new one. Built the way the
// seed describes: a snapshot of the element (`snapshotView(afterScreenUpdates:)`) and frames
// converted between the two views' coordinate spaces (`convert(_:to:)`).

/// A coloured tile with a bilingual name: small in the grid, large on the detail screen.
final class MagicTileView: UIView {
    let nameLabel = UILabel()

    init(name: String, color: UIColor, fontSize: CGFloat) {
        super.init(frame: .zero)
        backgroundColor = color
        layer.cornerRadius = 14
        clipsToBounds = true
        nameLabel.text = name
        nameLabel.font = .boldSystemFont(ofSize: fontSize)
        nameLabel.textColor = .white
        nameLabel.textAlignment = .center
        nameLabel.numberOfLines = 2
        addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        nameLabel.frame = bounds.width > 16 && bounds.height > 16 ? bounds.insetBy(dx: 8, dy: 8) : bounds
    }
}

/// The items of the demo.
let magicMoveItems: [(name: String, color: UIColor)] = [
    ("樱桃\nCherry", .systemRed), ("橙子\nOrange", .systemOrange), ("柠檬\nLemon", .systemYellow),
    ("青柠\nLime", .systemGreen), ("蓝莓\nBlueberry", .systemBlue), ("葡萄\nGrape", .systemPurple),
]

/// The grid: tapping a tile pushes its detail screen.
final class MagicGridViewController: UIViewController {
    private(set) var tiles: [MagicTileView] = []
    /// The tile whose detail is pushed (the animator moves it).
    private(set) var selectedTile: MagicTileView?

    override func loadView() {
        let screen = DemoScreenView(title: "神奇移动 Magic move", subtitle: "snapshotView + convert(_:to:)", color: .systemBrown, rows: [])
        tiles = magicMoveItems.map { item in
            let tile = MagicTileView(name: item.name, color: item.color, fontSize: 17)
            tile.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.tileTapped))
            screen.addSubview(tile)
            return tile
        }
        view = screen
        title = "Grid"
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let side = (view.bounds.width - 16 * 3) / 2
        for (index, tile) in tiles.enumerated() {
            let column = CGFloat(index % 2), row = CGFloat(index / 2)
            tile.frame = CGRect(x: 16 + column * (side + 16), y: view.safeAreaInsets.top + 126 + row * (side * 0.7 + 16), width: side, height: side * 0.7)
        }
    }

    func tileTapped(_ gesture: UITapGestureRecognizer) {
        guard let tile = gesture.view as? MagicTileView, let index = tiles.firstIndex(of: tile) else { return }
        selectedTile = tile
        navigationController?.pushViewController(MagicDetailViewController(item: magicMoveItems[index]), animated: true)
    }
}

/// The detail: the same tile, large, at the top.
final class MagicDetailViewController: UIViewController {
    let heroView: MagicTileView

    init(item: (name: String, color: UIColor)) {
        heroView = MagicTileView(name: item.name, color: item.color, fontSize: 34)
        super.init(nibName: nil, bundle: nil)
        title = "Detail"
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let screen = UIView(frame: UIScreen.main.bounds)
        screen.backgroundColor = .systemBackground
        let notes = UILabel()
        notes.text = "同一个元素移动到新位置\nOne element, moved to its new place"
        notes.numberOfLines = 0
        notes.font = .systemFont(ofSize: 17)
        notes.frame = CGRect(x: 20, y: 470, width: screen.bounds.width - 40, height: 80)
        screen.addSubview(notes)
        screen.addSubview(heroView)
        view = screen
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        heroView.frame = CGRect(x: 16, y: view.safeAreaInsets.top + 16, width: view.bounds.width - 32, height: 300)
    }
}

/// The animator: push moves the tile's snapshot to the hero's place while the detail fades in;
/// pop moves it back while the detail fades out.
final class MagicMoveAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let isPush = operation == .push
        guard let fromVC = transitionContext.viewController(forKey: .from), let toVC = transitionContext.viewController(forKey: .to),
              let grid = (isPush ? fromVC : toVC) as? MagicGridViewController, let detail = (isPush ? toVC : fromVC) as? MagicDetailViewController,
              let tile = grid.selectedTile else {
            return transitionContext.completeTransition(false)
        }
        let toView = toVC.view!, fromView = fromVC.view!
        toView.frame = transitionContext.finalFrame(for: toVC)
        if isPush {
            containerView.addSubview(toView)
            toView.alpha = 0
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
        }
        // Both screens are laid out before their frames are read.
        toView.layoutIfNeeded()
        // The element that moves: a snapshot of where it starts, in the container's coordinates.
        let startView: UIView = isPush ? tile : detail.heroView
        let endView: UIView = isPush ? detail.heroView : tile
        guard let snapshot = startView.snapshotView(afterScreenUpdates: false) else { return transitionContext.completeTransition(false) }
        snapshot.frame = startView.convert(startView.bounds, to: containerView)
        let endFrame = endView.convert(endView.bounds, to: containerView)
        containerView.addSubview(snapshot)
        tile.isHidden = true
        detail.heroView.isHidden = true

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.85,
                       initialSpringVelocity: 0, options: [], animations: {
            snapshot.frame = endFrame
            if isPush { toView.alpha = 1 } else { fromView.alpha = 0 }
        }, completion: { _ in
            tile.isHidden = false
            detail.heroView.isHidden = false
            fromView.alpha = 1
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The navigation controller of the demo: it is its own delegate and vends the magic move
/// between the grid and a detail.
final class MagicMoveNavigationController: UINavigationController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let pair = operation == .push ? (fromVC, toVC) : (toVC, fromVC)
        guard pair.0 is MagicGridViewController, pair.1 is MagicDetailViewController else { return nil }
        return MagicMoveAnimationController(operation: operation)
    }
}

extension GalleryDemo {
    /// Seed 000 §5.1: tap a tile, then go back with the back button.
    static let magicMove = GalleryDemo(
        name: "magic-move", seed: "000",
        summary: "magic move: a tile's snapshot flies from the grid to its place on the detail screen (convert(_:to:)) and back on pop",
        device: .iPhone, duration: 2.2,
        makeRoot: { MagicMoveNavigationController(rootViewController: MagicGridViewController()) },
        script: { stage in
            stage.wait(0.3)
            guard let navigation = stage.root as? UINavigationController,
                  let grid = navigation.viewControllers.first as? MagicGridViewController, grid.tiles.count > 4 else { return }
            stage.host.tap(grid.tiles[4])
            stage.wait(0.8)
            stage.host.tap(navigation.navigationBar._backButton)
            stage.wait(0.8)
        })
}
