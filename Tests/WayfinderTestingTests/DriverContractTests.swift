import Testing
import Wayfinder
import WayfinderTesting

/// The driver contract (DESIGN "Hosts"), against the simulated controllers: refusals decided
/// before the call, completions exactly once and possibly synchronous, the watchdog, readiness,
/// and user pops found by comparison with the last settled stack.
@MainActor
@Suite struct DriverContractTests {
    /// A simulated host with `root` installed, and the events it reports.
    @MainActor final class Rig {
        let host: SimulatedHost<Hike>
        var events: [HostEvent] = []

        init(_ root: NavigationState<Hike> = trail([.camp]), isVisible: Bool = true) {
            host = SimulatedHost(isVisible: isVisible)
            host.install(root.root) { [unowned self] event in events.append(event) }
            host.settle()
        }

        /// Performs `step` and returns every result it reported (none yet if still running).
        func perform(_ step: TransitionStep<Hike>) -> () -> [StepResult] {
            var results: [StepResult] = []
            host.perform(step) { results.append($0) }
            return { results }
        }

        var rootStack: SimulatedStackController { host.container.content as! SimulatedStackController }
    }

    // 9.1: a dismissal the host would make from a controller that presents nothing (the app's
    // own code dismissed the layer behind the host's back) is refused before UIKit is called,
    // which would dismiss the presenter itself: typed, and no rule broken.
    @Test func dismissingFromAControllerThatPresentsNothingIsRefused() {
        let testbed = NavigationTestbed(edited(trail()) { try $0.present(.gear, as: .sheet) })
        testbed.host.container.dismissPresented(animated: false) {}
        testbed.host.settle()

        let request = testbed.navigator.dismiss()
        testbed.host.advance(by: .zero)  // the turn ends: the dismissal is tried

        #expect(request.finishedOutcome?.hostFailure == .presentsNothing)
        #expect(testbed.host.violations.isEmpty)
        #expect(testbed.host.clock.isIdle)
    }

    // A refused step ends at once with its typed reason, and the host's records are as before.
    @Test func refusedStepFailsAtOnceAndChangesNothing() {
        let rig = Rig()
        let foreign = rig.host.driver.makeStack(at: .layer(LayerID(90)), showing: [])
        rig.host.container.present(rig.host.driver.makeLayer(.overlay, id: LayerID(90), stack: foreign), animated: false) {}
        rig.host.settle()
        let layer = Layer<Hike>(id: LayerID(91), kind: .sheet(SheetStyle()), stack: ScreenStack([Entry(id: EntryID(92), screen: .gear)]))
        let results = rig.perform(.present(layer, animated: true))
        #expect(results() == [.failed(FailedStep(step: .present(LayerID(91)), reason: .foreignPresentation))])
        rig.host.settle()
        #expect(results().count == 1)
        #expect(rig.host.transcript.last?.text == "» failed: \(StepFailure.foreignPresentation)")
    }

    // 3.5: an unanimated stack change completes inside the call, exactly once.
    @Test func synchronousCompletionRunsOnce() {
        let rig = Rig()
        let entries = [Entry(id: EntryID(1), screen: Hike.trailhead)]
        let results = rig.perform(.setStack(.root, entries, animated: false))
        #expect(results() == [.completed])
        rig.host.settle()
        #expect(results() == [.completed])
        #expect(rig.rootStack.screens.map(\.entryID) == [EntryID(1)])
    }

    // The watchdog: a completion the platform never delivers ends the step after the watchdog's
    // time on the virtual clock, from what the platform shows (9.10): the push is on screen, so
    // it completed. The navigator is free again.
    @Test func watchdogReadsTheScreenWhenACompletionNeverComes() async {
        let host = SimulatedHost<Hike>()
        let navigator = Navigator(trail())
        navigator.attach(host)
        host.settle()
        host.window.losesCompletions = true
        let request = navigator.push(.camp)
        #expect(host.settle() == .seconds(10))
        #expect(await request.outcome == .completed)
        #expect(navigator.isSettled)
        #expect(host.mismatches(with: navigator.shown).isEmpty)
        host.window.losesCompletions = false
        navigator.push(.summit)
        #expect(host.settle() == .milliseconds(350))
        #expect(navigator.isSettled)
    }

    // Without the fault, the watchdog never fires and costs no virtual time: a push settles in
    // the push's 0.35 s.
    @Test func watchdogCostsNoTimeWhenTheCompletionComes() {
        let testbed = NavigationTestbed(trail())
        testbed.navigator.push(.camp)
        #expect(testbed.host.settle() == .milliseconds(350))
        #expect(testbed.host.clock.isIdle)
    }

    // 1.6: steps wait until the container is in a window, so layers restored at launch are
    // presented, not refused.
    @Test func stepsWaitUntilTheContainerIsInAWindow() {
        let host = SimulatedHost<Hike>(isVisible: false)
        let restored = edited(trail([.camp])) { try $0.present(.gear, as: .sheet) }
        let navigator = Navigator(restored)
        navigator.attach(host)
        host.settle()
        #expect(host.container.presented == nil)
        #expect(host.violations.isEmpty)
        #expect(!navigator.isSettled)

        host.window.makeKeyAndVisible()
        host.settle()
        #expect(navigator.isSettled)
        #expect(host.mismatches(with: navigator.shown).isEmpty)
        #expect(host.violations.isEmpty)
    }

    // 7.1, 9.3: a willShow for the top screen (first appearance, a tab switch) is no user pop;
    // one for a screen below the top starts one.
    @Test func willShowOfTheTopIsNoUserPop() {
        let rig = Rig(trail([.camp, .summit]))
        let screens = rig.rootStack.screenControllers
        #expect(!rig.host.userWillShow(screens[2], in: rig.rootStack))
        #expect(rig.events.isEmpty)
        #expect(rig.host.userWillShow(screens[1], in: rig.rootStack))
        #expect(rig.events == [.interactionBegan])
    }

    // 9.3: on iOS 18 a cancelled swipe still reaches didShow; the stack shows what it showed, so
    // nothing changes.
    @Test func cancelledSwipeReachingDidShowChangesNothing() {
        let testbed = NavigationTestbed(trail([.camp]))
        let stack = testbed.host.container.content as! SimulatedStackController
        let before = testbed.navigator.revision
        testbed.host.userChangedStack(stack, endsInteraction: false)
        #expect(testbed.navigator.revision == before)
        #expect(testbed.navigator.shown.tree() == testbed.navigator.state.tree())
    }

    // Entries moved to another stack in one step get a controller of their own there: UIKit
    // would silently take the controller from the stack it was in.
    @Test func entryMovedToAnotherStackGetsANewController() {
        let rig = Rig(hikingTabs())
        let tabs = rig.host.container.content as! SimulatedTabController
        let trailhead = tabs.stacks[0].screens[0]
        let moved = Entry(id: trailhead.entryID, screen: Hike.trailhead)
        let mapRoot = Entry(id: tabs.stacks[1].screens[0].entryID, screen: Hike.map)
        let results = rig.perform(.setStack(.tab(.map), [mapRoot, moved], animated: false))
        #expect(results() == [.completed])
        #expect(tabs.stacks[1].screens[1] !== trailhead)
        #expect(tabs.stacks[0].screens.first === trailhead)
        #expect(rig.host.violations.isEmpty)
    }

    // A stack keeps each kept entry's controller, wherever the entry goes in it: through a push,
    // a pop and a replacement that reorders it. Only entries new to the stack get new controllers,
    // and a user's pop afterwards is still told apart by the controllers left.
    @Test func keptEntriesKeepTheirControllers() {
        let rig = Rig(trail([.camp, .summit]))
        let first = rig.rootStack.screens
        let entries = first.map { Entry(id: $0.entryID, screen: Hike.trail($0.entryID.rawValue)) }
        let fresh = Entry(id: EntryID(50), screen: Hike.weather)

        #expect(rig.perform(.setStack(.root, entries + [fresh], animated: false))() == [.completed])
        #expect(Array(rig.rootStack.screens.prefix(3)).elementsEqual(first, by: ===))
        #expect(rig.rootStack.screens[3].entryID == fresh.id)
        let pushed = rig.rootStack.screens[3]

        #expect(rig.perform(.setStack(.root, [entries[0], entries[1]], animated: false))() == [.completed])
        #expect(rig.rootStack.screens.elementsEqual(first.prefix(2), by: ===))

        let reordered = [entries[0], fresh, entries[2], entries[1]]
        #expect(rig.perform(.setStack(.root, reordered, animated: false))() == [.completed])
        let now = rig.rootStack.screens
        #expect(now[0] === first[0] && now[2] !== first[2] && now[3] === first[1])
        #expect(now[1] !== pushed, "a popped entry's controller is gone with it")
        #expect(now.map(\.entryID) == reordered.map(\.id))

        #expect(rig.host.tapBack() == .performed)
        rig.host.settle()
        #expect(rig.events.last == .interactionEnded(.popped(.root, removed: [entries[1].id])))
        #expect(rig.host.violations.isEmpty)
    }

    // 9.4: more than five tabs are refused with a typed error, and nothing changes.
    @Test func moreThanFiveTabsAreRefused() async {
        let testbed = NavigationTestbed(hikingTabs())
        let before = testbed.navigator.state
        let six = (1...6).map { TabStack(TabID(rawValue: "t\($0)"), root: Hike.trail($0)) }
        let request = testbed.navigator.switchRoot(to: "six", tabs: six, selected: "t1")
        #expect(await request.outcome == .refused(.tooManyTabs(count: 6, limit: 5)))
        #expect(testbed.navigator.state == before)
    }

    // UIKit's "More" tab reads as NSNotFound: a selection outside the tabs changes nothing.
    @Test func selectionOutsideTheTabsChangesNothing() {
        let rig = Rig(hikingTabs())
        rig.host.userSelectedTab(at: Int.max)
        rig.host.userSelectedTab(at: -1)
        #expect(rig.events.isEmpty)
    }

    // A detent the system picks (iOS 26 expands a sheet for the keyboard) reaches the value
    // through its stable identifier; an identifier of no detent changes nothing.
    @Test func detentPickedByTheSystemMapsBack() {
        let testbed = NavigationTestbed(edited(trail()) { try $0.present(.gear, as: .sheet(SheetStyle(detents: [.fitting, .large]))) })
        let sheet = testbed.host.container.presented!
        testbed.host.sheetSelectedDetent(identifier: "large", of: sheet)
        testbed.host.sheetSelectedDetent(identifier: "com.example.unknown", of: sheet)
        testbed.settle()
        guard case .sheet(let style) = testbed.navigator.shown.layers.first?.kind else {
            Issue.record("no sheet is shown")
            return
        }
        #expect(style.selectedDetent == .large)
        #expect(testbed.host.violations.isEmpty)
    }
}
