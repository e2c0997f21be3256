import Foundation

/// Initializers called through a class object: `viewClass.init(frame: .zero)`,
/// `navigationClass.init(rootViewController: root)`, `T()` for `T: UIViewController`.
///
/// Objective-C lets any initializer be called through a class object, and Swift imports UIKit's
/// classes with that freedom, so iOS code does this without `required` initializers. Swift on
/// Linux allows it only for `required` ones, and UIKit's cannot be made `required`: every app
/// subclass with an initializer of its own would then have to implement them all.
///
/// So the source bridge (`SourceBridgePlugin`, `openuikit port`) rewrites such a call into a
/// call of `make`, which finds the initializer of the class the object really is (not only of
/// its static type) and calls it:
/// - OpenUIKit's own classes have theirs built in;
/// - an app's or library's class registers them in `interfaceBuilderConnections(into:)`
///   (`connections.initializer("init(frame:)", CardView.init(frame:))`), which the bridge writes
///   for every class of the module whose `.self` the module names.
///
/// - Note: OpenUIKit only; not meant to be called by hand. Where iOS differs: when a class has
///   no initializer registered (a subclass the bridge did not see, or one whose own designated
///   initializers replace the one called), iOS stops with "Use of unimplemented initializer".
///   Here the nearest superclass that has one makes the object, if that fits the static type,
///   and a diagnostic (`DiagnosticCode.metatypeInitializer`) says so; only when nothing fits does
///   the program stop, with the same message as iOS.
@preconcurrency @MainActor
public enum MetatypeInitializers {
    /// Makes an object from the arguments of one initializer, packed in a tuple (nil when the
    /// arguments do not fit).
    typealias Factory = @MainActor (Any) -> AnyObject?

    /// `type.init()`: views are made with a zero frame, controllers without a nib, as `NSObject`'s
    /// `init()` does on iOS.
    public static func make<T: NSObject>(_ type: T.Type) -> T {
        instance(of: type, "init()", ())
    }

    /// `type.init(frame:)`.
    public static func make<T: UIView>(_ type: T.Type, frame: CGRect) -> T {
        instance(of: type, "init(frame:)", frame)
    }

    /// `type.init(type:)` of a button.
    public static func make<T: UIButton>(_ type: T.Type, type buttonType: UIButton.ButtonType) -> T {
        instance(of: type, "init(type:)", buttonType)
    }

    /// `type.init(nibName:bundle:)`.
    public static func make<T: UIViewController>(_ type: T.Type, nibName: String?, bundle: Bundle?) -> T {
        instance(of: type, "init(nibName:bundle:)", (nibName, bundle))
    }

    /// `type.init(rootViewController:)`.
    public static func make<T: UINavigationController>(_ type: T.Type, rootViewController: UIViewController) -> T {
        instance(of: type, "init(rootViewController:)", rootViewController)
    }

    /// `type.init(style:)` of a table view controller.
    public static func make<T: UITableViewController>(_ type: T.Type, style: UITableView.Style) -> T {
        instance(of: type, "init(style:)", style)
    }

    /// `type.init(collectionViewLayout:)`.
    public static func make<T: UICollectionViewController>(_ type: T.Type, collectionViewLayout: UICollectionViewLayout) -> T {
        instance(of: type, "init(collectionViewLayout:)", collectionViewLayout)
    }

    /// `type.init(style:reuseIdentifier:)`.
    public static func make<T: UITableViewCell>(_ type: T.Type, style: UITableViewCell.CellStyle, reuseIdentifier: String?) -> T {
        instance(of: type, "init(style:reuseIdentifier:)", (style, reuseIdentifier))
    }

    /// `type.init(reuseIdentifier:)`.
    public static func make<T: UITableViewHeaderFooterView>(_ type: T.Type, reuseIdentifier: String?) -> T {
        instance(of: type, "init(reuseIdentifier:)", reuseIdentifier as Any)
    }

    /// `type.init(frame:style:)` of a table view.
    public static func make<T: UITableView>(_ type: T.Type, frame: CGRect, style: UITableView.Style) -> T {
        instance(of: type, "init(frame:style:)", (frame, style))
    }

    /// `type.init(frame:collectionViewLayout:)`.
    public static func make<T: UICollectionView>(_ type: T.Type, frame: CGRect, collectionViewLayout: UICollectionViewLayout) -> T {
        instance(of: type, "init(frame:collectionViewLayout:)", (frame, collectionViewLayout))
    }

    /// `type.init(target:action:)` of a gesture recognizer.
    public static func make<T: UIGestureRecognizer>(_ type: T.Type, target: Any?, action: Selector?) -> T {
        instance(of: type, "init(target:action:)", (target, action))
    }

    /// The object `type`'s initializer named `signature` makes, or the nearest superclass's
    /// (reported) when `type` has none registered.
    static func instance<T: AnyObject>(of type: T.Type, _ signature: String, _ arguments: Any) -> T {
        var current: AnyClass? = type
        while let candidate = current {
            if let made = factory(of: candidate, signature)?(arguments) {
                guard let typed = made as? T else { break }
                if candidate != type {
                    OpenUIKitDiagnostics.report(.metatypeInitializer, "\(type).\(signature) was called through a class object, but \(type) has no such initializer registered (the source bridge registers them for the classes whose .self the module names, when the class has the initializer); \(candidate)'s made a \(Swift.type(of: made)), which is used.")
                }
                return typed
            }
            current = _getSuperclass(candidate)
        }
        // iOS stops here too: Swift's stub for an initializer a subclass does not inherit.
        fatalError("Use of unimplemented initializer '\(signature)' for class '\(type)' (called through a class object; OpenUIKit found no initializer of that name for it or a superclass that fits)")
    }

    /// The initializer named `signature` that `type` itself has: registered by its class, or
    /// built in for OpenUIKit's classes.
    static func factory(of type: AnyClass, _ signature: String) -> Factory? {
        let connections = InterfaceBuilderConnections.of(type)
        if let registered = connections.initializers[signature], registered.owner == ObjectIdentifier(type) {
            return registered.make
        }
        // An `NSObject` subclass a document can make (the bridge writes `makeInstance` for it).
        if signature == "init()", let makeInstance = connections.makeInstance {
            return { _ in
                let made = makeInstance()
                return Swift.type(of: made) == type ? made : nil
            }
        }
        return builtIn[ObjectIdentifier(type)]?[signature]
    }

    /// A factory that unpacks its arguments for `make`.
    nonisolated static func factory<Owner: AnyObject, each Argument>(_ make: @escaping @MainActor (repeat each Argument) -> Owner) -> Factory {
        { arguments in
            guard let values = arguments as? (repeat each Argument) else { return nil }
            return make(repeat each values)
        }
    }
}

extension DiagnosticCode {
    /// An initializer called through a class object that the class does not have here (see
    /// `MetatypeInitializers`).
    public static let metatypeInitializer = DiagnosticCode(rawValue: "MetatypeInitializer")
}
