import Foundation

/// A presented controller restored, shown once its presenter's window is.
@MainActor
struct RestoredPresentation {
    weak var presenter: UIViewController?
    let presented: UIViewController
    let style: UIModalPresentationStyle?
    let transition: UIModalTransitionStyle?
}

// Behaviour source [R] — Restoration
//   Rule: Containers get their children after every controller has decoded
//   Value: after decoding
//   Source: Ours, because OpenUIKit's containers load the shown child's view at once; either way a
//     view is made from decoded state, as on iOS.
//   Also: docs/state-restoration.md
// Behaviour source [R] — Restoration
//   Rule: Restored stacks and presentations come back without animations and without asking
//     transitioning delegates; presentations show once the window does
//   Value: no animation
//   Source: Ours.
/// Restores the app's state at launch, in UIKit's order (docs/state-restoration.md):
///
/// 1. The delegate is asked whether to restore, with the app-level coder.
/// 2. Objects are made, parents and presenters first. For each record: its restoration class
///    (nil declines it and everything under it), else the app delegate's
///    `application(_:viewControllerWithRestorationIdentifierPath:coder:)`, else a controller the
///    launch already made with the same path (implicit search), else the storyboard it came
///    from, by its restoration identifier. A record whose parent was not restored is skipped.
/// 3. Every restored controller decodes its state (`decodeRestorableState(with:)`, parents
///    first; skipped when the object returned is not of the saved class, as on iOS); then each
///    is put back in place (its container's stack, tabs or columns, the window's root, its
///    presentation); then the views with identifiers decode theirs. Containers get their
///    children after every controller has decoded, because OpenUIKit's containers load the
///    shown child's view at once, and a view must be made from decoded state, as on iOS, where
///    views load later, when the window is shown [R].
/// 4. `applicationFinishedRestoringState()` on every restored controller, then the delegate's
///    `application(_:didDecodeRestorableStateWith:)`: the last step.
///
/// Stacks and presentations come back without animations and without asking transitioning
/// delegates for animators; presentations are shown once the window is (after
/// `application(_:didFinishLaunchingWithOptions:)`) [R].
@MainActor
final class StateRestoration {
    private struct Restored {
        let object: any UIStateRestoring
        let path: [String]
        let coder: RestorationCoder
        let decodes: Bool
        var controller: UIViewController? { object as? UIViewController }
    }

    private let archive: RestorationArchive
    private let application: UIApplication
    private let delegate: any UIApplicationDelegate
    private let window: UIWindow?
    private let existing: RestorationTree
    private var restored: [String: Restored] = [:]
    private lazy var references = RestorationReferenceResolver { [unowned self] key in self.restored[key]?.object }

    private init(archive: RestorationArchive, application: UIApplication, delegate: any UIApplicationDelegate, window: UIWindow?) {
        self.archive = archive
        self.application = application
        self.delegate = delegate
        self.window = window
        existing = RestorationTree(root: window?.rootViewController)
    }

    static func restoreIfAllowed(_ archive: RestorationArchive, application: UIApplication,
                                         delegate: any UIApplicationDelegate, window: UIWindow?) {
        StateRestoration(archive: archive, application: application, delegate: delegate, window: window).run()
    }

    private func run() {
        let coder = RestorationCoders.makeDecoder(archive.applicationState, references: references)
        guard RestorationOptIn.shouldRestore(application: application, delegate: delegate, coder: coder) else { return }
        for record in archive.controllers { makeObject(for: record) }
        // The restored records, in the archive's order (parents and presenters first).
        let records = archive.controllers.filter { restored[$0.key] != nil }
        for record in records { decodeState(of: record) }
        for record in records { place(record) }
        for record in records { decodeViews(of: record) }
        for record in records { restored[record.key]?.object.applicationFinishedRestoringState() }
        delegate.application(application, didDecodeRestorableStateWith: coder)
    }

    // MARK: Phase 1: objects

    private func makeObject(for record: RestorationArchive.ControllerRecord) {
        if let parent = record.parentKey, restored[parent] == nil { return }
        let coder = RestorationCoders.makeDecoder(record.state, references: references)
        let found: (any UIStateRestoring)? = record.relation == .object
            ? findObject(record, coder: coder) : find(record, coder: coder)
        guard let object = found else { return }
        if let twice = restored.first(where: { $0.value.object === object }) {
            OpenUIKitDiagnostics.report(.stateRestoration, "The same \(type(of: object)) was returned for both '\(twice.key)' and '\(record.key)'; it is restored once, as '\(twice.key)'.")
            return
        }
        let decodes = Self.isKind(object, of: record.className)
        if !decodes {
            OpenUIKitDiagnostics.report(.stateRestoration, "The object restored for '\(record.key)' is a \(type(of: object)), not a \(record.className) as saved; it does not decode the saved state.", level: .info)
        }
        restored[record.key] = Restored(object: object, path: record.path, coder: coder, decodes: decodes)
    }

    /// A registered object: its restoration class (nil declines), else the object registered
    /// before restoration (in `willFinishLaunching`) with the same path.
    private func findObject(_ record: RestorationArchive.ControllerRecord, coder: NSCoder) -> (any UIStateRestoring)? {
        if let name = record.restorationClassName {
            guard let restorationClass = NSClassFromString(name) as? any UIObjectRestoration.Type else {
                OpenUIKitDiagnostics.report(.stateRestoration, "The restoration class \(name) saved for '\(record.key)' is not in the app (or no longer adopts UIObjectRestoration); that object is not restored.")
                return nil
            }
            return restorationClass.object(withRestorationIdentifierPath: record.path, coder: coder)
        }
        let registry = application.state.restoration.registeredObjects
        return registry.compactMap(\.object).first { object in
            !isTaken(object) && RestorationObjectPaths.path(of: object, registry: registry, controllerPath: pathOfController) == record.path
        }
    }

    /// A controller's restoration path at launch: its record's, or the launch's own hierarchy's.
    private func pathOfController(_ controller: UIViewController) -> [String]? {
        if let path = restored.values.first(where: { $0.object === controller })?.path { return path }
        return existing.nodes.first { $0.controller === controller }?.path
    }

    private func find(_ record: RestorationArchive.ControllerRecord, coder: NSCoder) -> UIViewController? {
        if let name = record.restorationClassName {
            guard let restorationClass = NSClassFromString(name) as? any UIViewControllerRestoration.Type else {
                OpenUIKitDiagnostics.report(.stateRestoration, "The restoration class \(name) saved for '\(record.key)' is not in the app (or no longer adopts UIViewControllerRestoration); that controller is not restored.")
                return nil
            }
            return restorationClass.viewController(withRestorationIdentifierPath: record.path, coder: coder)
        }
        if let controller = delegate.application(application, viewControllerWithRestorationIdentifierPath: record.path, coder: coder) {
            return controller
        }
        if let controller = existingController(for: record) { return controller }
        if let storyboard = coder.decodeObject(forKey: UIStateRestorationViewControllerStoryboardKey) as? UIStoryboard,
           let identifier = record.path.last {
            return storyboard.instantiateIfPresent(identifier: identifier)
        }
        return nil
    }

    /// UIKit's implicit search: a controller with the same path that the launch made (the main
    /// storyboard's, `willFinishLaunching`'s) or that a restored container already holds.
    private func existingController(for record: RestorationArchive.ControllerRecord) -> UIViewController? {
        if let node = existing.node(forKey: record.key), !isTaken(node.controller) { return node.controller }
        guard record.relation != .manual else { return nil }
        guard let parentKey = record.parentKey, let parent = restored[parentKey]?.controller else { return nil }
        return RestorationTree.successors(of: parent, key: parentKey).first { $0.key == record.key && !isTaken($0.controller) }?.controller
    }

    private func isTaken(_ object: any UIStateRestoring) -> Bool {
        restored.values.contains { $0.object === object }
    }

    private static func isKind(_ object: any UIStateRestoring, of className: String) -> Bool {
        var current: AnyClass? = type(of: object)
        while let type = current {
            if String(reflecting: type) == className { return true }
            current = _getSuperclass(type)
        }
        return false
    }

    // MARK: Phase 2: state

    private func decodeState(of record: RestorationArchive.ControllerRecord) {
        guard let entry = restored[record.key], entry.decodes else { return }
        entry.object.decodeRestorableState(with: entry.coder)
    }

    /// Puts a restored controller where it was: its container's structure, the window's root,
    /// its presentation (shown once the window is).
    private func place(_ record: RestorationArchive.ControllerRecord) {
        guard let controller = restored[record.key]?.controller else { return }
        restoreStructure(of: controller, from: record)
        switch record.relation {
        case .root:
            if let window, window.rootViewController !== controller { window.rootViewController = controller }
        case .presented:
            if let presenter = record.parentKey.flatMap({ restored[$0]?.controller }) {
                application.state.lifecycle.pendingPresentations.append(RestoredPresentation(
                    presenter: presenter, presented: controller,
                    style: record.presentationStyle.flatMap(UIModalPresentationStyle.init(rawValue:)),
                    transition: record.transitionStyle.flatMap(UIModalTransitionStyle.init(rawValue:))))
            }
        case .child, .manual, .object:
            break
        }
    }

    private func decodeViews(of record: RestorationArchive.ControllerRecord) {
        guard let entry = restored[record.key], entry.decodes, !record.views.isEmpty, let controller = entry.controller else { return }
        // The first view with each identifier, as preservation kept.
        let views = Dictionary(RestorationTree.viewsWithIdentifiers(in: controller.view, of: controller), uniquingKeysWith: { first, _ in first })
        for saved in record.views {
            guard let view = views[saved.identifier] else { continue }
            view.decodeRestorableState(with: RestorationCoders.makeDecoder(saved.state, references: references))
        }
    }

    /// What a container's `decodeRestorableState` restores on iOS when it calls `super`.
    private func restoreStructure(of controller: UIViewController, from record: RestorationArchive.ControllerRecord) {
        let children = record.childKeys.compactMap { restored[$0]?.controller }
        if let split = controller as? UISplitViewController {
            if split.style == .unspecified {
                if !children.isEmpty, !Self.same(children, split.viewControllers) { split.viewControllers = children }
            } else {
                for (raw, key) in record.splitColumns.sorted(by: { $0.key < $1.key }) {
                    guard let column = UISplitViewController.Column(rawValue: raw), let child = restored[key]?.controller,
                          split.viewController(for: column) !== child else { continue }
                    split.setViewController(child, for: column)
                }
            }
        } else if let navigation = controller as? UINavigationController {
            if !children.isEmpty, !Self.same(children, navigation.viewControllers) { navigation.setViewControllers(children, animated: false) }
        } else if let tabs = controller as? UITabBarController {
            if !children.isEmpty, !Self.same(children, tabs.viewControllers ?? []) { tabs.setViewControllers(children, animated: false) }
            if let index = record.selectedIndex, (0 ..< (tabs.viewControllers?.count ?? 0)).contains(index) { tabs.selectedIndex = index }
        }
    }

    private static func same(_ a: [UIViewController], _ b: [UIViewController]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
    }

    // MARK: Presentations

    /// Shows the restored presentations, presenters first, without animation.
    static func installPendingPresentations() {
        let pending = UIApplication.shared.state.lifecycle.pendingPresentations
        UIApplication.shared.state.lifecycle.pendingPresentations = []
        for presentation in pending {
            guard let presenter = presentation.presenter, presenter.presentedViewController == nil else { continue }
            if let style = presentation.style { presentation.presented.modalPresentationStyle = style }
            if let transition = presentation.transition { presentation.presented.modalTransitionStyle = transition }
            // The presentation controller is asked for; no animator is.
            presenter.performPresent(presentation.presented, animated: false, asksForAnimator: false, completion: nil)
        }
    }
}
