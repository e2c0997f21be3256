import SwiftSyntax

/// UIKit's names from before Swift 4.2 (Xcode's migrator renamed them; older public code still
/// uses them), from Apple's documented renames, and the C-style helper functions of the same era.
extension BridgeRewriter {
    static let legacyTypeNames: [String: String] = [
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIViewAnimationCurve": "UIView.AnimationCurve",
        "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
        "UIViewAnimationTransition": "UIView.AnimationTransition",
        "UIViewContentMode": "UIView.ContentMode",
        "UIViewAutoresizing": "UIView.AutoresizingMask",
        "UIViewTintAdjustmentMode": "UIView.TintAdjustmentMode",
        "UIGestureRecognizerState": "UIGestureRecognizer.State",
        "UIControlState": "UIControl.State",
        "UIControlEvents": "UIControl.Event",
        "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
        "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
        "UIButtonType": "UIButton.ButtonType",
        "UINavigationControllerOperation": "UINavigationController.Operation",
        "UIBlurEffectStyle": "UIBlurEffect.Style",
        "UIFontWeight": "UIFont.Weight",
        "UIFontTextStyle": "UIFont.TextStyle",
        "UIImageRenderingMode": "UIImage.RenderingMode",
        "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
        "NSLayoutAttribute": "NSLayoutConstraint.Attribute",
        "NSLayoutRelation": "NSLayoutConstraint.Relation",
        "NSLayoutFormatOptions": "NSLayoutConstraint.FormatOptions",
        "UIStackViewDistribution": "UIStackView.Distribution",
        "UIStackViewAlignment": "UIStackView.Alignment",
        "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
        "UITouchPhase": "UITouch.Phase",
        "UIEventType": "UIEvent.EventType",
        "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
        "UIUserInterfaceIdiom": "UIUserInterfaceIdiom",
        "UITableViewCellStyle": "UITableViewCell.CellStyle",
        "UITableViewStyle": "UITableView.Style",
        "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
        "UIScrollViewDecelerationRate": "UIScrollView.DecelerationRate",
        "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
        "UIStatusBarAnimation": "UIStatusBarAnimation",
        "UITransitionContextViewControllerKey": "UITransitionContextViewControllerKey",
        "CAMediaTimingFunctionName": "CAMediaTimingFunctionName",
        "UILayoutPriorityRequired": "UILayoutPriority.required",
        "UILayoutPriorityDefaultHigh": "UILayoutPriority.defaultHigh",
        "UILayoutPriorityDefaultLow": "UILayoutPriority.defaultLow",
        "UILayoutPriorityFittingSizeLevel": "UILayoutPriority.fittingSizeLevel",
        "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
        "UILayoutFittingExpandedSize": "UIView.layoutFittingExpandedSize",
        "UIViewNoIntrinsicMetric": "UIView.noIntrinsicMetric",
        "UIEdgeInsetsZero": "UIEdgeInsets.zero",
        "UIOffsetZero": "UIOffset.zero",
        "kCAMediaTimingFunctionEaseInEaseOut": "CAMediaTimingFunctionName.easeInEaseOut",
        "kCAMediaTimingFunctionEaseIn": "CAMediaTimingFunctionName.easeIn",
        "kCAMediaTimingFunctionEaseOut": "CAMediaTimingFunctionName.easeOut",
        "kCAMediaTimingFunctionLinear": "CAMediaTimingFunctionName.linear",
        "kCAFillModeForwards": "CAMediaTimingFillMode.forwards",
        "kCAFillModeBackwards": "CAMediaTimingFillMode.backwards",
        "kCAFillModeBoth": "CAMediaTimingFillMode.both",
        "kCAFillModeRemoved": "CAMediaTimingFillMode.removed",
    ]

    /// A type or constant with an old name, in a type position or an expression.
    func renameLegacyType(_ node: DeclReferenceExprSyntax) {
        guard let replacement = Self.legacyTypeNames[node.baseName.text], replacement != node.baseName.text,
              !(node.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == node.id } ?? false) else { return }
        replace(node.baseName, with: replacement)
        report(node, .rewritten, "\(node.baseName.text) → \(replacement)")
    }

    func handleIdentifierType(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if let replacement = Self.legacyTypeNames[node.name.text], replacement != node.name.text {
            replace(node.name, with: replacement)
            report(node, .rewritten, "\(node.name.text) → \(replacement)")
        }
        return .visitChildren
    }

    /// `UIEdgeInsetsMake(t, l, b, r)` → `UIEdgeInsets(top:left:bottom:right:)`,
    /// `UIOffsetMake(h, v)` → `UIOffset(horizontal:vertical:)`, `UIEdgeInsetsInsetRect(r, i)` →
    /// `r.inset(by: i)`.
    func rewriteLegacyFunction(_ node: FunctionCallExprSyntax) {
        guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return }
        let arguments = node.arguments.map { $0.expression.trimmedDescription }
        let replacement: String?
        switch (name, arguments.count) {
        case ("UIEdgeInsetsMake", 4):
            replacement = "UIEdgeInsets(top: \(arguments[0]), left: \(arguments[1]), bottom: \(arguments[2]), right: \(arguments[3]))"
        case ("UIOffsetMake", 2):
            replacement = "UIOffset(horizontal: \(arguments[0]), vertical: \(arguments[1]))"
        case ("UIEdgeInsetsInsetRect", 2):
            replacement = "(\(arguments[0])).inset(by: \(arguments[1]))"
        default:
            replacement = nil
        }
        guard let replacement else { return }
        replace(node, with: replacement)
        report(node, .rewritten, "\(name)(…) → \(replacement)")
    }
}
