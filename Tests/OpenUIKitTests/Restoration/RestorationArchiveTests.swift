import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// The archive on disk: written and read back whole, and refused whole — with one message and a
/// launch without restoration — when it is damaged, truncated, foreign or stale.
@MainActor
@Suite struct RestorationArchiveTests {
    /// The archive an app three deep (with a view state and a sheet) saves.
    static func savedArchive() -> Data {
        var data = Data()
        withApp { _ in
            let log = RestorationLog()
            TransitionHost.launch(appDelegate: RestorationFuzzApp.delegate(log)) { host in
                RestorationFuzzApp.navigate(host)
                host.enterBackground()
                data = FileManager.default.contents(atPath: host.restorationArchiveURL!.path) ?? Data()
            }
        }
        return data
    }

    @Test func anArchiveReadsBackAsWritten() throws {
        let data = Self.savedArchive()
        let archive = try RestorationArchive.decode(data).get()
        #expect(archive.controllers.map(\.key) == ["Nav", "Nav/A", "Nav/B", "Nav/B#1", "Nav>Sheet"])
        #expect(archive.controllers.map(\.relation.rawValue) == ["root", "child", "child", "child", "presented"])
        #expect(archive.controllers[0].childKeys == ["Nav/A", "Nav/B", "Nav/B#1"])
        #expect(archive.controllers[3].views.map(\.identifier) == ["Counter"])
        #expect(archive.encoded() == data)
        // The same run writes the same bytes.
        #expect(Self.savedArchive() == data)
    }

    /// Each damage and the reason the message gives.
    static func damage(_ kind: String, _ data: Data) -> (Data, String) {
        switch kind {
        case "truncated": return (data.prefix(20), "truncated")
        case "cut short": return (data.prefix(data.count - 10), "damaged")
        case "flipped":
            var copy = data
            copy[copy.count / 2] ^= 0x40
            return (copy, "damaged")
        case "foreign": return (Data(("{\"another app\": \"" + String(repeating: "its own state ", count: 10) + "\"}").utf8), "not an OpenUIKit restoration archive")
        case "stale": return (RestorationFuzzApp.resealed(data) { $0["format"] = 2 }, "format 2")
        case "orphan":
            return (RestorationFuzzApp.resealed(data) { root in
                var records = root["controllers"] as! [Any]
                records.swapAt(0, 1)
                root["controllers"] = records
            }, "comes before its parent")
        default:
            return (RestorationFuzzApp.resealed(data) { root in
                var records = root["controllers"] as! [[String: Any]]
                records[2]["state"] = ["count": ["q": "1"]]
                root["controllers"] = records
            }, "unknown kind 'q'")
        }
    }

    @Test(arguments: ["truncated", "cut short", "flipped", "foreign", "stale", "orphan", "not a coder"])
    func aDamagedArchiveIsDiscardedWithOneMessage(kind: String) {
        let (damaged, reason) = Self.damage(kind, Self.savedArchive())
        withApp { capture in
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("restoration-\(kind)-\(getpid()).archive")
            try? damaged.write(to: url)
            let log = RestorationLog()
            TransitionHost.launch(appDelegate: RestorationFuzzApp.delegate(log), restorationArchive: url) { host in
                let messages = capture.records(withCode: .stateRestoration).map(\.message)
                #expect(messages.count == 1)
                #expect(messages.first?.contains(reason) == true, "\(messages)")
                #expect(!FileManager.default.fileExists(atPath: url.path))
                #expect(!log.entries.contains { $0.hasPrefix("shouldRestore") })
                #expect((host.window.rootViewController as? UINavigationController)?.viewControllers.count == 1)
                #expect(UIApplication.shared.applicationState == .active)
            }
            try? FileManager.default.removeItem(at: url)
        }
    }

    @Test func anArchiveWhoseRestorationDidNotFinishIsNotRestoredAgain() {
        let saved = Self.savedArchive()
        withApp { capture in
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("restoration-died-\(getpid()).archive")
            try? saved.write(to: url)
            // What a launch that died inside decodeRestorableState leaves behind.
            _ = FileManager.default.createFile(atPath: url.appendingPathExtension("restoring").path, contents: Data())
            let log = RestorationLog()
            TransitionHost.launch(appDelegate: RestorationFuzzApp.delegate(log), restorationArchive: url) { host in
                #expect(capture.records(withCode: .stateRestoration).map(\.message).first?.contains("the last launch ended while restoring it") == true)
                #expect(!log.entries.contains { $0.hasPrefix("shouldRestore") })
                #expect(!FileManager.default.fileExists(atPath: url.path))
                #expect(!FileManager.default.fileExists(atPath: url.appendingPathExtension("restoring").path))
                // The next save and launch work again.
                host.relaunch()
                #expect(log.entries.contains { $0.hasPrefix("shouldRestore") })
            }
            try? FileManager.default.removeItem(at: url)
        }
    }

    @Test func geometryRoundTripsThroughACoderInUIKitsNotation() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(CGPoint(x: 1, y: -2.5), forKey: "point")
        archiver.encode(CGRect(x: 1, y: 2, width: 3, height: 4), forKey: "rect")
        archiver.encode(CGSize(width: CGFloat.infinity, height: CGFloat.nan), forKey: "size")
        archiver.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "insets")
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        #expect(unarchiver.decodeCGPoint(forKey: "point") == CGPoint(x: 1, y: -2.5))
        #expect(unarchiver.decodeCGRect(forKey: "rect") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(unarchiver.decodeUIEdgeInsets(forKey: "insets") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let size = unarchiver.decodeCGSize(forKey: "size")
        #expect(size.width == .infinity && size.height.isNaN)
        #expect(unarchiver.decodeCGPoint(forKey: "missing") == .zero)
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        #expect(NSCoder.cgPoint(for: "{1.5, x}") == .zero)
    }
}

/// The app the archive tests and the fuzz launch: Nav → A, B, B (the same identifier twice),
/// a view with state, and a sheet.
@MainActor
enum RestorationFuzzApp {
    static func delegate(_ log: RestorationLog) -> RestorationTestDelegate {
        RestorationTestDelegate(log: log, makeRoot: { makeStack(["A"]) }) { path, _ in
            guard let last = path.last, !["Nav", "A"].contains(last) else { return nil }
            let controller = last == "Classy" ? RestoredByClass(identifier: last) : CountingController(identifier: last)
            if last == "B" {
                let counter = CounterView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                counter.restorationIdentifier = "Counter"
                controller.view.addSubview(counter)
            }
            return controller
        }
    }

    static func navigate(_ host: TransitionHost) {
        let navigation = host.window.rootViewController as! UINavigationController
        navigation.pushViewController(CountingController(identifier: "B", count: 2), animated: false)
        let second = CountingController(identifier: "B", count: 3)
        let counter = CounterView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        counter.restorationIdentifier = "Counter"
        counter.count = 8
        second.view.addSubview(counter)
        navigation.pushViewController(second, animated: false)
        try? host.runUntilIdle()
        navigation.present(CountingController(identifier: "Sheet", count: 4), animated: false)
        try? host.runUntilIdle()
    }

    /// The archive with its property list changed and its checksum made right again.
    static func resealed(_ data: Data, _ change: (inout [String: Any]) -> Void) -> Data {
        let payload = data.dropFirst(RestorationArchive.header.count + 8)
        guard var root = (try? JSONSerialization.jsonObject(with: Data(payload))) as? [String: Any] else { return data }
        change(&root)
        return seal((try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])) ?? Data())
    }

    static func seal(_ payload: Data) -> Data {
        var sealed = RestorationArchive.header
        withUnsafeBytes(of: RestorationArchive.checksum(payload).bigEndian) { sealed.append(contentsOf: $0) }
        sealed.append(payload)
        return sealed
    }
}
