import Foundation

/// A nib: the objects a `.xib` file describes, made anew each time it is instantiated.
///
/// `UINib(nibName: "CardView", bundle: .module)` reads `CardView.xib` from the bundle's
/// resources; `instantiate(withOwner:options:)` makes its top-level objects, connects the
/// owner's outlets and actions (File's Owner) and sends `awakeFromNib`.
///
/// - Note: OpenUIKit differs: nibs are read from their XML source (`.xib`), not compiled
///   `.nib` files, and `UINib(data:bundle:)` takes that XML. A nib that cannot be found or read
///   is reported through the logger (iOS raises) and instantiates no objects.
@preconcurrency @MainActor
open class UINib: NSObject {
    let document: IBDocument?
    private let name: String

    /// The nib `<name>.xib` in `bundleOrNil` (the main bundle when nil).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        let bundle = bundleOrNil ?? .main
        if let url = bundle.url(forResource: name, withExtension: "xib") {
            document = Self.read(url: url, bundle: bundle)
        } else {
            OpenUIKitDiagnostics.report(.interfaceBuilder, "Could not load NIB in bundle: '\(bundle.bundleURL.path)' with name '\(name)' (add \(name).xib to the target's resources)", level: .error)
            document = nil
        }
        super.init()
    }

    /// A nib from the XML of a `.xib` file.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "nib data"
        switch IBXMLReader.read(data) {
        case .success(let root) where root.name == "document":
            document = IBDocument(kind: .xib, root: root, fileName: "nib data", bundle: bundleOrNil ?? .main)
        case .success(let root):
            OpenUIKitDiagnostics.report(.interfaceBuilder, "UINib(data:): <\(root.name)> at line \(root.line) is not an Interface Builder document", level: .error)
            document = nil
        case .failure(let failure):
            OpenUIKitDiagnostics.report(.interfaceBuilder, "UINib(data:): \(failure)", level: .error)
            document = nil
        }
        super.init()
    }

    init(url: URL, bundle: Bundle) {
        name = url.deletingPathExtension().lastPathComponent
        document = Self.read(url: url, bundle: bundle)
        super.init()
    }

    private static func read(url: URL, bundle: Bundle) -> IBDocument? {
        switch IBDocument.load(url, bundle: bundle) {
        case .success(let document): return document
        case .failure(let problem):
            OpenUIKitDiagnostics.report(.interfaceBuilder, "Nib \(problem) — nothing is loaded from it", level: .error)
            return nil
        }
    }

    /// Makes the nib's top-level objects (in document order, placeholders left out), with
    /// `ownerOrNil` as File's Owner. Outlets and actions are connected and `awakeFromNib` sent
    /// to every object made (not the owner) before this returns.
    ///
    /// - Note: OpenUIKit differs: `options` (external objects) are not supported; they are
    ///   reported when given.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let document else { return [] }
        if let optionsOrNil, !optionsOrNil.isEmpty {
            OpenUIKitDiagnostics.report(.interfaceBuilder, "UINib.instantiate(withOwner:options:): external objects are not available in OpenUIKit yet; the options are ignored")
        }
        let load = IBLoad(document: document, storyboard: nil, owner: ownerOrNil as AnyObject?)
        var topLevel: [Any] = []
        for element in document.root.children(of: "objects") {
            if let object = load.make(element) { topLevel.append(object) }
        }
        load.finish()
        return topLevel
    }

    /// Keys of `instantiate(withOwner:options:)`'s options.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects the nib refers to as external placeholders.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}

extension Bundle {
    /// The top-level objects of the nib `<name>.xib` in this bundle, made with `owner` as File's
    /// Owner (see `UINib.instantiate(withOwner:options:)`); `nil` when the nib cannot be found or
    /// read, which is reported (iOS raises).
    @preconcurrency @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        guard nib.document != nil else { return nil }
        return nib.instantiate(withOwner: owner, options: options)
    }
}
