import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// Objects other than controllers and views (`UIStateRestoring`), registered with
/// `registerObject(forStateRestoration:restorationIdentifier:)`: preserved when a preserved
/// controller encodes them, found again at launch by their path or made by their restoration
/// class, decoded and told when restoration is finished.
@MainActor
@Suite struct ObjectRestorationTests {
    /// A delegate whose root controller A keeps a draft; the draft registered in
    /// willFinishLaunching (found again by its path: Nav/A/Draft) unless `byClass`.
    private func delegate(_ log: RestorationLog, byClass: Bool = false, declines: Bool = false) -> RestorationTestDelegate {
        let made = RestorationTestDelegate(log: log, makeRoot: {
            let navigation = makeStack(["A"])
            let keeper = DraftKeeper(identifier: "Keeper")
            navigation.pushViewController(keeper, animated: false)
            let draft = Draft(parent: keeper)
            draft.restoredByClass = byClass
            keeper.draft = draft
            if !byClass { UIApplication.shared.registerObject(forStateRestoration: draft, restorationIdentifier: "Draft") }
            return navigation
        })
        Draft.declines = declines
        return made
    }

    @Test func aRegisteredObjectIsFoundByItsPathAndDecodedBeforeRestorationFinishes() throws {
        let log = RestorationLog()
        try withApp { capture in
            try TransitionHost.launch(appDelegate: delegate(log)) { host in
                let keeper = try #require((host.window.rootViewController as? UINavigationController)?.topViewController as? DraftKeeper)
                keeper.draft?.text = "Dear Sir"
                _ = log.take()
                host.relaunch()
                let entries = log.take()
                let restored = try #require((host.window.rootViewController as? UINavigationController)?.topViewController as? DraftKeeper)
                #expect(restored !== keeper)
                #expect(restored.draft?.text == "Dear Sir")
                #expect(restored.decodedDraft === restored.draft, "the keeper's coder gives back the registered object")
                // Saved after the controllers; decoded with them; finished after all decoding.
                let order = ["encode Keeper 0", "encode draft Dear Sir", "decode Keeper 0", "decode draft Dear Sir", "finished Keeper", "finished draft", "didDecode"]
                #expect(order.map { entries.firstIndex(of: $0) ?? -1 } == order.map { entries.firstIndex(of: $0) ?? -1 }.sorted(), "\(entries)")
                #expect(!order.map { entries.firstIndex(of: $0) }.contains(nil), "\(entries)")
            }
            #expect(capture.records.filter { $0.level >= .warning }.isEmpty, "\(capture.records)")
        }
    }

    @Test func anObjectRestorationClassMakesTheObjectOrDeclines() throws {
        let log = RestorationLog()
        try withApp { _ in
            try TransitionHost.launch(appDelegate: delegate(log, byClass: true)) { host in
                let keeper = try #require((host.window.rootViewController as? UINavigationController)?.topViewController as? DraftKeeper)
                UIApplication.shared.registerObject(forStateRestoration: keeper.draft!, restorationIdentifier: "Draft")
                keeper.draft?.text = "made by class"
                host.relaunch()
                #expect(log.entries.contains("class Nav/Keeper/Draft"))
                let restored = try #require((host.window.rootViewController as? UINavigationController)?.topViewController as? DraftKeeper)
                #expect(restored.decodedDraft?.text == "made by class")
            }
        }
        let declined = RestorationLog()
        try withApp { _ in
            try TransitionHost.launch(appDelegate: delegate(declined, byClass: true, declines: true)) { host in
                let keeper = try #require((host.window.rootViewController as? UINavigationController)?.topViewController as? DraftKeeper)
                UIApplication.shared.registerObject(forStateRestoration: keeper.draft!, restorationIdentifier: "Draft")
                host.relaunch()
                let restored = try #require((host.window.rootViewController as? UINavigationController)?.topViewController as? DraftKeeper)
                #expect(restored.decodedDraft == nil)
                #expect(!declined.entries.contains { $0.hasPrefix("decode draft") })
            }
        }
    }

    @Test func anUnregisteredObjectIsReportedAndSavedAsNil() {
        let log = RestorationLog()
        withApp { capture in
            let make = { RestorationTestDelegate(log: log, makeRoot: {
                let keeper = DraftKeeper(identifier: "Keeper")
                keeper.draft = Draft(parent: keeper)
                return keeper
            }) }
            TransitionHost.launch(appDelegate: make()) { host in
                host.enterBackground()
                #expect(capture.records(withCode: .stateRestoration).map(\.message).contains { $0.contains("without being registered") })
            }
        }
    }
}

/// A model object kept with its controller through restoration.
final class Draft: UIStateRestoring {
    static var declines = false
    var text = ""
    var restoredByClass = false
    weak var parent: UIViewController?

    init(parent: UIViewController?) { self.parent = parent }

    var restorationParent: (any UIStateRestoring)? { parent }
    var objectRestorationClass: (any UIObjectRestoration.Type)? { restoredByClass ? DraftMaker.self : nil }

    func encodeRestorableState(with coder: NSCoder) {
        coder.encode(text, forKey: "text")
        noteInApp("encode draft \(text)")
    }
    func decodeRestorableState(with coder: NSCoder) {
        text = coder.decodeObject(forKey: "text") as? String ?? ""
        noteInApp("decode draft \(text)")
    }
    func applicationFinishedRestoringState() { noteInApp("finished draft") }
}

/// Makes drafts at launch (or declines).
final class DraftMaker: UIObjectRestoration {
    static func object(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> (any UIStateRestoring)? {
        noteInApp("class " + identifierComponents.joined(separator: "/"))
        return Draft.declines ? nil : Draft(parent: nil)
    }
}

/// A controller that keeps a draft and saves it as a reference.
final class DraftKeeper: CountingController {
    var draft: Draft?
    var decodedDraft: Draft?

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(draft, forKey: "draft")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        decodedDraft = coder.decodeObject(forKey: "draft") as? Draft
        if decodedDraft != nil { draft = decodedDraft }
    }
}
