import Testing
import Wayfinder
import WayfinderTesting

/// The Navigator's promises: every command ends and says how; refused commands change nothing;
/// `state` changes at once, `shown` follows the host.
@MainActor
@Suite("Navigator")
struct NavigatorTests {
    // A refused command ends at once with the typed reason, and changes neither value.
    @Test func refusedCommandChangesNothing() async {
        let testbed = NavigationTestbed(mainTabs(selected: .cart))
        let before = testbed.navigator.state
        #expect(await testbed.navigator.pop().outcome == .refused(.nothingToPop(.tab(.cart))))
        #expect(await testbed.navigator.selectTab("basket").outcome == .refused(.unknownTab("basket")))
        #expect(await testbed.navigator.dismiss().outcome == .refused(.nothingToDismiss))
        #expect(await testbed.navigator.present(.options, as: .sheet(SheetStyle(detents: []))).outcome
            == .refused(.sheetWithoutDetents))
        #expect(await testbed.navigator.showAlert(NavigationAlert(title: "Empty", buttons: [])).outcome == .refused(.alertWithoutButtons))
        #expect(testbed.navigator.state == before)
        #expect(testbed.navigator.state.nextIdentity == before.nextIdentity)
        #expect(testbed.host.transcript.filter { $0.text.hasPrefix("»") }.isEmpty)
    }

    // A multi-edit update is all or nothing: one refused edit refuses the whole change.
    @Test func updateIsAllOrNothing() async {
        let testbed = NavigationTestbed(mainTabs(selected: .cart))
        let before = testbed.navigator.state
        let request = testbed.navigator.update { state throws(NavigationError) in
            try state.push(.address)
            try state.selectTab("basket")
        }
        #expect(await request.outcome == .refused(.unknownTab("basket")))
        #expect(testbed.navigator.state == before)
    }

    // `state` changes at once; `shown` only when the host has finished the transition.
    @Test func stateChangesAtOnceShownFollowsTheHost() async {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .cart))
        let request = testbed.navigator.push(.address)
        #expect(testbed.navigator.state.topEntry?.screen == .address)
        #expect(testbed.navigator.shown.topEntry?.screen == .cart)
        #expect(!request.isFinished)
        testbed.host.advance(by: .milliseconds(349))
        #expect(!request.isFinished)
        testbed.host.advance(by: .milliseconds(1))
        #expect(request.finishedOutcome == .completed)
        #expect(testbed.navigator.isSettled)
    }

    // A command whose target is passed over by a later one ends as superseded; the others that
    // the screen showed complete.
    @Test func supersededCommands() async {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .cart))
        let navigator = testbed.navigator
        let first = navigator.push(.address)
        let second = navigator.push(.confirmOrder)
        let third = navigator.pop()
        testbed.settle()
        #expect(await first.outcome == .completed)
        #expect(await second.outcome == .superseded)
        #expect(await third.outcome == .completed)
        #expect(navigator.shown.stack(at: .root)?.screens == [.cart, .address])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // A command that changes nothing completes at once.
    @Test func noOpCompletesAtOnce() async {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .cart))
        let request = testbed.navigator.dismissAll()
        #expect(request.finishedOutcome == .completed)
    }

    // Detaching the host mid-transition ends every waiting command; the navigator goes headless.
    @Test func detachEndsEveryAwait() async {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .cart))
        let navigator = testbed.navigator
        let push = navigator.push(.address)
        testbed.host.advance(by: .milliseconds(100))
        let sheet = navigator.present(.options, as: .sheet)  // waits for the push
        navigator.detach()
        #expect(await push.outcome == .hostDetached)
        #expect(await sheet.outcome == .hostDetached)
        #expect(navigator.transitionInFlight == nil)
        testbed.settle()  // the old host's late completions change nothing
        #expect(navigator.shown == navigator.state)
        #expect(await navigator.dismiss().outcome == .completed)  // the sheet is the top stack now
    }

    // Without a host, shown follows state at once: flows can be unit-tested with no host.
    @Test func headlessNavigator() async {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        #expect(await navigator.push(.address).outcome == .completed)
        #expect(navigator.shown == navigator.state)
        #expect(navigator.shown.topEntry?.screen == .address)
    }

    // Attaching shows the root at once, then brings in the layers one transition at a time.
    @Test func attachBuildsLayersInTransitions() {
        let start = build(mainTabs(selected: .cart)) { state in
            try state.present(.options, as: .sheet)
            try state.showAlert(.removeItem)
        }
        let testbed = NavigationTestbed(start)
        #expect(testbed.navigator.shown == start)
        #expect(testbed.host.transcript.filter { $0.text.hasPrefix("» present") }.count == 2)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // navigate(to:) shows a value built from plain screens, keeping the entries already shown:
    // Profile › Orders › Order(1) → Order(42) replaces one entry in one animated transition.
    @Test func navigateReconcilesWithWhatIsShown() {
        let testbed = NavigationTestbed(mainTabs(selected: .profile))
        testbed.navigator.push(contentsOf: [.orders, .order(1)])
        testbed.settle()
        let orders = testbed.navigator.shown.stack(at: .tab(.profile))!.entries
        let target = build(mainTabs(selected: .profile)) { try $0.push(contentsOf: [.orders, .order(42)]) }
        let report = testbed.measure { testbed.navigator.navigate(to: target) }
        let after = testbed.navigator.shown.stack(at: .tab(.profile))!.entries
        #expect(Array(after.prefix(2)) == Array(orders.prefix(2)))
        #expect(after[2].screen == .order(42))
        #expect(after[2].id != orders[2].id)
        #expect(report.animatedTransitions == 1)
        #expect(report.steps.count == 1)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}

/// An error of the app's own, thrown from a change closure.
struct PaymentDeclined: Error {}

@MainActor
@Suite("Navigator: app errors")
struct NavigatorAppErrorTests {
    // An app error thrown from a change is a typed refusal that names it, and changes nothing.
    @Test func appErrorRefusesTheChange() async {
        let navigator = Navigator(NavigationState<Shop>(flow: .main, root: .cart))
        let before = navigator.state
        let request = navigator.update { state in
            try state.push(.address)
            throw PaymentDeclined()
        }
        #expect(await request.outcome == .refused(.changeFailed("PaymentDeclined()")))
        #expect(navigator.state == before)
    }
}
