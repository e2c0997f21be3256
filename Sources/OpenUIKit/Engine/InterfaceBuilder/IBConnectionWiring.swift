import Foundation

/// Makes a load's connections: outlets and outlet collections through the classes'
/// `InterfaceBuilderConnections`, actions from controls, gesture recognizers and bar button
/// items, and the segues they trigger.
@MainActor
struct IBConnectionWiring {
    let load: IBLoad
    let firstResponderIDs: Set<String>

    func connect(_ object: AnyObject, _ connections: [IBElement]) {
        var collections: [(name: String, element: IBElement, values: [AnyObject])] = []
        for connection in connections {
            switch connection.name {
            case "outlet":
                connectOutlet(object, connection)
            case "outletCollection":
                guard let name = connection["property"], let value = destination(of: connection) else { continue }
                if let index = collections.firstIndex(where: { $0.name == name }) {
                    collections[index].values.append(value)
                } else {
                    collections.append((name, connection, [value]))
                }
            case "action":
                connectAction(object, connection)
            case "segue":
                connectSegue(object, connection)
            default:
                load.document.problem(at: connection, "unknown connection <\(connection.name)>; it is left out")
            }
        }
        for (name, element, values) in collections {
            if name == "gestureRecognizers", let view = object as? UIView {
                for case let recognizer as UIGestureRecognizer in values { view.addGestureRecognizer(recognizer) }
                continue
            }
            set(name, to: values, on: object, at: element)
        }
    }

    private func destination(of connection: IBElement) -> AnyObject? {
        guard let id = connection["destination"] else {
            load.document.problem(at: connection, "<\(connection.name)> has no destination; it is left out")
            return nil
        }
        guard let object = load.object(id) else {
            load.document.problem(at: connection, "<\(connection.name)> '\(connection["property"] ?? connection["selector"] ?? "")': its destination '\(id)' is not part of this load; it is left out")
            return nil
        }
        return object
    }

    private func connectOutlet(_ object: AnyObject, _ connection: IBElement) {
        guard let name = connection["property"], let value = destination(of: connection) else { return }
        set(name, to: value, on: object, at: connection)
    }

    /// Sets a key on an object through its class's connections, with UIKit's message for a key
    /// the class does not have.
    private func set(_ name: String, to value: Any, on object: AnyObject, at element: IBElement) {
        guard let setter = load.connections(of: object).outlets[name] else {
            load.document.undefinedKey(name, of: object, at: element)
            return
        }
        if !setter(object, value) {
            load.document.problem(at: element, "outlet \(name) of \(String(reflecting: type(of: object))) cannot hold a \(type(of: value)); it is left unset")
        }
    }

    private func connectAction(_ sender: AnyObject, _ connection: IBElement) {
        guard let selector = connection["selector"], let targetID = connection["destination"] else {
            load.document.problem(at: connection, "<action> without a selector or destination; it is left out")
            return
        }
        let toFirstResponder = firstResponderIDs.contains(targetID)
        let target: AnyObject? = toFirstResponder ? nil : load.object(targetID)
        if !toFirstResponder {
            guard let target else {
                load.document.problem(at: connection, "action \(selector): its target '\(targetID)' is not part of this load; it is left out")
                return
            }
            if load.connections(of: target).actions[selector] == nil {
                load.document.problem(at: connection, "action \(selector): \(String(reflecting: type(of: target))) has no such action (registered @IBAction); sending it will fail")
            }
        }
        let send = IBActionSender(selector: selector, target: target, toFirstResponder: toFirstResponder)
        switch sender {
        case let control as UIControl:
            let events = IBActionSender.events(connection["eventType"])
            control.addInterfaceBuilderAction(target: target, for: events) { control, event in send.send(from: control, event: event) }
        case let recognizer as UIGestureRecognizer:
            recognizer.targets.append(GestureTarget(object: target) { recognizer in send.send(from: recognizer, event: nil) })
        case let item as UIBarButtonItem:
            item.interfaceBuilderAction = { item in send.send(from: item, event: nil) }
        default:
            load.document.problem(at: connection, "action \(selector) from a \(type(of: sender)), which sends no actions; it is left out")
        }
    }

    private func connectSegue(_ sender: AnyObject, _ connection: IBElement) {
        // The controller's own segues are templates made when it was; only triggers are wired here.
        guard !(sender is UIViewController) else { return }
        guard connection["kind"] != "embed" else { return }
        guard let source = load.sceneController else {
            load.document.problem(at: connection, "segue \(connection["identifier"] ?? connection.id ?? ""): a nib has no segues; it is left out")
            return
        }
        let template = IBSegueTemplate(connection)
        let trigger: @MainActor (Any) -> Void = { [weak source] sender in source?.triggerSegue(template, sender: sender) }
        switch sender {
        case let control as UIControl:
            let events: UIControl.Event = control is UIButton ? .touchUpInside : .primaryActionTriggered
            control.addInterfaceBuilderAction(target: nil, for: events) { control, _ in trigger(control) }
        case let recognizer as UIGestureRecognizer:
            recognizer.targets.append(GestureTarget(object: nil) { recognizer in
                if recognizer.state == .ended { trigger(recognizer) }
            })
        case let item as UIBarButtonItem:
            item.interfaceBuilderAction = { item in trigger(item) }
        case let cell as UITableViewCell where connection["trigger"] != "accessoryAction":
            cell.interfaceBuilderSegue = IBCellSegue(perform: trigger)
        case let cell as UICollectionViewCell:
            cell.interfaceBuilderSegue = IBCellSegue(perform: trigger)
        default:
            load.document.problem(at: connection, "segue \(template.identifier ?? connection.id ?? "") triggered by a \(type(of: sender)), which cannot trigger segues; it is left out")
        }
    }
}

/// Sends an action connected in a document: to its target, or along the responder chain from
/// the first responder (the sender's chain when nothing is first responder).
@MainActor
struct IBActionSender {
    let selector: String
    weak var target: AnyObject?
    let toFirstResponder: Bool

    func send(from sender: AnyObject, event: UIEvent?) {
        if toFirstResponder {
            var responder: UIResponder? = UIApplication.shared.state.firstResponder ?? (sender as? UIResponder)
            while let current = responder {
                if let call = InterfaceBuilderConnections.of(current).actions[selector], call(current, sender, event) { return }
                responder = current.next
            }
            OpenUIKitDiagnostics.report(.interfaceBuilder, "action \(selector) sent to the first responder: no responder in the chain handles it")
            return
        }
        guard let target else { return }
        guard let call = InterfaceBuilderConnections.of(target).actions[selector] else {
            OpenUIKitDiagnostics.report(.interfaceBuilder, "-[\(String(reflecting: type(of: target))) \(selector)]: unrecognized selector sent to instance")
            return
        }
        if !call(target, sender, event) {
            OpenUIKitDiagnostics.report(.interfaceBuilder, "\(selector) of \(String(reflecting: type(of: target))) takes another kind of sender than a \(type(of: sender)); it was not called")
        }
    }

    static func events(_ name: String?) -> UIControl.Event {
        switch name {
        case "touchDown": .touchDown
        case "touchDownRepeat": .touchDownRepeat
        case "touchDragInside": .touchDragInside
        case "touchDragOutside": .touchDragOutside
        case "touchDragEnter": .touchDragEnter
        case "touchDragExit": .touchDragExit
        case "touchUpOutside": .touchUpOutside
        case "touchCancel": .touchCancel
        case "valueChanged": .valueChanged
        case "primaryActionTriggered": .primaryActionTriggered
        case "editingDidBegin": .editingDidBegin
        case "editingChanged": .editingChanged
        case "editingDidEnd": .editingDidEnd
        case "editingDidEndOnExit": .editingDidEndOnExit
        default: .touchUpInside
        }
    }
}

/// The segue a storyboard connected to a prototype cell, performed when its row or item is selected.
@MainActor
final class IBCellSegue {
    let perform: @MainActor (Any) -> Void

    init(perform: @escaping @MainActor (Any) -> Void) {
        self.perform = perform
    }

    func callAsFunction(_ sender: Any) { perform(sender) }
}
