import Foundation
import UIKit

/// The variables a visibility rule reads, so the form can watch them.
extension NSPredicate {
    var referencedVariables: [String] {
        if let compound = self as? NSCompoundPredicate {
            return compound.subpredicates.count > 1 ? ["several"] : []
        }
        guard let comparison = self as? UIKit.NSComparisonPredicate else { return [] }
        return [comparison.leftExpression, comparison.rightExpression].compactMap { expression -> String? in
            expression.expressionType == .variable ? expression.variable : nil
        }
    }
}

func isTitleRule(_ predicate: NSPredicate) -> Bool {
    guard let comparison = predicate as? UIKit.NSComparisonPredicate else { return false }
    return comparison.predicateOperatorType == UIKit.NSComparisonPredicate.Operator.equalTo
        && comparison.leftExpression.keyPath == UIKit.NSExpression(forKeyPath: "title").keyPath
}
