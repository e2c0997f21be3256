import Foundation
@testable import OpenUIKit
import Testing

/// The pasteboards an app copies to and pastes from (Apple's documentation for `UIPasteboard`):
/// typed contents over items of representations, the change count, the notification, named
/// pasteboards that share contents by name, and a fresh general pasteboard per application.
@MainActor
struct UIPasteboardTests {
    @Test func copyingTextURLsAndImagesAsAnAppDoes() {
        withApp { _ in
            let pasteboard = UIPasteboard.general
            #expect(!pasteboard.hasStrings && pasteboard.numberOfItems == 0 && pasteboard.changeCount == 0)
            pasteboard.string = "Copied"
            #expect(UIPasteboard.general.string == "Copied", "every general pasteboard object shows the same contents")
            #expect(pasteboard.hasStrings && !pasteboard.hasURLs)
            #expect(pasteboard.types == [UIPasteboard.stringType])
            #expect(pasteboard.data(forPasteboardType: UIPasteboard.stringType) == Data("Copied".utf8))
            #expect(pasteboard.changeCount == 1)

            pasteboard.strings = ["one", "two"]
            #expect(pasteboard.numberOfItems == 2 && pasteboard.string == "one" && pasteboard.strings == ["one", "two"])
            let site = URL(string: "https://example.com/a")!
            pasteboard.url = site
            #expect(pasteboard.url == site && pasteboard.string == nil && pasteboard.hasURLs)
            let image = UIImage()
            pasteboard.image = image
            #expect(pasteboard.image === image && pasteboard.hasImages)
            pasteboard.color = .systemRed
            #expect(pasteboard.color == .systemRed && pasteboard.hasColors)
            pasteboard.items = [[UIPasteboard.stringType: "text", "com.example.custom": Data([1, 2])]]
            #expect(pasteboard.string == "text" && pasteboard.value(forPasteboardType: "com.example.custom") as? Data == Data([1, 2]))
            pasteboard.addItems([[UIPasteboard.stringType: "more"]])
            #expect(pasteboard.strings == ["text", "more"])
            #expect(pasteboard.changeCount == 7)
            pasteboard.string = nil
            #expect(pasteboard.numberOfItems == 0)
        }
        withApp { _ in
            #expect(UIPasteboard.general.numberOfItems == 0, "a new application starts with an empty pasteboard")
        }
    }

    /// The notifications' type lists, in order.
    final class Received: @unchecked Sendable {
        var list: [(added: [String], removed: [String])] = []
    }

    @Test func aChangeIsAnnouncedWithTheTypesAddedAndRemoved() {
        withApp { _ in
            let box = Received()
            let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: nil, queue: nil) { note in
                box.list.append((note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? [],
                                 note.userInfo?[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String] ?? []))
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            UIPasteboard.general.string = "a"
            UIPasteboard.general.url = URL(string: "https://example.com")
            let received = box.list
            #expect(received.count == 2)
            #expect(received.first?.added == [UIPasteboard.stringType] && received.first?.removed == [])
            #expect(received.last?.added == [UIPasteboard.urlType] && received.last?.removed == [UIPasteboard.stringType])
        }
    }

    @Test func namedPasteboardsShareTheirContentsByName() throws {
        try withApp { _ in
            let name = UIPasteboard.Name("com.example.drafts")
            #expect(UIPasteboard(name: name, create: false) == nil, "none yet")
            let first = try #require(UIPasteboard(name: name, create: true))
            first.string = "draft"
            let again = try #require(UIPasteboard(name: name, create: false))
            #expect(again.string == "draft" && again == first)
            #expect(UIPasteboard.general.string == nil, "separate from the general pasteboard")
            UIPasteboard.remove(withName: name)
            #expect(UIPasteboard(name: name, create: false) == nil)

            let unique = UIPasteboard.withUniqueName(), other = UIPasteboard.withUniqueName()
            #expect(unique.name != other.name && unique.name != .general)
        }
    }
}
