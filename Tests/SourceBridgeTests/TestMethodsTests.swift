import SourceBridge
import Testing

/// Finding and removing single test methods, as `openuikit test` does with a test that does not
/// compile on Linux.
struct TestMethodsTests {
    static let file = """
        import XCTest

        final class CounterTests: XCTestCase {
            func helper() -> Int { 1 }

            /// Counts.
            func testCounts() {
                XCTAssertEqual(helper(), 1)
            }

            #if os(iOS)
            func testInsideAnIf() {
                XCTAssertTrue(true)
            }
            #endif
        }

        struct Suite {
            @Test func swiftTesting() {}
        }

        """

    @Test func aLineInsideATestMethodNamesIt() {
        #expect(TestMethods.method(containingLine: 8, in: Self.file) == .init(type: "CounterTests", name: "testCounts"))
        #expect(TestMethods.method(containingLine: 13, in: Self.file) == .init(type: "CounterTests", name: "testInsideAnIf"))
        #expect(TestMethods.method(containingLine: 19, in: Self.file) == .init(type: "Suite", name: "swiftTesting"))
    }

    @Test func aLineOutsideEveryTestMethodNamesNone() {
        #expect(TestMethods.method(containingLine: 4, in: Self.file) == nil, "a helper")
        #expect(TestMethods.method(containingLine: 1, in: Self.file) == nil)
        #expect(TestMethods.method(containingLine: 3, in: Self.file) == nil, "the class's own line")
    }

    @Test func removingATestTakesItsLinesAndKeepsTheRest() {
        let removed = TestMethods.removing([.init(type: "CounterTests", name: "testCounts")], from: Self.file)
        #expect(removed == """
            import XCTest

            final class CounterTests: XCTestCase {
                func helper() -> Int { 1 }


                #if os(iOS)
                func testInsideAnIf() {
                    XCTAssertTrue(true)
                }
                #endif
            }

            struct Suite {
                @Test func swiftTesting() {}
            }

            """)
        #expect(TestMethods.removing([.init(type: "Other", name: "testCounts")], from: Self.file) == Self.file)
    }

    @Test func anExtensionOfATypeIsFoundByItsLineAndRemoved() {
        let file = """
            import XCTest

            extension Missing: Equatable {}

            extension Present {
                func helper() {}
            }

            """
        #expect(TestMethods.extendedType(atLine: 3, in: file) == "Missing")
        #expect(TestMethods.extendedType(atLine: 5, in: file) == "Present")
        #expect(TestMethods.extendedType(atLine: 6, in: file) == nil)
        #expect(TestMethods.removingExtensions(of: ["Missing"], from: file) == """
            import XCTest


            extension Present {
                func helper() {}
            }

            """)
    }
}
