@testable import OpenUIKit
import Testing

/// `UITableView.cellLayoutMarginsFollowReadableWidth`: false by default (as since iOS 12);
/// OpenUIKit has no readable content guide, so true is reported.
@MainActor
@Suite struct TableReadableWidthTests {
    @Test func offByDefaultAndTrueIsReported() {
        withApp { capture in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            #expect(!table.cellLayoutMarginsFollowReadableWidth)
            table.cellLayoutMarginsFollowReadableWidth = false
            #expect(capture.records(withCode: .unsupportedAPI).isEmpty)
            table.cellLayoutMarginsFollowReadableWidth = true
            #expect(table.cellLayoutMarginsFollowReadableWidth)
            #expect(capture.records(withCode: .unsupportedAPI).count == 1)
        }
    }
}
