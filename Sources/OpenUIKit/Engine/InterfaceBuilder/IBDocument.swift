import Foundation

/// A storyboard or xib file read into elements, with what loading needs: the objects by id,
/// the bundle (for images, colours and other storyboards), the modules custom classes are
/// looked up in, and the problems found, each with its line.
@MainActor
final class IBDocument {
    enum Kind { case storyboard, xib }

    /// A problem in the document: an unknown class or element, a broken connection.
    struct Problem: Error, CustomStringConvertible, Equatable {
        var file: String
        var line: Int
        var message: String
        var description: String { "\(file):\(line): \(message)" }
    }

    let kind: Kind
    let root: IBElement
    /// The file's name (`Main.storyboard`), for messages.
    let fileName: String
    let bundle: Bundle?
    /// Elements by their `id`.
    private(set) var elements: [String: IBElement] = [:]
    private(set) var problems: [Problem] = []
    /// Messages already reported (a scene instantiated twice reports its problems once).
    private var reported: Set<String> = []

    init(kind: Kind, root: IBElement, fileName: String, bundle: Bundle?) {
        self.kind = kind
        self.root = root
        self.fileName = fileName
        self.bundle = bundle
        root.forEachDescendant { element in
            if let id = element.id, elements[id] == nil { elements[id] = element }
        }
    }

    /// Reads `url`. A file that cannot be read or is not an Interface Builder document is a
    /// failure with its line.
    static func load(_ url: URL, bundle: Bundle?) -> Result<IBDocument, Problem> {
        let fileName = url.lastPathComponent
        guard let data = try? Data(contentsOf: url) else {
            return .failure(Problem(file: fileName, line: 0, message: "the file cannot be read"))
        }
        switch IBXMLReader.read(data) {
        case .failure(let failure):
            return .failure(Problem(file: fileName, line: failure.line, message: failure.message))
        case .success(let root):
            guard root.name == "document" else {
                return .failure(Problem(file: fileName, line: root.line, message: "<\(root.name)> is not an Interface Builder document (expected <document>)"))
            }
            let type = root["type"] ?? ""
            let kind: Kind
            if type.hasSuffix(".Storyboard.XIB") { kind = .storyboard } else if type.hasSuffix(".XIB") { kind = .xib } else {
                return .failure(Problem(file: fileName, line: root.line, message: "document type '\(type)' is not a Cocoa Touch storyboard or xib"))
            }
            if root["targetRuntime"].map({ !$0.hasPrefix("iOS") }) ?? false {
                return .failure(Problem(file: fileName, line: root.line, message: "target runtime '\(root["targetRuntime"]!)' is not iOS"))
            }
            return .success(IBDocument(kind: kind, root: root, fileName: fileName, bundle: bundle))
        }
    }

    /// Records and reports a problem at `element`'s line.
    func problem(at element: IBElement, _ message: String) {
        let problem = Problem(file: fileName, line: element.line, message: message)
        problems.append(problem)
        if reported.insert(problem.description).inserted {
            OpenUIKitDiagnostics.report(.interfaceBuilder, problem.description)
        }
    }

    /// UIKit's message for a key an object's class does not register (an outlet, an inspectable
    /// property), at `element`'s line.
    func undefinedKey(_ key: String, of object: AnyObject, at element: IBElement) {
        problem(at: element, "[<\(String(reflecting: type(of: object)))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
    }

    // MARK: Storyboard structure

    /// The storyboard's scenes' main objects (view controllers), in document order.
    var sceneControllers: [IBElement] {
        root.children(of: "scenes").compactMap { scene in
            scene.children(of: "objects").first { $0["sceneMemberID"] == "viewController" }
        }
    }

    /// The scene element (`<scene>`) containing `element`.
    func scene(containing element: IBElement) -> IBElement? {
        var current: IBElement? = element
        while let node = current, node.name != "scene" { current = node.parent }
        return current
    }

    /// The view controller element of the scene containing `element`.
    func sceneController(containing element: IBElement) -> IBElement? {
        scene(containing: element)?.children(of: "objects").first { $0["sceneMemberID"] == "viewController" }
    }

    /// The controller element with this storyboard identifier.
    func controller(withStoryboardIdentifier identifier: String) -> IBElement? {
        sceneControllers.first { $0["storyboardIdentifier"] == identifier }
    }

    // MARK: Resources

    /// The fallback `<color>` a document keeps for a system or catalog colour.
    func resourceColor(named name: String, kind: String) -> IBElement? {
        root.children(of: "resources").first { $0.name == kind && $0["name"] == name }?.child("color")
    }

    /// An image by asset name from the document's bundle (PNG, with scale suffixes).
    func image(named name: String, at element: IBElement) -> UIImage? {
        if let image = UIImage(named: name, in: bundle, compatibleWith: nil) { return image }
        problem(at: element, "no image named '\(name)' in the bundle; no image is shown")
        return nil
    }

    // MARK: Classes

    /// The class an element makes: its `customClass` (looked up in its `customModule`, the
    /// module of the document's bundle, the main executable's module and OpenUIKit) if it is a
    /// subclass of `base`, else `base`. An unknown or unrelated class is a problem and `base`
    /// is used, as iOS does ("Unknown class … in Interface Builder file").
    func resolveClass(of element: IBElement, base: AnyClass) -> AnyClass {
        guard let name = element["customClass"] else { return base }
        for candidate in classNameCandidates(name, module: element["customModule"], provider: element["customModuleProvider"]) {
            guard let found = NSClassFromString(candidate) else { continue }
            if isClass(found, kindOf: base) { return found }
            problem(at: element, "class '\(candidate)' is not a \(base); \(base) is used")
            return base
        }
        problem(at: element, "unknown class '\(name)' in Interface Builder file (looked in modules \(moduleCandidates(element["customModule"], provider: element["customModuleProvider"]).joined(separator: ", "))); \(base) is used")
        return base
    }

    private func classNameCandidates(_ name: String, module: String?, provider: String?) -> [String] {
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), name.first?.isNumber == false else { return [] }
        if name.contains(".") { return [name] }
        return moduleCandidates(module, provider: provider).map { "\($0).\(name)" } + [name]
    }

    /// Where a custom class may live: the module written in the document (authoritative unless
    /// it names "the target", which on Linux is the module owning the document's bundle), the
    /// module of a SwiftPM resource bundle (`Package_Target.resources`), the main executable's
    /// module, and OpenUIKit itself (for `UINavigationController` and friends).
    func moduleCandidates(_ module: String?, provider: String?) -> [String] {
        var result: [String] = []
        func add(_ name: String?) {
            // Only names a module can have (Foundation logs about dotted or spaced names itself).
            guard let name, let first = name.first, first.isLetter || first == "_",
                  name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !result.contains(name) else { return }
            result.append(name)
        }
        if provider != "target" { add(module) }
        for name in Self.bundleModules(bundle) { add(name) }
        add(module)
        add(Bundle.main.executableURL?.deletingPathExtension().lastPathComponent.replacingOccurrences(of: "-", with: "_"))
        add("OpenUIKit")
        return result
    }

    /// The modules a SwiftPM resource bundle may belong to: `Package_Target.resources` → the
    /// target (package names may contain underscores, so every split is a candidate).
    static func bundleModules(_ bundle: Bundle?) -> [String] {
        guard let bundle else { return [] }
        let name = bundle.bundleURL.deletingPathExtension().lastPathComponent
        guard bundle.bundleURL.pathExtension == "resources" else { return [] }
        let parts = name.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return [name] }
        return (1..<parts.count).map { parts[$0...].joined(separator: "_") }
    }
}

/// Whether `type` is `base` or one of its subclasses (Foundation's `class_getSuperclass` is not
/// on Linux; the standard library's `_getSuperclass` walks the chain).
func isClass(_ type: AnyClass, kindOf base: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let cls = current {
        if cls == base { return true }
        current = _getSuperclass(cls)
    }
    return false
}
