import Foundation
import Testing

@MainActor
struct CoverageTests {
    @Test func coverageDocumentIsUpToDate() throws {
        let rendered = CoverageDocument.render()
        if ProcessInfo.processInfo.environment["OPENUIKIT_UPDATE_COVERAGE"] == "1" {
            try rendered.write(to: CoverageDocument.path, atomically: true, encoding: .utf8)
        }
        let committed = (try? String(contentsOf: CoverageDocument.path, encoding: .utf8)) ?? ""
        #expect(committed == rendered, "docs/coverage.md is out of date: run OPENUIKIT_UPDATE_COVERAGE=1 swift test --filter CoverageTests")
    }

    @Test func symbolsAreListedOnce() {
        var seen = Set<String>()
        for section in CoverageDocument.sections {
            for entry in section.entries {
                let key = "\(section.module).\(entry.symbol)"
                #expect(seen.insert(key).inserted, "\(key) is listed twice")
            }
        }
    }
}
