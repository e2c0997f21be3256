import Foundation

/// Asked to update the results whenever the search changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: _SelectorResponding {
    func updateSearchResults(for searchController: UISearchController)
}

/// Told when a search controller becomes active and stops being active. Every method is
/// optional (defaults given).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: _SelectorResponding {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// Search: a search bar, and the results shown over the content while searching.
///
/// Put `searchBar` in a navigation item (`navigationItem.searchController`; the navigation
/// controller shows it below the bar) or anywhere in the content. Starting to edit the bar
/// makes the controller active: the delegate hears will/did present, the navigation bar slides
/// away (`hidesNavigationBarDuringPresentation`), Cancel shows, the content is dimmed
/// (`obscuresBackgroundDuringPresentation`) and, once there is text, `searchResultsController`
/// is shown over it. `searchResultsUpdater` is asked when the controller becomes active and at
/// every change of the text. Cancel, a tap on the dimming, or `isActive = false` end it: the
/// text is cleared and the delegate hears will/did dismiss.
///
/// - Note: OpenUIKit differs: the results are shown over the content of the controller the
///   search bar belongs to, as a child of it, not by a modal presentation, so
///   `presentingViewController` stays nil; the delegate's `presentSearchController(_:)` is not
///   asked.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The search bar.
    public let searchBar = UISearchBar()
    /// The controller showing the results (nil: the app shows them in its own content).
    public let searchResultsController: UIViewController?
    /// Asked to update the results (held weakly, as on iOS).
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told of activation and its end (held weakly, as on iOS).
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content is dimmed while searching without shown results (true by default).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar slides away while searching (true by default).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether Cancel shows while searching (true by default).
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows by itself once there is text (true by default).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller is shown (set by the search, or by the app).
    open var showsSearchResultsController: Bool {
        get { resultsShown }
        set {
            resultsShown = newValue
            updateOverlay()
        }
    }
    private var resultsShown = false
    private var active = false
    /// The controller whose content the search covers while active.
    private weak var context: UIViewController?
    private var hidNavigationBar = false
    private let dimming = UIView()

    /// A search controller showing results in `searchResultsController` (nil: the app's own
    /// content shows them).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    override public convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.searchController = self
    }

    /// Whether searching is under way. Setting it starts or ends the search, as the bar does.
    open var isActive: Bool {
        get { active }
        set { newValue ? activate() : deactivate() }
    }

    override open func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .clear
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.3)
        dimming.frame = root.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: UISearchController.dimmingTapped)
        dimming.addGestureRecognizer(tap)
        root.addSubview(dimming)
        view = root
    }

    // MARK: The bar's events (UISearchBar)

    final func searchBarDidBeginEditing() {
        activate()
    }

    final func searchTextDidChange() {
        guard active else { return }
        if automaticallyShowsSearchResultsController { resultsShown = !(searchBar.text ?? "").isEmpty }
        updateOverlay()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    final func searchBarCancelled() {
        deactivate()
    }

    // MARK: Internals

    private func dimmingTapped() {
        deactivate()
    }

    /// The controller the search bar belongs to: the navigation controller's top controller
    /// whose item holds this search controller, else the one whose view holds the bar.
    private func findContext() -> UIViewController? {
        var view: UIView? = searchBar.superview
        while let current = view {
            if let navigation = current.owningViewController as? UINavigationController,
               let top = navigation.topViewController, top.navigationItem.searchController === self {
                return top
            }
            if let owner = current.owningViewController, owner !== self { return owner }
            view = current.superview
        }
        return nil
    }

    private func activate() {
        guard !active else { return }
        guard let context = findContext(), let contextView = context.viewIfLoaded else {
            return OpenUIKitDiagnostics.report(.viewControllerMisuse, "UISearchController: the search bar is not in a controller's view or navigation item; the search cannot become active.")
        }
        active = true
        self.context = context
        delegate?.willPresentSearchController(self)
        if hidesNavigationBarDuringPresentation, let navigation = context.navigationController, !navigation.isNavigationBarHidden,
           context.navigationItem.searchController === self {
            hidNavigationBar = true
            navigation.setNavigationBarHidden(true, animated: true)
        }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        context.addChild(self)
        let overlay: UIView = view
        overlay.frame = overlayFrame(in: contextView)
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contextView.addSubview(overlay)
        didMove(toParent: context)
        if let results = searchResultsController, results.parentStorage !== self {
            addChild(results)
            results.didMove(toParent: self)
        }
        resultsShown = automaticallyShowsSearchResultsController ? !(searchBar.text ?? "").isEmpty : resultsShown
        updateOverlay()
        if !searchBar.isFirstResponder { _ = searchBar.becomeFirstResponder() }
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    private func deactivate() {
        guard active else { return }
        delegate?.willDismissSearchController(self)
        active = false
        searchBar.text = ""
        _ = searchBar.resignFirstResponder()
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if hidNavigationBar, let navigation = context?.navigationController {
            navigation.setNavigationBarHidden(false, animated: true)
        }
        hidNavigationBar = false
        resultsShown = false
        updateOverlay()
        willMove(toParent: nil)
        viewIfLoaded?.removeFromSuperview()
        removeFromParent()
        context = nil
        delegate?.didDismissSearchController(self)
    }

    /// Below the search bar when it sits on the content, else the whole content.
    private func overlayFrame(in contextView: UIView) -> CGRect {
        let bounds = contextView.bounds
        guard let window = contextView.window, searchBar.window === window else { return bounds }
        let barBottom = searchBar.convert(searchBar.bounds, to: contextView).maxY
        let top = min(max(barBottom, 0), bounds.height)
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    /// Dimming while searching without shown results; the results controller's view once shown.
    private func updateOverlay() {
        guard let root = viewIfLoaded else { return }
        let showsResults = active && resultsShown && searchResultsController != nil
        dimming.isHidden = !(active && obscuresBackgroundDuringPresentation && !showsResults)
        root.isUserInteractionEnabled = active && (!dimming.isHidden || showsResults)
        guard let results = searchResultsController else { return }
        if showsResults {
            let resultsView: UIView = results.view
            if resultsView.superview !== root {
                resultsView.frame = root.bounds
                resultsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                root.addSubview(resultsView)
            }
        } else {
            results.viewIfLoaded?.removeFromSuperview()
        }
    }
}
