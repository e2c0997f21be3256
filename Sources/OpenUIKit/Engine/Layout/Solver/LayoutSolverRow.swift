/// One row of the simplex tableau: `basic = constant + Σ coefficient × symbol`, its cells kept
/// sorted by symbol so iteration (and so every pivot choice) is the same on every run.
///
/// A value type stored in the solver's row array and changed in place; merging another row in
/// (`add(_:times:)`) walks both sorted cell lists once.
struct LayoutSolverRow {
    var constant: Double
    private(set) var symbols: [Int32] = []
    private(set) var coefficients: [Double] = []
    /// One bit per symbol number modulo 64, set for every symbol the row has held: a clear bit
    /// proves a symbol absent without searching (most rows hold a handful of symbols, and the
    /// solver asks every row about one symbol at each pivot).
    private(set) var mask: UInt64 = 0

    @inline(__always)
    static func bit(_ symbol: Int32) -> UInt64 { 1 << UInt64(symbol & 63) }

    init(constant: Double) {
        self.constant = constant
    }

    var isEmpty: Bool { symbols.isEmpty }
    var cellCount: Int { symbols.count }

    /// The position of `symbol`'s cell, or where it would be inserted (negated, minus one).
    @inline(__always)
    private func position(of symbol: Int32) -> Int {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) >> 1
            let value = symbols[middle]
            if value < symbol { low = middle + 1 } else if value > symbol { high = middle } else { return middle }
        }
        return -low - 1
    }

    /// The coefficient of `symbol` (0 when the row has no such cell).
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        guard mask & Self.bit(symbol) != 0 else { return 0 }
        let index = position(of: symbol)
        return index >= 0 ? coefficients[index] : 0
    }

    /// Adds `coefficient × symbol`, dropping the cell when the sum is (nearly) zero.
    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let index = position(of: symbol)
        if index >= 0 {
            let sum = coefficients[index] + coefficient
            if LayoutSolver.isNearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
        } else if !LayoutSolver.isNearZero(coefficient) {
            let insertion = -index - 1
            symbols.insert(symbol, at: insertion)
            coefficients.insert(coefficient, at: insertion)
            mask |= Self.bit(symbol)
        }
    }

    /// Adds `factor × other` (constant and cells), merging the two sorted cell lists in place
    /// from the back (no allocation once the arrays have the capacity).
    mutating func add(_ other: LayoutSolverRow, times factor: Double) {
        constant += other.constant * factor
        let theirCount = other.symbols.count
        guard theirCount > 0 else { return }
        if theirCount == 1 {
            add(other.symbols[0], other.coefficients[0] * factor)
            return
        }
        let myCount = symbols.count
        mask |= other.mask
        // How many of their symbols are new here.
        var extra = 0
        other.symbols.withUnsafeBufferPointer { theirs in
            symbols.withUnsafeBufferPointer { mine in
                var i = 0
                for symbol in theirs {
                    while i < myCount, mine[i] < symbol { i += 1 }
                    if i < myCount, mine[i] == symbol { i += 1 } else { extra += 1 }
                }
            }
        }
        if extra > 0 {
            symbols.append(contentsOf: repeatElement(0, count: extra))
            coefficients.append(contentsOf: repeatElement(0, count: extra))
        }
        var cancelled = false
        symbols.withUnsafeMutableBufferPointer { mySymbols in
            coefficients.withUnsafeMutableBufferPointer { myCoefficients in
                other.symbols.withUnsafeBufferPointer { theirSymbols in
                    other.coefficients.withUnsafeBufferPointer { theirCoefficients in
                        var write = myCount + extra - 1
                        var i = myCount - 1
                        var j = theirCount - 1
                        while j >= 0 {
                            let theirs = theirSymbols[j]
                            if i >= 0, mySymbols[i] > theirs {
                                mySymbols[write] = mySymbols[i]
                                myCoefficients[write] = myCoefficients[i]
                                i -= 1
                            } else if i >= 0, mySymbols[i] == theirs {
                                let sum = myCoefficients[i] + theirCoefficients[j] * factor
                                mySymbols[write] = theirs
                                myCoefficients[write] = sum
                                if LayoutSolver.isNearZero(sum) { cancelled = true }
                                i -= 1
                                j -= 1
                            } else {
                                let value = theirCoefficients[j] * factor
                                mySymbols[write] = theirs
                                myCoefficients[write] = value
                                if LayoutSolver.isNearZero(value) { cancelled = true }
                                j -= 1
                            }
                            write -= 1
                        }
                    }
                }
            }
        }
        if cancelled { removeNearZeroCells() }
    }

    /// Drops cells whose coefficient cancelled out.
    private mutating func removeNearZeroCells() {
        var write = 0
        for read in 0..<symbols.count where !LayoutSolver.isNearZero(coefficients[read]) {
            symbols[write] = symbols[read]
            coefficients[write] = coefficients[read]
            write += 1
        }
        symbols.removeLast(symbols.count - write)
        coefficients.removeLast(coefficients.count - write)
        mask = symbols.reduce(0) { $0 | Self.bit($1) }
    }

    /// Removes `symbol`'s cell, returning its coefficient (0 when there was none).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        guard mask & Self.bit(symbol) != 0 else { return 0 }
        let index = position(of: symbol)
        guard index >= 0 else { return 0 }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Rewrites `0 = constant + … + c × symbol + …` as `symbol = …` (the cell is removed).
    mutating func solve(for symbol: Int32) {
        let factor = -1 / remove(symbol)
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Rewrites `lhs = constant + … + c × rhs + …` as `rhs = …` (for a pivot).
    mutating func solve(for rhs: Int32, replacing lhs: Int32) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` stands for; returns whether it appeared.
    @inline(__always)
    @discardableResult
    mutating func substitute(_ symbol: Int32, with row: LayoutSolverRow) -> Bool {
        guard mask & Self.bit(symbol) != 0 else { return false }
        let index = position(of: symbol)
        guard index >= 0 else { return false }
        let factor = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        add(row, times: factor)
        return true
    }

    /// The cells, in symbol order.
    var cells: Zip2Sequence<[Int32], [Double]> { zip(symbols, coefficients) }
}
