import Foundation
import OpenUIKit

@MainActor
let uiKitInterfaceBuilderSections: [CoverageSection] = [
    CoverageSection(module: "OpenUIKit", title: "Storyboards, nibs and segues", entries: [
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
                      .differs, "no split view relationship yet; popovers anchored at bar button items and passthrough views are not supported (reported)") {},
        CoverageEntry("document elements: view, label, button (states, configuration), imageView, textField, stackView, containerView, visualEffectView, navigation and tab bar items, bar button items, gesture recognizers, custom objects, constraints, layout guides, colours, fonts, userDefinedRuntimeAttributes",
                      .differs, "scroll, table and collection views, switches, sliders and other missing classes stand in as plain views (reported with the line)") {},
        CoverageEntry("InterfaceBuilderConnections / InterfaceBuilderConnectable / InterfaceBuilderAwakening", .differs,
                      "OpenUIKit only: outlets and actions registered by name (the source bridge writes them for @IBOutlet, @IBAction, @IBSegueAction, @IBInspectable)") {
            var connections = InterfaceBuilderConnections.of(UIViewController.self)
            connections.makeInstance = nil
            _ = (InterfaceBuilderConnectable.self, InterfaceBuilderAwakening.self)
        },
    ]),
]
