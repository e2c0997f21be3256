import Foundation

/// What the restoration coders store for the objects they are given, and what they hand back.
///
/// Controllers, views and storyboards are not archived themselves: as on iOS, a controller
/// encoded into a coder is saved as a reference to its record (and preserved, if the automatic
/// walk missed it), and read back as the restored controller; a storyboard is saved by name and
/// read back as a `UIStoryboard`. Other values must be property-list values or `NSCoding`
/// objects; anything else is reported and saved as nil (iOS raises an exception).
@MainActor
enum RestorationCoders {
    /// A coder to write into, replacing controllers and registered objects by the keys
    /// `keyOfObject` gives (nil: not preservable, saved as nil).
    static func makeEncoder(keyOfObject: @escaping @MainActor (any UIStateRestoring) -> String?) -> RestorationCoder {
        RestorationCoder(writingWith: { value in storable(value, keyOfObject: keyOfObject) })
    }

    /// A coder reading saved values, resolving references with `references`.
    static func makeDecoder(_ values: [String: RestorationValue], references: RestorationReferenceResolver) -> RestorationCoder {
        RestorationCoder(values: values, resolve: { references.resolve($0) })
    }

    /// `value` as the archive stores it (nil: not storable, reported).
    static func storable(_ value: Any, keyOfObject: @MainActor (any UIStateRestoring) -> String?) -> RestorationValue? {
        switch value {
        case let object as any UIStateRestoring where !(object is UIView):
            // Controllers, and objects registered for restoration.
            return keyOfObject(object).map(RestorationValue.reference)
        case let storyboard as UIStoryboard:
            return .storyboard(name: storyboard.name, bundlePath: storyboard.bundle?.bundlePath)
        case let view as UIView:
            OpenUIKitDiagnostics.report(.stateRestoration, "A \(type(of: view)) was encoded into a restoration coder: views are not archived (give the view a restorationIdentifier to preserve its state); nil is saved instead.")
            return nil
        case let string as String: return .string(string)
        case let string as NSString: return .string(string as String)
        case let number as NSNumber:
            // Swift's Bool, Int, Double and CGFloat arrive here too (bridged); Booleans are the
            // numbers whose Objective-C type is "c" (an Int8 reports "i" on Linux).
            switch String(cString: number.objCType) {
            case "c": return .bool(number.boolValue)
            case "d", "f": return .double(number.doubleValue)
            default: return .int(number.int64Value)
            }
        case let date as Date: return .date(date.timeIntervalSinceReferenceDate)
        case let data as Data: return .data(data)
        case let url as URL: return .string(url.absoluteString)
        case let array as [Any]: return .array(array.compactMap { storable($0, keyOfObject: keyOfObject) })
        case let dictionary as [String: Any]:
            return .dictionary(dictionary.compactMapValues { storable($0, keyOfObject: keyOfObject) })
        case let object as NSObject where object is NSCoding:
            // Foundation on Linux archives classes by their top-level name and stops the process
            // for any other (nested, generic or local classes).
            let name = String(reflecting: type(of: object))
            guard name.split(separator: ".").count <= 2, !name.contains("<"), !name.contains("(") else {
                OpenUIKitDiagnostics.report(.stateRestoration, "A \(name) was encoded into a restoration coder, but Foundation on Linux archives top-level classes only; nil is saved instead. Declare the class at the top level of its module.")
                return nil
            }
            return .coded(RestorationValue.encodeCoded(object))
        default:
            OpenUIKitDiagnostics.report(.stateRestoration, "A \(type(of: value)) was encoded into a restoration coder, but it is neither a property-list value nor NSCoding; nil is saved instead.")
            return nil
        }
    }
}

/// Turns saved values back into objects: references into the restored controllers and the
/// storyboards.
@MainActor
final class RestorationReferenceResolver {
    private let objectForKey: (String) -> (any UIStateRestoring)?
    private var storyboards: [String: UIStoryboard] = [:]

    init(objectForKey: @escaping (String) -> (any UIStateRestoring)?) {
        self.objectForKey = objectForKey
    }

    func resolve(_ value: RestorationValue) -> Any? {
        switch value {
        case .int(let value): Int(clamping: value)
        case .double(let value): value
        case .bool(let value): value
        case .string(let value): value
        case .data(let value): value
        case .date(let value): Date(timeIntervalSinceReferenceDate: value)
        case .array(let values): values.compactMap { resolve($0) }
        case .dictionary(let values): values.compactMapValues { resolve($0) }
        case .reference(let key): objectForKey(key)
        case .storyboard(let name, let bundlePath): storyboard(name: name, bundlePath: bundlePath)
        case .coded(let data): RestorationValue.decodeCoded(data)
        }
    }

    private func storyboard(name: String, bundlePath: String?) -> UIStoryboard? {
        let cacheKey = name + "\u{0}" + (bundlePath ?? "")
        if let known = storyboards[cacheKey] { return known }
        let bundle = bundlePath.flatMap(Bundle.init(path:))
        guard UIStoryboard.exists(name: name, bundle: bundle) else {
            OpenUIKitDiagnostics.report(.stateRestoration, "The storyboard '\(name)' saved in the restoration archive is no longer in its bundle; nil is decoded instead.")
            return nil
        }
        let storyboard = UIStoryboard(name: name, bundle: bundle)
        storyboards[cacheKey] = storyboard
        return storyboard
    }
}

/// A value crossing into the main actor inside Foundation's nonisolated coder methods, which run
/// on the main thread here: the coders are made and used there.
struct UncheckedValue: @unchecked Sendable {
    let value: Any?
}

extension DiagnosticCode {
    /// State preservation and restoration: archives refused, controllers not restored, misuse.
    static let stateRestoration = DiagnosticCode(rawValue: "UIStateRestoration")
}
