@testable import OpenUIKit
import Foundation
import Testing

/// `objc_setAssociatedObject` / `objc_getAssociatedObject` / `objc_removeAssociatedObjects`
/// with the runtime's policies (ObjectAssociation.swift).
@MainActor
struct ObjectAssociationTests {
    private nonisolated(unsafe) static var titleKey = 0
    private nonisolated(unsafe) static var tagKey = 0

    final class Payload {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test func aValueIsStoredPerObjectAndKeyAndReplacedAndRemoved() {
        withApp { _ in
            let view = UIView(), other = UIView()
            objc_setAssociatedObject(view, &Self.titleKey, "card", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            objc_setAssociatedObject(view, &Self.tagKey, 7, .OBJC_ASSOCIATION_RETAIN)
            #expect(objc_getAssociatedObject(view, &Self.titleKey) as? String == "card")
            #expect(objc_getAssociatedObject(view, &Self.tagKey) as? Int == 7)
            #expect(objc_getAssociatedObject(other, &Self.titleKey) == nil, "another object has its own")
            objc_setAssociatedObject(view, &Self.titleKey, "sheet", .OBJC_ASSOCIATION_COPY_NONATOMIC)
            #expect(objc_getAssociatedObject(view, &Self.titleKey) as? String == "sheet")
            objc_setAssociatedObject(view, &Self.titleKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(view, &Self.titleKey) == nil)
            #expect(objc_getAssociatedObject(view, &Self.tagKey) as? Int == 7)
            objc_removeAssociatedObjects(view)
            #expect(objc_getAssociatedObject(view, &Self.tagKey) == nil)
        }
    }

    @Test func retainKeepsTheValueAliveAndAssignDoesNot() {
        withApp { _ in
            let view = UIView()
            weak var retained: Payload?, assigned: Payload?
            do {
                let kept = Payload("kept"), loose = Payload("loose")
                retained = kept
                assigned = loose
                objc_setAssociatedObject(view, &Self.titleKey, kept, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                objc_setAssociatedObject(view, &Self.tagKey, loose, .OBJC_ASSOCIATION_ASSIGN)
                #expect((objc_getAssociatedObject(view, &Self.tagKey) as? Payload)?.name == "loose")
            }
            #expect(retained != nil && (objc_getAssociatedObject(view, &Self.titleKey) as? Payload) === retained)
            #expect(assigned == nil, "assign does not retain")
            #expect(objc_getAssociatedObject(view, &Self.tagKey) == nil, "and reads as nil once the value is gone")
            objc_removeAssociatedObjects(view)
            #expect(retained == nil, "removing the association releases the value")
        }
    }

    @Test func copyCopiesWhatCanBeCopied() {
        withApp { _ in
            let view = UIView()
            let text = NSMutableString(string: "draft")
            objc_setAssociatedObject(view, &Self.titleKey, text, .OBJC_ASSOCIATION_COPY)
            text.append(" edited")
            #expect((objc_getAssociatedObject(view, &Self.titleKey) as? NSString) == "draft", "a copy taken when set")
        }
    }

    @Test func valuesAreReleasedOnceTheirObjectIsGone() {
        withApp { _ in
            weak var payload: Payload?
            do {
                let owner = NSObject()
                let value = Payload("owned")
                payload = value
                objc_setAssociatedObject(owner, &Self.titleKey, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
            AssociatedObjects.shared.sweep()
            #expect(payload == nil, "released with the sweep after its owner went")
        }
    }

    @Test func aValueTypeOwnerIsReported() {
        withApp { capture in
            objc_setAssociatedObject(42, &Self.titleKey, "lost", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(42, &Self.titleKey) == nil)
            let messages = capture.records(withCode: .unsupportedAPI).map(\.message)
            #expect(messages.first == "objc_setAssociatedObject with a value of type Int: associations need a class instance; nothing is associated.")
        }
    }

    @Test func anOwnerPassedAsAnOptionalIsUnwrappedAsOnIOS() {
        withApp { capture in
            let view: UIView? = UIView()
            let wrapped: Any = view as Any
            objc_setAssociatedObject(wrapped, &Self.titleKey, "kept", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(view!, &Self.titleKey) as? String == "kept", "the same object, unwrapped")
            let doubly: UIView?? = view
            #expect(objc_getAssociatedObject(doubly as Any, &Self.titleKey) as? String == "kept")
            let none: UIView? = nil
            objc_setAssociatedObject(none as Any, &Self.titleKey, "nothing", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(none as Any, &Self.titleKey) == nil)
            #expect(capture.records.isEmpty, "a nil owner is ignored quietly, as on iOS")
        }
    }

    @Test func theTableDoesNotGrowWithDeadOwners() {
        withApp { _ in
            AssociatedObjects.shared.sweep()
            let before = AssociatedObjects.shared.ownerCount
            for index in 0..<1000 {
                let owner = NSObject()
                objc_setAssociatedObject(owner, &Self.tagKey, index, .OBJC_ASSOCIATION_RETAIN)
            }
            // Swept every 256 changes: at most that many dead owners are still listed.
            #expect(AssociatedObjects.shared.ownerCount - before <= 256)
        }
    }
}
