import Foundation
import OpenUIKit
import SnapshotTesting
import Testing
import UIKitTesting

/// `UIAlertController.tapAction(titled:)` and how alerts and action sheets are drawn (goldens
/// beside this file: the iOS 18 look as OpenUIKit reads it, AlertMetrics.swift).
@MainActor
struct AlertTappingTests {
    @Test func anAlertIsDrawnAndItsButtonTappedWhereItIs() throws {
        TransitionHost.run(root: ColorViewController("A", UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))) { host in
            let root = host.window.rootViewController!
            var tapped: [String] = []
            let alert = UIAlertController(title: "Delete photo?", message: "This photo will be deleted from all your devices.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in tapped.append("Cancel") })
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in tapped.append("Delete") })
            root.present(alert, animated: true)
            host.advance(by: 0.5)
            assertSnapshot(of: host, as: .image(tolerance: .text), named: "alert")
            #expect(alert.tapAction(titled: "Delete"))
            host.advance(by: 0.5)
            #expect(tapped == ["Delete"] && root.presentedViewController == nil)
        }
    }

    @Test func anActionSheetIsDrawnWithItsCancelCardApart() throws {
        TransitionHost.run(root: ColorViewController("A", UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))) { host in
            let root = host.window.rootViewController!
            let sheet = UIAlertController(title: "Share photo", message: "Choose where to send it", preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Messages", style: .default))
            sheet.addAction(UIAlertAction(title: "Mail", style: .default))
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            root.present(sheet, animated: true)
            host.advance(by: 0.6)
            assertSnapshot(of: host, as: .image(tolerance: .text), named: "action-sheet")
            let capture = DiagnosticCapture(silent: true)
            OpenUIKitDiagnostics.$capture.withValue(capture) {
                #expect(!sheet.tapAction(titled: "Print"), "no such button: false, with the titles there are")
            }
            #expect(capture.records.map(\.message).first?.contains("the alert has no button with that title") == true)
        }
    }
}
