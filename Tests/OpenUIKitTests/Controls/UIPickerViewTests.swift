@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

/// Picker views and date pickers as apps use them: rows from a data source and delegate,
/// selection in code (no delegate call, no event) and by dragging a wheel through the real touch
/// path (the delegate hears once the wheel settles; a date picker sends `.valueChanged`).
@MainActor
struct UIPickerViewTests {
    final class Source: UIPickerViewDataSource, UIPickerViewDelegate {
        var picks: [String] = []
        var sizes = ["S", "M", "L"]
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 20 : sizes.count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? "Item \(row)" : sizes[row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { picks.append("\(component):\(row)") }
    }

    private func centre(of view: UIView?) -> CGPoint {
        guard let view else { return .zero }
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func rowsComeFromTheSourceAndCodeSelectsWithoutTellingTheDelegate() {
        withApp { _ in
            let window = makeWindow()
            let picker = UIPickerView(frame: CGRect(x: 0, y: 300, width: 393, height: 216))
            let source = Source()
            picker.dataSource = source
            picker.delegate = source
            window.addSubview(picker)
            picker.layoutIfNeeded()
            #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 20 && picker.numberOfRows(inComponent: 1) == 3)
            #expect(picker.selectedRow(inComponent: 0) == 0 && picker.rowSize(forComponent: 0).height == 32)
            picker.selectRow(5, inComponent: 0, animated: false)
            picker.selectRow(2, inComponent: 1, animated: true)
            advance(0.5)
            #expect(picker.selectedRow(inComponent: 0) == 5 && picker.selectedRow(inComponent: 1) == 2)
            #expect(source.picks.isEmpty, "selection in code does not tell the delegate")
            let row = picker.view(forRow: 5, forComponent: 0) as? UILabel
            #expect(row?.text == "Item 5")
            #expect(abs(centre(of: row).y - (300 + 108)) < 0.5, "the selected row sits in the middle")
            source.sizes = ["S", "M"]
            picker.reloadComponent(1)
            #expect(picker.selectedRow(inComponent: 1) == 1, "a selection past the new end moves to the last row")
            #expect(picker.selectedRow(inComponent: 7) == -1)
        }
    }

    @Test func draggingAWheelSettlesOnARowAndThenTellsTheDelegate() {
        withApp { _ in
            let window = makeWindow()
            let picker = UIPickerView(frame: CGRect(x: 0, y: 300, width: 393, height: 216))
            let source = Source()
            picker.dataSource = source
            picker.delegate = source
            window.addSubview(picker)
            picker.layoutIfNeeded()
            let start = centre(of: picker.view(forRow: 0, forComponent: 0))
            // Two rows up (64 points), slowly, then held: row 2.
            SyntheticTouches(window: window).drag(from: start, to: CGPoint(x: start.x, y: start.y - 64), duration: 0.6, holdBeforeRelease: 0.2)
            #expect(source.picks.isEmpty, "not before the wheel has settled")
            advance(0.5)
            #expect(source.picks == ["0:2"] && picker.selectedRow(inComponent: 0) == 2)
            // A flick carries on: 100 points in 0.1 s lands further than the finger went.
            let from = centre(of: picker.view(forRow: 2, forComponent: 0))
            SyntheticTouches(window: window).drag(from: from, to: CGPoint(x: from.x, y: from.y - 100), duration: 0.1)
            advance(0.5)
            #expect(picker.selectedRow(inComponent: 0) > 2 + 3, "carried past the finger: \(picker.selectedRow(inComponent: 0))")
            #expect(source.picks.count == 2)
            // A tap on the row below the band turns the wheel to it and tells the delegate.
            let selected = picker.selectedRow(inComponent: 0)
            let band = centre(of: picker.view(forRow: selected, forComponent: 0))
            SyntheticTouches(window: window).tap(at: CGPoint(x: band.x, y: band.y + 32))
            advance(0.5)
            #expect(picker.selectedRow(inComponent: 0) == selected + 1 && source.picks.last == "0:\(selected + 1)")
        }
    }

    private func gregorianUTC() -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }

    @Test func aDatePickerSendsValueChangedOnlyForTheUsersPicks() {
        withApp { capture in
            let window = makeWindow()
            let calendar = gregorianUTC()
            let picker = UIDatePicker(frame: CGRect(x: 0, y: 300, width: 393, height: 216))
            picker.calendar = calendar
            picker.timeZone = calendar.timeZone
            picker.locale = calendar.locale
            picker.datePickerMode = .date
            window.addSubview(picker)
            var events: [Date] = []
            picker.addAction(UIAction { _ in events.append(picker.date) }, for: .valueChanged)
            let start = calendar.date(from: DateComponents(year: 2024, month: 2, day: 10, hour: 9, minute: 30))!
            picker.setDate(start, animated: false)
            picker.layoutIfNeeded()
            #expect(events.isEmpty && picker.date == start, "code sends nothing")
            let wheels = picker.wheelPicker
            #expect(wheels.numberOfComponents == 3 && wheels.selectedRow(inComponent: 0) == 1 && wheels.selectedRow(inComponent: 1) == 9)
            #expect((wheels.view(forRow: 1, forComponent: 0) as? UILabel)?.text == "February")
            // The day wheel turned down to the 31st: February 2024 ends on the 29th.
            let day = centre(of: wheels.view(forRow: 9, forComponent: 1))
            SyntheticTouches(window: window).drag(from: day, to: CGPoint(x: day.x, y: day.y - 21 * 32), duration: 1.5, holdBeforeRelease: 0.2)
            advance(1)
            #expect(events.count == 1)
            #expect(events.first.map { calendar.dateComponents([.year, .month, .day, .hour, .minute], from: $0) }
                    == DateComponents(year: 2024, month: 2, day: 29, hour: 9, minute: 30))
            #expect(wheels.selectedRow(inComponent: 1) == 28, "the wheel turns back to the 29th")
            // Limits: a pick before the minimum turns back to it.
            picker.minimumDate = calendar.date(from: DateComponents(year: 2024, month: 2, day: 20))!
            #expect(picker.date >= picker.minimumDate!)
            let month = centre(of: wheels.view(forRow: 1, forComponent: 0))
            SyntheticTouches(window: window).drag(from: month, to: CGPoint(x: month.x, y: month.y + 32), duration: 0.6, holdBeforeRelease: 0.2)
            advance(1)
            #expect(events.count == 2 && picker.date == picker.minimumDate, "January is before the minimum: the minimum stands")
            // Minute steps.
            picker.datePickerMode = .time
            picker.minuteInterval = 15
            #expect(picker.wheelPicker.numberOfRows(inComponent: 1) == 4)
            picker.minuteInterval = 7
            #expect(picker.minuteInterval == 15 && capture.records(withCode: .viewMisuse).count == 1)
            #expect(picker.datePickerStyle == .wheels)
        }
    }

    @Test func aCountdownPickerReportsItsDuration() {
        withApp { _ in
            let window = makeWindow()
            let picker = UIDatePicker(frame: CGRect(x: 0, y: 300, width: 393, height: 216))
            picker.datePickerMode = .countDownTimer
            picker.countDownDuration = 3600 + 5 * 60
            window.addSubview(picker)
            picker.layoutIfNeeded()
            #expect(picker.wheelPicker.selectedRow(inComponent: 0) == 1 && picker.wheelPicker.selectedRow(inComponent: 1) == 5)
            var changes = 0
            picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            let minutes = centre(of: picker.wheelPicker.view(forRow: 5, forComponent: 1))
            SyntheticTouches(window: window).drag(from: minutes, to: CGPoint(x: minutes.x, y: minutes.y - 64), duration: 0.6, holdBeforeRelease: 0.2)
            advance(1)
            #expect(changes == 1 && picker.countDownDuration == 3600 + 7 * 60)
        }
    }
}
