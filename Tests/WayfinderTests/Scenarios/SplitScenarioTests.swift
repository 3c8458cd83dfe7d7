import Testing
import Wayfinder
import WayfinderTesting

/// S15 onwards: split roots on the simulated UIKit host.
@MainActor
@Suite("Scenarios: split roots")
struct SplitScenarioTests {
    // S15: a sidebar shows a product in the detail; compact, it slides in as a push; the user
    // swipes back past the detail's root: the detail is emptied, the sidebar stays.
    @Test func s15TheDetailComesAndGoesWhileTheSidebarStays() async {
        let testbed = NavigationTestbed(try! NavigationState<Shop>(flow: .main, split: SplitStacks(primary: [.catalog])))
        let navigator = testbed.navigator

        let open = testbed.measure { navigator.replaceStack(with: [.product(7)], at: .column(.secondary)) }
        #expect(open.steps == ["set column secondary [product(7)#2] (animated)"])
        #expect(open.animatedTransitions == 1)
        #expect(testbed.host.swipeBack() == .performed)
        testbed.settle()
        #expect(navigator.state.stack(at: .column(.secondary))?.entries == [])
        #expect(navigator.state.stack(at: .column(.primary))?.screens == [.catalog])
        #expect(navigator.state == navigator.shown)
        #expect(testbed.tree == "root main: split [automatic]\n  primary: catalog\n  secondary*: (placeholder)")
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // S16: three columns, compact: the user's pops flow back column by column, deepest first,
    // and a command issued meanwhile still lands in its column.
    @Test func s16PopsWhileCollapsedFlowBackIntoTheirColumns() async {
        let start = try! NavigationState<Shop>(
            flow: .main, split: SplitStacks(primary: [.profile], supplementary: [.orders], secondary: [.order(4), .address]))
        let testbed = NavigationTestbed(start)
        let navigator = testbed.navigator
        #expect(testbed.host.tapBack() == .performed)
        testbed.settle()
        #expect(navigator.state.stack(at: .column(.secondary))?.screens == [.order(4)])
        #expect(testbed.host.swipeBack() == .performed)
        testbed.settle()
        #expect(navigator.state.stack(at: .column(.secondary))?.screens == [])
        #expect(navigator.state.stack(at: .column(.supplementary))?.screens == [.orders])
        #expect(testbed.host.swipeBack() == .performed)
        testbed.settle()
        #expect(navigator.state.stack(at: .column(.supplementary))?.screens == [])
        #expect(navigator.state.stack(at: .column(.primary))?.screens == [.profile])
        let again = navigator.replaceStack(with: [.order(9)], at: .column(.secondary))
        testbed.settle()
        #expect(await again.outcome == .completed)
        #expect(testbed.tree == """
            root main: split [automatic]
              primary: profile
              supplementary: (placeholder)
              secondary*: order(9)
            """)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // S17: a link into the detail gives one value, whatever the host shows.
    @Test func s17ALinkIntoTheDetailKeepsTheSidebar() async {
        let start = try! NavigationState<Shop>(flow: .main, split: SplitStacks(primary: [.catalog], secondary: [.product(1)]))
        let testbed = NavigationTestbed(start)
        let navigator = testbed.navigator
        let target = try! NavigationState<Shop>(flow: .main, split: SplitStacks(primary: [.catalog], secondary: [.product(2)]))
        let link = navigator.navigate(to: target)
        testbed.settle()
        #expect(await link.outcome == .completed)
        #expect(navigator.shown.root.id == start.root.id)
        #expect(navigator.shown.stack(at: .column(.primary))?.entries == start.stack(at: .column(.primary))?.entries)
        #expect(navigator.shown.stack(at: .column(.secondary))?.screens == [.product(2)])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
