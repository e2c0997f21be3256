import CCairo
import Foundation

/// A font read from font data (TrueType, OpenType), as Core Graphics gives it to Core Text's font
/// manager to register.
///
/// See <https://developer.apple.com/documentation/coregraphics/cgfont>.
/// - Note: OpenUIKit differs: fonts are fontconfig's. The data is written once to a file in the
///   temporary directory (fontconfig reads fonts from files), named by a hash of the bytes, and
///   read there with fontconfig's FreeType query. Names are `String`s, not `CFString`s.
public final class CGFont: @unchecked Sendable {
    // Immutable after creation.
    /// The font's PostScript name ("Montserrat-Regular"): what `UIFont(name:size:)` takes.
    public let postScriptName: String?
    /// The font's full name ("Montserrat Regular").
    public let fullName: String?
    /// The fontconfig family the text renderer asks for.
    let familyName: String
    /// The weight on the CSS scale (400 regular, 700 bold).
    let weight: Int
    let isItalic: Bool
    /// The file fontconfig reads the font from.
    let file: URL

    /// The first font in the provider's bytes; `nil` when they are not a font fontconfig reads.
    public convenience init?(_ provider: CGDataProvider) {
        guard let file = FontFiles.write(provider.bytes) else { return nil }
        self.init(file: file)
    }

    /// The first font of the font file at `file`; `nil` when it is not one.
    init?(file: URL) {
        var count: Int32 = 0
        guard let pattern = file.withUnsafeFileSystemRepresentation({ path in
            path.flatMap { FcFreeTypeQuery(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self), 0, nil, &count) }
        }) else { return nil }
        defer { FcPatternDestroy(pattern) }
        func string(_ key: String) -> String? {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
            return String(cString: value)
        }
        func integer(_ key: String) -> Int32? {
            var value: Int32 = 0
            return FcPatternGetInteger(pattern, key, 0, &value) == FcResultMatch ? value : nil
        }
        guard let family = string(FC_FAMILY) else { return nil }
        self.file = file
        familyName = family
        postScriptName = string(FC_POSTSCRIPT_NAME)
        fullName = string(FC_FULLNAME)
        weight = integer(FC_WEIGHT).map { Int(FcWeightToOpenType($0)) } ?? 400
        isItalic = (integer(FC_SLANT) ?? Int32(FC_SLANT_ROMAN)) != Int32(FC_SLANT_ROMAN)
    }
}

/// Where font data handed over as bytes is written for fontconfig.
enum FontFiles {
    /// The file holding `bytes`: the same bytes give the same file, in every process.
    ///
    /// One folder per user, shared by all processes, not one per process: the files are named
    /// by their contents and written atomically, so processes running at once agree on them, and
    /// a test run no longer leaves a folder behind per process.
    static func write(_ bytes: Data) -> URL? {
        guard !bytes.isEmpty else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("OpenUIKit-fonts-uid\(getuid())")
        let file = folder.appendingPathComponent(String(fingerprint(bytes), radix: 16) + ".font")
        if FileManager.default.fileExists(atPath: file.path) { return file }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try bytes.write(to: file, options: .atomic)
            return file
        } catch {
            OpenUIKitDiagnostics.report(.unsupportedFont, "CGFont: could not write the font data to \(file.path) for fontconfig: \(error)")
            return nil
        }
    }

    /// FNV-1a over the bytes.
    private static func fingerprint(_ bytes: Data) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}

extension DiagnosticCode {
    /// Font data that cannot be read or registered.
    public static let unsupportedFont = DiagnosticCode(rawValue: "UnsupportedFont")
}
