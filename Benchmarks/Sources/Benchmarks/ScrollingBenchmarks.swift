@testable import OpenQuartzCore
@testable import OpenUIKit

/// "Scrolling": a 10,000-row table (and a 10,000-item flow-layout grid) at @3x scrolled at 60 Hz,
/// 12 points a frame (720 points per second); one measured run is one frame's scrolling work —
/// the new offset and the layout pass that recycles the rows that left, dequeues and fills the
/// rows that came, and lays out the cells (no pixels are drawn). Goal (issue 24): under 1 ms per
/// frame on one core, with cells only for what is visible (peak count printed).
///
/// Reference: the least a scroll must do — moving the same number of plain views by the same
/// distance, with no data source, reuse or layout.
@MainActor
func runScrollingBenchmarks() -> Bool {
    ApplicationEnvironment.reset()
    defer { ApplicationEnvironment.reset() }
    let window = UIWindow(frame: UIScreen.main.bounds)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()

    final class Rows: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }
    final class Items: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10_000 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
            cell.tag = indexPath.item
            return cell
        }
    }
    let rows = Rows(), items = Items()
    let table = UITableView(frame: controller.view.bounds, style: .plain)
    table.rowHeight = 44
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = rows
    controller.view.addSubview(table)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    layout.minimumInteritemSpacing = 4
    layout.minimumLineSpacing = 4
    let grid = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    grid.dataSource = items
    controller.view.addSubview(grid)
    window.layoutIfNeeded()

    func scroll(_ scrollView: UIScrollView) {
        scrollView.contentOffset.y += 12
        scrollView.layoutIfNeeded()
    }
    let plain = (0..<22).map { index in UIView(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: 393, height: 44)) }
    let holder = UIView(frame: controller.view.bounds)
    for view in plain { holder.addSubview(view) }
    controller.view.addSubview(holder)
    func movePlainViews() {
        for view in plain { view.center.y -= 12 }
        holder.layoutIfNeeded()
    }

    if let rounds = profilingRounds {
        for _ in 0..<rounds { scroll(table) }
        return true
    }
    let reference = measure("reference: 22 plain views moved 12 points", iterations: 3000, warmup: 200, movePlainViews)
    let tableFrame = measure("table, 10,000 rows @3x: one 60 Hz scroll frame", iterations: 3000, warmup: 200) { scroll(table) }
    let gridFrame = measure("flow grid, 10,000 items @3x: one 60 Hz scroll frame", iterations: 3000, warmup: 200) { scroll(grid) }
    print("cells made: table \(table.reusePool.madeCount) (peak \(table.reusePool.peakLiveCount) alive) after \(Int(table.contentOffset.y)) points; "
          + "grid \(grid.reusePool.madeCount) (peak \(grid.reusePool.peakLiveCount)) after \(Int(grid.contentOffset.y)) points")
    let tableMet = tableFrame.median < 0.001 && table.reusePool.peakLiveCount <= 24
    let gridMet = gridFrame.median < 0.001 && grid.reusePool.peakLiveCount <= 48
    report(tableFrame, reference: reference, goal: ("< 1 ms per frame, cells only for what is visible", tableMet), key: "scrolling-table")
    report(gridFrame, reference: reference, goal: ("< 1 ms per frame, cells only for what is visible", gridMet), key: "scrolling-grid")
    return tableMet && gridMet
}
