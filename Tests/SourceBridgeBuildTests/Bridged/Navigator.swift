import UIKit

/// A router that wraps what it presents in a navigation controller of the caller's class.
final class Navigator {
    func wrapped(_ viewController: UIViewController, wrap: UINavigationController.Type? = nil) -> UIViewController {
        if let navigationControllerClass = wrap {
            return MetatypeInitializers.make(navigationControllerClass, rootViewController: viewController)
        }
        return viewController
    }

    func controller<T: UIViewController>(of type: T.Type) -> T {
        MetatypeInitializers.make(T.self, nibName: nil, bundle: nil)
    }

    func plainController<Controller>(_ type: Controller.Type) -> Controller where Controller: UIViewController {
        MetatypeInitializers.make(Controller.self)
    }

    func sameKind(as view: UIView) -> UIView {
        MetatypeInitializers.make(type(of: view), frame: view.frame)
    }
}

final class StackNavigation: UINavigationController {
    var pushes = 0

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        pushes += 1
        super.pushViewController(viewController, animated: animated)
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.initializer("init()", { StackNavigation() })
        connections.initializer("init(nibName:bundle:)", { (nibName: String?, bundle: Bundle?) in StackNavigation(nibName: nibName, bundle: bundle) })
        connections.initializer("init(rootViewController:)", { (rootViewController: UIViewController) in StackNavigation(rootViewController: rootViewController) })
    }
}

final class DetailScreen: UIViewController {
    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.initializer("init()", { DetailScreen() })
        connections.initializer("init(nibName:bundle:)", { (nibName: String?, bundle: Bundle?) in DetailScreen(nibName: nibName, bundle: bundle) })
    }
}

let routes: [UIViewController.Type] = [DetailScreen.self]
let navigationClass: UINavigationController.Type = StackNavigation.self
