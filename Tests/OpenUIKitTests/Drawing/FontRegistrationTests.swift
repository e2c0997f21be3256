import Foundation
@testable import OpenCoreGraphics
@testable import OpenUIKit
import Testing

/// Fonts an app ships, registered through Core Text's font manager, are found by
/// `UIFont(name:size:)` by their PostScript and full names, as on iOS.
@MainActor
struct FontRegistrationTests {
    /// A font of fonts-dejavu-core (which the README's set-up installs): DejaVu Serif Bold.
    private static let serifBold = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf")

    private func width(_ font: UIFont) -> CGFloat {
        let label = UILabel()
        label.font = font
        label.text = "Hamburgefonts"
        return label.intrinsicContentSize.width
    }

    @Test func aRegisteredFontIsFoundByItsPostScriptAndFullNames() throws {
        try withApp { capture in
            let serifBold = UIFont(family: "DejaVu Serif", size: 20, weight: .bold, italic: false)
            let sans = UIFont.systemFont(ofSize: 20)
            #expect(width(serifBold) != width(sans), "the two faces measure differently")
            // Before registration the PostScript name is no family fontconfig knows.
            #expect(RegisteredFonts.shared.font(named: "DejaVuSerif-Bold") == nil)

            let data = try Data(contentsOf: Self.serifBold)
            let provider = try #require(CGDataProvider(data: data as CFData))
            let font = try #require(CGFont(provider))
            #expect(font.postScriptName == "DejaVuSerif-Bold")
            #expect(font.fullName == "DejaVu Serif Bold")
            var error: Unmanaged<CFError>?
            #expect(CTFontManagerRegisterGraphicsFont(font, &error))
            #expect(error == nil)

            let byPostScriptName = try #require(UIFont(name: "DejaVuSerif-Bold", size: 20))
            #expect(byPostScriptName.fontName == "DejaVuSerif-Bold")
            #expect(byPostScriptName.familyName == "DejaVu Serif")
            #expect(width(byPostScriptName) == width(serifBold))
            let byFullName = try #require(UIFont(name: "DejaVu Serif Bold", size: 20))
            #expect(width(byFullName) == width(serifBold))

            // A second registration of the same font fails as on iOS, with Core Text's error.
            #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
            let failure = try #require(error?.takeRetainedValue())
            #expect(failure.domain == kCTFontManagerErrorDomain)
            #expect(failure.code == CTFontManagerError.alreadyRegistered.rawValue)
            #expect(capture.records.isEmpty)
        }
    }

    @Test func bytesThatAreNotAFontMakeNoFontAndAMissingFileIsReported() throws {
        try withApp { _ in
            let provider = try #require(CGDataProvider(data: Data("not a font".utf8)))
            #expect(CGFont(provider) == nil)
            var error: Unmanaged<CFError>?
            let missing = URL(fileURLWithPath: "/nonexistent/Missing.ttf")
            #expect(!CTFontManagerRegisterFontsForURL(missing as CFURL, .process, &error))
            #expect(error?.takeRetainedValue().code == CTFontManagerError.fileNotFound.rawValue)
        }
    }

    /// `UIFont()`, the placeholder font of `label.font ?? UIFont()`: the system font at 14 points.
    @Test func thePlainFontInitializerMakesTheSystemFontAtItsSize() {
        let font = UIFont()
        #expect(font.pointSize == UIFont.systemFontSize && font.familyName == UIFont.systemFont(ofSize: 14).familyName)
        #expect(font.weight == .regular)
    }
}
