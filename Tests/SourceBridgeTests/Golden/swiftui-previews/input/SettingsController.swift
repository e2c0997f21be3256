import UIKit
import SwiftUI

final class SettingsController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

#Preview("Settings") {
    SettingsController()
}
