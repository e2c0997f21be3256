import UIKit

// Kept in iOS form (#selector, @objc), built through the source bridge.
// Seed 000 §5.1's magic move, from a real collection view cell: a photo grid whose cell zooms
// into the detail screen (a snapshot of the cell, frames converted to the container), and an
// interactive dismissal — a pan down on the detail drives the pop back into the cell with a
// UIPercentDrivenInteractiveTransition.

/// The album: three columns of photos.
final class AlbumViewController: PhotoGridViewController {
    private(set) var selectedIndexPath: IndexPath?

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 115, height: 115)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        super.init(layout: layout, photoCount: 24)
        title = "相册 Album"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedIndexPath = indexPath
        navigationController?.pushViewController(PhotoDetailViewController(item: indexPath.item), animated: true)
    }

    /// The cell the detail came from (nil once it scrolled away).
    var selectedCell: UICollectionViewCell? {
        selectedIndexPath.flatMap { collectionView.cellForItem(at: $0) }
    }
}

/// The photo, large; a pan down takes it back into its cell.
final class PhotoDetailViewController: UIViewController {
    let item: Int
    let photoView = UIView()
    private let numberLabel = UILabel()
    private(set) var interactor: UIPercentDrivenInteractiveTransition?

    init(item: Int) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
        title = "Photo \(item + 1)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        photoView.backgroundColor = UIColor(hue: CGFloat(item % 12) / 12, saturation: 0.55, brightness: 0.85, alpha: 1)
        photoView.layer.cornerRadius = 10
        numberLabel.text = "\(item + 1)"
        numberLabel.font = .boldSystemFont(ofSize: 64)
        numberLabel.textColor = .white
        numberLabel.textAlignment = .center
        photoView.addSubview(numberLabel)
        view.addSubview(photoView)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(Self.panned(_:), name: "panned:")))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        photoView.frame = CGRect(x: 16, y: view.safeAreaInsets.top + 16, width: view.bounds.width - 32, height: view.bounds.width - 32)
        numberLabel.frame = photoView.bounds
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        let progress = min(max(pan.translation(in: view).y / 400, 0), 1)
        switch pan.state {
        case .began:
            interactor = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            interactor?.update(progress)
        case .ended:
            if progress > 0.3 || pan.velocity(in: view).y > 600 { interactor?.finish() } else { interactor?.cancel() }
            interactor = nil
        case .cancelled:
            interactor?.cancel()
            interactor = nil
        default:
            break
        }
    }
}

/// Push: the cell's snapshot grows into the photo's place while the detail fades in. Pop (also
/// interactive): the photo's snapshot shrinks back into the cell while the detail fades out.
final class CellZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    /// The pan's interaction, for a pop the detail's pan started.
    var interactor: UIPercentDrivenInteractiveTransition?

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.45
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let isPush = operation == .push
        guard let fromVC = transitionContext.viewController(forKey: .from), let toVC = transitionContext.viewController(forKey: .to),
              let album = (isPush ? fromVC : toVC) as? AlbumViewController, let detail = (isPush ? toVC : fromVC) as? PhotoDetailViewController,
              let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        if isPush {
            container.addSubview(toView)
            toView.alpha = 0
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        toView.layoutIfNeeded()
        // The cell may have scrolled away while the detail was shown: then the photo just fades.
        let cell = album.selectedCell
        let photoFrame = detail.photoView.convert(detail.photoView.bounds, to: container)
        let cellFrame = cell.map { $0.convert($0.bounds, to: container) } ?? photoFrame.insetBy(dx: photoFrame.width / 2, dy: photoFrame.height / 2)
        let source: UIView = isPush ? (cell ?? detail.photoView) : detail.photoView
        guard let snapshot = source.snapshotView(afterScreenUpdates: true) else {
            transitionContext.completeTransition(false)
            return
        }
        snapshot.frame = isPush ? cellFrame : photoFrame
        container.addSubview(snapshot)
        cell?.isHidden = true
        detail.photoView.isHidden = true

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut], animations: {
            snapshot.frame = isPush ? photoFrame : cellFrame
            if isPush { toView.alpha = 1 } else { fromView.alpha = 0 }
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            cell?.isHidden = false
            detail.photoView.isHidden = false
            fromView.alpha = 1
            if cancelled && isPush { toView.removeFromSuperview() }
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!cancelled)
        })
    }
}

/// The album's navigation controller: it vends the zoom and, for a pan, its interaction.
final class AlbumNavigationController: UINavigationController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let pair = operation == .push ? (fromVC, toVC) : (toVC, fromVC)
        guard pair.0 is AlbumViewController, let detail = pair.1 as? PhotoDetailViewController else { return nil }
        let animator = CellZoomAnimator(operation: operation)
        // The stack has already changed when the delegate is asked: take the interaction now.
        if operation == .pop { animator.interactor = detail.interactor }
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return (animationController as? CellZoomAnimator)?.interactor
    }
}
