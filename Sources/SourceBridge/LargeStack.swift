import Foundation

/// Runs work on a thread of its own with a 256 MiB stack and waits for it. Parsing and walking
/// syntax trees recurse once per nesting level, and a debug build of swift-syntax takes far
/// more stack per level than a release one; a test runner's or a plugin's thread may have as
/// little as 512 KiB. The stack is reserved address space, touched only as deep as the work goes.
enum LargeStack {
    static let size = 256 << 20

    static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Value {
        let box = ResultBox<Value>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return box.value!
    }

    /// Written by the worker before it signals, read by the caller after the wait.
    private final class ResultBox<Value>: @unchecked Sendable {
        var value: Value?
    }
}
