import Foundation

/// The share sheet: what can be done with some items, as a sheet on a phone (half height, it
/// can be pulled up) and a popover on a pad (give it a `sourceView` or `barButtonItem`).
///
/// It lists the `applicationActivities` that can handle the items and are not excluded.
/// Tapping one prepares and performs it; when it calls `activityDidFinish(_:)` the sheet is
/// dismissed and `completionWithItemsHandler` hears `(type, completed, nil, nil)`. Dismissed
/// any other way (pulled down, tapped outside, `dismiss`), it hears `(nil, false, nil, nil)`,
/// as on iOS when the user cancels.
///
/// - Note: OpenUIKit differs: Linux has no system services, so only the app's own activities
///   are listed (docs/porting.md, "The share sheet"); `excludedActivityTypes` is kept and
///   applies to them.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// What the completion handler is told: the activity, whether it completed, the items it
    /// returned and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share.
    public let activityItems: [Any]
    /// The app's own services.
    public let applicationActivities: [UIActivity]
    /// Runs once the sheet has been dismissed.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Services not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]? {
        didSet { if isViewLoaded { rebuildRows() } }
    }

    /// The activity that finished, and whether it completed.
    private var result: (type: UIActivity.ActivityType?, completed: Bool)?
    private var running: UIActivity?
    private let list = UIStackView()
    private let header = UILabel()

    /// A share sheet for `activityItems` offering `applicationActivities`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        if UIDevice.current.userInterfaceIdiom == .pad {
            modalPresentationStyle = .popover
        } else {
            modalPresentationStyle = .pageSheet
            sheetPresentationController?.detents = [.medium(), .large()]
        }
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    /// The activities the sheet lists: the app's that can handle the items and are not excluded.
    final var offeredActivities: [UIActivity] {
        let excluded = excludedActivityTypes ?? []
        return applicationActivities.filter { activity in
            !(activity.activityType.map(excluded.contains) ?? false) && activity.canPerform(withActivityItems: activityItems)
        }
    }

    override open func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemGroupedBackground
        header.font = .systemFont(ofSize: 15, weight: .semibold)
        header.textColor = .secondaryLabel
        header.textAlignment = .center
        list.axis = .vertical
        list.spacing = 1
        list.translatesAutoresizingMaskIntoConstraints = false
        header.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(header)
        root.addSubview(list)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            list.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
            list.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            list.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ])
        view = root
        rebuildRows()
    }

    override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed else { return }
        let outcome = result ?? (nil, false)
        result = nil
        running = nil
        completionWithItemsHandler?(outcome.type, outcome.completed, nil, nil)
    }

    /// The row showing `activity` (for tests), if listed.
    final func rowView(for activity: UIActivity) -> UIView? {
        list.arrangedSubviews.first { ($0 as? ShareSheetRow)?.activity === activity }
    }

    private func rebuildRows() {
        let offered = offeredActivities
        let count = activityItems.count
        header.text = count == 1 ? "1 item" : "\(count) items"
        for row in list.arrangedSubviews { row.removeFromSuperview() }
        for activity in offered {
            let row = ShareSheetRow(activity: activity)
            row.addAction(UIAction { [weak self] _ in self?.run(activity) }, for: .touchUpInside)
            list.addArrangedSubview(row)
        }
        if UIDevice.current.userInterfaceIdiom == .pad {
            // The header's 20-point top and line, 16 to the list, 51 a row, 20 below.
            let rows = CGFloat(offered.count) * 51
            preferredContentSize = CGSize(width: 320, height: 76 + rows)
        }
    }

    /// A row was tapped: the activity prepares and performs; its finish dismisses the sheet.
    private func run(_ activity: UIActivity) {
        guard running == nil else { return }
        running = activity
        activity.onFinish = { [weak self, weak activity] completed in
            guard let self else { return }
            result = (activity?.activityType, completed)
            if presentingViewController != nil { dismiss(animated: true) }
        }
        activity.prepare(withActivityItems: activityItems)
        activity.perform()
    }
}

/// One service in the share sheet: its title on a white row.
@MainActor
final class ShareSheetRow: UIControl {
    let activity: UIActivity
    private let label = UILabel()

    init(activity: UIActivity) {
        self.activity = activity
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 10
        label.text = activity.activityTitle
        label.font = .systemFont(ofSize: 17)
        addSubview(label)
        accessibilityLabel = activity.activityTitle
        translatesAutoresizingMaskIntoConstraints = false
        heightAnchor.constraint(equalToConstant: 50).isActive = true
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
    }

    override func stateDidChange() {
        super.stateDidChange()
        alpha = isHighlighted ? 0.6 : 1
    }
}
