import UIKit

public protocol Routing {
    associatedtype Root: UIViewController
}

/// A coordinator that makes its root controller on macOS only.
open class RootCoordinator<Route: Routing> {
    public typealias Root = Route.Root

    public init() {}

    @available(*, unavailable, message: "Give the root controller to the initializer instead.")
    open func makeRoot() -> Root {
        fatalError("makeRoot() is unavailable on iOS")
    }

    @available(*, unavailable)
    public init(title: String) {
        fatalError("init(title:) is unavailable on iOS")
    }

    @available(iOS 13, *)
    open func available() -> Int { 1 }
}
