import SwiftParser
import SwiftSyntax

/// Turns iOS Swift sources into sources that build against OpenUIKit on Linux, where there is no
/// Objective-C runtime: `#selector` becomes a method reference, Objective-C attributes go,
/// optional protocol requirements get default implementations, outlets become plain
/// properties, overrides in extensions move into their classes and UIKit's old names become
/// today's. Everything that cannot be bridged is reported per line with the reason.
///
/// The rewriting is a pure function of the files given (all the files of one module, so that
/// selectors, protocols and classes in other files are known), and it is idempotent: ported
/// sources port to themselves.
public struct SourceBridge: Sendable {
    /// One source file: its path (for findings) and its text.
    public struct File: Sendable, Equatable {
        public var path: String
        public var text: String

        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// Something the bridge did or could not do, at a place in a file.
    public struct Finding: Sendable, Equatable, CustomStringConvertible {
        public enum Kind: String, Sendable {
            /// A rewrite (`#selector(close)` → `Self.close`).
            case rewritten
            /// Left as it was: the build will not compile it, or it would behave differently.
            case notBridged = "not bridged"
            /// The whole file could not be parsed (a syntax error, or nesting deeper than the
            /// parser follows), so it is left exactly as it was: nothing in it is ported.
            case notParsed = "not parsed"
        }

        public var path: String
        public var line: Int
        public var column: Int
        public var kind: Kind
        public var message: String

        public var description: String { "\(path):\(line):\(column): \(kind.rawValue): \(message)" }

        /// Whether the finding means the whole file was left unported.
        public var leavesFileUnported: Bool { kind == .notParsed }
    }

    /// A member the module declares in a class extension that other modules may override
    /// (`CrossModuleOverridables`): pass the ones a module's dependencies declare to its port.
    public struct OverridableMember: Sendable, Hashable {
        public var name: String
        /// The argument labels (`_` for none); empty for a property.
        public var labels: [String]
        public var isProperty: Bool
        /// The protocol an override's class adopts.
        public var protocolName: String

        public init(name: String, labels: [String], isProperty: Bool, protocolName: String) {
            self.name = name
            self.labels = labels
            self.isProperty = isProperty
            self.protocolName = protocolName
        }
    }

    /// An `@objc optional` requirement of one of the module's protocols, for the ports of the
    /// modules that adopt the protocol: their implementations of it get the witnesses the bridge
    /// gives implementations in the declaring module (a value-returning requirement is called
    /// through its renamed optional form, which an implementation elsewhere would not provide).
    public struct OptionalRequirement: Sendable, Hashable {
        public var protocolName: String
        public var baseName: String
        public var fullName: String
        /// The return type as written, nil for `Void`.
        public var returnType: String?
        public var signature: String
        public var isProperty: Bool
    }

    /// The result of porting a module's files.
    public struct Result: Sendable {
        /// The files, rewritten (in the order given).
        public var files: [File]
        /// What was rewritten and what could not be, in file and line order.
        public var findings: [Finding]
        /// What other modules may override (give it to the ports of the modules that import this one).
        public var overridableMembers: [OverridableMember] = []
        /// The optional requirements of the module's protocols (give them to the ports of the
        /// modules that import this one).
        public var optionalRequirements: [OptionalRequirement] = []

        /// The findings about code that could not be bridged, and files that could not be parsed.
        public var problems: [Finding] { findings.filter { $0.kind != .rewritten } }

        /// The paths of the files left exactly as they were because they could not be parsed.
        public var unportedFiles: [String] { findings.filter(\.leavesFileUnported).map(\.path) }
    }

    public init() {}

    /// Ports one module's files. `interfaceBuilderClasses` are the classes the module's
    /// storyboards and nibs name (`customClass`), so `NSObject` subclasses among them can be made
    /// by a document (`interfaceBuilderClasses(inDocument:)` reads them).
    ///
    /// Files are parsed up to `ParseFailure.maximumNestingLevel` deep in every build, on a thread
    /// with a stack large enough for it; a file that cannot be parsed is left as it was and
    /// reported (`Finding.Kind.notParsed`).
    ///
    /// `importedOverridables` are what the modules this one imports let it override (their
    /// results' `overridableMembers`): an override of one of them is dispatched through its
    /// protocol. `importedOptionalRequirements` are those modules' optional protocol
    /// requirements (their results' `optionalRequirements`), which this module's types may
    /// implement.
    public func port(_ files: [File], interfaceBuilderClasses: Set<String> = [], importedOverridables: [OverridableMember] = [],
                     importedOptionalRequirements: [OptionalRequirement] = []) -> Result {
        LargeStack.run {
            portOnThisThread(files, interfaceBuilderClasses: interfaceBuilderClasses, importedOverridables: importedOverridables,
                             importedOptionalRequirements: importedOptionalRequirements)
        }
    }

    private func portOnThisThread(_ files: [File], interfaceBuilderClasses: Set<String>, importedOverridables: [OverridableMember],
                                  importedOptionalRequirements: [OptionalRequirement]) -> Result {
        let parsed = files.map { file in
            Parser.parseForBridge(file.text)
        }
        // A tree with errors could rewrite into anything, and moving its overrides into other
        // files would duplicate them: such a file is left out of the module, left as it was and
        // reported (a build then fails on it with the compiler's own error).
        var findings: [Finding] = []
        var portable: [Int] = []
        for (position, tree) in parsed.enumerated() {
            guard let failure = ParseFailure(tree) else {
                portable.append(position)
                continue
            }
            let location = SourceLocationConverter(fileName: files[position].path, tree: tree)
                .location(for: AbsolutePosition(utf8Offset: failure.offset))
            findings.append(Finding(path: files[position].path, line: location.line, column: location.column, kind: .notParsed,
                                    message: "this file cannot be parsed (\(failure.reason)); it is left unported"))
        }
        let trees = portable.map { parsed[$0] }
        let paths = portable.map { files[$0].path }
        let imported = importedOptionalRequirements.map {
            ModuleIndex.OptionalRequirement(protocolName: $0.protocolName, baseName: $0.baseName, fullName: $0.fullName,
                                            returnType: $0.returnType, signature: $0.signature, isProperty: $0.isProperty)
        }
        let index = ModuleIndex(trees: trees, paths: paths, importedOptionalRequirements: imported)
        let previews = PreviewIndex(trees: trees)
        var dispatched = ExtensionMemberOverrides(index: index, trees: trees, paths: paths)
        let withExtensionMembersDispatched = dispatched.run()
        findings += dispatched.findings
        var moved = ExtensionOverrideMover(index: index, trees: withExtensionMembersDispatched, paths: paths)
        let withOverridesMoved = moved.run()
        findings += moved.findings
        var overridables = CrossModuleOverridables(index: index, trees: withOverridesMoved, paths: paths)
        let withOverridablesDispatched = overridables.run()
        findings += overridables.findings
        var results = files
        for (tree, position) in zip(withOverridablesDispatched, portable) {
            let path = files[position].path
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            let rewriter = BridgeRewriter(index: index, path: path, converter: converter, interfaceBuilderClasses: interfaceBuilderClasses,
                                          previews: previews)
            rewriter.importedOverridables = importedOverridables
            let rewritten = rewriter.rewrite(tree)
            findings += rewriter.findings
            results[position] = File(path: path, text: rewritten)
        }
        findings.sort { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
        let declared = index.optionalRequirements.dropLast(imported.count).map {
            OptionalRequirement(protocolName: $0.protocolName, baseName: $0.baseName, fullName: $0.fullName, returnType: $0.returnType,
                                signature: $0.signature, isProperty: $0.isProperty)
        }
        return Result(files: results, findings: findings, overridableMembers: overridables.members, optionalRequirements: declared)
    }

    /// The `customClass` names of a storyboard's or xib's XML (without modules).
    public static func interfaceBuilderClasses(inDocument text: String) -> Set<String> {
        var names: Set<String> = []
        let marker = Array("customClass=\"".utf8)
        let bytes = Array(text.utf8)
        var position = 0
        while position + marker.count <= bytes.count {
            guard Array(bytes[position..<position + marker.count]) == marker else { position += 1; continue }
            let start = position + marker.count
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            let name = String(decoding: bytes[start..<end], as: UTF8.self)
            names.insert(String(name.split(separator: ".").last.map(String.init) ?? name))
            position = end
        }
        return names
    }
}
