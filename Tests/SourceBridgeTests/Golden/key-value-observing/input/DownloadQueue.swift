import Foundation

final class DownloadQueue: NSObject {
    @objc dynamic private var _items = NSMutableArray()
    @objc dynamic var progress: Double = 0
    @objc dynamic var title: String? {
        didSet { print("renamed") }
    }
    var items: NSMutableArray { mutableArrayValue(forKey: "_items") }

    override init() {
        super.init()
        addObserver(self, forKeyPath: "_items", options: [.new, .old], context: nil)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        guard let kind = (change?[.kindKey] as? NSNumber)?.uintValue else { return }
        if kind == NSKeyValueChange.insertion.rawValue, let indexes = change?[.indexesKey] as? IndexSet {
            print("inserted at", Array(indexes))
        }
    }
}

struct Shelf {
    final class Watcher: NSObject {
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {}
    }
}

extension DownloadQueue {
    final class Watcher: NSObject {
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {}
    }
}
