/// The target of a method-reference action (`Self.step`, `MyView.tapped` — Linux's stand-in
/// for a selector) as the method's receiver type; `nil`, reported at `.error`, when the target
/// is of another type. Shared by display links, controls and gesture recognizers.
@MainActor
package func methodReceiver<Receiver>(_ target: AnyObject, as type: Receiver.Type, owner: String, consequence: String,
                                      code: DiagnosticCode) -> Receiver? {
    guard let receiver = target as? Receiver else {
        OpenUIKitDiagnostics.report(code, "\(owner): the action is a method of \(Receiver.self), but the target is a \(Swift.type(of: target)); \(consequence)", level: .error)
        return nil
    }
    return receiver
}
