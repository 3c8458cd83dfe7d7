import Testing
import Wayfinder
import WayfinderTesting

/// S1 (a router over a stack) and S10 (rapid commands), against the simulated UIKit host.
@MainActor
@Suite("Scenarios: stacks")
struct StackScenarioTests {
    // S1: Cart root; open Product(12); back; Buy → Address → Confirm order → Done; Done returns
    // to the cart's root in one transition.
    @Test func s1RouterOverAStack() async {
        let testbed = NavigationTestbed(mainTabs(selected: .cart))
        let navigator = testbed.navigator

        let open = testbed.measure { navigator.push(.product(12)) }
        #expect(open.animatedTransitions == 1)
        #expect(open.time == .milliseconds(350))
        #expect(testbed.host.tapBack() == .performed)
        testbed.settle()
        #expect(navigator.shown.stack(at: .tab(.cart))?.screens == [.cart])

        for screen in [Shop.address, .confirmOrder, .done] {
            let step = testbed.measure { navigator.push(screen) }
            #expect(step.animatedTransitions == 1)
        }
        #expect(navigator.shown.stack(at: .tab(.cart))?.screens == [.cart, .address, .confirmOrder, .done])

        var done: NavigationRequest?
        let back = testbed.measure { done = navigator.popToRoot() }
        #expect(await done?.outcome == .completed)
        #expect(back.steps == ["set tab cart [cart#2] (animated)"])
        #expect(back.animatedTransitions == 1)
        #expect(back.time == .milliseconds(350))
        #expect(back.transcript.contains { $0.text == "pop stack(tab cart) to cart#2 (animated)" })
        #expect(testbed.tree == """
            root main: tabs
              catalog: catalog
              cart*: cart
              profile: profile
            """)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // S10: five pushes issued while the first is still animating: no rule violated, the five
    // screens end up on the stack in order, every command's await ends.
    @Test func s10RapidCommands() async {
        let testbed = NavigationTestbed(NavigationState<Shop>(flow: .main, root: .catalog))
        let navigator = testbed.navigator
        let first = navigator.push(.product(1))
        testbed.host.advance(by: .milliseconds(100))
        #expect(navigator.transitionInFlight != nil)
        let rest = (2...5).map { navigator.push(.product($0)) }
        #expect(navigator.state.stack(at: .root)?.screens == [.catalog] + (1...5).map { Shop.product($0) })

        let report = testbed.measure {}
        var outcomes = [await first.outcome]
        for request in rest { outcomes.append(await request.outcome) }
        #expect(outcomes == [.completed, .superseded, .superseded, .superseded, .completed])
        #expect(navigator.shown.stack(at: .root)?.screens == [.catalog] + (1...5).map { Shop.product($0) })
        // The first push finishes, then the four others arrive together in one push.
        #expect(report.steps == ["set root [catalog#1, product(1)#2, product(2)#3, product(3)#4, product(4)#5, product(5)#6] (animated)"])
        #expect(testbed.host.animatedTransitionCount == 2)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // S10 with every kind of command mixed, mid-transition: the newest intent wins, no violation.
    @Test func rapidMixedCommandsCoalesce() async {
        let testbed = NavigationTestbed(mainTabs(selected: .catalog))
        let navigator = testbed.navigator
        var requests = [navigator.push(.product(1))]
        testbed.host.advance(by: .milliseconds(50))
        requests.append(navigator.present(.options, as: .sheet(.fitting)))
        requests.append(navigator.showAlert(.removeItem))
        requests.append(navigator.selectTab(.cart))  // the alert's owner leaves: the alert goes
        requests.append(navigator.push(.address))
        testbed.settle()
        for request in requests { #expect(request.isFinished) }
        #expect(testbed.tree == """
            root main: tabs
              catalog: catalog › product(1)
              cart*: cart
              profile: profile
            sheet [fitting, grabber]: options › address
            """)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
