import Foundation
@testable import OpenUIKit

@MainActor
let uiKitInterfaceBuilderSections: [CoverageSection] = [
    CoverageSection(module: "OpenUIKit", title: "Storyboards, nibs and segues", entries: [
        CoverageEntry("Bundle.loadNibNamed(_:owner:options:)", .differs, "UINib(nibName:bundle:).instantiate(withOwner:options:); a missing nib gives nil, reported (iOS raises)") {
            _ = Bundle.main.loadNibNamed("NoSuchNib", owner: nil)
        },
        CoverageEntry("UIStoryboard init(name:bundle:) / instantiateInitialViewController() / instantiateInitialViewController(creator:) / instantiateViewController(withIdentifier:) / instantiateViewController(identifier:creator:)",
                      .differs, "reads the .storyboard XML (not compiled .storyboardc); a missing storyboard or identifier is reported instead of raising") {
            let s = UIStoryboard(name: "CoverageNone", bundle: nil)
            _ = s.instantiateInitialViewController(); _ = s.instantiateViewController(withIdentifier: "x")
            _ = s.instantiateInitialViewController(creator: { UIViewController(coder: $0) })
            _ = s.instantiateViewController(identifier: "x", creator: { UIViewController(coder: $0) })
        },
        CoverageEntry("UINib init(nibName:bundle:) / init(data:bundle:) / instantiate(withOwner:options:) / OptionsKey.externalObjects", .differs,
                      "reads the .xib XML; external objects are not supported (reported)") {
            let n = UINib(data: Data(), bundle: nil); _ = n.instantiate(withOwner: nil, options: nil); _ = UINib.OptionsKey.externalObjects
            _ = UINib(nibName: "CoverageNone", bundle: nil)
        },
        CoverageEntry("UIStoryboardSegue init(identifier:source:destination:) / init(identifier:source:destination:performHandler:) / identifier / source / destination / perform()",
                      .differs, "init(identifier:source:destination:) is required (custom segues are made from their class without a runtime)") {
            let a = UIViewController(), b = UIViewController()
            let s = UIStoryboardSegue(identifier: "x", source: a, destination: b, performHandler: {})
            _ = (s.identifier, s.source, s.destination); s.perform()
        },
        CoverageEntry("UIStoryboardUnwindSegueSource source / unwindAction / sender") { _ = \UIStoryboardUnwindSegueSource.unwindAction },
        CoverageEntry("UIViewController storyboard / performSegue(withIdentifier:sender:) / shouldPerformSegue(withIdentifier:sender:) / prepare(for:sender:)", .implemented,
                      "UIKit's order: shouldPerformSegue (triggered segues with an identifier), segue made, prepare, perform") {
            let c = UIViewController(); _ = c.storyboard; _ = c.shouldPerformSegue(withIdentifier: "x", sender: nil)
            c.prepare(for: UIStoryboardSegue(identifier: nil, source: c, destination: c), sender: nil)
            _ = UIViewController.performSegue(withIdentifier:sender:)
        },
        CoverageEntry("canPerformUnwindSegueAction(_:from:sender:) / allowedChildrenForUnwinding(from:) / childContaining(_:) / unwind(for:towards:)", .implemented,
                      "the documented search; the default answers from the class's registered unwind actions") {
            let c = UIViewController(); _ = c.canPerformUnwindSegueAction(Selector("x:"), from: c, sender: nil)
            _ = UIViewController.allowedChildrenForUnwinding(from:); _ = UIViewController.childContaining(_:); _ = UIViewController.unwind(for:towards:)
        },
        CoverageEntry("segue kinds: show, showDetail, presentation (styles, animates), popoverPresentation (anchor view, arrows), custom, embed, relationship (navigation root, tab children), unwind, storyboard references, @IBSegueAction",
                      .differs, "split views' master/detail and column relationships included; selecting a prototype cell performs its segue (prepare before didSelect); popovers anchor at views or bar button items and read their passthrough views (the document form is our reading)") {},
        CoverageEntry("document elements: view, label, button (states, configuration), imageView, textField, stackView, containerView, visualEffectView, scrollView, tableView and collectionView with prototype cells, static cells and flow layouts, table and collection view controllers, navigation and tab bar items, bar button items, gesture recognizers, custom objects, constraints, layout guides, colours, fonts, userDefinedRuntimeAttributes",
                      .differs, "switches, sliders and other missing classes stand in as plain views (reported with the line); static tables are shown by UITableViewController's default data source; scroll views load without their content layout guide") {},
        CoverageEntry("InterfaceBuilderConnections / InterfaceBuilderConnectable / InterfaceBuilderAwakening", .differs,
                      "OpenUIKit only: outlets and actions registered by name (the source bridge writes them for @IBOutlet, @IBAction, @IBSegueAction, @IBInspectable)") {
            var connections = InterfaceBuilderConnections.of(UIViewController.self)
            connections.makeInstance = nil
            _ = (InterfaceBuilderConnectable.self, InterfaceBuilderAwakening.self)
        },
        CoverageEntry("MetatypeInitializers (initializers called through a class object: viewClass.init(frame:), T(), Self.init(…)); InterfaceBuilderConnections.initializer(_:_:)", .differs,
                      "OpenUIKit only: the source bridge routes such calls here, and the class the object really is makes itself (OpenUIKit's classes built in, the module's classes registered by the bridge when the module names their .self); a class without the initializer falls back to the nearest superclass that has it, reported, where iOS stops") {
            _ = MetatypeInitializers.make(UILabel.self, frame: .zero)
            var connections = InterfaceBuilderConnections.of(UIView.self)
            connections.initializer("init(frame:)", { (frame: CGRect) in UIView(frame: frame) })
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "UISplitViewController", entries: [
        CoverageEntry("init(style:) / Style / Column / setViewController(_:for:) / viewController(for:) / viewControllers (classic)", .implemented,
                      "column-style columns are wrapped in navigation controllers, as on iOS") {
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(UIViewController(), for: .primary); _ = split.viewController(for: .primary); _ = split.viewControllers
            _ = (UISplitViewController.Style.tripleColumn, UISplitViewController.Column.compact, split.style)
        },
        CoverageEntry("displayMode / preferredDisplayMode / DisplayMode / show(_:) / hide(_:) / splitBehavior / preferredSplitBehavior", .differs,
                      "columns change without sliding; .automatic is beside in landscape, the secondary alone in portrait") {
            let split = UISplitViewController(style: .tripleColumn)
            _ = (split.displayMode, split.splitBehavior); split.preferredDisplayMode = .twoBesideSecondary; split.preferredSplitBehavior = .tile
            split.show(.primary); split.hide(.supplementary)
        },
        CoverageEntry("primaryColumnWidth / preferredPrimaryColumnWidthFraction / preferredPrimaryColumnWidth / minimum / maximum / supplementaryColumnWidth / automaticDimension",
                      .implemented, "320-point columns by default") {
            let split = UISplitViewController(style: .doubleColumn)
            split.preferredPrimaryColumnWidthFraction = 0.3; split.preferredPrimaryColumnWidth = UISplitViewController.automaticDimension
            split.minimumPrimaryColumnWidth = 200; split.maximumPrimaryColumnWidth = 400; _ = (split.primaryColumnWidth, split.supplementaryColumnWidth)
        },
        CoverageEntry("isCollapsed, collapsing and expanding, showDetailViewController / show, UISplitViewControllerDelegate", .differs,
                      "collapses with the screen's size class; the sidebar button and the swipe that shows a hidden column are not drawn (presentsWithGesture, showsSecondaryOnlyButton are stored)") {
            let split = UISplitViewController()
            _ = (split.isCollapsed, split.presentsWithGesture, split.showsSecondaryOnlyButton, split.delegate)
        },
    ]),
]
