import Testing
import Wayfinder
import WayfinderTesting

/// A step that only adds screens on top is a push, one that only removes some a pop
/// (`pushViewController`, `popToViewController`, Platform Rules 3.2, 3.3): the host asks the
/// driver for them, and the simulated stack makes them in the time the change takes, whatever
/// its depth, keeping UIKit's rules on its own (3.2, 3.4).
@MainActor
@Suite struct StackPushPopTests {
    let rig = ControllerRig()

    /// The names of `controllers`, root first.
    func names(_ controllers: [SimulatedController]) -> [String] { controllers.map(\.name) }

    // The host pushes only the new screen on a deep stack: the driver's push, not a setting of
    // all the screens.
    @Test func hostPushesOnlyTheNewScreens() {
        let testbed = NavigationTestbed(trail((1...50).map { .trail($0) }))
        testbed.navigator.push(.camp)
        testbed.settle()
        let stack = testbed.host.container.content as! SimulatedStackController
        let top = stack.screenControllers.last!
        #expect(testbed.host.transcript.map(\.text).contains("push \(stack.name) [\(top.name)] (animated)"))
        #expect(stack.screenControllers.count == 52)
        #expect(testbed.host.mismatches(with: testbed.navigator.shown).isEmpty)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // The host pops a deep stack to its new top: the driver's pop.
    @Test func hostPopsToTheNewTop() {
        let testbed = NavigationTestbed(trail((1...50).map { .trail($0) }))
        testbed.navigator.pop(3)
        testbed.settle()
        let stack = testbed.host.container.content as! SimulatedStackController
        let top = stack.screenControllers.last!
        #expect(testbed.host.transcript.map(\.text).contains("pop \(stack.name) to \(top.name) (animated)"))
        #expect(stack.screenControllers.count == 48)
        #expect(testbed.host.mismatches(with: testbed.navigator.shown).isEmpty)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 3.2: a controller already in the stack cannot be pushed again; the call is dropped,
    // recorded, and never completes.
    @Test func pushingAControllerAlreadyInTheStackIsAViolation() {
        let (a, b) = (rig.screen(.trailhead), rig.screen(.camp))
        let stack = rig.stack([a, b])
        var completed = false
        stack.push([a], animated: true) { completed = true }
        #expect(rig.violatedRules == ["3.2"])
        #expect(names(stack.screenControllers) == names([a, b]))
        rig.host.settle()
        #expect(!completed)
    }

    // Rule 3.2: the same controller twice in one push is the same exception.
    @Test func pushingOneControllerTwiceIsAViolation() {
        let (a, b) = (rig.screen(.trailhead), rig.screen(.camp))
        let stack = rig.stack([a])
        stack.push([b, b], animated: false) {}
        #expect(rig.violatedRules == ["3.2"])
        #expect(names(stack.screenControllers) == names([a]))
    }

    // Rule 3.4: a push or pop while one animates is dropped and recorded.
    @Test func pushOrPopDuringAPushIsAViolation() {
        let (a, b, c) = (rig.screen(.trailhead), rig.screen(.camp), rig.screen(.summit))
        let stack = rig.stack([a])
        stack.push([b], animated: true) {}
        stack.push([c], animated: true) {}
        stack.pop(to: [a], animated: true) {}
        #expect(rig.violatedRules == ["3.4", "3.4"])
        rig.host.settle()
        #expect(names(stack.screenControllers) == names([a, b]))
    }

    // What a host that draws reads: a push records the entries before and after it, a pop too.
    @Test func pushAndPopRecordBothSides() throws {
        let (a, b, c) = (rig.screen(.trailhead), rig.screen(.camp), rig.screen(.summit))
        let stack = rig.stack([a])
        stack.push([b, c], animated: true) {}
        let push = try #require(rig.window.animations.last?.kind)
        #expect(push == .push(stack.location, from: [a.entryID], to: [a.entryID, b.entryID, c.entryID]))
        rig.host.settle()
        stack.pop(to: [a], animated: true) {}
        let pop = try #require(rig.window.animations.last?.kind)
        #expect(pop == .pop(stack.location, from: [a.entryID, b.entryID, c.entryID], to: [a.entryID]))
        rig.host.settle()
        #expect(names(stack.screenControllers) == names([a]))
        #expect(rig.violatedRules.isEmpty)
    }

    // Rule 3.2, on the push path: with an app that caches one controller per entry, pushing an
    // entry the stack already shows would push its controller again; the host refuses it first,
    // asking the driver whether the stack shows it. Weakened `alreadyShown` fails it.
    @Test func pushingAShownControllerIsRefused() {
        let (host, root) = cachingHost()
        let camp = Entry(id: EntryID(40), screen: Hike.camp)
        host.perform(.setStack(.root, [root, camp], animated: false)) { _ in }
        host.settle()
        var results: [StepResult] = []

        host.perform(.setStack(.root, [root, camp, camp], animated: true)) { results.append($0) }
        host.settle()

        #expect(results == [.failed(FailedStep(step: .setStack(.root), reason: .sameControllerTwice))])
        #expect(host.violations.isEmpty)
    }

    // Rule 3.2, on the push path: two pushed entries with one controller. Weakened
    // `firstRepeated` in `pushing` fails it.
    @Test func pushingOneControllerTwiceIsRefused() {
        let (host, root) = cachingHost()
        let camp = Entry(id: EntryID(40), screen: Hike.camp)
        var results: [StepResult] = []

        host.perform(.setStack(.root, [root, camp, camp], animated: true)) { results.append($0) }
        host.settle()

        #expect(results == [.failed(FailedStep(step: .setStack(.root), reason: .sameControllerTwice))])
        #expect(host.violations.isEmpty)
    }

    /// A host whose app caches one controller per entry, showing the trailhead alone, and the
    /// trailhead's entry.
    func cachingHost() -> (SimulatedHost<Hike>, Entry<Hike>) {
        let host = SimulatedHost<Hike>()
        host.driver.reusesScreenControllers = true
        let start = trail()
        host.install(start.root) { _ in }
        host.settle()
        return (host, start.root.visibleStack!.entries[0])
    }
}
