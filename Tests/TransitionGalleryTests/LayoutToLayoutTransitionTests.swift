@testable import TransitionGallery
import Testing
import UIKit
import UIKitTesting

/// Seed 000 §4 in the gallery: layout-to-layout pushes and pops share one collection view and
/// change its layout (the data source and delegate stay the root's); a pinch drives an
/// interactive layout transition; and the magic move from a real cell, with its interactive
/// dismissal back into the cell.
@MainActor
struct LayoutToLayoutTransitionTests {
    @Test func layoutToLayoutPushesAndPopsChangeOneCollectionViewsLayout() throws {
        var itemSizes: [CGSize] = []
        let run = try runDemo(GalleryDemo.layoutToLayout, sample: { host -> Int in
            let navigation = host.window.rootViewController as! UINavigationController
            if let root = navigation.viewControllers.first as? PhotoLevelViewController, let flow = root.collectionView.collectionViewLayout as? UICollectionViewFlowLayout,
               itemSizes.last != flow.itemSize {
                itemSizes.append(flow.itemSize)
            }
            return navigation.viewControllers.count
        }) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            let root = try #require(navigation.viewControllers.first as? PhotoLevelViewController)
            let collectionView = try #require(root.collectionView)
            #expect(collectionView.dataSource === root && collectionView.delegate === root)
            #expect(collectionView.superview != nil && collectionView.window != nil)
            // At rest below the navigation bar (the inset `.automatic` adds in a navigation controller).
            #expect(collectionView.contentOffset.y == -collectionView.adjustedContentInset.top && collectionView.adjustedContentInset.top > 90)
        }
        #expect(run.seen == [1, 2, 3, 2, 1])
        // Years → months → moments → months → years: one collection view, four layouts shown.
        #expect(itemSizes == [CGSize(width: 78, height: 78), CGSize(width: 170, height: 170), CGSize(width: 361, height: 220),
                              CGSize(width: 170, height: 170), CGSize(width: 78, height: 78)])
        // No slide: the navigation controller used the layout change, never the system slide.
        #expect(!run.callbackNames.contains { $0.contains("NavigationSlideAnimator") })
    }

    @Test func aPinchDrivesTheInteractiveLayoutTransitionBothWays() throws {
        var progresses: [CGFloat] = []
        _ = try runDemo(GalleryDemo.layoutPinch, sample: { host -> Bool in
            let navigation = host.window.rootViewController as! UINavigationController
            let controller = navigation.topViewController as! PinchLayoutViewController
            if let transition = controller.collectionView.collectionViewLayout as? UICollectionViewTransitionLayout {
                progresses.append(transition.transitionProgress)
                return true
            }
            return false
        }) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            let controller = try #require(navigation.topViewController as? PinchLayoutViewController)
            #expect(controller.completions == ["completed: true, finished: true", "completed: true, finished: true"])
            let flow = try #require(controller.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
            #expect(flow.itemSize == CGSize(width: 78, height: 78), "opened, then closed again")
        }
        // The progress followed the fingers up toward 0.9 (a pinch from 100 to 190 points).
        #expect((progresses.max() ?? 0) > 0.8 && progresses.contains { $0 > 0.2 && $0 < 0.6 })
    }

    @Test func aCellZoomsIntoTheDetailAndAPanPutsItBack() throws {
        var hiddenCellSeen = false
        let run = try runDemo(GalleryDemo.cellMagicMove, sample: { host -> Int in
            let navigation = host.window.rootViewController as! UINavigationController
            if let album = navigation.viewControllers.first as? AlbumViewController, album.selectedCell?.isHidden == true { hiddenCellSeen = true }
            return navigation.viewControllers.count
        }) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            let album = try #require(navigation.viewControllers.first as? AlbumViewController)
            let cell = try #require(album.selectedCell)
            #expect(!cell.isHidden && cell.window != nil)
            #expect(album.selectedIndexPath == IndexPath(item: 4, section: 0))
        }
        #expect(run.seen == [1, 2, 1])
        #expect(hiddenCellSeen, "the cell stood aside while its snapshot moved")
        #expect(run.callbackNames.filter { $0.hasSuffix("animateTransition (0.45 s)") }.count == 1, "the push")
        #expect(run.callbackNames.contains("UIPercentDrivenInteractiveTransition.startInteractiveTransition (animator: CellZoomAnimator)"), "the pop was interactive")
    }
}
