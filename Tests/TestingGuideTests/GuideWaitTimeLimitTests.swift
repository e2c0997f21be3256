import Testing

/// The guide's `waitForCallback` (WaitingTests.swift) cannot hang: a callback that never comes
/// ends the wait at its time limit and records one issue; a callback that comes ends it without
/// one, and a late callback after the limit changes nothing. (No wall-clock bounds: these run
/// beside other main-actor tests, which can hold the main actor for seconds.)
@MainActor
struct GuideWaitTimeLimitTests {
    @Test func aCallbackThatNeverComesEndsTheWaitAtItsLimitWithAnIssue() async {
        var kept: (@MainActor () -> Void)?
        await withKnownIssue {
            await waitForCallback(timeout: 0.2) { callback in kept = callback }
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "no callback within 0.2 s" }
        }
        kept?()  // a late callback is ignored
    }

    /// Fails if the wait records its timeout issue (or never returns).
    @Test func aCallbackEndsTheWaitWithoutAnIssue() async {
        await waitForCallback(timeout: 600) { callback in
            Task { @MainActor in callback() }
        }
    }
}
