import Foundation
import OpenUIKit
import SnapshotTesting
import Testing
import UIKitTesting

/// The kit's swift-snapshot-testing strategies: goldens committed beside this file, and a
/// changed screen fails against them.
@MainActor
struct SnapshotStrategyTests {
    private func presentHalfWay(_ host: TransitionHost) {
        let cover = ColorViewController("B", UIColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1))
        cover.modalPresentationStyle = .fullScreen
        host.window.rootViewController!.present(cover, animated: true)
        host.advance(by: 0.25)
    }

    @Test func imageViewTreeAndFilmstripOfACoverVerticalPresentation() throws {
        TransitionHost.run(root: ColorViewController("A", UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1))) { host in
            presentHalfWay(host)
            assertSnapshot(of: host, as: .image(tolerance: .compositor), named: "half-way")
            assertSnapshot(of: host, as: .viewTree, named: "half-way")
            assertSnapshot(of: host, as: .filmstrip(duration: 0.3, frames: 4, tolerance: .drawing), named: "to-the-end")
        }
    }

    @Test func aDifferentScreenFailsAgainstTheGolden() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kit-snapshots-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        TransitionHost.run(root: ColorViewController("A", UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1))) { host in
            presentHalfWay(host)
            // Record a golden for this moment, then compare a later one with it.
            _ = verifySnapshot(of: host, as: .image(tolerance: .compositor), named: "moment", record: true, snapshotDirectory: folder)
            host.advance(by: 0.05)
            let failure = verifySnapshot(of: host, as: .image(tolerance: .compositor), named: "moment", record: false, snapshotDirectory: folder)
            #expect(failure?.contains("pixels") == true && failure?.contains("Diff picture:") == true, "\(failure ?? "no failure")")
            // The diff picture's name comes from the images: the same failure names the same file.
            let again = verifySnapshot(of: host, as: .image(tolerance: .compositor), named: "moment", record: false, snapshotDirectory: folder)
            let picture = { (text: String?) in text?.components(separatedBy: "Diff picture: ").last }
            #expect(picture(failure) != nil && picture(failure) == picture(again))
            let tree = verifySnapshot(of: host, as: .viewTree, named: "tree", record: true, snapshotDirectory: folder)
            _ = tree
            host.advance(by: 0.05)
            #expect(verifySnapshot(of: host, as: .viewTree, named: "tree", record: false, snapshotDirectory: folder) != nil)
        }
    }
}
