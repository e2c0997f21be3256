@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

/// `instantiateViewController(identifier:creator:)` as UIKit documents it — a creator that
/// returns nil leaves the work to `init(coder:)` — and, where UIKit raises an exception (no scene
/// with that ID), a report and a stand-in of the requested type instead of a crash.
@MainActor
struct UIStoryboardCreatorTests {
    @Test func aCreatorReturningNilLeavesTheControllerToInitCoder() {
        withStoryboardLog { _, capture in
            var asked = 0
            let detail: DetailController = UIStoryboardTests.segues().instantiateViewController(identifier: "Detail") { _ in
                asked += 1
                return nil
            }
            #expect(asked == 1)
            #expect(detail.storyboard != nil, "made from the Detail scene by init(coder:)")
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }

    @Test func aMissingIdentifierIsReportedAndAStandInOfTheRequestedTypeReturned() {
        withStoryboardLog { _, capture in
            let detail: DetailController = UIStoryboardTests.segues().instantiateViewController(identifier: "NoSuchScene")
            #expect(type(of: detail) == DetailController.self)
            #expect(capture.records.map(\.message) == ["Storyboard (<UIStoryboard: Segues>) doesn't contain a view controller with identifier 'NoSuchScene'"])
        }
    }

    /// A controller that storyboards make only through a creator (its `init(coder:)` refuses):
    /// the stand-in for a missing ID is made by that creator too, so nothing traps.
    @Test func aStandInIsMadeByTheCreatorWhenInitCoderRefuses() {
        withStoryboardLog { _, capture in
            var madeBy: [String] = []
            let made: InjectedController = UIStoryboardTests.segues().instantiateViewController(identifier: "Missing") { coder in
                madeBy.append("creator")
                return InjectedController(coder: coder, service: "injected")
            }
            #expect(made.service == "injected")
            #expect(madeBy == ["creator"])
            #expect(capture.records.count == 1)
        }
    }
}

final class InjectedController: UIViewController {
    let service: String

    init?(coder: NSCoder, service: String) {
        self.service = service
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
