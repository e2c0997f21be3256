@testable import OpenUIKit

/// A screen-sized table (no content inset adjustment) in a new controller's view, its "Row"
/// cells plain `UITableViewCell`s, for tests that drive it with a `TransitionHost`.
@MainActor
func makeTableController(dataSource: any UITableViewDataSource, delegate: (any UITableViewDelegate)? = nil,
                         style: UITableView.Style = .plain, rowHeight: CGFloat? = nil) -> (UIViewController, UITableView) {
    let controller = UIViewController()
    let table = UITableView(frame: UIScreen.main.bounds, style: style)
    table.contentInsetAdjustmentBehavior = .never
    if let rowHeight { table.rowHeight = rowHeight }
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = dataSource
    table.delegate = delegate
    controller.view.addSubview(table)
    return (controller, table)
}
