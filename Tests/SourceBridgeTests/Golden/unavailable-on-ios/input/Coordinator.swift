import UIKit

public protocol Routing {
    associatedtype Root: UIViewController
}

/// A coordinator that makes its root controller on macOS only.
open class RootCoordinator<Route: Routing> {
    public typealias Root = Route.Root

    public init() {}

    @available(iOS, unavailable, message: "Give the root controller to the initializer instead.")
    open func makeRoot() -> Root {
        .init()
    }

    @objc @available(iOS, unavailable)
    public init(title: String) {
        let root = Root()
        root.title = title
    }

    @available(iOS 13, *)
    open func available() -> Int { 1 }
}
