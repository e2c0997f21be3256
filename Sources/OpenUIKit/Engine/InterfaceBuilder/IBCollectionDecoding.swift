import Foundation

/// Table and collection views in documents: their attributes, their layout, and their prototype
/// cells — registered by reuse identifier and made from the document each time a dequeue needs a
/// new one (a load of their own, with outlets, actions to the scene's controller, constraints and
/// the segues they trigger).
@MainActor
enum IBCollectionDecoding {
    // MARK: Tables

    static func tableStyle(_ coder: NSCoder) -> UITableView.Style {
        guard let coder = coder as? InterfaceBuilderCoder else { return .plain }
        switch coder.element["style"] {
        case "grouped": return .grouped
        case "insetGrouped": return .insetGrouped
        default: return .plain
        }
    }

    static func decodeTableView(_ table: UITableView, _ coder: InterfaceBuilderCoder) {
        let element = coder.element
        // Xcode writes -1 for "Automatic".
        if let height = element.number("rowHeight") { table.rowHeight = height < 0 ? UITableView.automaticDimension : height }
        if let height = element.number("estimatedRowHeight") { table.estimatedRowHeight = height < 0 ? UITableView.automaticDimension : height }
        if let height = element.number("sectionHeaderHeight") { table.sectionHeaderHeight = height < 0 ? UITableView.automaticDimension : height }
        if let height = element.number("sectionFooterHeight") { table.sectionFooterHeight = height < 0 ? UITableView.automaticDimension : height }
        if element["separatorStyle"] == "none" { table.separatorStyle = .none }
        if let value = element.bool("allowsSelection") { table.allowsSelection = value }
        if let value = element.bool("allowsMultipleSelection") { table.allowsMultipleSelection = value }
        if element["dataMode"] == "static" {
            // Static cells are made with the scene (their outlets reach the controller); a table
            // view controller shows them through its default data source methods.
            table.staticSections = element.children(of: "sections").filter { $0.name == "tableViewSection" }.map { section in
                let cells = section.children(of: "cells").compactMap { coder.load.make($0) as? UITableViewCell }
                let heights = section.children(of: "cells").map { $0.number("rowHeight") }
                return StaticTableSection(headerTitle: section["headerTitle"], footerTitle: section["footerTitle"], cells: cells, rowHeights: heights)
            }
        }
        for (identifier, prototype) in prototypes(element.children(of: "prototypes"), named: "tableViewCell", load: coder.load) {
            table.cellRegistrations[identifier] = .prototype(prototype)
            table.prototypeIdentifiers.append(identifier)
        }
        // The table's header and footer views (any view element with that key).
        if let header = element.children.first(where: { $0.key == "tableHeaderView" }), let view = coder.load.make(header) as? UIView {
            table.tableHeaderView = view
        }
        if let footer = element.children.first(where: { $0.key == "tableFooterView" }), let view = coder.load.make(footer) as? UIView {
            table.tableFooterView = view
        }
    }

    static func cellStyle(_ coder: NSCoder) -> UITableViewCell.CellStyle {
        guard let coder = coder as? InterfaceBuilderCoder else { return .default }
        switch coder.element["style"] {
        case "IBUITableViewCellStyleValue1": return .value1
        case "IBUITableViewCellStyleValue2": return .value2
        case "IBUITableViewCellStyleSubtitle": return .subtitle
        default: return .default
        }
    }

    /// A table cell's content view and standard labels, accessory and selection style.
    static func decodeTableCell(_ cell: UITableViewCell, _ coder: InterfaceBuilderCoder) {
        let element = coder.element
        let load = coder.load
        cell.reuseIdentifier = element["reuseIdentifier"]
        switch element["selectionStyle"] {
        case "none": cell.selectionStyle = .none
        case "blue": cell.selectionStyle = .blue
        case "gray": cell.selectionStyle = .gray
        default: break
        }
        switch element["accessoryType"] {
        case "disclosureIndicator": cell.accessoryType = .disclosureIndicator
        case "checkmark": cell.accessoryType = .checkmark
        case "detailButton": cell.accessoryType = .detailButton
        case "detailDisclosureButton": cell.accessoryType = .detailDisclosureButton
        default: break
        }
        if let content = element.child(key: "contentView") { decodeContentView(cell.contentView, content, load: load) }
        // The standard styles' labels and image view are in the content view: they become the cell's own.
        if let id = element["textLabel"], let label = load.object(id) as? UILabel { cell.adoptStandardLabel(label, detail: false) }
        if let id = element["detailTextLabel"], let label = load.object(id) as? UILabel { cell.adoptStandardLabel(label, detail: true) }
        if let id = element["imageView"], let image = load.object(id) as? UIImageView { cell.adoptStandardImageView(image) }
    }

    // MARK: Collections

    /// The layout a collection view element describes: a flow layout with its measures, or a
    /// custom class (made with `init(coder:)`).
    static func collectionViewLayout(_ coder: NSCoder) -> UICollectionViewLayout {
        guard let coder = coder as? InterfaceBuilderCoder, let element = coder.element.child(key: "collectionViewLayout") else {
            return UICollectionViewFlowLayout()
        }
        let base: AnyClass = element.name == "collectionViewFlowLayout" ? UICollectionViewFlowLayout.self : UICollectionViewLayout.self
        let type = coder.load.document.resolveClass(of: element, base: base) as? UICollectionViewLayout.Type ?? UICollectionViewFlowLayout.self
        let layout = type.init(coder: InterfaceBuilderCoder(element: element, load: coder.load)) ?? UICollectionViewFlowLayout()
        coder.load.register(layout, for: element)
        if let flow = layout as? UICollectionViewFlowLayout {
            if let value = element.number("minimumLineSpacing") { flow.minimumLineSpacing = value }
            if let value = element.number("minimumInteritemSpacing") { flow.minimumInteritemSpacing = value }
            if element["scrollDirection"] == "horizontal" { flow.scrollDirection = .horizontal }
            if let size = IBValues.size(element.child("size", key: "itemSize")) { flow.itemSize = size }
            if let size = IBValues.size(element.child("size", key: "estimatedItemSize")) { flow.estimatedItemSize = size }
            if let size = IBValues.size(element.child("size", key: "headerReferenceSize")) { flow.headerReferenceSize = size }
            if let size = IBValues.size(element.child("size", key: "footerReferenceSize")) { flow.footerReferenceSize = size }
            if let inset = element.child("inset", key: "sectionInset"), let minX = inset.number("minX"), let minY = inset.number("minY"),
               let maxX = inset.number("maxX"), let maxY = inset.number("maxY") {
                flow.sectionInset = UIEdgeInsets(top: minY, left: minX, bottom: maxY, right: maxX)
            }
        }
        return layout
    }

    static func decodeCollectionView(_ collectionView: UICollectionView, _ coder: InterfaceBuilderCoder) {
        let element = coder.element
        if let value = element.bool("allowsSelection") { collectionView.allowsSelection = value }
        if let value = element.bool("allowsMultipleSelection") { collectionView.allowsMultipleSelection = value }
        for (identifier, prototype) in prototypes(element.children(of: "cells"), named: "collectionViewCell", load: coder.load) {
            collectionView.cellRegistrations[identifier] = .prototype(prototype)
            collectionView.prototypeIdentifiers.append(identifier)
        }
        for (key, kind) in [("sectionHeaderView", UICollectionView.elementKindSectionHeader), ("sectionFooterView", UICollectionView.elementKindSectionFooter)] {
            guard let view = element.child(key: key), let identifier = view["reuseIdentifier"] else { continue }
            collectionView.supplementaryRegistrations[kind + "/" + identifier] = .prototype(IBPrototype(view, load: coder.load))
        }
    }

    /// A collection view cell's content view (written as `collectionViewCellContentView` since
    /// Xcode 11, as a plain `view` before).
    static func decodeCollectionCell(_ cell: UICollectionViewCell, _ coder: InterfaceBuilderCoder) {
        if let content = coder.element.child(key: "contentView") { decodeContentView(cell.contentView, content, load: coder.load) }
    }

    /// The prototype cells among `elements`, by reuse identifier (one without is reported).
    private static func prototypes(_ elements: [IBElement], named name: String, load: IBLoad) -> [(String, IBPrototype)] {
        elements.filter { $0.name == name }.compactMap { element in
            guard let identifier = element["reuseIdentifier"] else {
                load.document.problem(at: element, "a prototype cell without a reuse identifier cannot be dequeued; it is left out")
                return nil
            }
            return (identifier, IBPrototype(element, load: load))
        }
    }

    /// A cell's content view element: its id, colour, constraints and subviews go to the cell's own content view.
    private static func decodeContentView(_ contentView: UIView, _ element: IBElement, load: IBLoad) {
        load.register(contentView, for: element)
        if let color = element.child(key: "backgroundColor") { contentView.backgroundColor = IBValues.color(color, in: load.document) }
        IBViewDecoding.addSubviews(of: element, to: contentView, load: load)
    }
}

/// A prototype cell (or reusable view) of a document: each `make()` is a new load of its element,
/// with the scene's controller as the target of its actions and the source of its segues.
@MainActor
final class IBPrototype {
    let element: IBElement
    let document: IBDocument
    let storyboard: UIStoryboard?
    /// The scene's controller and its id in the document.
    weak var controller: UIViewController?
    let controllerID: String?

    init(_ element: IBElement, load: IBLoad) {
        self.element = element
        document = load.document
        storyboard = load.storyboard
        controller = load.sceneController
        controllerID = load.sceneController.flatMap { controller in load.objects.first { $0.value === controller }?.key }
    }

    /// A new view from the prototype (its outlets, actions, constraints and segues connected).
    func make() -> UIView? {
        let load = IBLoad(document: document, storyboard: storyboard, owner: controller)
        if let controller, let controllerID, let controllerElement = document.elements[controllerID] { load.alias(controller, for: controllerElement) }
        let view = load.makeView(element)
        load.finish()
        return view
    }
}
