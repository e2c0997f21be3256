import Foundation

/// The variables a visibility rule reads, so the form can watch them.
extension NSPredicate {
    var referencedVariables: [String] {
        if let compound = self as? NSCompoundPredicate {
            return compound.subpredicates.count > 1 ? ["several"] : []
        }
        guard let comparison = self as? NSComparisonPredicate else { return [] }
        return [comparison.leftExpression, comparison.rightExpression].compactMap { expression -> String? in
            expression.expressionType == .variable ? expression.variable : nil
        }
    }
}

func isTitleRule(_ predicate: NSPredicate) -> Bool {
    guard let comparison = predicate as? NSComparisonPredicate else { return false }
    return comparison.predicateOperatorType == NSComparisonPredicate.Operator.equalTo
        && comparison.leftExpression.keyPath == NSExpression(forKeyPath: "title").keyPath
}
