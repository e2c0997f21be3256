import UIKit

private var offsetContext = 0

/// A sheet that follows its table's scrolling by key-path string, as pre-Swift-4 code does.
final class SheetController: UIViewController {
    let list = UIScrollView()
    private(set) var seenOffsets: [CGFloat] = []
    private(set) var seenSizes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.contentSize = CGSize(width: view.bounds.width, height: 2000)
        view.addSubview(list)
        list.addObserver(self, forKeyPath: "contentOffset", options: [.new, .old], context: &offsetContext)
        list.addObserver(self, forKeyPath: "contentSize", options: .new, context: nil)
    }

    func stopFollowing() {
        list.removeObserver(self, forKeyPath: "contentOffset", context: &offsetContext)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        if context == &offsetContext, let offset = change?[.newKey] as? CGPoint {
            seenOffsets.append(offset.y)
        } else if keyPath == "contentSize" {
            seenSizes += 1
        } else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }
}

/// An observer that is no view or controller.
final class ProgressWatcher: NSObject {
    private(set) var fractions: [CGFloat] = []

    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard keyPath == "fractionComplete", let animator = object as? UIViewPropertyAnimator else {
            _ = ()  // super.observeValue: NSObject's would raise for an unhandled key path (source bridge)
            return
        }
        fractions.append(animator.fractionComplete)
    }
}

extension ProgressWatcher: NSKeyValueObserving {}
