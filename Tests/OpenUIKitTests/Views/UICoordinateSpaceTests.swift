@testable import OpenUIKit
import Testing

/// Views and the screen as coordinate spaces.
@MainActor
struct UICoordinateSpaceTests {
    @Test func pointsAndRectsConvertBetweenViewsAndTheScreen() {
        withApp { _ in
            let window = makeWindow()
            let card = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 120))
            let badge = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
            window.addSubview(card)
            card.addSubview(badge)
            let screen: any UICoordinateSpace = UIScreen.main.coordinateSpace
            #expect(screen.bounds == UIScreen.main.bounds)
            #expect(badge.convert(CGPoint(x: 5, y: 5), to: screen) == CGPoint(x: 55, y: 125))
            #expect(badge.convert(CGPoint(x: 55, y: 125), from: screen) == CGPoint(x: 5, y: 5))
            #expect(screen.convert(CGRect(x: 50, y: 120, width: 30, height: 30), to: badge) == badge.bounds)
            // Between two views through the protocol, as between views.
            let asSpace: any UICoordinateSpace = card
            #expect(badge.convert(CGPoint.zero, to: asSpace) == CGPoint(x: 10, y: 20))
            let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication),
                                         persistentIdentifier: "main")
            let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
            #expect(scene.coordinateSpace.bounds == UIScreen.main.bounds)
            #expect(UIScreen.main.fixedCoordinateSpace.convert(CGPoint(x: 1, y: 2), to: screen) == CGPoint(x: 1, y: 2))
        }
    }
}
