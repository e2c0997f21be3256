import CCairo
import Foundation
import Synchronization

/// The fonts an app registered with Core Text's font manager, by the names `UIFont(name:size:)`
/// may be given (PostScript and full names), and the generation the text renderer's font maps
/// must have seen.
///
/// Process-wide, as Core Text's registrations are (and as fontconfig's application fonts are).
final class RegisteredFonts: @unchecked Sendable {
    static let shared = RegisteredFonts()

    private let lock = NSLock()
    private var byName: [String: CGFont] = [:]
    private var files: Set<String> = []
    /// Incremented by each registration: a thread whose Pango font map is older makes a new one.
    /// Atomic, so every text layout can read it without taking the lock.
    private let generation = Atomic<Int>(0)

    /// The registered font called `name` (PostScript or full name).
    func font(named name: String) -> CGFont? {
        lock.withLock { byName[name] }
    }

    var currentGeneration: Int { generation.load(ordering: .acquiring) }

    /// Adds `font` to fontconfig's application fonts. `false` when a font of that PostScript
    /// name is already registered, or fontconfig refuses the file.
    func register(_ font: CGFont) -> RegistrationResult {
        lock.withLock {
            if let name = font.postScriptName, byName[name] != nil { return .alreadyRegistered }
            if files.contains(font.file.path) { return .alreadyRegistered }
            let added = font.file.withUnsafeFileSystemRepresentation { path in
                path.map { FcConfigAppFontAddFile(nil, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) != 0 } ?? false
            }
            guard added else { return .invalidFontData }
            files.insert(font.file.path)
            for name in [font.postScriptName, font.fullName].compactMap({ $0 }) { byName[name] = font }
            generation.add(1, ordering: .releasing)
            return .registered
        }
    }

    enum RegistrationResult { case registered, alreadyRegistered, invalidFontData }
}

/// The generation of registered fonts the calling thread's Pango font map was made after.
enum FontMapFreshness {
    private static let key = "OpenUIKit.fontMapGeneration"

    /// Drops the calling thread's default font map when fonts were registered since it was made
    /// (Pango keeps one per thread, and a map does not see fonts added after it read
    /// fontconfig's configuration).
    static func refreshIfNeeded() {
        let current = RegisteredFonts.shared.currentGeneration
        guard current > 0 else { return }
        let dictionary = Thread.current.threadDictionary
        if dictionary[key] as? Int == current { return }
        pango_cairo_font_map_set_default(nil)
        dictionary[key] = current
    }
}
