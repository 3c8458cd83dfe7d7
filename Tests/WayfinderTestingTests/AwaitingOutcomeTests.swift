import Testing
import Wayfinder
import WayfinderTesting

/// Awaiting a command on the simulated host cannot wait for a virtual clock nobody moves (the
/// time limit turns a regression into a failure, not a hung run). The limit counts from the
/// test's start, and every suite shares the main actor, which the sanitizers' runs keep busy for
/// more than a minute: five minutes still ends a hang well inside CI's time.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct AwaitingOutcomeTests {
    // Promise: `await request.outcome` on a simulated host runs the virtual clock itself: the
    // command completes, exactly as long after as its transition takes.
    @Test func awaitingRunsTheVirtualClock() async {
        let host = SimulatedHost<Hike>()
        let navigator = Navigator(trail())
        navigator.attach(host)
        host.settle()
        let start = host.clock.now

        let outcome = await navigator.push(.camp).outcome

        #expect(outcome == .completed)
        #expect(host.clock.now - start == .milliseconds(350))
        #expect(navigator.shown.tree() == "root main: trailhead › camp")
        #expect(host.violations.isEmpty)
    }

    // Promise: several commands, each awaited in turn, each settle on their own.
    @Test func eachAwaitedCommandSettles() async {
        let host = SimulatedHost<Hike>()
        let navigator = Navigator(trail())
        navigator.attach(host)

        #expect(await navigator.present(.gear, as: .sheet).outcome == .completed)
        #expect(await navigator.push(.map).outcome == .completed)
        #expect(await navigator.dismiss().outcome == .completed)
        #expect(navigator.isSettled)
        #expect(host.clock.now == .milliseconds(400 + 350 + 400))
    }

    // Promise: with `settlesWhenAwaited` off, awaiting leaves the clock alone (a test stopping
    // inside a transition, the terminal's frames driving the clock).
    @Test func awaitingCanLeaveTheClockAlone() async {
        let host = SimulatedHost<Hike>()
        host.settlesWhenAwaited = false
        let navigator = Navigator(trail())
        navigator.attach(host)
        host.settle()
        let request = navigator.push(.camp)

        host.outcomeAwaited()
        #expect(!request.isFinished)
        host.advance(by: .milliseconds(100))
        #expect(navigator.transitionInFlight != nil)

        host.settlesWhenAwaited = true
        #expect(await request.outcome == .completed)
        #expect(host.clock.now == .milliseconds(350))
    }

    // Promise: a request outliving its navigator keeps nothing alive and still answers.
    @Test func requestOutlivingItsNavigatorKeepsNothing() async {
        let host = SimulatedHost<Hike>()
        weak var released: Navigator<Hike>?
        var request: NavigationRequest?
        do {
            let navigator = Navigator(trail())
            navigator.attach(host)
            host.settle()
            request = navigator.push(.camp)
            released = navigator
        }
        #expect(released == nil)
        #expect(await request?.outcome == .hostDetached)
    }
}
