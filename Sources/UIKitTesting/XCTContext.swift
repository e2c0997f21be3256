import OpenUIKit
import XCTest

/// A named step of a test (`XCTContext.runActivity(named:block:)`).
///
/// - Note: OpenUIKit differs: Linux's XCTest has no activities, so UIKitTesting declares them.
///   Attachments (`add(_:)`) are not here: Linux's XCTest has no `XCTAttachment`.
public protocol XCTActivity: AnyObject {
    /// The name the activity was run with.
    var name: String { get }
}

/// XCTest's context for activities.
///
/// - Note: OpenUIKit differs: an activity runs its block and gives it its name; Linux's XCTest
///   has no report to group the step's results under, so failures are reported as the test's
///   own (with their file and line), as without the activity.
public enum XCTContext {
    /// Runs `block` as a step named `name` and returns what it returns.
    @discardableResult
    public static func runActivity<Result>(named name: String, block: (any XCTActivity) throws -> Result) rethrows -> Result {
        try block(NamedActivity(name: name))
    }

    private final class NamedActivity: XCTActivity {
        let name: String
        init(name: String) { self.name = name }
    }
}
