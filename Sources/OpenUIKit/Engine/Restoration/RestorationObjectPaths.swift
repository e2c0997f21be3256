// Behaviour source [R] — Restoration
//   Rule: An object registered for restoration whose restoration parent cannot be preserved, or has
//     none, keeps its own identifier as its path
//   Value: own identifier
//   Source: Apple documents that the parent scopes the identifier
//     (https://developer.apple.com/documentation/uikit/uistaterestoring/restorationparent), not the
//     case without one.
/// The restoration path of an object registered with
/// `registerObject(forStateRestoration:restorationIdentifier:)`: its restoration parent's path
/// and its own identifier. A parent controller that cannot be preserved (no identifier), or no
/// parent at all, leaves the object's identifier alone [R].
@MainActor
enum RestorationObjectPaths {
    static func path(of object: any UIStateRestoring, registry: [RegisteredRestorationObject],
                     controllerPath: (UIViewController) -> [String]?, depth: Int = 0) -> [String]? {
        guard depth < 32, let identifier = registry.first(where: { $0.object === object })?.identifier else { return nil }
        guard let parent = object.restorationParent else { return [identifier] }
        if let controller = parent as? UIViewController {
            return (controllerPath(controller) ?? []) + [identifier]
        }
        let parentPath = path(of: parent, registry: registry, controllerPath: controllerPath, depth: depth + 1) ?? []
        return parentPath + [identifier]
    }
}
