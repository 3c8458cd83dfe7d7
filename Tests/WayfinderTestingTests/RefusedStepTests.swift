import Testing
import Wayfinder
import WayfinderTesting

/// Platform Rules 8.7: a step the fake controllers refuse ends as failed, so the navigator's
/// request ends and the navigator goes back to what is shown, instead of waiting forever.
@MainActor
@Suite struct RefusedStepTests {
    let rig = ControllerRig()

    /// A navigator attached to the rig's host, settled.
    func attachedNavigator(_ initial: NavigationState<Hike>) -> Navigator<Hike> {
        let navigator = Navigator(initial)
        navigator.attach(rig.host)
        rig.host.settle()
        return navigator
    }

    // Rules 1.4 and 8.7: a present refused because something else is presented fails the request at once.
    @Test func refusedPresentationEndsTheRequestAsFailed() {
        let navigator = attachedNavigator(trail())
        let intruder = rig.sheet()
        try? rig.container.present(intruder, animated: false) {}
        rig.host.settle()
        let before = navigator.shown

        let request = navigator.present(.gear, as: .sheet)

        #expect(request.finishedOutcome?.hostFailure?.reason == .alreadyPresenting)
        #expect(rig.violatedRules == ["1.4"])
        #expect(navigator.transitionInFlight == nil)
        #expect(navigator.state == before)
        #expect(navigator.shown == before)
        #expect(rig.lines.contains("» failed: \(StepFailure.Reason.alreadyPresenting)"))
        rig.host.settle()
        #expect(rig.container.presented === intruder)
    }

    // Rule 8.7: after a refused step the navigator is free again, and the next command completes.
    @Test func navigatorRecoversAfterARefusedStep() {
        let navigator = attachedNavigator(trail())
        try? rig.container.present(rig.sheet(), animated: false) {}
        rig.host.settle()
        navigator.present(.gear, as: .sheet)
        try? rig.container.dismissPresented(animated: false) {}
        rig.host.settle()

        let retry = navigator.present(.gear, as: .sheet)
        rig.host.settle()

        #expect(retry.finishedOutcome == .completed)
        #expect(navigator.isSettled)
        #expect(navigator.shown.layers.count == 1)
        #expect(rig.host.mismatches(with: navigator.shown).isEmpty)
    }

    // Rules 1.5 and 8.7: a dismissal refused because a presentation is in progress fails the request.
    @Test func refusedDismissalEndsTheRequestAsFailed() {
        let navigator = attachedNavigator(trail())
        navigator.present(.gear, as: .sheet)
        rig.host.settle()
        let sheet = rig.container.presented!
        try? sheet.present(rig.sheet(), animated: true) {}
        let before = navigator.shown

        let request = navigator.dismiss()

        #expect(request.finishedOutcome?.hostFailure?.reason == .transitionInFlight)
        #expect(rig.violatedRules == ["1.5"])
        #expect(navigator.state == before)
        #expect(navigator.shown == before)
        rig.host.settle()
        #expect(rig.container.presented === sheet)
        #expect(navigator.transitionInFlight == nil)
    }

    // Rules 3.4 and 8.7: a push refused because the stack is already animating fails the request.
    @Test func refusedStackChangeEndsTheRequestAsFailed() {
        let navigator = attachedNavigator(trail())
        let stack = rig.rootStack
        try? stack.setScreens(stack.screenControllers + [rig.screen(.weather)], animated: true) {}
        let before = navigator.shown

        let request = navigator.push(.camp)

        #expect(request.finishedOutcome?.hostFailure == StepFailure(step: .setStack(.root), reason: .transitionInFlight))
        #expect(rig.violatedRules == ["3.4"])
        #expect(navigator.state == before)
        #expect(navigator.shown == before)
        #expect(navigator.transitionInFlight == nil)
    }
}
