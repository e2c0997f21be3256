import Foundation
import OpenQuartzCore

// Behaviour source [R] — Others: runtime, observation, Interface Builder
//   Rule: Key paths observable by name
//   Value: documented ones plus the common view, scroll view, control, controller and layer ones
//   Source: Linux cannot look a property up by name; the list is ours.
/// The property names key-path-string observing reads (Objective-C's names: a Boolean is known
/// by its property's name, `hidden`, and by its getter's, `isHidden`). Linux cannot look a
/// property up by name, so this is the list: the properties UIKit documents as observable and
/// the common view, scroll view, control, controller and layer ones [R]; then any object's
/// stored properties, by their names (a `Mirror`).
extension KeyValueObservingByName {
    /// A reader of a dotted key path (`layer.cornerRadius`), or nil when its first name is not one
    /// `object` has here. Later names are read on the values met (nil when one is unknown).
    static func reader(forKeyPath keyPath: String, on object: AnyObject) -> ((AnyObject) -> Any?)? {
        let names = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = names.first, !first.isEmpty, value(named: first, of: object) != nil else { return nil }
        return { object in
            var current: Any = object
            for name in names {
                guard case let .some(.some(value)) = Self.value(named: name, of: current) else { return nil }
                current = value
            }
            return current
        }
    }

    /// The value of the property `name` of `object`: `.none` when it has no such property here,
    /// `.some(nil)` when the property is nil.
    static func value(named name: String, of object: Any) -> Any?? {
        if let known = openUIKitValue(named: name, of: object) { return known }
        // Any other object's (or an app's subclass's own) stored property, by its name.
        return StoredProperties.value(named: name, of: object)
    }

    /// The value of a property OpenUIKit lists for its classes, `.none` when it lists none.
    private static func openUIKitValue(named name: String, of object: Any) -> Any?? {
        switch object {
        case let scrollView as UIScrollView:
            if let value = scrollViewValue(name, scrollView) { return value }
        case let animator as UIViewPropertyAnimator:
            return animatorValue(name, animator)
        case let recognizer as UIGestureRecognizer:
            switch name {
            case "state": return .some(recognizer.state)
            case "enabled", "isEnabled": return .some(recognizer.isEnabled)
            case "view": return .some(recognizer.view)
            default: return nil
            }
        case let controller as UIViewController:
            switch name {
            case "title": return .some(controller.title)
            case "preferredContentSize": return .some(controller.preferredContentSize)
            case "view": return .some(controller.view)
            case "navigationItem": return .some(controller.navigationItem)
            default: return nil
            }
        case let layer as CALayer:
            return .some(layer.value(forKey: name))
        default:
            break
        }
        guard let view = object as? UIView else { return nil }
        if let value = controlValue(name, view) { return value }
        return viewValue(name, view)
    }

    private static func scrollViewValue(_ name: String, _ scrollView: UIScrollView) -> Any?? {
        switch name {
        case "contentOffset": .some(scrollView.contentOffset)
        case "contentSize": .some(scrollView.contentSize)
        case "contentInset": .some(scrollView.contentInset)
        case "adjustedContentInset": .some(scrollView.adjustedContentInset)
        case "zoomScale": .some(scrollView.zoomScale)
        case "dragging", "isDragging": .some(scrollView.isDragging)
        case "decelerating", "isDecelerating": .some(scrollView.isDecelerating)
        case "tracking", "isTracking": .some(scrollView.isTracking)
        default: nil
        }
    }

    private static func animatorValue(_ name: String, _ animator: UIViewPropertyAnimator) -> Any?? {
        switch name {
        case "fractionComplete": .some(animator.fractionComplete)
        case "state": .some(animator.state)
        case "running", "isRunning": .some(animator.isRunning)
        case "reversed", "isReversed": .some(animator.isReversed)
        default: nil
        }
    }

    private static func controlValue(_ name: String, _ view: UIView) -> Any?? {
        switch (name, view) {
        case ("text", let label as UILabel): .some(label.text)
        case ("text", let field as UITextField): .some(field.text)
        case ("text", let textView as UITextView): .some(textView.text)
        case ("progress", let progress as UIProgressView): .some(progress.progress)
        case ("value", let slider as UISlider): .some(slider.value)
        case ("on", let toggle as UISwitch), ("isOn", let toggle as UISwitch): .some(toggle.isOn)
        case ("enabled", let control as UIControl), ("isEnabled", let control as UIControl): .some(control.isEnabled)
        case ("selected", let control as UIControl), ("isSelected", let control as UIControl): .some(control.isSelected)
        case ("highlighted", let control as UIControl), ("isHighlighted", let control as UIControl): .some(control.isHighlighted)
        default: nil
        }
    }

    private static func viewValue(_ name: String, _ view: UIView) -> Any?? {
        switch name {
        case "frame": .some(view.frame)
        case "bounds": .some(view.bounds)
        case "center": .some(view.center)
        case "alpha": .some(view.alpha)
        case "hidden", "isHidden": .some(view.isHidden)
        case "transform": .some(view.transform)
        case "backgroundColor": .some(view.backgroundColor)
        case "tintColor": .some(view.tintColor)
        case "tag": .some(view.tag)
        case "userInteractionEnabled", "isUserInteractionEnabled": .some(view.isUserInteractionEnabled)
        case "layer": .some(view.layer)
        case "superview": .some(view.superview)
        case "safeAreaInsets": .some(view.safeAreaInsets)
        default: nil
        }
    }
}
