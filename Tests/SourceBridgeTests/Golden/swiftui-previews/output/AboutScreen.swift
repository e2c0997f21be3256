import UIKit
import SwiftUI

/// SwiftUI for real: not a preview, so the file keeps its import (and cannot build on Linux).
func makeAboutScreen() -> UIViewController {
    UIHostingController(rootView: Text("About"))
}

