import Foundation
@testable import OpenUIKit
import Testing

/// The text storage records each edit (what changed, where, by how much), gathers edits between
/// `beginEditing()` and `endEditing()` into one, and tells its delegate and observers.
@MainActor
struct NSTextStorageTests {
    final class Delegate: NSTextStorageDelegate, @unchecked Sendable {
        var events: [String] = []
        func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {
            events.append("will \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
        }
        func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {
            events.append("did \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
        }
    }

    @Test func eachEditIsProcessedWithWhatChangedWhereAndByHowMuch() {
        withApp { _ in
            let storage = NSTextStorage(string: "Hello world")
            let delegate = Delegate()
            storage.delegate = delegate
            let observers = [NSTextStorage.willProcessEditingNotification, NSTextStorage.didProcessEditingNotification].map { name in
                NotificationCenter.default.addObserver(forName: name, object: storage, queue: nil) { note in
                    let kind = note.name == NSTextStorage.willProcessEditingNotification ? "will" : "did"
                    MainActor.assumeIsolated { delegate.events.append("posted \(kind)") }
                }
            }
            defer { observers.forEach(NotificationCenter.default.removeObserver) }
            storage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Goodbye")
            #expect(storage.string == "Goodbye world")
            #expect(delegate.events == ["will 2 0,7 2", "posted will", "did 2 0,7 2", "posted did"])
            #expect(storage.editedMask.isEmpty && storage.editedRange.location == NSNotFound && storage.changeInLength == 0)
            delegate.events = []
            storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 8, length: 5))
            storage.deleteCharacters(in: NSRange(location: 7, length: 6))
            storage.append(NSAttributedString(string: "!"))
            #expect(delegate.events.filter { $0.hasPrefix("did") } == ["did 1 8,5 0", "did 2 7,0 -6", "did 3 7,1 1"])
            #expect(storage.string == "Goodbye!")
        }
    }

    @Test func editsBetweenBeginAndEndAreOne() {
        withApp { capture in
            let storage = NSTextStorage(string: "abcdef")
            let delegate = Delegate()
            storage.delegate = delegate
            storage.beginEditing()
            storage.replaceCharacters(in: NSRange(location: 4, length: 2), with: "XYZ")
            storage.insert(NSAttributedString(string: "--"), at: 0)
            storage.setAttributes([.font: UIFont.systemFont(ofSize: 20)], range: NSRange(location: 2, length: 1))
            #expect(delegate.events.isEmpty, "nothing is processed before endEditing()")
            #expect(storage.editedMask == [.editedCharacters, .editedAttributes])
            storage.endEditing()
            // The first edit's range moved right with the insertion before it: 2...9 overall.
            #expect(delegate.events == ["will 3 0,9 3", "did 3 0,9 3"])
            #expect(storage.string == "--abcdXYZ")
            // An end without a begin is reported and changes nothing.
            storage.endEditing()
            #expect(capture.records(withCode: .textStorageMisuse).count == 1)
            #expect(delegate.events.count == 2)
        }
    }

    @Test func aLayoutManagerBelongsToOneStorage() {
        withApp { _ in
            let first = NSTextStorage(string: "one")
            let second = NSTextStorage(string: "second text")
            let manager = NSLayoutManager()
            manager.addTextContainer(NSTextContainer(size: CGSize(width: 100, height: 100)))
            first.addLayoutManager(manager)
            #expect(manager.textStorage === first && first.layoutManagers.count == 1)
            manager.replaceTextStorage(second)
            #expect(manager.textStorage === second && first.layoutManagers.isEmpty && second.layoutManagers.count == 1)
            #expect(manager.numberOfGlyphs == 11)
            second.removeLayoutManager(manager)
            #expect(manager.textStorage == nil && manager.numberOfGlyphs == 0)
        }
    }

    @Test func editsOutsideTheTextAreReportedAndChangeNothing() {
        withApp { capture in
            let storage = NSTextStorage(string: "abc")
            let delegate = Delegate()
            storage.delegate = delegate
            storage.replaceCharacters(in: NSRange(location: 2, length: 5), with: "x")
            storage.addAttribute(.kern, value: 2, range: NSRange(location: NSNotFound, length: 1))
            storage.deleteCharacters(in: NSRange(location: -1, length: 1))
            storage.insert(NSAttributedString(string: "z"), at: 9)
            #expect(storage.string == "abc" && delegate.events.isEmpty)
            #expect(capture.records(withCode: .textStorageMisuse).count == 4)
            // A bogus edit record is taken as an edit of the whole text.
            storage.edited(.editedCharacters, range: NSRange(location: Int.max, length: 5), changeInLength: 2)
            #expect(delegate.events == ["will 2 0,3 0", "did 2 0,3 0"])
            #expect(capture.records(withCode: .textStorageMisuse).count == 5)
        }
    }
}
