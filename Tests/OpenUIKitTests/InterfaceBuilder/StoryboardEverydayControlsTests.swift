@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

final class InboxController: UITableViewController {
    var refreshes = 0
    func refresh(_ sender: UIRefreshControl) { refreshes += 1 }
    override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.action("refresh:", InboxController.refresh(_:))
    }
}

final class FormController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    var datePicker: UIDatePicker!
    var picker: UIPickerView!
    var toolbar: UIToolbar!
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 4 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "Choice \(row)" }
    override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("datePicker", \FormController.datePicker)
        connections.outlet("picker", \FormController.picker)
        connections.outlet("toolbar", \FormController.toolbar)
    }
}

/// The everyday controls and controllers of issue 49 in a storyboard, as Xcode writes them: a
/// navigation controller's toolbar and a controller's toolbar items, a table view controller's
/// refresh control with its action, a date picker, a picker view with its outlets, a toolbar,
/// and a page view controller scene.
@MainActor
struct StoryboardEverydayControlsTests {
    @Test func theirElementsBecomeTheRealControlsWithTheirAttributes() throws {
        try withApp { capture in
            let storyboard = UIStoryboard(name: "Everyday", bundle: .module)
            let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
            let inbox = try #require(navigation.topViewController as? InboxController)
            let window = makeWindow()
            window.rootViewController = navigation
            advance(0.1)
            #expect(!navigation.isToolbarHidden && navigation.toolbar.items?.count == 4)
            #expect(navigation.toolbar.items?.first?.title == "Archive" && navigation.toolbar.items?[2].width == 42)
            let refresh = try #require(inbox.refreshControl)
            #expect(inbox.tableView.refreshControl === refresh && refresh.attributedTitle?.string == "Checking mail")
            #expect(!refresh.isEnabled, "enabled=NO is kept")
            refresh.isEnabled = true
            refresh.sendActions(for: .valueChanged)
            #expect(inbox.refreshes == 1, "its action reaches the controller")

            let form = try #require(storyboard.instantiateViewController(withIdentifier: "Form") as? FormController)
            form.loadViewIfNeeded()
            #expect(form.datePicker.datePickerMode == .time && form.datePicker.minuteInterval == 5)
            #expect(form.datePicker.preferredDatePickerStyle == .wheels && form.datePicker.locale?.identifier == "en_GB")
            #expect(form.datePicker.date == Date(timeIntervalSinceReferenceDate: 786_096_000))
            #expect(form.picker.dataSource === form && form.picker.delegate === form && form.picker.numberOfRows(inComponent: 0) == 4)
            #expect(form.toolbar.barStyle == .black && form.toolbar.items?.map(\.title) == ["Cancel", "", "Done"])

            let pages = try #require(storyboard.instantiateViewController(withIdentifier: "Pages") as? UIPageViewController)
            #expect(pages.transitionStyle == .pageCurl && pages.navigationOrientation == .vertical && pages.spineLocation == .min)
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }
}
