@testable import OpenUIKit
import Foundation
import Testing

/// Key-value observing of any `NSObject` by key-path string, told by `willChangeValue`/
/// `didChangeValue(forKey:)` (what the source bridge adds to `dynamic` properties), and
/// `mutableArrayValue(forKey:)`'s proxy (KeyValueArrayProxy.swift): the kinds, indexes and
/// objects each change sends, as Apple's Key-Value Observing Programming Guide describes them.
@MainActor
struct KeyValueArrayProxyTests {
    final class Playlist: NSObject {
        private var _songs = NSMutableArray()
        var songs: NSMutableArray { mutableArrayValue(forKey: "_songs") }
        var title = "" {
            willSet { willChangeValue(forKey: "title") }
            didSet { didChangeValue(forKey: "title") }
        }

        func clear() {
            willChangeValue(forKey: "_songs")
            _songs = []
            didChangeValue(forKey: "_songs")
        }
    }

    final class Listener: NSObject, NSKeyValueObserving {
        struct Heard: Equatable {
            let keyPath: String
            let kind: UInt
            let indexes: [Int]?
            let new: [String]?
            let old: [String]?
        }

        var heard: [Heard] = []

        func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                          context: UnsafeMutableRawPointer?) {
            let strings = { (value: Any?) -> [String]? in
                if let text = value as? String { return [text] }
                return (value as? [Any])?.map { "\($0)" } ?? (value as? NSArray)?.map { "\($0)" }
            }
            heard.append(Heard(keyPath: keyPath ?? "", kind: (change?[.kindKey] as? NSNumber)?.uintValue ?? 0,
                               indexes: (change?[.indexesKey] as? IndexSet).map(Array.init),
                               new: strings(change?[.newKey]), old: strings(change?[.oldKey])))
        }
    }

    @Test func eachProxyMethodIsOneChangeWithItsKindIndexesAndObjects() {
        let playlist = Playlist()
        let listener = Listener()
        playlist.addObserver(listener, forKeyPath: "_songs", options: [.new, .old], context: nil)
        playlist.songs.add("intro")
        playlist.songs.insert("overture", at: 0)
        playlist.songs.addObjects(from: ["b", "c"])
        playlist.songs.replaceObject(at: 1, with: "opening")
        playlist.songs.removeObject(at: 0)
        #expect(listener.heard == [
            .init(keyPath: "_songs", kind: 2, indexes: [0], new: ["intro"], old: nil),
            .init(keyPath: "_songs", kind: 2, indexes: [0], new: ["overture"], old: nil),
            .init(keyPath: "_songs", kind: 2, indexes: [2, 3], new: ["b", "c"], old: nil),
            .init(keyPath: "_songs", kind: 4, indexes: [1], new: ["opening"], old: ["intro"]),
            .init(keyPath: "_songs", kind: 3, indexes: [0], new: nil, old: ["overture"]),
        ])
        #expect(playlist.songs.map { "\($0)" } == ["opening", "b", "c"])
    }

    @Test func replacingARangeReplacesThenRemovesOrInserts() {
        let playlist = Playlist()
        playlist.songs.addObjects(from: ["a", "b", "c", "d"])
        let listener = Listener()
        playlist.addObserver(listener, forKeyPath: "_songs", options: [.new, .old], context: nil)
        playlist.songs.replaceObjects(in: NSRange(location: 0, length: 2), withObjectsFrom: ["x"])
        #expect(listener.heard == [
            .init(keyPath: "_songs", kind: 4, indexes: [0], new: ["x"], old: ["a"]),
            .init(keyPath: "_songs", kind: 3, indexes: [1], new: nil, old: ["b"]),
        ])
        listener.heard = []
        playlist.songs.replaceObjects(in: NSRange(location: 2, length: 1), withObjectsFrom: ["y", "z"])
        #expect(listener.heard.map(\.kind) == [4, 2])
        #expect(listener.heard.last?.indexes == [3])
        listener.heard = []
        playlist.songs.removeAllObjects()
        #expect(listener.heard == [.init(keyPath: "_songs", kind: 3, indexes: [0, 1, 2, 3], new: nil, old: ["x", "c", "y", "z"])])
        #expect(playlist.songs.count == 0)
    }

    @Test func settingAPropertyTellsItsObserversWithTheValuesBeforeAndAfter() {
        let playlist = Playlist()
        let listener = Listener()
        playlist.addObserver(listener, forKeyPath: "title", options: [.new, .old, .initial], context: nil)
        playlist.title = "Road trip"
        playlist.removeObserver(listener, forKeyPath: "title")
        playlist.title = "Unheard"
        #expect(listener.heard == [
            .init(keyPath: "title", kind: 1, indexes: nil, new: [""], old: nil),
            .init(keyPath: "title", kind: 1, indexes: nil, new: ["Road trip"], old: [""]),
        ])
    }

    @Test func replacingTheWholeArrayIsASetting() {
        let playlist = Playlist()
        playlist.songs.addObjects(from: ["a", "b"])
        let listener = Listener()
        playlist.addObserver(listener, forKeyPath: "_songs", options: [.new, .old], context: nil)
        playlist.clear()
        #expect(listener.heard == [.init(keyPath: "_songs", kind: 1, indexes: nil, new: [], old: ["a", "b"])])
        playlist.songs.add("c")
        #expect(listener.heard.last == .init(keyPath: "_songs", kind: 2, indexes: [0], new: ["c"], old: nil))
    }

    @Test func aPropertyThatIsNotAMutableArrayIsReportedAndUnchanged() {
        let playlist = Playlist()
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            playlist.mutableArrayValue(forKey: "title").add("x")
        }
        #expect(playlist.title == "")
        #expect(capture.records.map(\.code) == [.keyValueObserving])
        #expect(capture.records.first?.message.contains("no stored NSMutableArray property named title") == true)
    }

    @Test func observingAnUnknownKeyOfAnyObjectIsReported() {
        let playlist = Playlist()
        let listener = Listener()
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            playlist.addObserver(listener, forKeyPath: "duration", options: [.new], context: nil)
        }
        #expect(capture.records.first?.message.contains("has no key path \"duration\"") == true)
    }
}

extension KeyValueArrayProxyTests {
    /// A Swift class that is neither an NSObject nor hashable, as a form's sections are.
    final class Song {}

    @Test func objectsAreFoundByIdentityAsApplesArraysFindThem() {
        let playlist = Playlist()
        let (first, second) = (Song(), Song())
        playlist.songs.addObjects(from: [first, second])
        #expect(playlist.songs.contains(second))
        #expect(playlist.songs.index(of: second) == 1)
        #expect(playlist.songs.indexOfObjectIdentical(to: first) == 0)
        #expect(!playlist.songs.contains(Song()))
        let listener = Listener()
        playlist.addObserver(listener, forKeyPath: "_songs", options: [.old], context: nil)
        playlist.songs.remove(first)
        #expect(listener.heard.map(\.kind) == [3])
        #expect(listener.heard.first?.indexes == [0])
        #expect(playlist.songs.count == 1 && playlist.songs.object(at: 0) as AnyObject === second)
        let third = Song()
        playlist.songs.addObjects(from: [third, Song()])
        listener.heard = []
        playlist.songs.removeObjects(in: [second, third])
        #expect(listener.heard.map(\.indexes) == [[0, 1]])
        #expect(playlist.songs.count == 1)
    }
}

extension KeyValueArrayProxyTests {
    @Test func subscriptingAtTheEndAppendsAndBeyondIsReported() {
        let playlist = Playlist()
        let listener = Listener()
        playlist.addObserver(listener, forKeyPath: "_songs", options: [.new], context: nil)
        playlist.songs[0] = "first"
        playlist.songs[0] = "replaced"
        #expect(listener.heard.map(\.kind) == [2, 4])
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) { playlist.songs.replaceObject(at: 5, with: "far") }
        #expect(capture.records.first?.message.contains("index beyond bounds") == true)
        #expect(playlist.songs.map { "\($0)" } == ["replaced"])
    }
}
