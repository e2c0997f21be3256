import Foundation
@testable import OpenUIKit
import PropertyBased
import Testing
import UIKitTesting

/// Damaged, truncated, foreign and stale archives never trap and never restore in part: each
/// mutated archive is launched; either it is refused whole (one message, the launch as made) or
/// it is read whole and the hierarchy checks of every commit (OPENUIKIT_INTERNAL_CHECKS) hold.
/// Mutations act on the bytes (caught by the checksum) and on the JSON with the checksum made
/// right again (caught by the reader, or restored). `OPENUIKIT_SOAK_SEQUENCES` raises the count
/// (a tenth of it; 10,000 in `scripts/soak`).
@MainActor
struct RestorationArchiveFuzzTests {
    static var count: Int { ProcessInfo.processInfo.environment["OPENUIKIT_SOAK_SEQUENCES"].flatMap(Int.init).map { $0 / 10 } ?? 500 }
    static let genes = Gen.int(in: 0...1_000_000).array(of: 1...6)
    static let original = RestorationArchiveTests.savedArchive()

    static let strangeValues: [Any] = [
        "NaN", "", "Nav", "Nav/A", "Nav>Sheet", "~Kept", 1e300, -1, 0, Int.max, true, [Any](), [String: Any](),
        ["i": "99999999999999999999"], ["d": "nan"], ["d": "-inf"], ["vc": "Nav"], ["vc": "nowhere"], ["sb": ["name": "Gone"]],
        ["coded": "AAAA"], ["o": ["o": ["a": [["i": "1"]]]]], ["a": [["b": true]]], ["s": 5],
        "OpenUIKitTests.RestoredByClass", "OpenUIKitTests.OtherController", "Foundation.NSObject", "UIKit.UIViewController",
    ]
    static let recordKeys = ["key", "path", "parent", "relation", "class", "restorationClass", "state", "children", "views",
                             "selectedIndex", "columns", "presentationStyle", "transitionStyle"]

    @Test func damagedArchivesNeverTrapNorRestoreInPart() async {
        await propertyCheck(count: Self.count, input: Self.genes) { genes in
            await MainActor.run { Self.check(genes) }
        }
    }

    static func check(_ genes: [Int]) {
        var data = original
        for gene in genes where !data.isEmpty {
            data = mutate(data, gene)
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("restoration-fuzz-\(getpid()).archive")
        try? data.write(to: url)
        let refusedBefore = RestorationArchive.decode(data)
        withApp { capture in
            let log = RestorationLog()
            TransitionHost.launch(appDelegate: RestorationFuzzApp.delegate(log), restorationArchive: url) { host in
                try? host.runUntilIdle(timeout: 5)
                #expect(UIApplication.shared.applicationState == .active)
                // A sealed archive may legitimately name another root (a restoration class).
                #expect(host.window.rootViewController != nil)
                if case .failure = refusedBefore {
                    // Refused whole: one message, nothing asked, the launch as the app made it.
                    #expect(capture.records(withCode: .stateRestoration).count == 1)
                    #expect(!log.entries.contains { $0.hasPrefix("shouldRestore") || $0.hasPrefix("lookup") })
                    #expect((host.window.rootViewController as? UINavigationController)?.viewControllers.count == 1)
                }
                // Whatever was restored can be saved and restored again.
                host.relaunch()
                try? host.runUntilIdle(timeout: 5)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// One damage: to the bytes (even genes below 40 %), or to the JSON, sealed again.
    static func mutate(_ data: Data, _ gene: Int) -> Data {
        let position = (gene / 16) % max(data.count, 1)
        switch gene % 16 {
        case 0:
            var copy = data
            copy[copy.startIndex + position] ^= UInt8(1 << ((gene / 7) % 8))
            return copy
        case 1: return data.prefix(position)
        case 2:
            var copy = data
            copy.insert(contentsOf: Data(repeating: UInt8(gene % 251), count: 1 + gene % 9), at: copy.startIndex + position)
            return copy
        case 3:
            // A foreign or stale file: another header, or the payload alone.
            return gene % 2 == 0 ? data.dropFirst(RestorationArchive.header.count) : Data("NOT AN ARCHIVE".utf8) + data
        case 4:
            // Bytes changed inside the JSON, checksum made right: the reader sees damaged JSON.
            let payloadStart = RestorationArchive.header.count + 8
            guard data.count > payloadStart else { return data }
            var payload = Data(data.dropFirst(payloadStart))
            let index = payload.startIndex + position % payload.count
            payload[index] = Array("{}[]\",:0a\\ ".utf8)[gene % 12]
            return RestorationFuzzApp.seal(payload)
        default:
            return RestorationFuzzApp.resealed(data) { root in mutateJSON(&root, gene) }
        }
    }

    static func mutateJSON(_ root: inout [String: Any], _ gene: Int) {
        var records = root["controllers"] as? [Any] ?? []
        let strange = strangeValues[(gene / 17) % strangeValues.count]
        switch (gene / 16) % 9 {
        case 0: root[["format", "application", "controllers", "scene"][(gene / 5) % 4]] = strange
        case 1 where !records.isEmpty: records.remove(at: (gene / 3) % records.count)
        case 2 where !records.isEmpty: records.append(records[(gene / 3) % records.count])
        case 3 where records.count > 1: records.swapAt((gene / 3) % records.count, (gene / 7) % records.count)
        case 4, 5, 6:
            guard !records.isEmpty, var record = records[(gene / 3) % records.count] as? [String: Any] else { break }
            let key = recordKeys[(gene / 11) % recordKeys.count]
            if gene % 5 == 0 { record[key] = nil } else { record[key] = strange }
            records[(gene / 3) % records.count] = record
        case 7:
            // A value inside a coder.
            guard !records.isEmpty, var record = records[(gene / 3) % records.count] as? [String: Any] else { break }
            var state = record["state"] as? [String: Any] ?? [:]
            state[["count", "UIStateRestorationViewControllerStoryboardKey", "other"][(gene / 5) % 3]] = strange
            record["state"] = state
            records[(gene / 3) % records.count] = record
        default:
            guard var application = root["application"] as? [String: Any] else { break }
            application[UIApplication.stateRestorationBundleVersionKey] = strange
            root["application"] = application
        }
        if root["controllers"] is [Any] { root["controllers"] = records }
    }
}
