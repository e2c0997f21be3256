/// Runs `body` and returns what it returns, as Foundation's `autoreleasepool(invoking:)` does on
/// Apple's platforms. Linux has no autorelease pools (nothing is autoreleased without the
/// Objective-C runtime), so there is nothing to drain afterwards; Foundation on Linux does not
/// declare the function, so iOS code calling it would not compile without this.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
