import Foundation

/// A description of a view's content that makes the view showing it: cells and header-footer
/// views install `makeContentView()` in their content view when their `contentConfiguration`
/// is set, and hand later configurations of the same kind to that view.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration for a state (OpenUIKit's list configurations look the same in every state).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view showing a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// What the view shows (setting it updates the view).
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (the default: the same type as its own).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The state a configuration is updated for.
@preconcurrency @MainActor
public protocol UIConfigurationState {}

/// A key for a state of the app's own in a configuration state (`state[.myKey] = value`).
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A cell's state: selected, highlighted, and the rest OpenUIKit tracks, plus states of the
/// app's own by key.
///
/// - Note: OpenUIKit differs: there is no editing, focus or drag and drop, so `isEditing`,
///   `isFocused`, `isSwiped`, `isReordering` and the drag states stay false unless set.
public struct UICellConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    /// The app's own states (values the app stores; hence `@unchecked Sendable` and
    /// `nonisolated(unsafe)`, as the app's values need not be Sendable).
    nonisolated(unsafe) private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init() {}

    /// The app's state for `key` (nil when not set).
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// Installs a content configuration's view in a cell's content view (reusing the view when it
/// supports the new configuration).
@MainActor
enum ContentConfigurationInstaller {
    static func install(_ configuration: (any UIContentConfiguration)?, in contentView: UIView,
                                current: inout (any UIView & UIContentView)?) {
        guard let configuration else {
            current?.removeFromSuperview()
            current = nil
            return
        }
        if let view = current, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
        current = view
    }
}
