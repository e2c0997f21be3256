import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// List content configurations: a cell's default configuration follows its style, setting
/// `contentConfiguration` installs the configuration's view (reused for the next one), and
/// self-sizing rows take the view's height.
@MainActor
struct UIListContentConfigurationTests {
    final class Source: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.row)"
            content.secondaryText = indexPath.row == 2 ? "A second line" : nil
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test func aCellsConfigurationViewShowsItsTextsAndSizesTheRow() throws {
        let source = Source()
        let (controller, table) = makeTableController(dataSource: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
            let view = try #require(cell.configurationView as? UIListContentView)
            #expect(view.superview === cell.contentView && view.frame.size == cell.contentView.bounds.size)
            let labels = view.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
            #expect(labels.map(\.text) == ["Row 2", "A second line"])
            #expect(labels[1].textColor == .secondaryLabel && labels[0].frame.minX == 20)
            // One line: the standard 44-point row, separator included (11 + the text + 11 is less);
            // two lines are taller.
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
            #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height > 60)
            // A new configuration of the same kind reuses the view.
            var next = UIListContentConfiguration.valueCell()
            next.text = "Name"
            next.secondaryText = "Value"
            cell.contentConfiguration = next
            #expect(cell.configurationView === view)
            cell.layoutIfNeeded()
            view.layoutIfNeeded()
            let value = try #require(view.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Value" })
            #expect(abs(value.frame.maxX - (view.bounds.width - 20)) < 0.001, "the value sits at the trailing margin")
        }
    }

    @Test func sideBySideTextsKeepTheirHorizontalPadding() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Name"
        content.secondaryText = "Value"
        content.textToSecondaryTextHorizontalPadding = 30
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        view.layoutIfNeeded()
        let labels = view.subviews.compactMap { $0 as? UILabel }
        let name = labels.first { $0.text == "Name" }, value = labels.first { $0.text == "Value" }
        #expect(name.map(\.frame.maxX).map { abs($0 - ((value?.frame.minX ?? 0) - 30)) < 0.001 } == true)
        // Resolved looks: the properties' own colours, else what is given.
        #expect(content.textProperties.resolvedColor() == content.textProperties.color)
        #expect(content.imageProperties.resolvedTintColor(for: .red) == .red)
        content.imageProperties.tintColor = .blue
        #expect(content.imageProperties.resolvedTintColor(for: .red) == .blue)
        // Symbol configurations combine; there are no symbols to draw on Linux.
        let combined = UIImage.SymbolConfiguration(pointSize: 20).applying(UIImage.SymbolConfiguration(weight: .bold))
        #expect(combined == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
    }

    @Test func headersAndFootersHaveTheirStyles() {
        let header = UIListContentConfiguration.groupedHeader()
        #expect(header.textProperties.font.pointSize == 13 && header.textProperties.color == .secondaryLabel)
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var content = view.defaultContentConfiguration()
        content.text = "Settings"
        view.contentConfiguration = content
        #expect((view.configurationView as? UIListContentView)?.subviews.compactMap { ($0 as? UILabel)?.text }.contains("Settings") == true)
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            struct Other: UIContentConfiguration {
                func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: .cell()) }
                func updated(for state: any UIConfigurationState) -> Other { self }
            }
            (view.configurationView)?.configuration = Other()
        }
        #expect(capture.records.map(\.code) == [.viewMisuse])
    }
}
