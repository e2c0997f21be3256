@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

final class PlanetsController: UITableViewController {
    let planets = [("Mercury", "Closest to the Sun"), ("Venus", "Hottest"), ("Earth", "Home"), ("Mars", "Red")]
    var log: [String] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { planets.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Planet", for: indexPath)
        cell.textLabel?.text = planets[indexPath.row].0
        cell.detailTextLabel?.text = planets[indexPath.row].1
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let cell = sender as? UITableViewCell, let row = tableView.indexPath(for: cell)?.row else {
            log.append("prepare \(segue.identifier ?? "") from \(type(of: sender))")
            return
        }
        log.append("prepare \(segue.identifier ?? "") row \(row)")
        (segue.destination as? PlanetDetailController)?.name = planets[row].0
    }
}

final class PlanetDetailController: UIViewController {
    var name: String?
}

final class SettingsTableController: UITableViewController {
    var versionLabel: UILabel!
    var prepared: [String] = []
    override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("versionLabel", \SettingsTableController.versionLabel)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        versionLabel.text = "Version 2.0"
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared.append(segue.identifier ?? "") }
}

final class MoonCell: UICollectionViewCell {
    var nameLabel: UILabel!
    override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { MoonCell(frame: .zero) }
        connections.outlet("nameLabel", \MoonCell.nameLabel)
    }
}

final class MoonsController: UICollectionViewController {
    let moons = ["Moon", "Phobos", "Deimos", "Io", "Europa", "Titan"]
    var prepared: [String] = []
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { moons.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Moon", for: indexPath) as! MoonCell
        cell.nameLabel.text = moons[indexPath.item]
        return cell
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let cell = sender as? MoonCell else { return }
        prepared.append("\(segue.identifier ?? "") \(cell.nameLabel.text ?? "")")
        (segue.destination as? PlanetDetailController)?.name = cell.nameLabel.text
    }
}

/// Storyboards' table and collection views (issue 23): prototype cells registered by reuse
/// identifier and made from the document for each dequeue (standard styles, custom classes with
/// outlets, constraints), flow layouts read from the document, and segues triggered by selecting
/// a cell — `prepare(for:sender:)` with the cell as sender, before `didSelectRowAt`.
@MainActor
struct StoryboardListTests {
    @Test func aTableViewControllerScenesPrototypeCellsAndTheirSegue() throws {
        let storyboard = UIStoryboard(name: "Lists", bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let capture = DiagnosticCapture(silent: true)
        try OpenUIKitDiagnostics.$capture.withValue(capture) {
            try TransitionHost.run(root: navigation) { host in
                try host.runUntilIdle()
                let planets = try #require(navigation.topViewController as? PlanetsController)
                let table = try #require(planets.tableView)
                #expect(table.style == .insetGrouped && table.rowHeight == UITableView.automaticDimension)
                #expect(table.dataSource === planets && table.delegate === planets)
                let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
                #expect(cell.style == .subtitle && cell.accessoryType == .disclosureIndicator && cell.reuseIdentifier == "Planet")
                #expect(cell.textLabel?.text == "Earth" && cell.detailTextLabel?.text == "Home")
                #expect(cell.textLabel?.superview === cell.contentView, "the document's label is the cell's own")
                #expect(table.visibleCells.count == 4)
                let rect = table.rectForRow(at: IndexPath(row: 2, section: 0))
                host.tap(at: table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
                try host.runUntilIdle()
                #expect(planets.log == ["prepare showPlanet row 2", "didSelect 2"])
                let detail = try #require(navigation.topViewController as? PlanetDetailController)
                #expect(detail.name == "Earth")
            }
        }
        #expect(capture.records.filter { $0.code != .interfaceBuilder }.isEmpty, "\(capture.records.map(\.message))")
    }

    @Test func aCollectionViewControllersPrototypeCellWithItsOutletAndSegue() throws {
        let storyboard = UIStoryboard(name: "Lists", bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        // The document's table cell keeps its superview's layout margins: reported, and nothing else.
        let capture = DiagnosticCapture(silent: true)
        try OpenUIKitDiagnostics.$capture.withValue(capture) { try TransitionHost.run(root: navigation) { host in
            try host.runUntilIdle()
            let planets = try #require(navigation.topViewController as? PlanetsController)
            planets.performSegue(withIdentifier: "showMoons", sender: nil)
            try host.runUntilIdle()
            let moons = try #require(navigation.topViewController as? MoonsController)
            let collectionView = try #require(moons.collectionView)
            let flow = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
            #expect(flow.itemSize == CGSize(width: 110, height: 90) && flow.minimumLineSpacing == 12 && flow.sectionInset.left == 16)
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? MoonCell)
            #expect(cell.nameLabel.text == "Phobos" && cell.nameLabel.superview === cell.contentView)
            #expect(cell.contentView.backgroundColor != nil)
            // The label's constraints from the document: 8 points in from both sides of the content view.
            #expect(cell.nameLabel.frame.minX == 8 && cell.nameLabel.frame.width == 94)
            // Each dequeue made a new cell from the prototype.
            #expect(Set(collectionView.visibleCells.map(ObjectIdentifier.init)).count == 6)
            let frame = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))).frame
            host.tap(at: collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
            try host.runUntilIdle()
            #expect(moons.prepared == ["showMoon Europa"])
            #expect((navigation.topViewController as? PlanetDetailController)?.name == "Europa")
        } }
        #expect(capture.records.isEmpty, "preservesSuperviewLayoutMargins is applied now: \(capture.records.map(\.message))")
    }

    @Test func aStaticTableShowsItsDocumentsCellsWithTheirOutletsAndSegues() throws {
        let storyboard = UIStoryboard(name: "Lists", bundle: .module)
        let settings = try #require(storyboard.instantiateViewController(withIdentifier: "Settings") as? SettingsTableController)
        let navigation = UINavigationController(rootViewController: settings)
        let capture = DiagnosticCapture(silent: true)
        try OpenUIKitDiagnostics.$capture.withValue(capture) {
            try TransitionHost.run(root: navigation) { host in
                try host.runUntilIdle()
                let table = try #require(settings.tableView)
                #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 1 && table.numberOfRows(inSection: 1) == 1)
                #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Profile")
                // The controller's outlet reaches a label inside a static cell, set before viewDidLoad.
                #expect(settings.versionLabel.text == "Version 2.0")
                #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.contentView.subviews.contains { $0 === settings.versionLabel } == true)
                #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 80, "the cell's own height from the document")
                #expect(table.headerView(forSection: 0)?.textLabel?.text == "ACCOUNT")
                let rect = table.rectForRow(at: IndexPath(row: 0, section: 0))
                host.tap(at: table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
                try host.runUntilIdle()
                #expect(settings.prepared == ["showProfile"] && navigation.topViewController is PlanetDetailController)
            }
        }
        #expect(capture.records.allSatisfy { $0.code == .interfaceBuilder }, "\(capture.records.map(\.message))")
    }
}
