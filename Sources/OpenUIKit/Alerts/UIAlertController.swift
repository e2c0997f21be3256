import Foundation

/// An alert or an action sheet: a title, a message, buttons (`UIAlertAction`) and, for an
/// alert, text fields. Present it like any controller; tapping a button dismisses it and then
/// runs the button's handler, as on iOS.
///
/// Looks as on iOS 18 (docs/porting.md, "Alerts and action sheets"): a 270-point card with two
/// buttons side by side or more stacked (the cancel button first of two, last of a stack); an
/// action sheet at the bottom of a phone's screen with its cancel button in a card of its own,
/// or in a popover on a pad, where it needs a `sourceView` or `barButtonItem` and tapping
/// outside it runs the cancel button's handler. With text fields the first one takes the
/// keyboard when the alert has appeared, and the alert moves above the keyboard.
///
/// - Note: OpenUIKit differs: the card is drawn in a plain colour (UIKit blurs what is behind
///   it), a long alert is not scrolled, and an action sheet on a pad is a popover whatever the
///   width (UIKit shows the phone's sheet in a compact split view).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Alert or action sheet.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// The style chosen when the alert was made.
    public private(set) var preferredStyle: Style = .alert
    /// The buttons, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    private var fields: [UITextField] = []
    /// Whether a button was tapped (its dismissal runs; later taps do nothing).
    private var actionInvoked = false
    /// The presentation machinery of alerts and phone action sheets (held strongly: the
    /// controller's `transitioningDelegate` is weak).
    private let alertTransitioning = AlertTransitioning()

    /// An alert or action sheet with a title and a message (either may be nil).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.preferredStyle = preferredStyle
        self.title = title
        self.message = message
    }

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The title, above the message.
    override open var title: String? {
        didSet { contentDidChange() }
    }

    /// The message, below the title.
    open var message: String? {
        didSet { contentDidChange() }
    }

    /// The button drawn bold and chosen by the return key; it must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                OpenUIKitDiagnostics.report(.viewControllerMisuse, "The preferredAction of an alert controller must be contained in its actions (\(preferredAction)); it is ignored.", level: .error)
                self.preferredAction = oldValue
                return
            }
            contentDidChange()
        }
    }

    /// The text fields, in the order they were added; nil when there are none.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// Adds a button. An alert has at most one cancel button: a second one is reported and
    /// not added (UIKit raises an exception).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            OpenUIKitDiagnostics.report(.viewControllerMisuse, "UIAlertController can only have one action with a style of UIAlertActionStyleCancel; \(action) was not added.", level: .error)
            return
        }
        actions.append(action)
        contentDidChange()
    }

    /// Adds a text field below the message and lets `configurationHandler` set it up. Alerts
    /// only: on an action sheet it is reported and not added (UIKit raises an exception).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            OpenUIKitDiagnostics.report(.viewControllerMisuse, "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert.", level: .error)
            return
        }
        let field = UITextField()
        field.font = AlertMetrics.textFieldFont
        field.borderStyle = .roundedRect
        fields.append(field)
        configurationHandler?(field)
        contentDidChange()
    }

    // MARK: Presentation

    /// `.custom` (the alert's own presentation), except an action sheet on a pad: `.popover`.
    /// UIKit chooses the style; setting it is reported and ignored.
    override open var modalPresentationStyle: UIModalPresentationStyle {
        get { preferredStyle == .actionSheet && UIDevice.current.userInterfaceIdiom == .pad ? .popover : .custom }
        set {
            guard newValue != modalPresentationStyle else { return }
            OpenUIKitDiagnostics.report(.viewControllerMisuse, "UIAlertController chooses its own presentation style; modalPresentationStyle = \(newValue) is ignored.", level: .debug)
        }
    }

    /// The app's transitioning delegate if it set one, else the alert's own.
    override open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { super.transitioningDelegate ?? alertTransitioning }
        set { super.transitioningDelegate = newValue }
    }

    // MARK: View

    /// The alert's view (what `view` is).
    final var alertView: AlertView {
        if let view = viewIfLoaded as? AlertView { return view }
        loadViewIfNeeded()
        return view as! AlertView
    }

    override open func loadView() {
        let alertView = AlertView(frame: .zero)
        alertView.onTap = { [weak self] action in self?.invoke(action) }
        view = alertView
        rebuildView()
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        actionInvoked = false
        rebuildView()
    }

    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        fields.first?.becomeFirstResponder()
    }

    override open func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        viewIfLoaded?.endEditing(true)
    }

    override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // A popover closed by a tap outside it: the cancel button's handler runs, as on iOS.
        if isBeingDismissed, !actionInvoked, popoverPresentationController != nil,
           let cancel = actions.first(where: { $0.style == .cancel }) {
            actionInvoked = true
            cancel.handler?(cancel)
        }
    }

    // MARK: Internals

    private func contentDidChange() {
        guard isViewLoaded else { return }
        rebuildView()
    }

    private var viewMode: AlertView.Mode {
        preferredStyle == .alert ? .alert : (modalPresentationStyle == .popover ? .popover : .sheet)
    }

    private func rebuildView() {
        guard let alertView = viewIfLoaded as? AlertView else { return }
        let mode = viewMode
        var shown = actions
        if mode == .popover { shown.removeAll { $0.style == .cancel } }
        if let cancel = shown.first(where: { $0.style == .cancel }) {
            // Of two buttons side by side the cancel button comes first; in a stack, last.
            shown.removeAll { $0 === cancel }
            if mode == .alert, shown.count == 1 { shown.insert(cancel, at: 0) } else { shown.append(cancel) }
        }
        let bold = preferredAction ?? (mode == .alert ? actions.first { $0.style == .cancel } : nil)
        alertView.rebuild(AlertView.Content(title: title, message: message, textFields: fields, actions: shown, boldAction: bold), mode: mode)
        if mode == .popover {
            preferredContentSize = alertView.fittingSize(width: AlertMetrics.popoverWidth)
        } else if presentationRecord != nil, transitionCoordinator == nil, let controller = presentationController, controller.containerView != nil {
            // On screen: the card takes its new size in place.
            alertView.frame = controller.frameOfPresentedViewInContainerView
        }
    }

    /// A button was tapped: the alert is dismissed, then the handler runs (once).
    private func invoke(_ action: UIAlertAction) {
        guard action.isEnabled, !actionInvoked else { return }
        actionInvoked = true
        guard let presenter = presentingViewController else {
            action.handler?(action)
            return
        }
        presenter.dismiss(animated: true) { action.handler?(action) }
    }

    /// The button drawn for `action` (for the test kit's taps), if the view shows it.
    func buttonView(for action: UIAlertAction) -> UIView? {
        (viewIfLoaded as? AlertView)?.buttons.first { $0.action === action }
    }

    /// A tap outside an action sheet: its cancel button, if it has one.
    final func cancelFromOutside() {
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        invoke(cancel)
    }
}
