import Foundation

/// Saves the app's state when it moves to the background, in UIKit's order: the app-level coder
/// gets UIKit's keys, the delegate is asked whether to save (secure form first, then the older
/// one), `application(_:willEncodeRestorableStateWith:)`, then every controller the walk reaches
/// (window root first; children, then what it presents) encodes its state, then the views with
/// identifiers inside it. Controllers encoded into a coder without being reached are preserved
/// after them.
@MainActor
final class StatePreservation {
    private let application: UIApplication
    private let tree: RestorationTree
    private var records: [RestorationArchive.ControllerRecord] = []
    private var manualKeys: [ObjectIdentifier: (key: String, path: [String])] = [:]
    private var manualQueue: [(controller: UIViewController, key: String, path: [String])] = []
    private var objectKeys: [ObjectIdentifier: String] = [:]
    private var objectQueue: [(object: any UIStateRestoring, key: String, path: [String])] = []

    private init(application: UIApplication, root: UIViewController?) {
        self.application = application
        tree = RestorationTree(root: root)
    }

    /// The archive of the app's state, or nil when the delegate declines.
    static func archive(application: UIApplication, delegate: any UIApplicationDelegate, root: UIViewController?) -> RestorationArchive? {
        let preservation = StatePreservation(application: application, root: root)
        return preservation.run(delegate: delegate)
    }

    private func run(delegate: any UIApplicationDelegate) -> RestorationArchive? {
        let coder = makeEncoder()
        coder.encode(RestorationHeader.bundleVersion as NSString, forKey: UIApplication.stateRestorationBundleVersionKey)
        coder.encode(UIDevice.current.userInterfaceIdiom.rawValue, forKey: UIApplication.stateRestorationUserInterfaceIdiomKey)
        coder.encode(RestorationHeader.now() as NSDate, forKey: UIApplication.stateRestorationTimestampKey)
        coder.encode(UIDevice.current.systemVersion as NSString, forKey: UIApplication.stateRestorationSystemVersionKey)
        guard RestorationOptIn.shouldSave(application: application, delegate: delegate, coder: coder) else { return nil }
        delegate.application(application, willEncodeRestorableStateWith: coder)
        for node in tree.nodes { records.append(record(for: node)) }
        // What the coders referenced without the walk reaching it: controllers, then registered
        // objects (whose own state may reference more).
        while !manualQueue.isEmpty || !objectQueue.isEmpty {
            if !manualQueue.isEmpty {
                let next = manualQueue.removeFirst()
                let node = RestorationTree.Node(controller: next.controller, key: next.key, path: next.path, parentKey: nil, relation: .manual)
                records.append(record(for: node))
            } else {
                let next = objectQueue.removeFirst()
                records.append(record(forObject: next.object, key: next.key, path: next.path))
            }
        }
        var archive = RestorationArchive(applicationState: coder.values)
        archive.controllers = records
        return archive
    }

    private func record(for node: RestorationTree.Node) -> RestorationArchive.ControllerRecord {
        let controller = node.controller
        var record = RestorationArchive.ControllerRecord(
            key: node.key, path: node.path, parentKey: node.parentKey, relation: node.relation,
            className: String(reflecting: type(of: controller)), restorationClassName: restorationClassName(of: controller), state: [:])
        let coder = makeEncoder()
        if let storyboard = controller.storyboard {
            coder.encode(storyboard, forKey: UIStateRestorationViewControllerStoryboardKey)
        }
        controller.encodeRestorableState(with: coder)
        record.state = coder.values
        recordStructure(of: controller, into: &record)
        if node.relation == .presented {
            record.presentationStyle = controller.modalPresentationStyle.rawValue
            record.transitionStyle = controller.modalTransitionStyle.rawValue
        }
        if let view = controller.viewStorage { record.views = viewRecords(in: view, of: controller) }
        return record
    }

    private func recordStructure(of controller: UIViewController, into record: inout RestorationArchive.ControllerRecord) {
        let parentKey = record.key
        let childKey = { (child: UIViewController) in self.tree.nodes.first { $0.controller === child && $0.parentKey == parentKey }?.key }
        if let split = controller as? UISplitViewController, split.style != .unspecified {
            for column in RestorationTree.splitColumns {
                if let child = split.viewController(for: column), let key = childKey(child) { record.splitColumns[column.rawValue] = key }
            }
            return
        }
        record.childKeys = controller.childStorage.compactMap(childKey)
        if let tabs = controller as? UITabBarController { record.selectedIndex = tabs.selectedIndex }
    }

    private func restorationClassName(of controller: UIViewController) -> String? {
        controller.restorationClass.flatMap { findableName(of: $0) }
    }

    /// A restoration class's name, if Foundation can find the class by it at launch.
    private func findableName(of restorationClass: AnyClass) -> String? {
        let name = String(reflecting: restorationClass)
        if NSClassFromString(name) == nil {
            OpenUIKitDiagnostics.reportOnce(key: "restorationClass:" + name, .stateRestoration, "The restoration class \(name) cannot be found by name at launch (Foundation on Linux finds top-level classes only); the object will be looked for without it. Declare the class at the top level of its module.")
            return nil
        }
        return name
    }

    /// The state of the views with restoration identifiers in a controller's view; a repeated
    /// identifier keeps the first view (reported).
    private func viewRecords(in root: UIView, of controller: UIViewController) -> [RestorationArchive.ViewRecord] {
        var result: [RestorationArchive.ViewRecord] = []
        var seen: Set<String> = []
        for (identifier, view) in RestorationTree.viewsWithIdentifiers(in: root, of: controller) {
            guard seen.insert(identifier).inserted else {
                OpenUIKitDiagnostics.report(.stateRestoration, "Two views in \(UIKitDescription.of(controller)) have the restoration identifier '\(identifier)'; only the first is preserved.")
                continue
            }
            let coder = makeEncoder()
            view.encodeRestorableState(with: coder)
            result.append(.init(identifier: identifier, state: coder.values))
        }
        return result
    }

    private func makeEncoder() -> RestorationCoder {
        RestorationCoders.makeEncoder { [unowned self] in self.key(of: $0) }
    }

    /// A controller or registered object encoded into a coder: its record's key, preserving it
    /// if the walk missed it (nil: it cannot be preserved).
    private func key(of object: any UIStateRestoring) -> String? {
        if let controller = object as? UIViewController { return key(ofController: controller)?.key }
        if let key = objectKeys[ObjectIdentifier(object)] { return key }
        let registry = application.state.restoration.registeredObjects
        guard let path = RestorationObjectPaths.path(of: object, registry: registry, controllerPath: { [unowned self] in self.key(ofController: $0)?.path }) else {
            OpenUIKitDiagnostics.report(.stateRestoration, "A \(type(of: object)) was encoded into a restoration coder without being registered (UIApplication.registerObject(forStateRestoration:restorationIdentifier:)); nil is saved instead.")
            return nil
        }
        let key = uniqueKey("@" + path.map(RestorationTree.keyPart).joined(separator: "/"))
        objectKeys[ObjectIdentifier(object)] = key
        objectQueue.append((object, key, path))
        return key
    }

    /// A controller's key and path: the walk's, or those of a controller preserved because a
    /// coder referenced it.
    private func key(ofController controller: UIViewController) -> (key: String, path: [String])? {
        if let node = tree.nodes.first(where: { $0.controller === controller }) { return (node.key, node.path) }
        if let known = manualKeys[ObjectIdentifier(controller)] { return known }
        guard let identifier = controller.restorationIdentifier else { return nil }
        // Behaviour source [R] — Restoration
        //   Rule: A controller encoded into a coder but missed by the walk is preserved after the
        //     others, its path the identifiers of its ancestors that have one
        //   Value: ancestors' identifiers
        //   Source: Ours.
        //   Also: docs/state-restoration.md
        // The path of a controller outside the walk: the identifiers of its ancestors that have
        // one, and its own [R].
        var path = [identifier]
        var ancestor = controller.restorationParent as? UIViewController
        while let current = ancestor {
            if let identifier = current.restorationIdentifier { path.insert(identifier, at: 0) }
            ancestor = current.restorationParent as? UIViewController
        }
        let key = uniqueKey("~" + path.map(RestorationTree.keyPart).joined(separator: "/"))
        manualKeys[ObjectIdentifier(controller)] = (key, path)
        manualQueue.append((controller, key, path))
        return (key, path)
    }

    private func uniqueKey(_ base: String) -> String {
        var key = base
        var serial = 1
        while manualKeys.values.contains(where: { $0.key == key }) || objectKeys.values.contains(key) || tree.node(forKey: key) != nil {
            key = base + "#\(serial)"
            serial += 1
        }
        return key
    }

    private func record(forObject object: any UIStateRestoring, key: String, path: [String]) -> RestorationArchive.ControllerRecord {
        var record = RestorationArchive.ControllerRecord(
            key: key, path: path, parentKey: nil, relation: .object,
            className: String(reflecting: type(of: object)), restorationClassName: nil, state: [:])
        if let restorationClass = object.objectRestorationClass {
            record.restorationClassName = findableName(of: restorationClass)
        }
        let coder = makeEncoder()
        object.encodeRestorableState(with: coder)
        record.state = coder.values
        return record
    }
}

/// UIKit's header values in the app-level coder.
@MainActor
enum RestorationHeader {
    /// The main bundle's `CFBundleVersion`, or "1" when it has none (a SwiftPM executable).
    static var bundleVersion: String {
        Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "1"
    }

    /// The moment of saving: on the virtual clock, the clock's seconds counted from 2001-01-01, so
    /// the same run writes the same bytes; in real time, now.
    static func now() -> Date { UIApplication.shared.currentDate }
}

extension UIApplication {
    /// "Now" as a date: on the virtual clock, the clock's seconds counted from 2001-01-01 (the
    /// same run gives the same dates); in real time, the system's now.
    var currentDate: Date {
        switch clockMode {
        case .virtual: Date(timeIntervalSinceReferenceDate: CACurrentMediaTime() - MediaTimeline.virtualEpoch)
        case .realTime: Date()
        }
    }
}
