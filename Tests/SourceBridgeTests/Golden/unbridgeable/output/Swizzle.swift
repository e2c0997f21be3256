import UIKit

func swizzle() {
    guard let original = class_getInstanceMethod(UIViewController.self, Selector(UIViewController.viewDidAppear(_:), name: "viewDidAppear:")),
          let replacement = class_getInstanceMethod(UIViewController.self, Selector(UIViewController.viewDidLoad, name: "viewDidLoad")) else { return }
    method_exchangeImplementations(original, replacement)
}

final class Checker: NSObject {
    weak var delegate: AnyObject?

    func check() {
        if delegate?.responds(to: #selector(getter: UIView.frame)) == true {}
        let _ = Selector(Self.missing, name: "missing")
    }
}

final class Watcher: NSObject {
    var observation: NSKeyValueObservation?

    func watch(_ view: UIView) {
        view.addObserver(self, forKeyPath: "frame", options: [.new], context: nil)
        observation = view.observe(\.frame, options: [.new]) { _, _ in }
    }
}
