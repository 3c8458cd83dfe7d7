import Testing
import Wayfinder
import WayfinderTesting

/// S9: the user's hand. Swipe back and sheet drags change the navigation value; a cancelled
/// swipe changes nothing; commands issued during a gesture wait for it.
@MainActor
@Suite("Scenarios: the user's hand")
struct GestureScenarioTests {
    func testbed() -> NavigationTestbed<Shop> {
        let testbed = NavigationTestbed(mainTabs(selected: .cart))
        testbed.navigator.push(contentsOf: [.address, .confirmOrder])
        testbed.settle()
        return testbed
    }

    // A finished swipe back pops the top screen from both shown and state.
    @Test func swipeBackPops() {
        let testbed = testbed()
        #expect(testbed.host.swipeBack() == .performed)
        #expect(testbed.navigator.isInteracting)
        testbed.settle()
        #expect(testbed.navigator.state.stack(at: .tab(.cart))?.screens == [.cart, .address])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // A swipe back cancelled halfway changes nothing.
    @Test func cancelledSwipeChangesNothing() {
        let testbed = testbed()
        let before = testbed.navigator.state
        testbed.host.swipeBack(cancelled: true)
        testbed.settle()
        #expect(testbed.navigator.state == before)
        #expect(testbed.navigator.shown == before)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Dragging a sheet down dismisses it from both values; a locked sheet refuses the drag.
    @Test func dragSheetDown() {
        let testbed = testbed()
        testbed.navigator.present(.options, as: .sheet(.fitting))
        testbed.settle()
        #expect(testbed.host.dragSheetDown() == .performed)
        testbed.settle()
        #expect(testbed.navigator.state.layers.isEmpty)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")

        testbed.navigator.present(.options, as: .sheet(SheetStyle(detents: [.fitting], userCanDismiss: false)))
        testbed.settle()
        #expect(testbed.host.dragSheetDown() != .performed)
        testbed.settle()
        #expect(testbed.navigator.state.layers.count == 1)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // A command issued while the user swipes waits for the gesture, then plans from what is
    // shown: the app's push still happens, above what the user left, and says so (merged, not
    // superseded: its result is on screen).
    @Test func commandDuringSwipeWaits() async {
        let testbed = testbed()
        testbed.host.swipeBack()
        testbed.host.advance(by: .milliseconds(100))
        let push = testbed.navigator.push(.product(5))
        #expect(testbed.navigator.transitionInFlight == nil)
        testbed.settle()
        #expect(testbed.navigator.shown.stack(at: .tab(.cart))?.screens == [.cart, .address, .product(5)])
        #expect(await push.outcome == .merged)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Tapping an alert button removes the alert and tells the app which button, with the text.
    @Test func alertAnswer() {
        let testbed = testbed()
        var answers: [AlertResponse] = []
        testbed.navigator.onAlertResponse = { answers.append($0) }
        testbed.navigator.showAlert(.removeItem)
        testbed.settle()
        let alertID = testbed.navigator.shown.layers[0].id
        testbed.host.tapAlertButton(titled: "Remove")
        testbed.settle()
        #expect(answers.map(\.button.action) == ["remove"])
        #expect(answers.first?.alert == alertID)
        #expect(answers.first?.owner == testbed.navigator.shown.topEntry?.id)
        #expect(testbed.navigator.state.layers.isEmpty)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
