import UIKit

func swizzle() {
    let original = class_getInstanceMethod(UIViewController.self, #selector(UIViewController.viewDidAppear(_:)))
    let _ = original
}

final class Checker: NSObject {
    weak var delegate: AnyObject?

    func check() {
        if delegate?.responds(to: #selector(getter: UIView.frame)) == true {}
        let _ = #selector(missing)
    }
}
