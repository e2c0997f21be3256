/// `systemLayoutSizeFitting`: the size a view's own constraints give it, solved in an engine of
/// its own where the view's width and height are pulled towards a target size at the fitting
/// priorities.
extension LayoutEngine {
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        view.updateConstraintsIfNeeded()
        guard view.autoLayoutStorage?.subtreeUsesAutoLayout == true else {
            // No constraints: the intrinsic size where there is one, else the current size.
            // (UIKit's answer for a view outside Auto Layout is not documented.)
            let intrinsic = view.effectiveIntrinsicContentSize
            return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? view.bounds.width : intrinsic.width,
                          height: intrinsic.height == UIView.noIntrinsicMetric ? view.bounds.height : intrinsic.height)
        }
        let engine = LayoutEngine(host: view, fitting: true)
        engine.addInstalledConstraints(in: view)
        let record = engine.record(for: view)
        for (variable, value, priority) in [(record.width, target.width, horizontal), (record.height, target.height, vertical)] {
            guard value.isFinite else { continue }
            _ = engine.addToSolver([(variable, 1)], constant: -Double(value), relation: .equal,
                                   strength: priority.clamped.solverStrength, owner: .contentSize(record, attribute: variable == record.width ? .width : .height, hugging: true))
        }
        // Multi-line labels wrap at the width they are given: measure again and re-solve until
        // the widths settle (three rounds at most).
        for _ in 0..<3 {
            var changed = false
            for labelRecord in engine.recordOrder {
                guard let label = labelRecord.item as? UILabel, label !== view, label.numberOfLines != 1, label.preferredMaxLayoutWidth <= 0,
                      !label.translatesAutoresizingMaskIntoConstraints else { continue }
                let width = CGFloat(engine.solver.value(of: labelRecord.width))
                let key = ObjectIdentifier(label)
                guard engine.wrapWidths[key].map({ abs($0 - width) > 0.5 }) ?? true else { continue }
                engine.wrapWidths[key] = width
                engine.updateContentSize(of: label, labelRecord, force: true)
                changed = true
            }
            if !changed { break }
        }
        let size = engine.frame(of: record).size
        return size
    }
}
