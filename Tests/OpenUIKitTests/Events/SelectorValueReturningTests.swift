@testable import OpenUIKit
import Testing

/// Selectors of methods that return a value (`#selector(view(forKey:))`, which transition code
/// passes to `responds(to:)`): they build, name the method as Objective-C does, and when called
/// the value is dropped, as Objective-C drops it for an action.
@MainActor
struct SelectorValueReturningTests {
    private final class Store: UIView {
        var asked: [String] = []
        func value(forKey key: String) -> Int {
            asked.append(key)
            return key.count
        }
        func snapshot() -> UIView? {
            asked.append("snapshot")
            return nil
        }
    }

    @Test func methodsThatReturnAValueMakeCallableSelectors() {
        withApp { _ in
            let store = Store()
            let keyed = Selector(Store.value(forKey:), name: "valueForKey:")
            let plain = Selector(Store.snapshot, name: "snapshot")
            #expect(store.responds(to: keyed) && store.responds(to: plain))
            _ = store.perform(keyed, with: "title")
            _ = store.perform(plain)
            #expect(store.asked == ["title", "snapshot"])
        }
    }
}
