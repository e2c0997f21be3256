import UIKit

// UIKit's own transitions, as an app uses them: push and pop in a navigation controller, the
// four modal transition styles, a page sheet pulled down to dismiss, and on iPad a form sheet
// and a popover (which adapts to a sheet on iPhone).

/// The menu: a button per transition.
final class SystemTransitionsViewController: UIViewController {
    enum Demo: CaseIterable {
        case push, coverVertical, crossDissolve, flipHorizontal, partialCurl, sheet, formSheet, popover

        var title: String {
            switch self {
            case .push: "推入 Push"
            case .coverVertical: "覆盖 Cover vertical"
            case .crossDissolve: "溶解 Cross dissolve"
            case .flipHorizontal: "翻转 Flip horizontal"
            case .partialCurl: "卷页 Partial curl"
            case .sheet: "表单 Page sheet"
            case .formSheet: "表格 Form sheet"
            case .popover: "弹出 Popover"
            }
        }
    }

    private(set) var buttons: [Demo: UIButton] = [:]

    override func loadView() {
        let screen = DemoScreenView(title: "系统转场 System", subtitle: "UIKit 自带 · UIKit's own", color: .systemBlue, rows: [])
        for (index, demo) in Demo.allCases.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(demo.title, for: .normal)
            button.frame = CGRect(x: 20, y: 200 + CGFloat(index) * 64, width: screen.bounds.width - 40, height: 50)
            button.addAction(UIAction { [weak self] _ in self?.show(demo) }, for: .touchUpInside)
            screen.addSubview(button)
            buttons[demo] = button
        }
        view = screen
        title = "系统转场 System"
    }

    func show(_ demo: Demo) {
        let screen = SystemDestinationViewController(title: demo.title)
        switch demo {
        case .push:
            navigationController?.pushViewController(screen, animated: true)
            return
        case .coverVertical: screen.modalTransitionStyle = .coverVertical
        case .crossDissolve: screen.modalTransitionStyle = .crossDissolve
        case .flipHorizontal: screen.modalTransitionStyle = .flipHorizontal
        case .partialCurl: screen.modalTransitionStyle = .partialCurl
        case .sheet, .formSheet:
            screen.modalPresentationStyle = demo == .sheet ? .pageSheet : .formSheet
            present(screen, animated: true)
            return
        case .popover:
            // Anchored to its button; a tap outside the bubble dismisses it.
            screen.modalPresentationStyle = .popover
            screen.preferredContentSize = CGSize(width: 320, height: 420)
            screen.popoverPresentationController?.sourceView = buttons[.popover]
            screen.popoverPresentationController?.sourceRect = buttons[.popover]?.bounds ?? .zero
            present(screen, animated: true)
            return
        }
        screen.modalPresentationStyle = .fullScreen
        present(screen, animated: true)
    }
}

/// Where each transition leads: a coloured screen with a close button when presented.
final class SystemDestinationViewController: DemoScreenViewController {
    let closeButton = UIButton(type: .system)

    init(title: String) {
        super.init(title: title, subtitle: "目的地 · Destination", color: .systemPink, rows: ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        super.loadView()
        let screen = view!
        closeButton.setTitle("关闭 Close", for: .normal)
        closeButton.frame = CGRect(x: 20, y: 520, width: screen.bounds.width - 40, height: 50)
        closeButton.addTarget(self, action: Self.close, for: .touchUpInside)
        screen.addSubview(closeButton)
    }

    func close() {
        dismiss(animated: true)
    }
}

extension GalleryDemo {
    /// UIKit's own transitions, one after the other.
    static let systemTransitions = GalleryDemo(
        name: "system", seed: "system",
        summary: "UIKit's own: push and pop (back button), cover vertical, cross dissolve, flip, partial curl, a page sheet pulled down",
        device: .iPhone, duration: 11.8,
        makeRoot: { UINavigationController(rootViewController: SystemTransitionsViewController()) },
        script: { stage in
            guard let navigation = stage.root as? UINavigationController,
                  let menu = navigation.viewControllers.first as? SystemTransitionsViewController else { return }
            stage.wait(0.3)
            // Push, then the back button.
            stage.host.tap(menu.buttons[.push]!)
            stage.wait(0.8)
            stage.host.tap(navigation.navigationBar._backButton)
            stage.wait(0.8)
            // The modal styles, each closed with its button.
            for demo in [SystemTransitionsViewController.Demo.coverVertical, .crossDissolve, .flipHorizontal, .partialCurl] {
                stage.host.tap(menu.buttons[demo]!)
                stage.wait(0.9)
                if let shown = navigation.presentedViewController as? SystemDestinationViewController { stage.host.tap(shown.closeButton) }
                stage.wait(0.9)
            }
            // A sheet, pulled down.
            stage.host.tap(menu.buttons[.sheet]!)
            stage.wait(0.8)
            stage.host.drag(from: CGPoint(x: 196, y: 300), to: CGPoint(x: 196, y: 750), duration: stage.dragDuration(0.4))
            stage.wait(0.8)
        })
}

extension GalleryDemo {
    /// UIKit's iPad presentations: a form sheet closed with its button, then a popover from its
    /// button, dismissed by a tap outside.
    static let systemIPad = GalleryDemo(
        name: "system-ipad", seed: "system",
        summary: "UIKit's own on iPad: a form sheet (closed with its button) and a popover anchored to its button (a tap outside dismisses it)",
        device: .iPad, duration: 3.6,
        makeRoot: { UINavigationController(rootViewController: SystemTransitionsViewController()) },
        script: { stage in
            guard let navigation = stage.root as? UINavigationController,
                  let menu = navigation.viewControllers.first as? SystemTransitionsViewController else { return }
            stage.wait(0.3)
            stage.host.tap(menu.buttons[.formSheet]!)
            stage.wait(0.8)
            if let shown = navigation.presentedViewController as? SystemDestinationViewController { stage.host.tap(shown.closeButton) }
            stage.wait(0.8)
            stage.host.tap(menu.buttons[.popover]!)
            stage.wait(0.7)
            // Outside the bubble, bottom left.
            stage.host.tap(at: CGPoint(x: 40, y: stage.window.bounds.height - 40))
            stage.wait(0.7)
        })
}
