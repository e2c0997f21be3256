import Foundation
import Testing
import UIKit
import UIKitTesting

/// Initializers called through a class object, in the golden `metatype-initializers` sources
/// built through the bridge: each makes an object of the class the class object really is, as
/// Objective-C does on iOS.
@MainActor
struct MetatypeInitializerTests {
    @Test func aNavigationControllerClassPassedInMakesOneOfThatClassAroundTheRoot() throws {
        let root = DetailScreen()
        let wrapped = Navigator().wrapped(root, wrap: navigationClass)
        let navigation = try #require(wrapped as? StackNavigation)
        #expect(navigation.viewControllers == [root])
        #expect(navigation.pushes == 0, "init(rootViewController:) sets the stack without pushing")
        // UIKit's own class, passed as itself.
        let plain = Navigator().wrapped(root, wrap: UINavigationController.self)
        #expect(type(of: plain) == UINavigationController.self)
        #expect(Navigator().wrapped(root) === root)
    }

    @Test func aViewClassKeptInAPropertyMakesItsOwnClassWithEitherInitializer() throws {
        let layout = ViewLayout(viewClass: LargeTagView.self)
        let plain = try #require(layout.makeView() as? LargeTagView)
        #expect(plain.frame == .zero)
        #expect(plain.layer.cornerRadius == 8, "init() reached the class's own init(frame:)")
        let framed = layout.makeView(in: CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(type(of: framed) == LargeTagView.self && framed.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        // A class that inherits UIView's initializers, and UIKit's own classes.
        #expect(type(of: ViewLayout(viewClass: TagView.self).makeView()) == TagView.self)
        #expect(type(of: ViewLayout(viewClass: UILabel.self).makeView()) == UILabel.self)
        #expect(type(of: ViewLayout(viewClass: UIStackView.self).makeView(in: .zero)) == UIStackView.self)
    }

    @Test func genericParametersSelfAndTypeOfMakeTheDynamicClass() {
        #expect(type(of: Navigator().controller(of: DetailScreen.self)) == DetailScreen.self)
        let generic: UIViewController = Navigator().plainController(StackNavigation.self)
        #expect(type(of: generic) == StackNavigation.self)
        #expect(type(of: TagView.fromCode()) == TagView.self)
        #expect(type(of: UISwitch.fromCode()) == UISwitch.self)
        let copy = Navigator().sameKind(as: LargeTagView(frame: CGRect(x: 0, y: 0, width: 5, height: 6)))
        #expect(type(of: copy) == LargeTagView.self && copy.bounds.size == CGSize(width: 5, height: 6))
        // UIColor's initializers are required, so `Self.init(white:alpha:)` needs no rewrite.
        #expect(UIColor.gray(0.5) == UIColor(white: 0.5, alpha: 1))
    }

    /// `Button(type:)` for a generic `Button: UIButton`: as on iOS, `init(type:)` is a convenience
    /// initializer that goes through the subclass's `init(frame:)`.
    @Test func aGenericButtonClassMakesItsButtonsThroughInitFrame() throws {
        let button = ButtonMaker<PillButton>().makeButton()
        #expect(button.madeThroughFrame && button.buttonType == .system)
        #expect(type(of: ButtonMaker<UIButton>().makeButton()) == UIButton.self)
        #expect(PillButton(type: .custom).madeThroughFrame, "a subclass that overrides init(frame:) keeps init(type:)")
    }

    /// A class whose own designated initializers replace `init(frame:)` cannot be made with it:
    /// iOS stops ("Use of unimplemented initializer"); here UIView's makes the object and a
    /// diagnostic says so.
    @Test func aClassWithoutTheInitializerFallsBackToItsSuperclassWithADiagnostic() {
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            let made = ViewLayout(viewClass: ModelView.self).makeView(in: .zero)
            #expect(type(of: made) == UIView.self)
        }
        let messages = capture.records(withCode: .metatypeInitializer).map(\.message)
        #expect(messages == ["ModelView.init(frame:) was called through a class object, but ModelView has no such initializer registered (the source bridge registers them for the classes whose .self the module names, when the class has the initializer); UIView's made a UIView, which is used."])
    }

    /// Protocols' and structures' initializers are left alone: they compile as they are.
    @Test func protocolMetatypesKeepTheirOwnInitializers() {
        #expect(blank(Note.self) is Note)
        #expect(note() is Note)
    }
}
