/// The Auto Layout engine of one view hierarchy (a window, or a detached tree): the items its
/// constraints mention, as solver variables, and the constraints, as solver rows.
///
/// Each item has four variables: its origin relative to its parent (a view's superview, a
/// guide's owning view) and its size — a view's untransformed frame, as UIKit's engine works.
/// A constraint between items in different branches sums the origins of the views between
/// them and their nearest common ancestor. Views that translate their autoresizing mask get
/// required constraints holding their current frame; views that do not get content-size
/// constraints (hugging and compression resistance) from `intrinsicContentSize`.
///
/// The engine is built when a layout pass first needs it and dropped when a subtree using Auto
/// Layout joins or leaves the hierarchy; between those, constraints are added, removed and their
/// constants changed incrementally.
@MainActor
final class LayoutEngine {
    /// Where an `NSLayoutConstraint` lives in an engine.
    struct ConstraintHandle {
        let engine: ObjectIdentifier
        let id: LayoutSolver.ConstraintID?
    }

    /// What a solver constraint stands for (for descriptions in diagnostics).
    enum Owner {
        case client(NSLayoutConstraint)
        case autoresizing(ItemRecord, attribute: NSLayoutConstraint.Attribute)
        case contentSize(ItemRecord, attribute: NSLayoutConstraint.Attribute, hugging: Bool)
        case guide(ItemRecord, attribute: NSLayoutConstraint.Attribute)
    }

    /// An item's variables and the constraints the engine made for it.
    final class ItemRecord {
        weak var item: AnyObject?
        /// A view laid out by constraints (its frame comes from the solution).
        var isConstraintBasedView = false
        /// Queued for `updateContentSize` at the next update.
        var contentSizeIsPending = false
        /// Taken out of the engine with its subtree.
        var isRemoved = false
        let x, y, width, height: LayoutSolver.Variable
        /// Frame-holding constraints (autoresizing-mask views) and the frame they hold.
        var frameConstraints: [LayoutSolver.ConstraintID] = []
        var heldFrame: CGRect = .zero
        /// Content-size constraints: [hug width, resist width, hug height, resist height].
        var contentSizeConstraints: [LayoutSolver.ConstraintID?] = [nil, nil, nil, nil]
        var contentSize = CGSize(width: -1, height: -1)
        var contentPriorities: [UILayoutPriority] = []
        /// A view-defined guide's placement: per variable, (multiplier of the owner's size, constant).
        var guideConstraints: [LayoutSolver.ConstraintID] = []
        var guidePlacement: [GuidePlacementTerm] = []

        init(item: AnyObject, solver: LayoutSolver) {
            self.item = item
            x = solver.makeVariable()
            y = solver.makeVariable()
            width = solver.makeVariable()
            height = solver.makeVariable()
        }
    }

    final class ClientEntry {
        let constraint: NSLayoutConstraint
        let id: LayoutSolver.ConstraintID
        let container: UIView
        var solverConstant: Double
        let isDynamic: Bool

        init(constraint: NSLayoutConstraint, id: LayoutSolver.ConstraintID, container: UIView, solverConstant: Double, isDynamic: Bool) {
            self.constraint = constraint
            self.id = id
            self.container = container
            self.solverConstant = solverConstant
            self.isDynamic = isDynamic
        }
    }

    /// The attributes of an item's four variables, in their order (x, y, width, height).
    static let frameAttributes: [NSLayoutConstraint.Attribute] = [.left, .top, .width, .height]

    let solver = LayoutSolver()
    @exclusivity(unchecked) private(set) weak var hostView: UIView?
    @exclusivity(unchecked) var records: [ObjectIdentifier: ItemRecord] = [:]
    @exclusivity(unchecked) var recordOrder: [ItemRecord] = []
    @exclusivity(unchecked) var entries: [ObjectIdentifier: ClientEntry] = [:]
    @exclusivity(unchecked) var entryOrder: [ClientEntry] = []
    @exclusivity(unchecked) var owners: [LayoutSolver.ConstraintID: Owner] = [:]
    /// Frames of autoresizing-mask views changed since the last update.
    @exclusivity(unchecked) var framesChanged = false
    /// Something changed since views were last compared with the solution.
    @exclusivity(unchecked) var needsFrameCheck = true
    /// Views whose intrinsic size or content priorities changed.
    @exclusivity(unchecked) var pendingContentSizes: [ItemRecord] = []
    /// Insets, margins and baselines must be read again at the next update.
    @exclusivity(unchecked) var needsDynamicRefresh = true
    /// Per-update caches of what dynamic constraints read (cleared by `update()`).
    @exclusivity(unchecked) var marginsCache: [ObjectIdentifier: UIEdgeInsets] = [:]
    @exclusivity(unchecked) var baselineCache: [ObjectIdentifier: (first: CGFloat, last: CGFloat)?] = [:]

    /// An engine for `systemLayoutSizeFitting`: the host's own size is free (not held).
    let isFitting: Bool
    /// Widths multi-line labels wrap at in a fitting engine (their solved widths).
    @exclusivity(unchecked) var wrapWidths: [ObjectIdentifier: CGFloat] = [:]

    init(host: UIView, fitting: Bool = false) {
        hostView = host
        isFitting = fitting
    }

    var identifier: ObjectIdentifier { ObjectIdentifier(self) }

    // MARK: Records

    func existingRecord(for item: AnyObject) -> ItemRecord? { records[ObjectIdentifier(item)] }

    /// The item's record, made (with its frame or content-size constraints) on first use.
    func record(for item: AnyObject) -> ItemRecord {
        if let existing = records[ObjectIdentifier(item)] { return existing }
        let record = ItemRecord(item: item, solver: solver)
        records[ObjectIdentifier(item)] = record
        recordOrder.append(record)
        if let view = item as? UIView {
            view.markUsesAutoLayoutUpward()
            if view === hostView, isFitting {
                if !view.translatesAutoresizingMaskIntoConstraints { updateContentSize(of: view, record, force: true) }
            } else if view.translatesAutoresizingMaskIntoConstraints || view === hostView {
                holdFrame(of: view, record)
            } else {
                record.isConstraintBasedView = true
                updateContentSize(of: view, record, force: true)
            }
        } else if let guide = item as? UILayoutGuide, guide.kind != .custom, let owner = guide.owningView {
            placeGuide(guide, owner: owner, record)
        }
        return record
    }

    private func addRequired(_ terms: [(LayoutSolver.Variable, Double)], constant: Double, relation: LayoutSolver.Relation = .equal, owner: Owner) -> LayoutSolver.ConstraintID? {
        addToSolver(terms, constant: constant, relation: relation, strength: LayoutSolver.requiredStrength, owner: owner)
    }

    func addToSolver(_ terms: [(LayoutSolver.Variable, Double)], constant: Double, relation: LayoutSolver.Relation, strength: Double, owner: Owner) -> LayoutSolver.ConstraintID? {
        do {
            let id = try solver.add(terms, constant: constant, relation: relation, strength: strength)
            owners[id] = owner
            return id
        } catch {
            reportUnsatisfiable(error, broken: owner)
            return nil
        }
    }

    /// Required constraints holding an autoresizing-mask view's frame (UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`s).
    private func holdFrame(of view: UIView, _ record: ItemRecord) {
        let frame = view.untransformedFrame
        record.heldFrame = frame
        let parts: [(LayoutSolver.Variable, CGFloat, NSLayoutConstraint.Attribute)] = [
            (record.x, frame.minX, .left), (record.y, frame.minY, .top), (record.width, frame.width, .width), (record.height, frame.height, .height),
        ]
        for (variable, value, attribute) in parts {
            if let id = addRequired([(variable, 1)], constant: -Double(value), owner: .autoresizing(record, attribute: attribute)) {
                record.frameConstraints.append(id)
            }
        }
    }

    /// Brings held frames up to date with the views' current frames; returns whether one moved.
    @discardableResult
    func refreshHeldFrames() -> Bool {
        var moved = false
        for record in recordOrder where !record.frameConstraints.isEmpty {
            guard let view = record.item as? UIView else { continue }
            let frame = view.untransformedFrame
            guard frame != record.heldFrame, record.frameConstraints.count == 4 else { continue }
            let old = [record.heldFrame.minX, record.heldFrame.minY, record.heldFrame.width, record.heldFrame.height]
            let new = [frame.minX, frame.minY, frame.width, frame.height]
            record.heldFrame = frame
            moved = true
            for index in 0..<4 where old[index] != new[index] {
                setSolverConstant(-Double(new[index]), of: record.frameConstraints[index], owner: .autoresizing(record, attribute: Self.frameAttributes[index]))
            }
        }
        return moved
    }

    /// Content hugging and compression resistance from `intrinsicContentSize`.
    func updateContentSize(of view: UIView, _ record: ItemRecord, force: Bool = false) {
        record.contentSizeIsPending = false
        guard !record.isRemoved else { return }
        let state = view.autoLayout
        guard force || state.intrinsicContentSizeIsInvalid || record.contentPriorities != state.hugging + state.compressionResistance else { return }
        state.intrinsicContentSizeIsInvalid = false
        let size: CGSize
        if let label = view as? UILabel, let width = wrapWidths[ObjectIdentifier(view)] {
            size = label.intrinsicSizeForLayout(wrapWidth: width)
        } else {
            size = view.effectiveIntrinsicContentSize
        }
        let priorities = state.hugging + state.compressionResistance
        let prioritiesChanged = record.contentPriorities != priorities
        record.contentPriorities = priorities
        let old = record.contentSize
        record.contentSize = size
        for axis in 0..<2 {
            let value = axis == 0 ? size.width : size.height
            let oldValue = axis == 0 ? old.width : old.height
            let variable = axis == 0 ? record.width : record.height
            let attribute: NSLayoutConstraint.Attribute = axis == 0 ? .width : .height
            let hasMetric = value != UIView.noIntrinsicMetric && value.isFinite && value >= 0
            let hadMetric = record.contentSizeConstraints[axis * 2] != nil || record.contentSizeConstraints[axis * 2 + 1] != nil
            if hasMetric, hadMetric, !prioritiesChanged {
                if value != oldValue {
                    for slot in [axis * 2, axis * 2 + 1] {
                        if let id = record.contentSizeConstraints[slot] {
                            setSolverConstant(-Double(value), of: id, owner: .contentSize(record, attribute: attribute, hugging: slot % 2 == 0))
                        }
                    }
                }
                continue
            }
            for slot in [axis * 2, axis * 2 + 1] {
                if let id = record.contentSizeConstraints[slot] {
                    try? solver.remove(id)
                    owners[id] = nil
                    record.contentSizeConstraints[slot] = nil
                }
            }
            guard hasMetric else { continue }
            let hugging = state.hugging[axis].clamped
            let resistance = state.compressionResistance[axis].clamped
            record.contentSizeConstraints[axis * 2] = addToSolver([(variable, 1)], constant: -Double(value), relation: .lessThanOrEqual,
                                                                  strength: hugging.solverStrength, owner: .contentSize(record, attribute: attribute, hugging: true))
            record.contentSizeConstraints[axis * 2 + 1] = addToSolver([(variable, 1)], constant: -Double(value), relation: .greaterThanOrEqual,
                                                                      strength: resistance.solverStrength, owner: .contentSize(record, attribute: attribute, hugging: false))
        }
    }

    /// Queues a view's content-size constraints for the next update.
    static func contentSizeDidChange(of view: UIView) {
        guard let engine = view.hierarchyRoot.autoLayoutStorage?.engine, let record = engine.existingRecord(for: view),
              !record.contentSizeIsPending else { return }
        record.contentSizeIsPending = true
        engine.pendingContentSizes.append(record)
    }

    // MARK: View-defined guides

    /// A guide's placement in its owner (UILayoutGuide's), with the margins read once per pass.
    private func placement(of guide: UILayoutGuide, owner: UIView) -> [GuidePlacementTerm] {
        guide.placement(in: owner, margins: margins(of: owner))
    }

    private func placeGuide(_ guide: UILayoutGuide, owner: UIView, _ record: ItemRecord) {
        let ownerRecord = self.record(for: owner)
        let terms = placement(of: guide, owner: owner)
        record.guidePlacement = terms
        record.guideConstraints = []
        let variables = [record.x, record.y, record.width, record.height]
        let ownerSizes = [ownerRecord.width, ownerRecord.height, ownerRecord.width, ownerRecord.height]
        for index in 0..<4 {
            var expression: [(LayoutSolver.Variable, Double)] = [(variables[index], 1)]
            if terms[index].ownerSize != 0 { expression.append((ownerSizes[index], -terms[index].ownerSize)) }
            if let id = addRequired(expression, constant: -terms[index].constant, owner: .guide(record, attribute: Self.frameAttributes[index])) {
                record.guideConstraints.append(id)
            }
        }
    }

    /// Brings view-defined guides up to date with their owners' insets and margins.
    func refreshGuides() {
        for record in recordOrder {
            guard let guide = record.item as? UILayoutGuide, guide.kind != .custom, let owner = guide.owningView,
                  record.guideConstraints.count == 4 else { continue }
            let terms = placement(of: guide, owner: owner)
            guard terms != record.guidePlacement else { continue }
            if zip(terms, record.guidePlacement).contains(where: { $0.ownerSize != $1.ownerSize }) {
                for id in record.guideConstraints {
                    try? solver.remove(id)
                    owners[id] = nil
                }
                placeGuide(guide, owner: owner, record)
                continue
            }
            for index in 0..<4 where terms[index] != record.guidePlacement[index] {
                setSolverConstant(-terms[index].constant, of: record.guideConstraints[index], owner: .guide(record, attribute: Self.frameAttributes[index]))
            }
            record.guidePlacement = terms
        }
    }

    /// Changes the constant of a constraint the engine made (a held frame, a content size, a
    /// guide). When required constraints then conflict, the client constraint among them that
    /// was added last is broken (left out of the engine) and the change made again.
    func setSolverConstant(_ constant: Double, of id: LayoutSolver.ConstraintID, owner: Owner) {
        needsFrameCheck = true
        do {
            try solver.setConstant(constant, of: id)
        } catch {
            guard case .unsatisfiable(let conflicting) = error,
                  let brokenID = conflicting.last(where: { if case .client = owners[$0] { true } else { false } }),
                  case .client(let brokenConstraint) = owners[brokenID] else {
                reportUnsatisfiable(error, broken: owner)
                return
            }
            reportUnsatisfiable(error, broken: .client(brokenConstraint), changing: true)
            try? solver.setConstant(constant, of: id)
        }
    }
}
