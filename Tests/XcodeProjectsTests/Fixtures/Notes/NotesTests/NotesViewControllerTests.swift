import XCTest
import NotesKit
@testable import Notes

final class NotesViewControllerTests: XCTestCase {
    func testTheHostAppIsLaunched() throws {
        let delegate = try XCTUnwrap(UIApplication.shared.delegate as? AppDelegate)
        XCTAssertEqual(delegate.launchCount, 1)
        let navigation = try XCTUnwrap(delegate.window?.rootViewController as? UINavigationController)
        XCTAssertTrue(navigation.topViewController is NotesViewController)
        XCTAssertEqual(navigation.navigationBar.tintColor, .systemOrange)
    }

    func testTitleIsLocalized() {
        let controller = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Notes") as! NotesViewController
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.title, "My Notes")
        XCTAssertEqual(controller.tableView.numberOfRows(inSection: 0), 1)
        XCTAssertNotNil(controller.addButton)
    }

    func testFixtureLoadsFromTheTestBundle() throws {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "notes", withExtension: "json"))
        let notes = try JSONDecoder().decode([Note].self, from: Data(contentsOf: url))
        XCTAssertEqual(notes, [Note(title: "Groceries"), Note(title: "Ideas")])
    }

    func testAssetCatalogColor() {
        XCTAssertNotNil(UIColor(named: "AccentColor"))
    }

    func testAddPresentsAnAlert() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = NotesViewController(style: .plain)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.add(self)
        let alert = controller.presentedViewController as? UIAlertController
        XCTAssertEqual(alert?.title, "New note")
    }

    #if NOTES_DEBUG
    func testTheConfigurationFilesConditionsApply() {
        XCTAssertEqual(Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String, "1.4")
        XCTAssertEqual(Bundle.main.bundleIdentifier, "com.example.Notes")
    }
    #endif
}
