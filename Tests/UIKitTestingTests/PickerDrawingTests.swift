import Foundation
import OpenUIKit
import SnapshotTesting
import Testing
import UIKitTesting

/// How picker views and date pickers are drawn (golden beside this file).
@MainActor
struct PickerDrawingTests {
    final class Source: UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 12 : 4 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Honeydew", "Kiwi", "Lemon", "Mango", "Nectarine"][row] : ["Small", "Medium", "Large", "Huge"][row]
        }
    }

    final class Screen: UIViewController {
        let source = Source()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let picker = UIPickerView(frame: CGRect(x: 0, y: 120, width: 393, height: 216))
            picker.dataSource = source
            picker.delegate = source
            picker.selectRow(4, inComponent: 0, animated: false)
            picker.selectRow(1, inComponent: 1, animated: false)
            view.addSubview(picker)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let dates = UIDatePicker(frame: CGRect(x: 0, y: 480, width: 393, height: 216))
            dates.calendar = calendar
            dates.timeZone = calendar.timeZone
            dates.locale = Locale(identifier: "en_US")
            dates.datePickerMode = .date
            dates.date = calendar.date(from: DateComponents(year: 2026, month: 11, day: 29))!
            view.addSubview(dates)
        }
    }

    @Test func aPickerAndADatePickerAreDrawnWithTheirSelectionBand() throws {
        TransitionHost.run(root: Screen()) { host in
            host.advance(by: 0.1)
            assertSnapshot(of: host, as: .image(tolerance: .text), named: "pickers")
        }
    }
}
