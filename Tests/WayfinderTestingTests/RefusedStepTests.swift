import Testing
import Wayfinder
import WayfinderTesting

/// The host's refusals, decided before UIKit is called, against fake controllers that model
/// UIKit on their own: each test here is the one that fails when its precondition in
/// `PlatformPreconditions.swift` is weakened, because the simulated UIKit then drops the call,
/// records the rule it breaks and never calls back (Platform Rules 1.4–1.6, 3.2, 3.4, 8.7, 9.1,
/// 9.8).
@MainActor
@Suite struct RefusedStepTests {
    let rig = ControllerRig()

    // Rules 1.4, 8.7, 9.8: a present over something the app presented itself (a share sheet, say)
    // fails at once with its own reason, before UIKit is called, and changes nothing.
    // Weakened `alreadyPresents` fails it.
    @Test func presentingOverAForeignPresentationFailsWithItsOwnReason() {
        let navigator = rig.attachedNavigator(trail())
        let intruder = rig.sheet()
        rig.container.present(intruder, animated: false) {}
        rig.host.settle()
        let before = navigator.shown

        let request = navigator.present(.gear, as: .sheet)
        rig.host.advance(by: .zero)  // the turn ends: the presentation is tried

        #expect(request.finishedOutcome?.hostFailure == .foreignPresentation)
        #expect(rig.violatedRules.isEmpty)
        #expect(navigator.transitionInFlight == nil)
        #expect(navigator.state == before)
        #expect(navigator.shown == before)
        #expect(rig.lines.contains("» failed: \(StepFailure.foreignPresentation)"))
        rig.host.settle()
        #expect(rig.container.presented === intruder)
    }

    // Rule 8.7: once the app's own presentation is gone, the next command completes.
    @Test func navigatorRecoversAfterARefusedStep() {
        let navigator = rig.attachedNavigator(trail())
        rig.container.present(rig.sheet(), animated: false) {}
        rig.host.settle()
        navigator.present(.gear, as: .sheet)
        rig.host.advance(by: .zero)  // the turn ends: refused, the app's presentation staying
        rig.container.dismissPresented(animated: false) {}
        rig.host.settle()

        let retry = navigator.present(.gear, as: .sheet)
        rig.host.settle()

        #expect(retry.finishedOutcome == .completed)
        #expect(navigator.isSettled)
        #expect(navigator.shown.layers.count == 1)
        #expect(rig.host.mismatches(with: navigator.shown).isEmpty)
        #expect(rig.violatedRules.isEmpty)
    }

    // Rules 1.5, 9.8: a present asked while a presentation the host did not start runs (the app's
    // own, from a screen) waits for it to end and is tried again, instead of failing.
    // Weakened `transitionInFlight` of `presenting` fails it.
    @Test func presentWaitsForAPresentationTheHostDidNotStart() {
        let navigator = rig.attachedNavigator(trail())
        rig.rootStack.screens[0].present(rig.sheet(), animated: true) {}

        let request = navigator.present(.gear, as: .fullScreenCover)
        #expect(request.finishedOutcome == nil)
        let elapsed = rig.host.settle()

        #expect(request.finishedOutcome == .completed)
        #expect(elapsed == .milliseconds(800))  // the app's 0.4 s, then the cover's 0.4 s
        #expect(rig.violatedRules.isEmpty)
        #expect(rig.container.presented?.layerID == navigator.shown.layers.first?.id)
    }

    // Rules 1.5, 9.8: a dismissal asked while a presentation the host did not start runs waits
    // for it. Weakened `transitionInFlight` of `dismissing` fails it.
    @Test func dismissalWaitsForAPresentationTheHostDidNotStart() {
        let navigator = rig.attachedNavigator(trail())
        navigator.present(.gear, as: .sheet)
        rig.host.settle()
        let sheet = rig.container.presented!
        rig.rootStack.screens[0].present(rig.sheet(), animated: true) {}

        let request = navigator.dismiss()
        rig.host.settle()

        #expect(request.finishedOutcome == .completed)
        #expect(rig.violatedRules.isEmpty)
        #expect(rig.container.presented == nil)
        #expect(sheet.presenter == nil)
        #expect(navigator.shown.layers.isEmpty)
    }

    // Rules 3.4, 9.8: a push asked while a push the host did not start animates waits for it,
    // then sets the stack as the value says. Weakened `transitionInFlight` of `settingScreens`
    // fails it.
    @Test func stackChangeWaitsForAPushTheHostDidNotStart() {
        let navigator = rig.attachedNavigator(trail())
        let stack = rig.rootStack
        stack.setScreens(stack.screenControllers + [rig.screen(.weather)], animated: true) {}

        let request = navigator.push(.camp)
        rig.host.settle()

        #expect(request.finishedOutcome == .completed)
        #expect(rig.violatedRules.isEmpty)
        #expect(rig.host.mismatches(with: navigator.shown).isEmpty)
    }

    // Rule 1.6: a layer the app dismissed behind the host's back is not in the window, so a
    // present from it is refused with its reason. Weakened `inWindow` fails it.
    @Test func presentingFromALayerNoLongerInTheWindowIsRefused() {
        let navigator = rig.attachedNavigator(trail())
        navigator.present(.gear, as: .sheet)
        rig.host.settle()
        rig.container.dismissPresented(animated: false) {}
        rig.host.settle()

        let request = navigator.present(.weather, as: .fullScreenCover)
        rig.host.advance(by: .zero)  // the turn ends: the presentation is tried

        #expect(request.finishedOutcome?.hostFailure == .notInWindow)
        #expect(rig.violatedRules.isEmpty)
    }

    // Rule 3.2: with an app that caches one controller per entry, a stack asked to show an entry
    // twice would show one controller twice, which UIKit throws on; the host refuses it first.
    // Weakened `sameControllerTwice` fails it.
    @Test func oneControllerTwiceIsRefused() {
        let host = SimulatedHost<Hike>()
        host.driver.reusesScreenControllers = true
        host.install(trail().root) { _ in }
        host.settle()
        let entry = Entry(id: EntryID(40), screen: Hike.camp)
        var results: [StepResult] = []

        host.perform(.setStack(.root, [entry, entry], animated: true)) { results.append($0) }
        host.settle()

        #expect(results == [.failed(FailedStep(step: .setStack(.root), reason: .sameControllerTwice))])
        #expect(host.violations.isEmpty)
    }
}
