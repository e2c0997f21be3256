import Foundation

/// The JUnit XML CI systems read: one suite per test class or suite, in the order they came.
enum JUnitXML {
    static func document(_ results: [TestOutcome], name: String) -> String {
        var suites: [(String, [TestOutcome])] = []
        for result in results {
            let separator = result.name.contains("/") ? "/" : "."
            let suite = result.name.components(separatedBy: separator).dropLast().joined(separator: separator)
            if let index = suites.firstIndex(where: { $0.0 == suite }) { suites[index].1.append(result) } else { suites.append((suite, [result])) }
        }
        let failures = results.filter { $0.status == .failed }.count
        let skipped = results.filter { $0.status == .skipped }.count
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"\(escape(name))\" tests=\"\(results.count)\" failures=\"\(failures)\" skipped=\"\(skipped)\">\n"
        for (suite, members) in suites {
            text += "  <testsuite name=\"\(escape(suite))\" tests=\"\(members.count)\" failures=\"\(members.filter { $0.status == .failed }.count)\" skipped=\"\(members.filter { $0.status == .skipped }.count)\">\n"
            for member in members {
                let separator = member.name.contains("/") ? "/" : "."
                let short = member.name.components(separatedBy: separator).last ?? member.name
                text += "    <testcase classname=\"\(escape(suite))\" name=\"\(escape(short))\" time=\"\(String(format: "%.3f", member.seconds))\""
                switch member.status {
                case .passed: text += "/>\n"
                case .skipped: text += "><skipped/></testcase>\n"
                case .failed:
                    let message = member.messages.joined(separator: "\n")
                    text += "><failure message=\"\(escape(member.messages.first ?? "failed"))\">\(escape(message))</failure></testcase>\n"
                }
            }
            text += "  </testsuite>\n"
        }
        return text + "</testsuites>\n"
    }

    /// Text for XML attributes and content.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
