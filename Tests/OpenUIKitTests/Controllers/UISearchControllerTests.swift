@testable import OpenUIKit
import Testing
import UIKitTesting

/// A search controller in a navigation item, as apps use one: the bar below the navigation bar,
/// activation from a tap into it (delegate order, updater asked, navigation bar away, Cancel,
/// dimming), results shown once there is text, and Cancel or a tap on the dimming ending it.
@MainActor
struct UISearchControllerTests {
    final class Recorder: UISearchControllerDelegate, UISearchResultsUpdating {
        var log: [String] = []
        func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent \(searchController.isActive)") }
        func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss \(searchController.isActive)") }
        func updateSearchResults(for searchController: UISearchController) { log.append("update \"\(searchController.searchBar.text ?? "")\"") }
    }

    private func centre(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    @Test func aTapIntoTheBarSearchesAndCancelEndsIt() {
        withApp { _ in
            let window = makeWindow()
            let list = UIViewController(), results = UIViewController()
            let search = UISearchController(searchResultsController: results)
            let recorder = Recorder()
            search.delegate = recorder
            search.searchResultsUpdater = recorder
            list.navigationItem.searchController = search
            let navigation = UINavigationController(rootViewController: list)
            window.rootViewController = navigation
            advance(1.0 / 60)
            let bar = search.searchBar
            #expect(bar.window != nil && abs(bar.convert(bar.bounds, to: nil).minY - (59 + 44)) < 0.01, "below the navigation bar")
            #expect(abs(list.view.safeAreaInsets.top - (59 + 44 + 56)) < 0.01, "the content starts below the search bar")
            #expect(!search.isActive)
            SyntheticTouches(window: window).tap(at: centre(bar.searchTextField))
            #expect(search.isActive && bar.isFirstResponder)
            #expect(recorder.log == ["willPresent", "update \"\"", "didPresent true"])
            #expect(navigation.isNavigationBarHidden && bar.showsCancelButton)
            advance(0.5)
            #expect(abs(bar.convert(bar.bounds, to: nil).minY - 59) < 0.01, "under the status bar while the navigation bar is away")
            #expect(search.view.window != nil && results.viewIfLoaded?.window == nil, "dimmed, no results yet")
            recorder.log = []
            bar.searchTextField.insertText("ap")
            #expect(recorder.log == ["update \"ap\""])
            #expect(results.view.window != nil && search.showsSearchResultsController, "results over the content once there is text")
            #expect(results.parent === search && search.parent === list)
            recorder.log = []
            SyntheticTouches(window: window).tap(at: CGPoint(x: 393 - 30, y: bar.convert(bar.bounds, to: nil).midY))
            #expect(!search.isActive && bar.text == "" && !bar.isFirstResponder)
            #expect(recorder.log == ["willDismiss", "didDismiss false"])
            advance(0.5)
            #expect(!navigation.isNavigationBarHidden && results.viewIfLoaded?.window == nil && search.parent == nil)
        }
    }

    @Test func activeFromCodeAndATapOnTheDimmingEndsIt() {
        withApp { capture in
            let window = makeWindow()
            let list = UIViewController()
            let search = UISearchController(searchResultsController: nil)
            search.hidesNavigationBarDuringPresentation = false
            list.navigationItem.searchController = search
            let navigation = UINavigationController(rootViewController: list)
            window.rootViewController = navigation
            advance(1.0 / 60)
            search.isActive = true
            #expect(search.isActive && !navigation.isNavigationBarHidden)
            advance(0.3)
            SyntheticTouches(window: window).tap(at: CGPoint(x: 200, y: 600))
            #expect(!search.isActive, "a tap on the dimmed content ends the search")
            // A search bar in no controller cannot become active: reported.
            let loose = UISearchController(searchResultsController: nil)
            loose.isActive = true
            #expect(!loose.isActive && capture.records(withCode: .viewControllerMisuse).count == 1)
        }
    }
}
