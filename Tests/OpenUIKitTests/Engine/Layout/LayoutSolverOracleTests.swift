import Foundation
import Testing
@testable import OpenUIKit

/// The Cassowary solver against an independent one: 200 random systems solved by kiwisolver
/// (scripts/generate-solver-fixtures.py wrote Fixtures/solver-oracle.json once). Every refused
/// constraint must be refused here too, and after every step each variable must have kiwi's
/// value — or, where the optimum is not unique, a solution meeting every required constraint
/// with the same objective.
@MainActor
struct LayoutSolverOracleTests {
    struct Fixture: Decodable {
        let systems: [System]
    }

    struct System: Decodable {
        let variables: Int
        let steps: [Step]
    }

    struct Step: Decodable {
        let op: String
        let terms: [[Double]]?
        let constant: Double?
        let relation: String?
        let strength: Strength?
        let result: String?
        let constraint: Int?
        let values: [Double]?
        let objective: Double?
    }

    enum Strength: Decodable {
        case required
        case weight(Double)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self), text == "required" { self = .required } else { self = .weight(try container.decode(Double.self)) }
        }

        var value: Double {
            if case .weight(let weight) = self { return weight }
            return LayoutSolver.requiredStrength
        }
    }

    static func loadFixture() throws -> Fixture {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/solver-oracle.json")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    struct LiveConstraint {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: String
        var strength: Double
        var id: LayoutSolver.ConstraintID
    }

    static func violation(_ constraint: LiveConstraint, _ values: [Double]) -> Double {
        let value = constraint.constant + constraint.terms.reduce(0) { $0 + $1.1 * values[$1.0] }
        switch constraint.relation {
        case "le": return max(0, value)
        case "ge": return max(0, -value)
        default: return abs(value)
        }
    }

    @Test func agreesWithKiwiOnTwoHundredRandomSystems() throws {
        let fixture = try Self.loadFixture()
        #expect(fixture.systems.count == 200)
        var checks = 0
        var tiesAccepted = 0
        for (systemIndex, system) in fixture.systems.enumerated() {
            let solver = LayoutSolver()
            let variables = (0..<system.variables).map { _ in solver.makeVariable() }
            var live: [Int: LiveConstraint] = [:]
            for (stepIndex, step) in system.steps.enumerated() {
                let place = "system \(systemIndex) step \(stepIndex)"
                switch step.op {
                case "add":
                    let terms = step.terms!.map { (Int($0[0]), $0[1]) }
                    let relation: LayoutSolver.Relation = step.relation == "le" ? .lessThanOrEqual : step.relation == "ge" ? .greaterThanOrEqual : .equal
                    do {
                        let id = try solver.add(terms.map { (variables[$0.0], $0.1) }, constant: step.constant!, relation: relation, strength: step.strength!.value)
                        #expect(step.result == "added", "\(place): kiwi refused this constraint")
                        live[stepIndex] = LiveConstraint(terms: terms, constant: step.constant!, relation: step.relation!, strength: step.strength!.value, id: id)
                    } catch {
                        #expect(step.result == "unsatisfiable", "\(place): refused (\(error)) but kiwi added it")
                    }
                case "remove":
                    let constraint = live.removeValue(forKey: step.constraint!)!
                    try solver.remove(constraint.id)
                case "setConstant":
                    var constraint = live[step.constraint!]!
                    do {
                        try solver.setConstant(step.constant!, of: constraint.id)
                        #expect(step.result == "added", "\(place): kiwi refused the new constant")
                        constraint.constant = step.constant!
                        live[step.constraint!] = constraint
                    } catch {
                        #expect(step.result == "unsatisfiable", "\(place): refused (\(error)) but kiwi accepted it")
                    }
                default:
                    checks += 1
                    let values = variables.map { solver.value(of: $0) }
                    let expected = step.values!
                    let same = zip(values, expected).allSatisfy { abs($0 - $1) <= 1e-5 * max(1, abs($1)) }
                    if same { continue }
                    // A different optimal vertex: required constraints hold and the objective is kiwi's.
                    for constraint in live.values where constraint.strength == LayoutSolver.requiredStrength {
                        #expect(Self.violation(constraint, values) <= 1e-6, "\(place): a required constraint is violated: \(values) vs kiwi \(expected)")
                    }
                    let soft = live.values.filter { $0.strength != LayoutSolver.requiredStrength }
                    let objective = soft.reduce(0) { $0 + $1.strength * Self.violation($1, values) }
                    // kiwi's values are rounded to 1e-6 in the fixture: each soft constraint's
                    // error may be off by Σ|coefficient| × 1e-6.
                    let tolerance = soft.reduce(1e-6) { $0 + $1.strength * $1.terms.reduce(0) { $0 + abs($1.1) } * 1e-6 }
                    #expect(abs(objective - step.objective!) <= tolerance, "\(place): objective \(objective) vs kiwi \(step.objective!); values \(values) vs \(expected)")
                    tiesAccepted += 1
                }
            }
        }
        #expect(checks > 1_000)
        // Ties are rare with random strengths; many would mean the comparison lost its teeth.
        #expect(tiesAccepted < checks / 10, "\(tiesAccepted) of \(checks) checks were ties")
    }
}
