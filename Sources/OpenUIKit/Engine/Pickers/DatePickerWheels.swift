import Foundation

/// The wheels behind a `UIDatePicker`: which wheels each mode has, their rows and titles (from
/// Foundation's calendar and locale), the date a set of rows means and the rows a date shows.
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    private enum Wheel { case month, day, year, hour, minute, dayOfYearSpan, countHours, countMinutes }

    private weak var owner: UIDatePicker?
    let picker = UIPickerView()
    private var layout: [Wheel] = []
    private var firstYear = 1970, lastYear = 2100
    /// The days of the `.dateAndTime` day wheel (their starts).
    private var days: [Date] = []
    /// The day wheel's titles ("Sun 29 Nov" in the locale), made once per rebuild, not per row.
    private let dayFormatter = DateFormatter()
    /// The month wheel's names in the locale.
    private var monthNames: [String] = []
    // Behaviour source [R] — Alerts and pickers
    //   Rule: `UIDatePicker` wheels without limits reach
    //   Value: ±100 years; `.dateAndTime` ±730 days
    //   Source: Bounded so the wheels are finite; iOS's wheels appear endless.
    /// How many years either side of the date the wheels reach without limits [R].
    private static let yearReach = 100
    /// How many days either side the `.dateAndTime` wheel reaches without limits [R].
    private static let dayReach = 730

    init(owner: UIDatePicker) {
        self.owner = owner
        picker.onUserSelection = { [weak self] _ in self?.userSettled() }
    }

    /// Lays the wheels out again for the owner's mode, limits and calendar.
    func rebuild() {
        guard let owner else { return }
        let calendar = owner.effectiveCalendar
        let date = owner.date
        switch owner.datePickerMode {
        case .time: layout = [.hour, .minute]
        case .date: layout = [.month, .day, .year]
        case .dateAndTime: layout = [.dayOfYearSpan, .hour, .minute]
        case .countDownTimer: layout = [.countHours, .countMinutes]
        case .yearAndMonth: layout = [.month, .year]
        }
        dayFormatter.locale = owner.effectiveLocale
        dayFormatter.calendar = calendar
        dayFormatter.timeZone = calendar.timeZone
        dayFormatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
        var namingCalendar = calendar
        namingCalendar.locale = owner.effectiveLocale
        monthNames = namingCalendar.monthSymbols
        let year = calendar.component(.year, from: date)
        firstYear = owner.minimumDate.map { calendar.component(.year, from: $0) } ?? year - Self.yearReach
        lastYear = max(owner.maximumDate.map { calendar.component(.year, from: $0) } ?? year + Self.yearReach, firstYear)
        let today = calendar.startOfDay(for: date)
        let first = owner.minimumDate.map { calendar.startOfDay(for: $0) } ?? calendar.date(byAdding: .day, value: -Self.dayReach, to: today) ?? today
        let last = owner.maximumDate.map { calendar.startOfDay(for: $0) } ?? calendar.date(byAdding: .day, value: Self.dayReach, to: today) ?? today
        days = []
        var day = first
        while day <= last, days.count < 20_000 {
            days.append(day)
            guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }
            day = next
        }
        picker.dataSource = self
        picker.delegate = self
        picker.reloadAllComponents()
        show(animated: false)
    }

    /// Turns the wheels to the owner's date (or countdown).
    func show(animated: Bool) {
        guard let owner, !layout.isEmpty else { return }
        let calendar = owner.effectiveCalendar
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: owner.date)
        let interval = owner.minuteInterval
        let countDown = Int(owner.countDownDuration)
        for (component, wheel) in layout.enumerated() {
            let row: Int
            switch wheel {
            case .month: row = (parts.month ?? 1) - 1
            case .day: row = (parts.day ?? 1) - 1
            case .year: row = (parts.year ?? firstYear) - firstYear
            case .hour: row = parts.hour ?? 0
            case .minute: row = (parts.minute ?? 0) / interval
            case .dayOfYearSpan:
                let start = calendar.startOfDay(for: owner.date)
                row = days.firstIndex(of: start) ?? 0
            case .countHours: row = countDown / 3600
            case .countMinutes: row = (countDown % 3600) / 60 / interval
            }
            picker.selectRow(row, inComponent: component, animated: animated)
        }
    }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { layout.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard layout.indices.contains(component) else { return 0 }
        let interval = owner?.minuteInterval ?? 1
        switch layout[component] {
        case .month: return 12
        case .day: return 31
        case .year: return lastYear - firstYear + 1
        case .hour, .countHours: return 24
        case .minute, .countMinutes: return 60 / interval
        case .dayOfYearSpan: return days.count
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let owner, layout.indices.contains(component) else { return nil }
        let interval = owner.minuteInterval
        switch layout[component] {
        case .month:
            return monthNames.indices.contains(row) ? monthNames[row] : "\(row + 1)"
        case .day: return "\(row + 1)"
        case .year: return "\(firstYear + row)"
        case .hour: return String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * interval)
        case .countHours: return "\(row) h"
        case .countMinutes: return "\(row * interval) min"
        case .dayOfYearSpan:
            guard days.indices.contains(row) else { return nil }
            return dayFormatter.string(from: days[row])
        }
    }

    // MARK: The user's pick

    private func userSettled() {
        guard let owner else { return }
        let rows = layout.indices.map { picker.selectedRow(inComponent: $0) }
        let calendar = owner.effectiveCalendar
        let interval = owner.minuteInterval
        if owner.datePickerMode == .countDownTimer {
            let hours = rows[0], minutes = rows[1] * interval
            return owner.userPicked(date: nil, countDown: TimeInterval(hours * 3600 + minutes * 60))
        }
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: owner.date)
        parts.second = 0
        for (index, wheel) in layout.enumerated() {
            let row = rows[index]
            switch wheel {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = firstYear + row
            case .hour: parts.hour = row
            case .minute: parts.minute = row * interval
            case .dayOfYearSpan:
                guard days.indices.contains(row) else { continue }
                let day = calendar.dateComponents([.year, .month, .day], from: days[row])
                (parts.year, parts.month, parts.day) = (day.year, day.month, day.day)
            case .countHours, .countMinutes: break
            }
        }
        // A day past the month's end becomes its last day (31 February → 28 or 29).
        if let year = parts.year, let month = parts.month,
           let firstOfMonth = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
           let length = calendar.range(of: .day, in: .month, for: firstOfMonth)?.count, let day = parts.day, day > length {
            parts.day = length
        }
        guard let date = calendar.date(from: parts) else { return }
        owner.userPicked(date: date, countDown: nil)
        if let day = parts.day, let shown = layout.firstIndex(of: .day), picker.selectedRow(inComponent: shown) != day - 1 {
            picker.selectRow(day - 1, inComponent: shown, animated: true)
        }
    }
}
