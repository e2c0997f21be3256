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

    func testAControllerMadeInCodeLoadsTheNibNamedAfterIt() throws {
        let about = AboutViewController()
        about.loadViewIfNeeded()
        XCTAssertTrue(about.tableView.tableHeaderView === about.versionLabel)
        XCTAssertEqual(about.versionLabel.text, "1.4")
        let edit = try XCTUnwrap(about.navigationItem.rightBarButtonItem)
        XCTAssertEqual(edit.title, "Edit")
        about.setEditing(true, animated: false)
        XCTAssertEqual(edit.title, "Done")
        XCTAssertTrue(about.tableView.isEditing)
    }

    func testUserDefaultsByKey() {
        UserDefaults.standard.setValue("compact", forKey: "notes.layout")
        XCTAssertEqual(UserDefaults.standard.value(forKey: "notes.layout") as? String, "compact")
        UserDefaults.standard.removeObject(forKey: "notes.layout")
    }

    #if NOTES_DEBUG
    func testTheConfigurationFilesConditionsApply() {
        XCTAssertEqual(Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String, "1.4")
        XCTAssertEqual(Bundle.main.bundleIdentifier, "com.example.Notes")
    }
    #endif
}
