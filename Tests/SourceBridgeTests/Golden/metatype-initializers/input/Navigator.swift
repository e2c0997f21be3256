import UIKit

/// A router that wraps what it presents in a navigation controller of the caller's class.
final class Navigator {
    func wrapped(_ viewController: UIViewController, wrap: UINavigationController.Type? = nil) -> UIViewController {
        if let navigationControllerClass = wrap {
            return navigationControllerClass.init(rootViewController: viewController)
        }
        return viewController
    }

    func controller<T: UIViewController>(of type: T.Type) -> T {
        T(nibName: nil, bundle: nil)
    }

    func plainController<Controller>(_ type: Controller.Type) -> Controller where Controller: UIViewController {
        Controller()
    }

    func sameKind(as view: UIView) -> UIView {
        type(of: view).init(frame: view.frame)
    }
}

final class StackNavigation: UINavigationController {
    var pushes = 0

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        pushes += 1
        super.pushViewController(viewController, animated: animated)
    }
}

final class DetailScreen: UIViewController {}

let routes: [UIViewController.Type] = [DetailScreen.self]
let navigationClass: UINavigationController.Type = StackNavigation.self
