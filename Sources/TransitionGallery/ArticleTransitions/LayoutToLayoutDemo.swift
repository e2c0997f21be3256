import UIKit

// Seed 000 §4: the demos of LayoutTransitions/PhotoLevels.swift (iOS form, through the source bridge).

extension GalleryDemo {
    /// Seed 000 §4: tap into months, then moments; back twice.
    static let layoutToLayout = GalleryDemo(
        name: "layout-to-layout", seed: "000",
        summary: "UICollectionViewController layout transitions: push and pop change one shared collection view's layout (useLayoutToLayoutNavigationTransitions)",
        device: .iPhone, duration: 3.8,
        makeRoot: { UINavigationController(rootViewController: PhotoLevelViewController(level: 0)) },
        script: { stage in
            stage.wait(0.3)
            guard let navigation = stage.root as? UINavigationController, let root = navigation.viewControllers.first as? PhotoLevelViewController,
                  let collectionView = root.collectionView else { return }
            for item in [5, 2] {
                guard let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame else { return }
                stage.host.tap(at: collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
                stage.wait(0.8)
            }
            stage.host.tap(navigation.navigationBar._backButton)
            stage.wait(0.8)
            stage.host.tap(navigation.navigationBar._backButton)
            stage.wait(0.8)
        })

    /// The seed's pointer to interactive layout transitions: pinch open, then pinch closed.
    static let layoutPinch = GalleryDemo(
        name: "layout-pinch", seed: "000",
        summary: "an interactive layout transition: a pinch drives startInteractiveTransition(to:) and its transitionProgress, then finishes",
        device: .iPhone, duration: 3.8,
        makeRoot: { UINavigationController(rootViewController: PinchLayoutViewController()) },
        script: { stage in
            stage.wait(0.3)
            let center = CGPoint(x: stage.window.bounds.midX, y: stage.window.bounds.midY)
            _ = stage.host.pinch(at: center, from: 100, to: 190, duration: stage.dragDuration(1.0))
            stage.wait(0.7)
            _ = stage.host.pinch(at: center, from: 200, to: 90, duration: stage.dragDuration(1.0))
            stage.wait(0.7)
        })
}

extension GalleryDemo {
    /// Seed 000 §5.1 from a real cell: tap a photo; pull the detail down to put it back.
    static let cellMagicMove = GalleryDemo(
        name: "cell-magic-move", seed: "000",
        summary: "magic move from a collection view cell: the cell zooms into the detail, and a pan down drives the pop back into the cell",
        device: .iPhone, duration: 2.8,
        makeRoot: { AlbumNavigationController(rootViewController: AlbumViewController()) },
        script: { stage in
            stage.wait(0.3)
            guard let navigation = stage.root as? UINavigationController, let album = navigation.viewControllers.first as? AlbumViewController,
                  let collectionView = album.collectionView,
                  let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame else { return }
            stage.host.tap(at: collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
            stage.wait(0.8)
            stage.host.drag(from: CGPoint(x: 196, y: 320), to: CGPoint(x: 196, y: 560), duration: stage.dragDuration(0.6))
            stage.wait(0.9)
        })
}
