import Testing
import Wayfinder
import WayfinderTesting

/// S15 onwards: split roots on the simulated UIKit host, its window wide (regular) or narrow
/// (compact), and the size class changing under them.
@MainActor
@Suite("Scenarios: split roots")
struct SplitScenarioTests {
    static let sidebarOnly = try! NavigationState<Shop>(flow: .main, split: SplitStacks(primary: [.catalog]))

    /// A testbed showing `state`, its window narrow.
    func compactTestbed(_ state: NavigationState<Shop>) -> NavigationTestbed<Shop> {
        let testbed = NavigationTestbed(state)
        #expect(testbed.host.changeHorizontalSizeClass(to: .compact) == .performed)
        testbed.settle()
        return testbed
    }

    /// Every screen controller on screen, by entry.
    func screenControllers(_ testbed: NavigationTestbed<Shop>) -> [EntryID: ObjectIdentifier] {
        var found: [EntryID: ObjectIdentifier] = [:]
        guard let split = testbed.host.container.content as? SimulatedSplitController else { return found }
        let stacks = ([split.compactController] + SplitColumn.allCases.map { split.columns[$0] }).compactMap { $0 as? SimulatedStackController }
        for stack in stacks {
            for screen in stack.screens { found[screen.entryID] = ObjectIdentifier(screen) }
        }
        return found
    }

    // S15: compact, a sidebar row shows a product in the detail: it slides in as a push; the
    // user swipes back past the detail's root: the detail is emptied, the sidebar stays.
    @Test func s15TheDetailComesAndGoesWhileTheSidebarStays() async {
        let testbed = compactTestbed(Self.sidebarOnly)
        let navigator = testbed.navigator

        let open = testbed.measure { navigator.replaceStack(with: [.product(7)], at: .column(.secondary)) }
        #expect(open.steps == ["set column secondary [product(7)#2] (animated)"])
        #expect(open.animatedTransitions == 1)
        #expect(testbed.host.swipeBack() == .performed)
        testbed.settle()
        #expect(navigator.state.stack(at: .column(.secondary))?.entries == [])
        #expect(navigator.state.stack(at: .column(.primary))?.screens == [.catalog])
        #expect(testbed.tree == "root main: split [automatic]\n  primary: catalog\n  secondary*: (placeholder)")
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // S16: three columns, compact: the user's pops flow back column by column, deepest first,
    // and a command afterwards lands in its column.
    @Test func s16PopsWhileCollapsedFlowBackIntoTheirColumns() async {
        let testbed = compactTestbed(try! NavigationState<Shop>(
            flow: .main, split: SplitStacks(primary: [.profile], supplementary: [.orders], secondary: [.order(4), .address])))
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

    // S17: regular → compact → regular, and a transient compact (the app switcher's snapshot),
    // with a sheet up: the value stays, the sheet stays, nothing animates, and every screen
    // keeps its controller.
    @Test func s17ASizeClassRoundTripChangesNothing() async {
        let testbed = NavigationTestbed(try! NavigationState<Shop>(
            flow: .main, split: SplitStacks(primary: [.catalog, .orders], secondary: [.product(7), .options])))
        let navigator = testbed.navigator
        navigator.present(.address, as: .sheet)
        testbed.settle()
        let value = navigator.state
        let controllers = screenControllers(testbed)
        #expect(controllers.count == 4)
        let sheet = testbed.host.container.chain.last.map(ObjectIdentifier.init)

        for sizeClass in [SimulatedSizeClass.compact, .regular, .compact, .regular] {
            let change = testbed.measure { testbed.host.changeHorizontalSizeClass(to: sizeClass) }
            #expect(change.animatedTransitions == 0)
            #expect(change.steps.isEmpty)
            #expect(navigator.state == value && navigator.shown == value)
            #expect(screenControllers(testbed) == controllers, "\(sizeClass)")
            #expect(testbed.host.container.chain.last.map(ObjectIdentifier.init) == sheet)
            #expect(testbed.problems.isEmpty, "\(testbed.problems)\n\(testbed.host.controllerTree)")
        }
        // Transient: compact and back within one turn.
        testbed.host.changeHorizontalSizeClass(to: .compact)
        testbed.host.changeHorizontalSizeClass(to: .regular)
        testbed.settle()
        #expect(navigator.state == value && screenControllers(testbed) == controllers)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // S18: commands while collapsed land in the right column and show expanded where they
    // belong: the sidebar's push stays in the sidebar, the detail's in the detail.
    @Test func s18ChangesWhileCollapsedShowInTheirColumnsOnceExpanded() async {
        let testbed = compactTestbed(Self.sidebarOnly)
        let navigator = testbed.navigator
        navigator.push(.orders, onto: .column(.primary))
        testbed.settle()
        navigator.replaceStack(with: [.order(3)], at: .column(.secondary))
        testbed.settle()
        #expect(testbed.host.changeHorizontalSizeClass(to: .regular) == .performed)
        testbed.settle()
        let split = testbed.host.container.content as? SimulatedSplitController
        #expect(split?.isCollapsed == false)
        #expect((split?.columns[.primary] as? SimulatedStackController)?.screens.map(\.entryID) == [EntryID(1), EntryID(2)])
        #expect((split?.columns[.secondary] as? SimulatedStackController)?.screens.map(\.entryID) == [EntryID(3)])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // S19: a link gives the same value whether the host is collapsed or expanded: a deep
    // link's route, and a whole target value taken over by reconciliation.
    @Test func s19ALinkGivesOneValueCollapsedOrExpanded() async throws {
        let start = try NavigationState<Shop>(flow: .main, split: SplitStacks(primary: [.catalog], secondary: [.product(1)]))
        let target = try NavigationState<Shop>(flow: .main, split: SplitStacks(primary: [.catalog, .orders], secondary: [.product(2)]))
        var router = DeepLinkRouter<Int>(schemes: ["shop"])
        try router.add("/product/:id") { try $0.parameter("id", as: Int.self) }
        var values: [String] = []
        for testbed in [NavigationTestbed(start), compactTestbed(start)] {
            let links = DeepLinkHandler(navigator: testbed.navigator, router: router) { id, state in
                state.dismissAll()
                try state.replaceStack(with: [.product(id), .options], at: .column(.secondary))
                try state.showColumn(.secondary)
            }
            testbed.navigator.present(.address, as: .sheet)
            testbed.settle()
            let link = links.open("shop://product/5")
            testbed.settle()
            #expect(await link.outcome == .completed)
            let afterLink = testbed.navigator.shown.tree(identities: true)
            #expect(afterLink.contains("secondary*: product(5)#"))
            let whole = testbed.navigator.navigate(to: target)
            testbed.settle()
            #expect(await whole.outcome == .completed)
            #expect(testbed.problems.isEmpty, "\(testbed.problems)")
            values.append(afterLink + "\n---\n" + testbed.navigator.shown.tree(identities: true))
        }
        #expect(values.count == 2 && values[0] == values[1])
        #expect(values.first?.contains("primary: catalog#1 › orders#") == true)
    }

    // S20: the size class changes while a detail slides in, either way: the push ends, the
    // screens end up in the layout the window has, and nothing is dropped or moved twice.
    @Test(arguments: [SimulatedSizeClass.compact, .regular])
    func s20ASizeClassChangeDuringAPush(to sizeClass: SimulatedSizeClass) async {
        let testbed = sizeClass == .compact ? NavigationTestbed(Self.sidebarOnly) : compactTestbed(Self.sidebarOnly)
        let navigator = testbed.navigator
        let open = navigator.replaceStack(with: [.product(7), .options], at: .column(.secondary))
        testbed.host.advance(by: .milliseconds(100))
        #expect(navigator.transitionInFlight != nil)
        #expect(testbed.host.changeHorizontalSizeClass(to: sizeClass) == .performed)
        testbed.settle()
        #expect(await open.outcome == .completed)
        let split = testbed.host.container.content as? SimulatedSplitController
        #expect(split?.isCollapsed == (sizeClass == .compact))
        #expect(testbed.problems.isEmpty, "\(testbed.problems)\n\(testbed.host.controllerTree)")
    }
}
