import UIKit

final class SheetController: UIPresentationController {
    private var scrollObserver: NSKeyValueObservation?

    /// Extension-safe code reaches the application by name.
    private var rootViewController: UIViewController? {
        guard let application = UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)) as? UIApplication
            else { return nil }
        return application.keyWindow?.rootViewController
    }

    func track(_ scrollView: UIScrollView) {
        let frame = scrollView.value(forKey: #keyPath(UIScrollView.frame)) as? CGRect
        print(frame ?? .zero)
        scrollObserver = scrollView.observe(\.contentOffset, options: .old) { scrollView, change in
            print(scrollView.contentOffset, change.oldValue ?? .zero)
        }
        scrollView.addObserver(self, forKeyPath: "contentSize", options: [.new], context: nil)
    }
}
