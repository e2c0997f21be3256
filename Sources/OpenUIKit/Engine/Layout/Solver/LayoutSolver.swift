/// An incremental Cassowary solver: the dual-simplex algorithm of Badros, Borning & Stuckey
/// ("The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001), organised as in the
/// kiwi solver, with one addition Auto Layout needs often: changing a constraint's constant in
/// place (`setConstant(_:of:)`), re-solved with the dual simplex instead of a remove and an add.
///
/// Constraints are linear: `Σ coefficient × variable + constant (≤ | = | ≥) 0`. Required ones
/// must hold (adding one that cannot is refused, naming the constraints it conflicts with);
/// others are met as well as their strengths allow — the solution minimises the sum of
/// strength × error. Every choice (entering and leaving symbols) follows symbol order, so the
/// same constraints added in the same order always give the same solution.
///
/// Symbols are small integers: externals (one per variable), slacks (inequalities), errors
/// (non-required constraints) and dummies (required equalities).
final class LayoutSolver {
    enum Relation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }

    /// A variable of the solver (an index; its value is `value(of:)`).
    struct Variable: Hashable, Sendable { let index: Int32 }
    /// An added constraint.
    struct ConstraintID: Hashable, Sendable { let index: Int32 }

    enum Failure: Error, Equatable {
        /// A required constraint cannot hold together with the required constraints listed.
        case unsatisfiable(conflicting: [ConstraintID])
        /// The objective has no lower bound (cannot happen with non-negative strengths).
        case unbounded
    }

    /// The strength at and above which a constraint is required.
    static let requiredStrength: Double = .infinity
    static let epsilon = 1.0e-8

    @inline(__always)
    static func isNearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }

    enum SymbolKind: UInt8 { case invalid, external, slack, error, dummy }

    private struct ConstraintRecord {
        var marker: Int32
        var other: Int32
        var strength: Double
        /// The coefficient of `marker` in the constraint's row as first written (before any
        /// sign reversal or pivot): what shifting the marker by a constant change scales by.
        var markerCoefficient: Double
        var constant: Double
        var isActive: Bool
    }

    // Symbols, indexed by symbol number (0 is invalid).
    @exclusivity(unchecked) private var kinds: [SymbolKind] = [.invalid]
    /// The row where each symbol is basic, or -1.
    @exclusivity(unchecked) private var rowIndexOfSymbol: [Int32] = [-1]
    /// The constraint each marker symbol belongs to, or -1.
    @exclusivity(unchecked) private var constraintOfSymbol: [Int32] = [-1]

    // Rows: the tableau, basic symbol by basic symbol.
    @exclusivity(unchecked) private var rows: [LayoutSolverRow] = []
    @exclusivity(unchecked) private var basicSymbols: [Int32] = []

    // Variables.
    @exclusivity(unchecked) private var variableSymbols: [Int32] = []

    @exclusivity(unchecked) private var constraints: [ConstraintRecord] = []
    @exclusivity(unchecked) private var objective = LayoutSolverRow(constant: 0)
    @exclusivity(unchecked) private var artificial: LayoutSolverRow?
    @exclusivity(unchecked) private var infeasibleRows: [Int32] = []

    init() {}

    /// The number of constraints currently in the solver.
    @exclusivity(unchecked) private(set) var activeConstraintCount = 0

    /// The number of symbols ever made (they are never reused).
    var symbolCount: Int { kinds.count }

    // MARK: Variables

    func makeVariable() -> Variable {
        variableSymbols.append(0)
        return Variable(index: Int32(variableSymbols.count - 1))
    }

    /// The variable's value in the current solution (0 for one no constraint mentions).
    func value(of variable: Variable) -> Double {
        let symbol = variableSymbols[Int(variable.index)]
        guard symbol != 0 else { return 0 }
        let row = rowIndexOfSymbol[Int(symbol)]
        return row >= 0 ? rows[Int(row)].constant : 0
    }

    /// Whether the variable's value is fixed by the required constraints alone: it is basic in a
    /// row with no cell of a non-required error, slack or external parameter free to move.
    /// Used for ambiguity checks: a variable that is not basic is free (its value, 0, is arbitrary).
    func isParametric(_ variable: Variable) -> Bool {
        let symbol = variableSymbols[Int(variable.index)]
        guard symbol != 0 else { return true }
        return rowIndexOfSymbol[Int(symbol)] < 0
    }

    // MARK: Constraints

    /// Adds `Σ terms + constant (relation) 0` with `strength` (`requiredStrength` for required).
    @discardableResult
    func add(_ terms: [(Variable, Double)], constant: Double, relation: Relation, strength: Double) throws(Failure) -> ConstraintID {
        let id = ConstraintID(index: Int32(constraints.count))
        let isRequired = strength >= Self.requiredStrength
        var row = LayoutSolverRow(constant: constant)
        for (variable, coefficient) in terms where !Self.isNearZero(coefficient) {
            let symbol = externalSymbol(for: variable)
            let basicRow = rowIndexOfSymbol[Int(symbol)]
            if basicRow >= 0 { row.add(rows[Int(basicRow)], times: coefficient) } else { row.add(symbol, coefficient) }
        }
        var record = ConstraintRecord(marker: 0, other: 0, strength: strength, markerCoefficient: 1, constant: constant, isActive: true)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack, constraint: id)
            record.marker = slack
            record.markerCoefficient = sign
            row.add(slack, sign)
            if !isRequired {
                let error = makeSymbol(.error, constraint: id)
                record.other = error
                row.add(error, -sign)
                objective.add(error, strength)
            }
        case .equal:
            if isRequired {
                let dummy = makeSymbol(.dummy, constraint: id)
                record.marker = dummy
                row.add(dummy, 1)
            } else {
                let plus = makeSymbol(.error, constraint: id)
                let minus = makeSymbol(.error, constraint: id)
                record.marker = plus
                record.markerCoefficient = -1
                record.other = minus
                row.add(plus, -1)
                row.add(minus, 1)
                objective.add(plus, strength)
                objective.add(minus, strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        constraints.append(record)

        var subject = chooseSubject(row, record)
        if subject == 0, allDummies(row) {
            if !Self.isNearZero(row.constant) {
                fail(id)
                throw .unsatisfiable(conflicting: conflictingConstraints(in: row, adding: id))
            }
            subject = record.marker
        }
        if subject == 0 {
            let conflict = try addWithArtificialVariable(row, for: id)
            if let conflict {
                fail(id)
                try optimize(objectiveRow: false)
                throw .unsatisfiable(conflicting: conflict)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            appendRow(row, basic: subject)
        }
        activeConstraintCount += 1
        try optimize(objectiveRow: false)
        return id
    }

    /// Removes a constraint (a no-op for one already removed or refused).
    func remove(_ id: ConstraintID) throws(Failure) {
        guard Int(id.index) < constraints.count, constraints[Int(id.index)].isActive else { return }
        let record = constraints[Int(id.index)]
        constraints[Int(id.index)].isActive = false
        activeConstraintCount -= 1
        // Take the constraint's errors out of the objective.
        for error in [record.marker, record.other] where error != 0 && kinds[Int(error)] == .error {
            let basic = rowIndexOfSymbol[Int(error)]
            if basic >= 0 { objective.add(rows[Int(basic)], times: -record.strength) } else { objective.add(error, -record.strength) }
        }
        let marker = record.marker
        if rowIndexOfSymbol[Int(marker)] >= 0 {
            removeRow(basic: marker)
        } else {
            guard let leaving = markerLeavingRow(marker) else {
                // The marker appears in no row: nothing depends on the constraint any more.
                try optimize(objectiveRow: false)
                return
            }
            let leavingSymbol = basicSymbols[leaving]
            var row = removeRow(at: leaving)
            row.solve(for: marker, replacing: leavingSymbol)
            substitute(marker, with: row)
            appendRow(row, basic: marker)
            // The marker is basic now: drop its row.
            removeRow(basic: marker)
        }
        try optimize(objectiveRow: false)
    }

    /// Changes the constant of an added constraint and re-solves incrementally: the constraint's
    /// marker is shifted by the change, and rows made infeasible are repaired with the dual
    /// simplex (no row is rebuilt).
    func setConstant(_ constant: Double, of id: ConstraintID) throws(Failure) {
        guard Int(id.index) < constraints.count, constraints[Int(id.index)].isActive else { return }
        let record = constraints[Int(id.index)]
        let delta = constant - record.constant
        guard delta != 0 else { return }
        constraints[Int(id.index)].constant = constant
        // `constant + Σ + k × marker = 0` becomes `constant + delta + Σ + k × marker' = 0`:
        // the same equation with `marker = marker' + delta / k`.
        let shift = delta / record.markerCoefficient
        shiftMarker(record.marker, by: shift)
        if let failedRow = dualOptimize() {
            // Infeasible: a required constraint cannot move there. Shift back; the basis is
            // still dual feasible, so the dual simplex returns to the old (feasible) system.
            constraints[Int(id.index)].constant = record.constant
            infeasibleRows.removeAll()
            shiftMarker(record.marker, by: -shift)
            for index in rows.indices where rows[index].constant < 0 && kinds[Int(basicSymbols[index])] != .external {
                infeasibleRows.append(basicSymbols[index])
            }
            _ = dualOptimize()
            throw .unsatisfiable(conflicting: conflictingConstraints(in: failedRow, adding: id))
        }
    }

    /// Substitutes `marker = marker' + shift` throughout the tableau (then calls `marker'`
    /// `marker`), noting rows made infeasible.
    private func shiftMarker(_ marker: Int32, by shift: Double) {
        let markerRow = rowIndexOfSymbol[Int(marker)]
        if markerRow >= 0 {
            rows[Int(markerRow)].constant -= shift
            // A basic dummy must stay zero: a non-zero constant is infeasible.
            if rows[Int(markerRow)].constant < 0 || (kinds[Int(marker)] == .dummy && !Self.isNearZero(rows[Int(markerRow)].constant)) {
                infeasibleRows.append(marker)
            }
            return
        }
        for index in rows.indices {
            let coefficient = rows[index].coefficient(of: marker)
            guard coefficient != 0 else { continue }
            rows[index].constant += coefficient * shift
            if rows[index].constant < 0, kinds[Int(basicSymbols[index])] != .external {
                infeasibleRows.append(basicSymbols[index])
            }
        }
    }

    /// The constant a constraint was added (or last set) with.
    func constant(of id: ConstraintID) -> Double { constraints[Int(id.index)].constant }

    // MARK: Edit variables

    /// Adds a non-required `variable = value` constraint whose value `suggest` changes cheaply.
    func addEditConstraint(_ variable: Variable, value: Double, strength: Double) throws(Failure) -> ConstraintID {
        try add([(variable, 1)], constant: -value, relation: .equal, strength: min(strength, Self.requiredStrength.nextDown))
    }

    /// Suggests a new value for an edit constraint's variable.
    func suggest(_ value: Double, for edit: ConstraintID) throws(Failure) {
        try setConstant(-value, of: edit)
    }

    // MARK: Tableau

    private func makeSymbol(_ kind: SymbolKind, constraint: ConstraintID?) -> Int32 {
        kinds.append(kind)
        rowIndexOfSymbol.append(-1)
        constraintOfSymbol.append(constraint?.index ?? -1)
        return Int32(kinds.count - 1)
    }

    private func externalSymbol(for variable: Variable) -> Int32 {
        let existing = variableSymbols[Int(variable.index)]
        if existing != 0 { return existing }
        let symbol = makeSymbol(.external, constraint: nil)
        variableSymbols[Int(variable.index)] = symbol
        return symbol
    }

    private func appendRow(_ row: LayoutSolverRow, basic: Int32) {
        rowIndexOfSymbol[Int(basic)] = Int32(rows.count)
        rows.append(row)
        basicSymbols.append(basic)
    }

    /// Removes the row at `index` (the last row moves into its place).
    @discardableResult
    private func removeRow(at index: Int) -> LayoutSolverRow {
        let basic = basicSymbols[index]
        rowIndexOfSymbol[Int(basic)] = -1
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basicSymbols.swapAt(index, last)
            rowIndexOfSymbol[Int(basicSymbols[index])] = Int32(index)
        }
        basicSymbols.removeLast()
        return rows.removeLast()
    }

    @discardableResult
    private func removeRow(basic: Int32) -> LayoutSolverRow {
        removeRow(at: Int(rowIndexOfSymbol[Int(basic)]))
    }

    private func fail(_ id: ConstraintID) {
        constraints[Int(id.index)].isActive = false
        for symbol in [constraints[Int(id.index)].marker, constraints[Int(id.index)].other] where symbol != 0 {
            if kinds[Int(symbol)] == .error { objective.remove(symbol) }
        }
    }

    /// The required constraints whose markers a refused row is written in, with the refused one
    /// first: the constraints that, together, leave it no room.
    private func conflictingConstraints(in row: LayoutSolverRow, adding id: ConstraintID) -> [ConstraintID] {
        var result = [id]
        for (symbol, _) in row.cells {
            let owner = constraintOfSymbol[Int(symbol)]
            if owner >= 0, owner != id.index, constraints[Int(owner)].isActive,
               constraints[Int(owner)].strength >= Self.requiredStrength, !result.contains(ConstraintID(index: owner)) {
                result.append(ConstraintID(index: owner))
            }
        }
        return result
    }

    private func chooseSubject(_ row: LayoutSolverRow, _ record: ConstraintRecord) -> Int32 {
        for (symbol, _) in row.cells where kinds[Int(symbol)] == .external { return symbol }
        for symbol in [record.marker, record.other] where symbol != 0 {
            let kind = kinds[Int(symbol)]
            if kind == .slack || kind == .error, row.coefficient(of: symbol) < 0 { return symbol }
        }
        return 0
    }

    private func allDummies(_ row: LayoutSolverRow) -> Bool {
        row.cells.allSatisfy { kinds[Int($0.0)] == .dummy }
    }

    /// Phase one for a row with no usable subject: an artificial variable is made basic for it
    /// and driven to zero. Returns the conflicting constraints when it cannot be (nil: added).
    private func addWithArtificialVariable(_ row: LayoutSolverRow, for id: ConstraintID) throws(Failure) -> [ConstraintID]? {
        let art = makeSymbol(.slack, constraint: nil)
        appendRow(row, basic: art)
        artificial = row
        try optimize(objectiveRow: true)
        let success = Self.isNearZero(artificial!.constant)
        artificial = nil
        let artRow = rowIndexOfSymbol[Int(art)]
        if !success {
            // Phase one left the artificial variable basic and non-zero (it cannot leave the
            // basis without reaching zero). Its row is the only one holding the new
            // constraint's symbols: dropping it leaves the tableau as it was, in a valid basis.
            guard artRow >= 0 else { return [id] }
            let basicRow = removeRow(at: Int(artRow))
            return conflictingConstraints(in: basicRow, adding: id)
        }
        if artRow >= 0 {
            var basicRow = removeRow(at: Int(artRow))
            if !basicRow.isEmpty {
                let entering = pivotableSymbol(basicRow)
                guard entering != 0 else { return conflictingConstraints(in: basicRow, adding: id) }
                basicRow.solve(for: entering, replacing: art)
                substitute(entering, with: basicRow)
                appendRow(basicRow, basic: entering)
            }
        }
        for index in rows.indices { rows[index].remove(art) }
        objective.remove(art)
        return nil
    }

    private func pivotableSymbol(_ row: LayoutSolverRow) -> Int32 {
        for (symbol, _) in row.cells {
            let kind = kinds[Int(symbol)]
            if kind == .slack || kind == .error { return symbol }
        }
        return 0
    }

    /// Replaces `symbol` everywhere by the expression `row` stands for, noting rows that became
    /// infeasible.
    private func substitute(_ symbol: Int32, with row: LayoutSolverRow) {
        for index in rows.indices {
            if rows[index].substitute(symbol, with: row), rows[index].constant < 0, kinds[Int(basicSymbols[index])] != .external {
                infeasibleRows.append(basicSymbols[index])
            }
        }
        objective.substitute(symbol, with: row)
        if artificial != nil { artificial!.substitute(symbol, with: row) }
    }

    /// Primal simplex on the objective (or the artificial row during phase one).
    private func optimize(objectiveRow useArtificial: Bool) throws(Failure) {
        while true {
            let target = useArtificial ? artificial! : objective
            var entering: Int32 = 0
            for (symbol, coefficient) in target.cells where kinds[Int(symbol)] != .dummy && coefficient < 0 {
                entering = symbol
                break
            }
            if entering == 0 { return }
            // The leaving row: the smallest ratio among rows where the entering symbol has a
            // negative coefficient and the basic symbol is restricted (not external).
            var best = Double.greatestFiniteMagnitude
            var leaving = -1
            for index in rows.indices where kinds[Int(basicSymbols[index])] != .external {
                let coefficient = rows[index].coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -rows[index].constant / coefficient
                if ratio < best || (ratio == best && leaving >= 0 && basicSymbols[index] < basicSymbols[leaving]) {
                    best = ratio
                    leaving = index
                }
            }
            guard leaving >= 0 else { throw .unbounded }
            let leavingSymbol = basicSymbols[leaving]
            var row = removeRow(at: leaving)
            row.solve(for: entering, replacing: leavingSymbol)
            substitute(entering, with: row)
            appendRow(row, basic: entering)
        }
    }

    /// Dual simplex: restores feasibility of the rows noted as infeasible, keeping optimality.
    /// Returns the row that proves the system infeasible (nil: feasible again).
    private func dualOptimize() -> LayoutSolverRow? {
        while let leavingSymbol = infeasibleRows.popLast() {
            let index = rowIndexOfSymbol[Int(leavingSymbol)]
            guard index >= 0 else { continue }
            let isDummy = kinds[Int(leavingSymbol)] == .dummy
            guard rows[Int(index)].constant < 0 || (isDummy && !Self.isNearZero(rows[Int(index)].constant)) else { continue }
            if isDummy { return rows[Int(index)] }
            var entering: Int32 = 0
            var best = Double.greatestFiniteMagnitude
            for (symbol, coefficient) in rows[Int(index)].cells where coefficient > 0 && kinds[Int(symbol)] != .dummy {
                let ratio = objective.coefficient(of: symbol) / coefficient
                if ratio < best {
                    best = ratio
                    entering = symbol
                }
            }
            guard entering != 0 else { return rows[Int(index)] }
            var row = removeRow(at: Int(index))
            row.solve(for: entering, replacing: leavingSymbol)
            substitute(entering, with: row)
            appendRow(row, basic: entering)
        }
        return nil
    }

    /// The row to pivot on when removing a constraint whose marker is not basic.
    private func markerLeavingRow(_ marker: Int32) -> Int? {
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        var first: Int?
        var second: Int?
        var third: Int?
        for index in rows.indices {
            let coefficient = rows[index].coefficient(of: marker)
            guard coefficient != 0 else { continue }
            if kinds[Int(basicSymbols[index])] == .external {
                third = index
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = index }
            } else {
                let ratio = rows[index].constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = index }
            }
        }
        return first ?? second ?? third
    }
}

extension LayoutSolver {
    /// Whether another optimal solution gives `variable` a different value: it is not basic
    /// (a free parameter), or its row holds a symbol that can move at no cost (a slack of a
    /// required inequality, or an unconstrained variable).
    func isAmbiguous(_ variable: Variable) -> Bool {
        let symbol = variableSymbols[Int(variable.index)]
        guard symbol != 0 else { return true }
        let row = rowIndexOfSymbol[Int(symbol)]
        guard row >= 0 else { return true }
        for (cell, _) in rows[Int(row)].cells where kinds[Int(cell)] != .dummy {
            if Self.isNearZero(objective.coefficient(of: cell)) { return true }
        }
        return false
    }
}
