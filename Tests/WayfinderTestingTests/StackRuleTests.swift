import Testing
import Wayfinder
import WayfinderTesting

/// Platform Rules 3.1 to 3.5: `setViewControllers` on the fake navigation controller.
@MainActor
@Suite struct StackRuleTests {
    let rig = ControllerRig()

    /// The transcript's last line.
    var lastLine: String { rig.lines.last ?? "" }

    /// The names of the screens `stack` shows, root first.
    func names(_ stack: SimulatedStackController) -> [String] { stack.screens.map(\.name) }

    /// The names of `screens`, to compare with ``names(_:)``.
    func names(_ screens: [SimulatedScreenController]) -> [String] { screens.map(\.name) }

    // Rule 3.1: animated, a new top that was not in the stack is a push.
    @Test func newTopIsAPush() {
        let (a, b) = (rig.screen(.trailhead), rig.screen(.camp))
        let stack = rig.stack([a])
        stack.setScreens([a, b], animated: true) {}
        #expect(lastLine.hasSuffix("] push (animated)"))
        #expect(rig.window.animatedTransitionCount == 1)
        rig.host.settle()
        #expect(names(stack) == names([a, b]))
    }

    // Rule 3.1: animated, a new top that was lower in the stack is a pop.
    @Test func newTopFromLowerInTheStackIsAPop() {
        let (a, b) = (rig.screen(.trailhead), rig.screen(.camp))
        let stack = rig.stack([a, b])
        stack.setScreens([a], animated: true) {}
        #expect(lastLine.hasSuffix("] pop (animated)"))
        #expect(rig.window.animatedTransitionCount == 1)
        rig.host.settle()
        #expect(names(stack) == names([a]))
    }

    // Rule 3.1: animated, an unchanged top is no transition, even when the screens under it change.
    @Test func unchangedTopIsNoTransition() {
        let (a, b, c) = (rig.screen(.trailhead), rig.screen(.camp), rig.screen(.summit))
        let stack = rig.stack([a, c])
        var completed = false
        stack.setScreens([b, c], animated: true) { completed = true }
        #expect(lastLine.hasSuffix("] none"))
        #expect(rig.window.animatedTransitionCount == 0)
        #expect(completed)
        #expect(names(stack) == names([b, c]))
        #expect(!stack.isTransitionInFlight)
    }

    // Rule 3.1: Apple's example, [A,B,C] set to [D,A,B] is one pop whose result is [D,A,B].
    @Test func applesExampleIsOnePopToTheNewStack() {
        let (a, b, c, d) = (rig.screen(.trailhead), rig.screen(.trail(1)), rig.screen(.camp), rig.screen(.map))
        let stack = rig.stack([a, b, c])
        stack.setScreens([d, a, b], animated: true) {}
        #expect(lastLine == "set \(stack.name) [\(d.name), \(a.name), \(b.name)] pop (animated)")
        rig.host.settle()
        #expect(names(stack) == names([d, a, b]))
        #expect(rig.window.animatedTransitionCount == 1)
        #expect(rig.violatedRules.isEmpty)
    }

    // Rule 3.2: the same controller twice is refused (UIKit throws) and the stack stays as it was.
    @Test func sameControllerTwiceIsRefused() {
        let (a, b) = (rig.screen(.trailhead), rig.screen(.camp))
        let stack = rig.stack([a])
        var completed = false
        stack.setScreens([a, b, b], animated: true) { completed = true }
        rig.host.settle()
        #expect(rig.violatedRules == ["3.2"])
        #expect(names(stack) == names([a]))
        #expect(!completed)
        #expect(rig.window.animatedTransitionCount == 0)
    }

    // Rule 3.4: a second call while a push is animating is a violation and is dropped, not queued.
    @Test func callDuringAPushIsDropped() {
        let (a, b, c) = (rig.screen(.trailhead), rig.screen(.camp), rig.screen(.summit))
        let stack = rig.stack([a])
        var completions: [String] = []
        stack.setScreens([a, b], animated: true) { completions.append("push b") }
        #expect(stack.isTransitionInFlight)

        stack.setScreens([a, b, c], animated: true) { completions.append("push c") }
        #expect(rig.violatedRules == ["3.4"])
        rig.host.settle()

        #expect(names(stack) == names([a, b]))
        #expect(completions == ["push b"])
        #expect(rig.window.animatedTransitionCount == 1)
        #expect(!stack.isTransitionInFlight)
    }

    // Rule 3.4: once the push has ended, the next call is accepted.
    @Test func callAfterThePushEndsIsAccepted() {
        let (a, b, c) = (rig.screen(.trailhead), rig.screen(.camp), rig.screen(.summit))
        let stack = rig.stack([a])
        stack.setScreens([a, b], animated: true) {}
        rig.clock.advance(by: .milliseconds(350))
        stack.setScreens([a, b, c], animated: true) {}
        rig.host.settle()
        #expect(rig.violatedRules.isEmpty)
        #expect(names(stack) == names([a, b, c]))
    }

    // Rule 3.5: a non-animated call completes at once, inside the call, with no transition in flight.
    @Test func nonAnimatedCallCompletesSynchronously() {
        let (a, b) = (rig.screen(.trailhead), rig.screen(.camp))
        let stack = rig.stack([a])
        var completed = false
        stack.setScreens([a, b], animated: false) { completed = true }
        #expect(completed)
        #expect(names(stack) == names([a, b]))
        #expect(!stack.isTransitionInFlight)
        #expect(rig.window.animations.isEmpty)
        #expect(rig.window.animatedTransitionCount == 0)
        #expect(lastLine.hasSuffix("] push"))
    }

    // Rule 3.5: an animated push completes when its transition ends, 0.35 s later.
    @Test func animatedCallCompletesWhenThePushEnds() {
        let (a, b) = (rig.screen(.trailhead), rig.screen(.camp))
        let stack = rig.stack([a])
        var completed = false
        stack.setScreens([a, b], animated: true) { completed = true }
        rig.clock.advance(by: .milliseconds(349))
        #expect(!completed)
        #expect(stack.isTransitionInFlight)
        rig.clock.advance(by: .milliseconds(1))
        #expect(completed)
        #expect(!stack.isTransitionInFlight)
    }
}
