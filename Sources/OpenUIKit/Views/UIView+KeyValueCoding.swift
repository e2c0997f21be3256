// Key-value coding of a view's own properties. Foundation on Linux has no key-value coding and
// there is no Objective-C runtime to find properties by name, so these are UIView's methods over
// a fixed table of its properties: what animation and layout libraries reach by name. Values
// convert as Core Animation's do (`AnimationValue`): the geometry types or their `NSValue`s,
// numbers of any type.

extension UIView {
    /// The value of the view property `key`, boxed as Objective-C boxes it: geometry in an
    /// `NSValue`, numbers and flags in an `NSNumber`, colours and the layer as themselves.
    ///
    /// - Note: OpenUIKit differs: only UIView's own properties (`frame`, `bounds`, `center`,
    ///   `transform`, `alpha`, `hidden`/`isHidden`, `opaque`, `clipsToBounds`,
    ///   `userInteractionEnabled`, `tag`, `backgroundColor`, `tintColor`, `layer`) can be read by
    ///   name; another key is reported (iOS raises an undefined-key exception) and gives `nil`.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "frame": return NSValue(cgRect: frame)
        case "bounds": return NSValue(cgRect: bounds)
        case "center": return NSValue(cgPoint: center)
        case "transform": return NSValue(cgAffineTransform: transform)
        case "alpha": return NSNumber(value: Double(alpha))
        case "hidden", "isHidden": return NSNumber(value: isHidden)
        case "opaque", "isOpaque": return NSNumber(value: isOpaque)
        case "clipsToBounds": return NSNumber(value: clipsToBounds)
        case "userInteractionEnabled", "isUserInteractionEnabled": return NSNumber(value: isUserInteractionEnabled)
        case "tag": return NSNumber(value: tag)
        case "backgroundColor": return backgroundColor
        case "tintColor": return tintColor
        case "layer": return layer
        default:
            reportUndefinedKey(key)
            return nil
        }
    }

    /// Sets the view property `key` through its setter (so it animates inside an animation
    /// block), accepting what Objective-C code passes: `NSValue`s or the geometry types,
    /// `NSNumber`s or Swift numbers, colours. A value of the wrong type, or a key that is not one
    /// of the properties `value(forKey:)` lists, is reported and changes nothing.
    public func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "frame": if case .rect(let rect)? = AnimationValue(value, as: .rect) { frame = rect } else { reportWrongType(value, key) }
        case "bounds": if case .rect(let rect)? = AnimationValue(value, as: .rect) { bounds = rect } else { reportWrongType(value, key) }
        case "center": if case .point(let point)? = AnimationValue(value, as: .point) { center = point } else { reportWrongType(value, key) }
        case "transform": if let transform = Self.affineTransform(value) { self.transform = transform } else { reportWrongType(value, key) }
        case "alpha": if let number = AnimationValue.number(value) { alpha = CGFloat(number) } else { reportWrongType(value, key) }
        case "hidden", "isHidden": if case .bool(let flag)? = AnimationValue(value, as: .bool) { isHidden = flag } else { reportWrongType(value, key) }
        case "opaque", "isOpaque": if case .bool(let flag)? = AnimationValue(value, as: .bool) { isOpaque = flag } else { reportWrongType(value, key) }
        case "clipsToBounds": if case .bool(let flag)? = AnimationValue(value, as: .bool) { clipsToBounds = flag } else { reportWrongType(value, key) }
        case "userInteractionEnabled", "isUserInteractionEnabled":
            if case .bool(let flag)? = AnimationValue(value, as: .bool) { isUserInteractionEnabled = flag } else { reportWrongType(value, key) }
        case "tag": if let number = AnimationValue.number(value) { tag = Int(number) } else { reportWrongType(value, key) }
        case "backgroundColor": if value == nil || value is UIColor { backgroundColor = value as? UIColor } else { reportWrongType(value, key) }
        case "tintColor": if value == nil || value is UIColor { tintColor = value as? UIColor } else { reportWrongType(value, key) }
        default: reportUndefinedKey(key)
        }
    }

    /// The value at a key path: a view property, or through `layer` a layer's
    /// (`"layer.cornerRadius"`, `"layer.transform.rotation.z"`).
    public func value(forKeyPath keyPath: String) -> Any? {
        if keyPath.hasPrefix("layer.") { return layer.value(forKeyPath: String(keyPath.dropFirst("layer.".count))) }
        return value(forKey: keyPath)
    }

    /// Sets the value at a key path (see `value(forKeyPath:)`).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if keyPath.hasPrefix("layer.") { return layer.setValue(value, forKeyPath: String(keyPath.dropFirst("layer.".count))) }
        setValue(value, forKey: keyPath)
    }

    private static func affineTransform(_ value: Any?) -> CGAffineTransform? {
        if let transform = value as? CGAffineTransform { return transform }
        return (value as? NSValue).map(\.cgAffineTransformValue)
    }

    private func reportUndefinedKey(_ key: String) {
        OpenUIKitDiagnostics.report(.unsupportedAPI, "\(type(of: self)): '\(key)' is not a view property OpenUIKit reaches by name (no Objective-C runtime; iOS raises an undefined-key exception for a key no property has); nothing was read or changed.")
    }

    private func reportWrongType(_ value: Any?, _ key: String) {
        OpenUIKitDiagnostics.report(.viewMisuse, "\(type(of: self)).setValue(_:forKey: \"\(key)\"): \(value.map { "\(type(of: $0))" } ?? "nil") is not a value for it; nothing was changed.")
    }
}
