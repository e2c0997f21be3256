import Foundation
import Testing
@testable import XcodeProjects

/// The project file reader: the same values as Foundation's reader for valid text, and one
/// message with its line for damaged text.
@Suite struct OpenStepPropertyListTests {
    func parse(_ text: String) throws(OpenStepPropertyList.Failure) -> Any {
        try OpenStepPropertyList.parse(Data(text.utf8))
    }

    func failure(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsTheFixtureProjectsAsFoundationDoes() throws {
        for project in [Fixtures.notes, Fixtures.tally] {
            let data = try Data(contentsOf: project.appendingPathComponent("project.pbxproj"))
            let ours = try OpenStepPropertyList.parse(data)
            let foundations = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            #expect(NSDictionary(dictionary: try #require(ours as? [String: Any]))
                .isEqual(to: try #require(foundations as? [String: Any])), "\(project.lastPathComponent)")
        }
    }

    @Test func readsStringsArraysDataAndComments() throws {
        let text = """
            // !$*UTF8*$!
            {
                /* a comment */ plain = $SRCROOT/Sources-1.0:x_y;
                "quoted key" = "tab\\there, \\"quote\\", octal \\101, unicode \\U00e9, backslash \\\\";
                'single' = 'it is';
                list = ( a, "b c", /* between */ ( nested ), { k = v; }, );
                empty = ( );
                bytes = <0fA1 ff>;
                repeated = first;
                repeated = last;
            }
            """
        let root = try #require(try parse(text) as? [String: Any])
        #expect(root["plain"] as? String == "$SRCROOT/Sources-1.0:x_y")
        #expect(root["quoted key"] as? String == "tab\there, \"quote\", octal A, unicode é, backslash \\")
        #expect(root["single"] as? String == "it is")
        let list = try #require(root["list"] as? [Any])
        #expect(list.count == 4)
        #expect(list[1] as? String == "b c")
        #expect((list[2] as? [Any])?.first as? String == "nested")
        #expect((list[3] as? [String: Any])?["k"] as? String == "v")
        #expect((root["empty"] as? [Any])?.isEmpty == true)
        #expect(root["bytes"] as? Data == Data([0x0F, 0xA1, 0xFF]))
        #expect(root["repeated"] as? String == "last")
    }

    @Test func namesTheLineOfWhatIsWrong() {
        #expect(failure("{\n a = b;\n c = d\n}") == "line 4: expected ';' after the value of 'c', found '}'")
        #expect(failure("{\n a = b;\n c d;\n}") == "line 3: expected '=' after the key 'c', found 'd'")
        #expect(failure("{\n a = \"open;\n}") == "line 3: the string opened on line 2 is not closed")
        #expect(failure("{ a = ( b c ); }") == "line 1: expected ',' or ')' after an array element, found 'c'")
        #expect(failure("{ a = <0f 1>; }") == "line 1: the data has an odd number of hexadecimal digits")
        #expect(failure("{ a = b; }\n/* open") == "line 2: the comment opened on this line is not closed with '*/'")
        #expect(failure("{ a = b; } }") == "line 1: unexpected '}' after the property list")
        #expect(failure("  \n") == "line 2: the file holds no property list")
        #expect(failure("{ = b; }") == "line 1: expected a key (a string) or '}', found '='")
    }

    @Test func refusesNestingDeeperThanTheLimitWithoutRecursingFurther() {
        let deep = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
        #expect(failure(deep) == "line 1: containers nested deeper than \(OpenStepPropertyList.maximumDepth)")
        let limit = String(repeating: "(", count: OpenStepPropertyList.maximumDepth) + String(repeating: ")", count: OpenStepPropertyList.maximumDepth)
        #expect(failure(limit) == nil)
    }
}
