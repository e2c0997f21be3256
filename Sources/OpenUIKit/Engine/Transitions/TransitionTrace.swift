/// The callbacks UIKit makes during transitions, told to whoever listens (the test kit's
/// `CallbackRecorder`, `openuikit inspect`). Not UIKit API: iOS has no such hook; apps see the
/// same calls only by overriding every method. Nothing is built unless someone listens.
@MainActor
enum TransitionTrace {
    /// Tells the listener, if any, that `callback` happened (`"Detail.viewWillAppear(true)"`).
    static func record(_ callback: @autoclosure () -> String) {
        guard let observer = UIApplication.shared.state.callbackObserver else { return }
        observer(callback())
    }

    /// How a controller is named in a trace: its type, and its title when it has one (pages of
    /// one type tell apart by title).
    static func name(_ controller: UIViewController) -> String {
        let type = String(describing: Swift.type(of: controller))
        guard let title = controller.title, !title.isEmpty else { return type }
        return "\(type)(\"\(title)\")"
    }

    /// Records what a transition delegate vended: `"navigation delegate → SlideAnimationController, no interactor"`.
    static func recordVended(by delegate: AnyObject?, role: String, animator: AnyObject?, interactor: AnyObject?) {
        guard delegate != nil else { return }
        record("\(role) delegate → \(animator.map(name) ?? "no animator (system transition)"), \(interactor.map { "interactor " + name($0) } ?? "no interactor")")
    }

    /// How any other participant is named: its type.
    static func name(_ object: AnyObject) -> String {
        String(describing: type(of: object))
    }
}

extension CGFloat {
    /// Two decimals, for traces.
    var traceRounded: String { String(format: "%.2f", Double(self)) }
}
