import Foundation
import UIKit

final class DownloadQueue: NSObject {
    private var _items = NSMutableArray() { willSet { willChangeValue(forKey: "_items") } didSet { didChangeValue(forKey: "_items") } }
    var progress: Double = 0 { willSet { willChangeValue(forKey: "progress") } didSet { didChangeValue(forKey: "progress") } }
    var title: String? { willSet { willChangeValue(forKey: "title") }
        didSet { defer { didChangeValue(forKey: "title") }; print("renamed") }
    }
    var items: NSMutableArray { mutableArrayValue(forKey: "_items") }

    override init() {
        super.init()
        addObserver(self, forKeyPath: "_items", options: [.new, .old], context: nil)
    }

    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        guard let kind = (change?[.kindKey] as? NSNumber)?.uintValue else { return }
        if kind == NSKeyValueChange.insertion.rawValue, let indexes = change?[.indexesKey] as? IndexSet {
            print("inserted at", Array(indexes))
        }
    }
}

struct Shelf {
    final class Watcher: NSObject {
        func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {}
    }
}

extension DownloadQueue {
    final class Watcher: NSObject {
        func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {}
    }
}

extension DownloadQueue: NSKeyValueObserving {}

extension Shelf.Watcher: NSKeyValueObserving {}

extension DownloadQueue.Watcher: NSKeyValueObserving {}
