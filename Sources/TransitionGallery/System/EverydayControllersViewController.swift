import UIKit
import UIKitTesting

// The controllers apps present most, as an app uses them: pull to refresh on a list, an alert
// whose button deletes, an action sheet cancelled, and pages turned in a page view controller.

/// The list: pull it to refresh; its rows open an alert, an action sheet and the pages.
final class EverydayControllersViewController: UITableViewController {
    enum Row: Int, CaseIterable {
        case alert, actionSheet, pages

        var title: String {
            switch self {
            case .alert: "删除照片 Delete photo…"
            case .actionSheet: "分享 Share…"
            case .pages: "翻页 Pages"
            }
        }
    }

    private(set) var log: [String] = []
    private let refresh = UIRefreshControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "日常 Everyday"
        refresh.attributedTitle = NSAttributedString(string: "正在刷新 Refreshing")
        refresh.addAction(UIAction { [weak self] _ in self?.didPull() }, for: .valueChanged)
        refreshControl = refresh
    }

    private func didPull() {
        log.append("refresh")
    }

    /// The data came (the script says when: main-queue timers run on real time, docs/timing-model.md).
    func dataDidLoad() {
        refresh.endRefreshing()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Row.allCases.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = Row(rawValue: indexPath.row)?.title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch Row(rawValue: indexPath.row) {
        case .alert:
            let alert = UIAlertController(title: "删除照片？ Delete photo?", message: "This photo will be deleted from all your devices.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.log.append("deleted") })
            present(alert, animated: true)
        case .actionSheet:
            let sheet = UIAlertController(title: "分享 Share", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Messages", style: .default))
            sheet.addAction(UIAlertAction(title: "Mail", style: .default))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.log.append("cancelled") })
            present(sheet, animated: true)
        case .pages:
            navigationController?.pushViewController(EverydayPagesViewController(), animated: true)
        case nil:
            break
        }
    }
}

/// Three coloured pages turned by a drag.
final class EverydayPagesViewController: UIPageViewController, UIPageViewControllerDataSource {
    private let pages: [UIViewController] = [UIColor.systemTeal, .systemOrange, .systemPurple].enumerated().map { index, color in
        let page = UIViewController()
        page.view.backgroundColor = color
        let label = UILabel()
        label.text = "第 \(index + 1) 页 Page \(index + 1)"
        label.font = .boldSystemFont(ofSize: 28)
        label.textColor = .white
        label.sizeToFit()
        label.center = CGPoint(x: page.view.bounds.midX, y: page.view.bounds.midY)
        page.view.addSubview(label)
        return page
    }

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 10])
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "翻页 Pages"
        view.backgroundColor = .black
        dataSource = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        viewControllers?.first.flatMap { shown in pages.firstIndex { $0 === shown } } ?? 0
    }
}

extension GalleryDemo {
    /// The everyday controllers (issue 49's): pull to refresh, an alert, an action sheet, pages.
    static let everyday = GalleryDemo(
        name: "everyday", seed: "system",
        summary: "The controllers apps present most: pull to refresh, an alert tapped through, an action sheet cancelled, pages turned",
        device: .iPhone, duration: 10.4,
        makeRoot: { UINavigationController(rootViewController: EverydayControllersViewController(style: .plain)) },
        script: { stage in
            guard let navigation = stage.root as? UINavigationController,
                  let list = navigation.viewControllers.first as? EverydayControllersViewController else { return }
            stage.wait(0.3)
            // Pull to refresh; the data comes a second later.
            stage.host.drag(from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 520), duration: stage.dragDuration(0.6), holdBeforeRelease: 0.2)
            stage.wait(1.0)
            list.dataDidLoad()
            stage.wait(0.8)
            // The alert, and its Delete button.
            @MainActor func row(_ row: EverydayControllersViewController.Row) -> UIView? {
                list.tableView.cellForRow(at: IndexPath(row: row.rawValue, section: 0))
            }
            if let cell = row(.alert) { stage.host.tap(cell) }
            stage.wait(0.8)
            (list.presentedViewController as? UIAlertController)?.tapAction(titled: "Delete")
            stage.wait(0.8)
            // The action sheet, cancelled.
            if let cell = row(.actionSheet) { stage.host.tap(cell) }
            stage.wait(0.9)
            (list.presentedViewController as? UIAlertController)?.tapAction(titled: "Cancel")
            stage.wait(0.8)
            // The pages: pushed, turned twice by drags, then back.
            if let cell = row(.pages) { stage.host.tap(cell) }
            stage.wait(0.8)
            for _ in 0..<2 {
                stage.host.drag(from: CGPoint(x: 330, y: 500), to: CGPoint(x: 60, y: 500), duration: stage.dragDuration(0.35))
                stage.wait(0.6)
            }
            stage.host.tap(navigation.navigationBar._backButton)
            stage.wait(0.8)
        }
    )
}
