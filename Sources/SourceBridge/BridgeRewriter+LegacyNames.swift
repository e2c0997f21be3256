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
        "UIWindowLevelNormal": "UIWindow.Level.normal",
        "UIWindowLevelStatusBar": "UIWindow.Level.statusBar",
        "UIWindowLevelAlert": "UIWindow.Level.alert",
        "UIBarButtonItemStyle": "UIBarButtonItem.Style",
        "UIAlertControllerStyle": "UIAlertController.Style",
        "UIAlertActionStyle": "UIAlertAction.Style",
        "UITableViewRowAnimation": "UITableView.RowAnimation",
        "UITableViewScrollPosition": "UITableView.ScrollPosition",
        "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
        "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
        "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
        "UITableViewCellSeparatorStyle": "UITableViewCell.SeparatorStyle",
        "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
        "UIDatePickerMode": "UIDatePicker.Mode",
        "UITextFieldViewMode": "UITextField.ViewMode",
        "UITextBorderStyle": "UITextField.BorderStyle",
        "UIScrollViewIndicatorStyle": "UIScrollView.IndicatorStyle",
        "UIScrollViewKeyboardDismissMode": "UIScrollView.KeyboardDismissMode",
        "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
        "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
        "UIPageViewControllerNavigationDirection": "UIPageViewController.NavigationDirection",
        "UIApplicationState": "UIApplication.State",
        "UIImageOrientation": "UIImage.Orientation",
        "UIProgressViewStyle": "UIProgressView.Style",
        "RunLoopMode": "RunLoop.Mode",
        "NSAttributedStringKey": "NSAttributedString.Key",
    ]

    /// Members Swift 4.2 renamed (`addChildViewController(_:)` → `addChild(_:)`).
    static let legacyMemberNames: [String: String] = [
        "addChildViewController": "addChild",
        "removeFromParentViewController": "removeFromParent",
        "childViewControllers": "children",
        "commonModes": "common",
        "defaultRunLoopMode": "default",
    ]

    /// Optional requirements of UIKit's own protocols, which OpenUIKit declares as requirements
    /// with defaults that do what an absent method does: `responds(to:)` for them is true and
    /// `x.method!(…)` / `x.method?(…)` are plain calls.
    static let uikitOptionalRequirements: Set<String> = [
        "animationEnded", "interruptibleAnimator", "navigationController", "tabBarController", "animationController",
        "interactionControllerForPresentation", "interactionControllerForDismissal", "presentationController",
        "gestureRecognizer", "gestureRecognizerShouldBegin", "adaptivePresentationStyle", "presentationControllerDidDismiss",
        "presentationControllerWillDismiss", "presentationControllerShouldDismiss", "completionCurve", "completionSpeed", "wantsInteractiveStart",
        // UIViewImplicitlyAnimating (an interruptible animator: `animator.addCompletion?({ … })`)
        "addAnimations", "addCompletion", "continueAnimation",
        // UIScrollViewDelegate, which delegate proxies forward (`forward?.scrollViewDidScroll?(scrollView)`)
        "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation",
        "scrollViewDidChangeAdjustedContentInset", "viewForZooming", "scrollViewWillBeginZooming", "scrollViewDidZoom", "scrollViewDidEndZooming",
        // Table, collection and picker delegates and data sources, which tests call through the
        // view (`tableView.delegate?.tableView?(tableView, didSelectRowAt: path)`)
        "tableView", "numberOfSections", "sectionIndexTitles", "collectionView", "pickerView",
        // UITextFieldDelegate and UITextViewDelegate, which tests call to type
        // (`field.delegate?.textField?(field, shouldChangeCharactersIn: range, replacementString: "a")`)
        "textFieldShouldBeginEditing", "textFieldDidBeginEditing", "textFieldShouldEndEditing", "textFieldDidEndEditing",
        "textField", "textFieldShouldClear", "textFieldShouldReturn", "textFieldDidChangeSelection",
        "textViewShouldBeginEditing", "textViewDidBeginEditing", "textViewShouldEndEditing", "textViewDidEndEditing",
        "textView", "textViewDidChange", "textViewDidChangeSelection",
        // UISearchBarDelegate
        "searchBar", "searchBarShouldBeginEditing", "searchBarTextDidBeginEditing", "searchBarShouldEndEditing",
        "searchBarTextDidEndEditing", "searchBarSearchButtonClicked", "searchBarCancelButtonClicked",
    ]

    /// A member with its Swift 4.2 name.
    func renameLegacyMember(_ name: TokenSyntax) {
        guard let replacement = Self.legacyMemberNames[name.text] else { return }
        replace(name, with: replacement)
        report(name, .rewritten, "\(name.text) → \(replacement) (Swift 4.2)")
    }

    /// Whether `name` is a parameter, a closure parameter or a local constant or variable of a
    /// scope around `node` (`func f(in childViewControllers: inout [UIViewController])`), so a
    /// bare reference to it is not UIKit's member of the same old name.
    static func isDeclaredInEnclosingScope(_ name: String, around node: Syntax) -> Bool {
        var current = node.parent
        while let scope = current {
            if let parameters = scope.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? scope.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
                ?? scope.as(SubscriptDeclSyntax.self)?.parameterClause.parameters,
               parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return true
            }
            if let closure = scope.as(ClosureExprSyntax.self)?.signature?.parameterClause {
                if let shorthand = closure.as(ClosureShorthandParameterListSyntax.self),
                   shorthand.contains(where: { $0.name.text == name }) { return true }
                if let full = closure.as(ClosureParameterClauseSyntax.self),
                   full.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
            }
            if let block = scope.as(CodeBlockItemListSyntax.self),
               block.contains(where: { $0.item.as(VariableDeclSyntax.self).map { Self.binds(name, $0) } ?? false }) {
                return true
            }
            if scope.is(MemberBlockSyntax.self) { return false }
            current = scope.parent
        }
        return false
    }

    private static func binds(_ name: String, _ declaration: VariableDeclSyntax) -> Bool {
        declaration.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
    }

    /// Calls whose labels Swift 4.2 changed: `willMove(toParentViewController:)` →
    /// `willMove(toParent:)`, `bringSubview(toFront:)` → `bringSubviewToFront(_:)`.
    func rewriteLegacyLabels(_ node: FunctionCallExprSyntax) {
        let called = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let called else { return }
        for argument in node.arguments {
            guard let label = argument.label else { continue }
            switch (called, label.text) {
            case ("willMove", "toParentViewController"), ("didMove", "toParentViewController"):
                replace(label, with: "toParent")
                report(label, .rewritten, "\(called)(toParentViewController:) → \(called)(toParent:) (Swift 4.2)")
            case ("bringSubview", "toFront"), ("sendSubview", "toBack"):
                let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base.map { "\($0.trimmedDescription)." } ?? ""
                let name = label.text == "toFront" ? "bringSubviewToFront" : "sendSubviewToBack"
                replace(node, with: "\(base)\(name)(\(argument.expression.trimmedDescription))")
                report(node, .rewritten, "\(called)(\(label.text):) → \(name)(_:) (Swift 4.2)")
            default:
                break
            }
        }
    }

    /// A type or constant with an old name, in a type position or an expression.
    func renameLegacyType(_ node: DeclReferenceExprSyntax) {
        guard !(node.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == node.id } ?? false) else { return }
        qualifyFoundationStandIn(node.baseName, in: node)
        guard let replacement = Self.legacyTypeNames[node.baseName.text], replacement != node.baseName.text else { return }
        replace(node.baseName, with: replacement)
        report(node, .rewritten, "\(node.baseName.text) → \(replacement)")
    }

    func handleIdentifierType(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        noteSwiftUIUse(node.name.text)
        noteTypeName(node.name.text)
        qualifyFoundationStandIn(node.name, in: node)
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
