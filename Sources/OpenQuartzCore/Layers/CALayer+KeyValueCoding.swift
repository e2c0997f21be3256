// Key-value coding: Core Animation layers accept any key, and their properties (including
// components such as "transform.rotation.z") can be read and written by key path. Foundation on
// Linux has no key-value coding, so these are CALayer's own methods.

extension CALayer {
    /// The value of a property named by `key`, or the value stored under an arbitrary key.
    public func value(forKey key: String) -> Any? {
        if let property = LayerProperty(key: key) {
            return property.read(modelValues, objects: objects).objectValue
        }
        switch key {
        case "frame": return frame
        case "name": return name
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "beginTime": return beginTime
        case "contentsScale": return contentsScale
        default: return userValues[key] ?? type(of: self).defaultValue(forKey: key)
        }
    }

    /// The built-in default of the layer's own property `key`; `nil` for other keys.
    static func builtInDefaultValue(forKey key: String) -> Any? {
        guard let property = LayerProperty(key: key) else { return nil }
        return property.read(LayerValues(), objects: LayerObjects()).objectValue
    }

    /// Sets a custom key (one that is not a layer property), as a custom property's setter does on
    /// iOS: its action runs (an animation an `action(forKey:)` override returns, say), and the
    /// layer is marked for display when its class draws the key (`needsDisplay(forKey:)`).
    private func setCustomValue(_ value: Any?, forKey key: String) {
        let pending = Transactions.prepareChange(ofCustomKey: key, on: self)
        if let value { userValues[key] = value } else { userValues.removeValue(forKey: key) }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        if let pending { Transactions.runAction(pending, on: self) }
        notifyKeyValueObservers()
    }

    /// Sets a property named by `key` (through its setter, so implicit animations run), or stores
    /// the value under an arbitrary key.
    public func setValue(_ value: Any?, forKey key: String) {
        if let target = AnimationTarget.parse(key), target.component == .whole {
            set(value, for: target)
            return
        }
        switch key {
        case "frame": if let rect = value as? CGRect { frame = rect } else { reportWrongType(value, key) }
        case "name": name = value as? String
        case "speed": if let number = AnimationValue.number(value) { speed = Float(number) } else { reportWrongType(value, key) }
        case "timeOffset": if let number = AnimationValue.number(value) { timeOffset = number } else { reportWrongType(value, key) }
        case "beginTime": if let number = AnimationValue.number(value) { beginTime = number } else { reportWrongType(value, key) }
        case "contentsScale": if let number = AnimationValue.number(value) { contentsScale = CGFloat(number) } else { reportWrongType(value, key) }
        default:
            setCustomValue(value, forKey: key)
        }
    }

    /// The value at a key path: a property or one of its components (`"position.x"`,
    /// `"bounds.size.width"`, `"transform.rotation.z"`, `"transform.scale"`).
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let target = AnimationTarget.parse(keyPath) else { return value(forKey: keyPath) }
        return target.read(modelValues, objects: objects).objectValue
    }

    /// Sets a property or one of its components by key path, through the property's setter.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let target = AnimationTarget.parse(keyPath) else { return setValue(value, forKey: keyPath) }
        set(value, for: target)
    }

    private func set(_ value: Any?, for target: AnimationTarget) {
        guard let converted = AnimationValue(value, as: target.kind) else { return reportWrongType(value, target.keyPath) }
        let whole: AnimationValue
        if target.component == .whole {
            whole = converted
        } else {
            whole = AnimationTarget.replace(target.component, in: target.property.read(modelValues, objects: objects), with: converted)
        }
        apply(whole, to: target.property)
    }

    /// Assigns a whole property value through the public setter of that property (the
    /// property's descriptor names it); properties of other layer classes (a shape layer's
    /// path on a plain layer) go through the generic model change.
    private func apply(_ value: AnimationValue, to property: LayerProperty) {
        if let assign = property.descriptor.assign { return assign(self, value) }
        if property.isObjectValued {
            change(property, objects: { objects in
                var scratch = LayerValues()
                property.write(value, into: &scratch, objects: &objects)
            })
        } else {
            change(property) { values in
                var scratch = LayerObjects()
                property.write(value, into: &values, objects: &scratch)
            }
        }
    }

    private func reportWrongType(_ value: Any?, _ key: String) {
        OpenUIKitDiagnostics.report(.invalidGeometry, "CALayer.setValue(_:forKey:): \(value.map { "\($0)" } ?? "nil") is not a valid value for '\(key)'; ignored.")
    }
}
