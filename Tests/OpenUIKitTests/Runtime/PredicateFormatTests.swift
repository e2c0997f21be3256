import Foundation
import OpenUIKit
import Testing

/// `NSPredicate(format:)` and what it makes (Sources/OpenUIKitShims/Predicates), checked
/// against Apple's Predicate Programming Guide: the format syntax, how values compare, and
/// what code reads back from the predicate (its class, expressions and format). The bare names
/// `NSComparisonPredicate` and `NSExpression` are Foundation's and OpenUIKit's both, so they
/// are qualified, as the source bridge writes them.
@MainActor
struct PredicateFormatTests {
    final class Person {
        let name: String
        let age: Int
        let tags: [String]
        init(name: String, age: Int, tags: [String] = []) {
            self.name = name
            self.age = age
            self.tags = tags
        }
    }

    final class Employee {
        let person: Person
        let team: [String: Any]
        init(person: Person, team: [String: Any]) {
            self.person = person
            self.team = team
        }
    }

    private func diagnostics(_ body: () -> Void) -> [Diagnostic] {
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture, operation: body)
        return capture.records
    }

    @Test func regularExpressionsMatchTheWholeString() {
        let email = NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}")
        #expect(email.evaluate(with: "ana@example.com"))
        #expect(!email.evaluate(with: "ana@example"))
        #expect(!email.evaluate(with: "write to ana@example.com"), "MATCHES is anchored at both ends")
        #expect(NSPredicate(format: "SELF MATCHES[c] 'abc'").evaluate(with: "ABC"))
        #expect(!NSPredicate(format: "SELF MATCHES 'abc'").evaluate(with: "ABC"))
    }

    @Test func variablesComeFromTheBindingsAndNullIsNil() {
        let older = NSPredicate(format: "$Age > 23")
        #expect(older.evaluate(with: nil, substitutionVariables: ["Age": 30]))
        #expect(!older.evaluate(with: nil, substitutionVariables: ["Age": 23]))
        #expect(!older.evaluate(with: nil, substitutionVariables: ["Age": NSNull()]), "nil is not ordered against a number")
        let empty = NSPredicate(format: "$Name == nil")
        #expect(empty.evaluate(with: nil, substitutionVariables: ["Name": NSNull()]))
        #expect(!empty.evaluate(with: nil, substitutionVariables: ["Name": "Ana"]))
        let named = NSPredicate(format: "$Name contains 'God'")
        #expect(named.evaluate(with: nil, substitutionVariables: ["Name": "God is real"]))
        #expect(!named.evaluate(with: nil, substitutionVariables: ["Name": "blah"]))
    }

    @Test func aMissingVariableIsReportedAndNil() {
        let records = diagnostics {
            #expect(NSPredicate(format: "$Missing == nil").evaluate(with: nil, substitutionVariables: [:]))
        }
        #expect(records.map(\.code) == [.predicateFormat])
        #expect(records.first?.message.contains("Can't get value for 'Missing'") == true)
    }

    @Test func numbersCompareByValueWhateverTheirType() {
        #expect(NSPredicate(format: "SELF == 2").evaluate(with: 2.0))
        #expect(NSPredicate(format: "SELF == 2.5").evaluate(with: NSNumber(value: 2.5)))
        #expect(NSPredicate(format: "SELF >= %d", 3).evaluate(with: UInt8(3)))
        #expect(NSPredicate(format: "SELF < -1.5").evaluate(with: -2))
        #expect(NSPredicate(format: "SELF == TRUE").evaluate(with: true))
        #expect(NSPredicate(format: "SELF BETWEEN {1, 5}").evaluate(with: 5))
        #expect(!NSPredicate(format: "SELF BETWEEN {1, 5}").evaluate(with: 5.5))
        #expect(!NSPredicate(format: "SELF > 1").evaluate(with: "2"), "a string and a number do not compare")
    }

    @Test func stringOperatorsAndOptions() {
        #expect(NSPredicate(format: "SELF BEGINSWITH 'Ta'").evaluate(with: "Table"))
        #expect(NSPredicate(format: "SELF ENDSWITH[c] 'LE'").evaluate(with: "Table"))
        #expect(NSPredicate(format: "SELF CONTAINS[cd] 'CAFE'").evaluate(with: "un café noir"))
        #expect(!NSPredicate(format: "SELF CONTAINS 'CAFE'").evaluate(with: "un café noir"))
        #expect(NSPredicate(format: "SELF LIKE 'c?t*'").evaluate(with: "cats"))
        #expect(!NSPredicate(format: "SELF LIKE 'c?t'").evaluate(with: "cats"))
        #expect(NSPredicate(format: "SELF ==[c] 'ANA'").evaluate(with: "ana"))
        #expect(NSPredicate(format: "SELF IN %@", ["red", "green"]).evaluate(with: "green"))
        #expect(NSPredicate(format: "SELF IN 'a red door'").evaluate(with: "red"))
    }

    @Test func keyPathsReadDictionariesAndStoredProperties() {
        let ana = Person(name: "Ana", age: 31, tags: ["ios", "swift"])
        #expect(NSPredicate(format: "name == 'Ana' AND age > 30").evaluate(with: ana))
        #expect(NSPredicate(format: "%K == %@", "name", "Ana").evaluate(with: ana))
        #expect(NSPredicate(format: "tags.@count == 2").evaluate(with: ana))
        #expect(NSPredicate(format: "ANY tags == 'swift'").evaluate(with: ana))
        #expect(!NSPredicate(format: "ALL tags == 'swift'").evaluate(with: ana))
        #expect(NSPredicate(format: "NONE tags == 'java'").evaluate(with: ana))
        let employee = Employee(person: ana, team: ["name": "Mobile", "size": 4])
        #expect(NSPredicate(format: "person.name == 'Ana' && team.size < 5").evaluate(with: employee))
        #expect(NSPredicate(format: "$row.name == 'Ana'").evaluate(with: nil, substitutionVariables: ["row": ana]))
        #expect(NSPredicate(format: "city == nil").evaluate(with: ["name": "Ana"]))
    }

    @Test func andBindsTighterThanOrAndNotAndParenthesesGroup() {
        // false AND false OR true: (false AND false) OR true.
        #expect(NSPredicate(format: "SELF == 1 AND SELF == 2 OR SELF == 3").evaluate(with: 3))
        #expect(!NSPredicate(format: "SELF == 1 AND (SELF == 2 OR SELF == 3)").evaluate(with: 3))
        #expect(NSPredicate(format: "NOT (SELF == 1)").evaluate(with: 2))
        #expect(NSPredicate(format: "!(SELF == 1) || FALSEPREDICATE").evaluate(with: 2))
        #expect(NSPredicate(format: "TRUEPREDICATE").evaluate(with: nil))
    }

    @Test func thePredicateReadsBackAsOnIOS() throws {
        let comparison = try #require(NSPredicate(format: "$IntRow > 23") as? OpenUIKit.NSComparisonPredicate)
        #expect(comparison.predicateOperatorType == .greaterThan)
        #expect(comparison.leftExpression.expressionType == .variable)
        #expect(comparison.leftExpression.variable == "IntRow")
        #expect("\(comparison.leftExpression)" == "$IntRow")
        #expect(comparison.rightExpression.expressionType == .constantValue)
        #expect(comparison.rightExpression.constantValue as? Int == 23)
        #expect(comparison.predicateFormat == "$IntRow > 23")

        let keyPathOnVariable = try #require(NSPredicate(format: "$Row.value CONTAINS[c] 'x'") as? OpenUIKit.NSComparisonPredicate)
        #expect(keyPathOnVariable.leftExpression.expressionType == .function)
        #expect(keyPathOnVariable.leftExpression.function == "valueForKeyPath:")
        #expect("\(keyPathOnVariable.leftExpression)" == "$Row.value")
        #expect(keyPathOnVariable.predicateFormat == "$Row.value CONTAINS[c] \"x\"")

        let compound = try #require(NSPredicate(format: "$A == 1 OR $B == 2") as? NSCompoundPredicate)
        #expect(compound.compoundPredicateType == .or)
        #expect(compound.subpredicates.count == 2)
        #expect(compound.subpredicates.allSatisfy { $0 is OpenUIKit.NSComparisonPredicate })
    }

    @Test(arguments: [
        ("name ==", "the format ends where a value was expected"),
        ("name = 'unclosed", "is not closed"),
        ("age + 1 > 3", "arithmetic"),
        ("SUBQUERY(items, $x, $x > 1).@count > 0", "SUBQUERY is not supported"),
        ("name ~ 'a'", "is not part of a predicate format"),
        ("SELF == %@", "has no argument"),
    ])
    func aFormatItCannotReadIsReportedAndFalse(_ format: String, _ reason: String) {
        var predicate: NSPredicate?
        let records = diagnostics { predicate = NSPredicate(format: format) }
        #expect(predicate?.evaluate(with: "anything") == false)
        #expect(records.count == 1)
        #expect(records.first?.message.contains("Unable to parse the format string") == true)
        #expect(records.first?.message.contains(reason) == true, "\(records.first?.message ?? "")")
    }

    @Test func anArgumentArrayFillsThePlaceholders() {
        let predicate = NSPredicate(format: "name == %@ AND age >= %@", argumentArray: ["Ana", 30] as [Any])
        #expect(predicate.evaluate(with: Person(name: "Ana", age: 30)))
        #expect(!predicate.evaluate(with: Person(name: "Ana", age: 29)))
    }
}
