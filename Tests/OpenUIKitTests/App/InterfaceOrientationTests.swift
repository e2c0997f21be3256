@testable import OpenUIKit
import Testing

/// The interface orientation apps ask for, the orientations they support, and window levels
/// offset from the named ones.
@MainActor
struct InterfaceOrientationTests {
    final class LandscapeOnlyDelegate: UIResponder, UIApplicationDelegate {
        var askedFor: [UIWindow?] = []
        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
            askedFor.append(window)
            return .landscape
        }
    }

    @Test func theInterfaceIsPortraitOnAPhoneAndLandscapeRightOnAWideScreen() {
        withApp { _ in
            #expect(UIApplication.shared.statusBarOrientation == .portrait)
            let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication),
                                         persistentIdentifier: "main")
            #expect(UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions()).interfaceOrientation == .portrait)
            UIScreen.setMain(UIScreen(preset: UIScreen.Preset(name: "wide", size: CGSize(width: 852, height: 393), scale: 3, safeAreaInsets: .zero)))
            #expect(UIDevice.current.orientation == .landscapeLeft)
            #expect(UIApplication.shared.statusBarOrientation == .landscapeRight, "the interface turns the other way from the device")
            #expect(UIApplication.shared.statusBarOrientation.isLandscape)
        }
    }

    @Test func aWindowSubclassStartsFromItsScene() {
        /// A window for overlays, made the way banner libraries make theirs.
        final class OverlayWindow: UIWindow {
            init(scene: UIWindowScene, root: UIViewController) {
                super.init(windowScene: scene)
                rootViewController = root
            }

            required init?(coder: NSCoder) { nil }
        }
        withApp { _ in
            let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication),
                                         persistentIdentifier: "main")
            let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
            let window = OverlayWindow(scene: scene, root: UIViewController())
            // The scene lists it (its `windowScene` reads back once the scene is connected to
            // the application; this one was only made).
            #expect(window.frame == scene.screen.bounds)
            #expect(window.isHidden && window.rootViewController != nil)
            #expect(scene.windows.contains { $0 === window })
        }
    }

    @Test func supportedOrientationsComeFromTheDelegateOrTheTemplatesDefaults() {
        withApp { _ in
            #expect(UIApplication.shared.supportedInterfaceOrientations(for: nil) == .allButUpsideDown)
            UIScreen.setMain(UIScreen(preset: .iPad))
            #expect(UIApplication.shared.supportedInterfaceOrientations(for: nil) == .all)
            let delegate = LandscapeOnlyDelegate()
            UIApplication.shared.delegate = delegate
            let window = makeWindow()
            #expect(UIApplication.shared.supportedInterfaceOrientations(for: window) == .landscape)
            #expect(delegate.askedFor.count == 1 && delegate.askedFor[0] === window)
        }
    }

    @Test func windowLevelsOffsetFromTheNamedOnes() {
        let above = UIWindow.Level.statusBar + 1, below = UIWindow.Level.alert - 1
        #expect(above.rawValue == 1001 && below.rawValue == 1999)
        #expect(UIWindow.Level.statusBar < above && above < below && below < .alert)
    }
}
