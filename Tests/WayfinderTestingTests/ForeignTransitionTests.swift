import Testing
import Wayfinder
import WayfinderTesting

/// Transitions the app starts on its own controllers, read as UIKit tells a driver of them: per
/// presenter, its own transition coordinator and whether what it presents is being dismissed,
/// never the window's whole state (Platform Rules 1.5, 9.8, 9.17).
@MainActor
@Suite struct ForeignTransitionTests {
    let rig = ControllerRig()

    // A picker the app presented and now dismisses (in its delegate callback) is leaving: the
    // present waits for it to go, then completes, instead of failing as a foreign presentation.
    @Test func presentWaitsForTheAppsOwnPresentationToLeave() {
        let navigator = rig.attachedNavigator(trail())
        let picker = rig.sheet()
        rig.container.present(picker, animated: false) {}
        rig.host.settle()
        rig.container.dismissPresented(animated: true) {}

        let request = navigator.present(.gear, as: .sheet)
        rig.host.settle()

        #expect(request.finishedOutcome == .completed)
        #expect(rig.violatedRules.isEmpty)
        #expect(rig.container.presented?.layerID == navigator.shown.layers.first?.id)
    }

    // A presentation of the app's that is still appearing stays: the present fails at once,
    // as over one already up, rather than waiting only to fail.
    @Test func presentOverTheAppsAppearingPresentationFailsAtOnce() {
        let navigator = rig.attachedNavigator(trail())
        rig.container.present(rig.sheet(), animated: true) {}

        let request = navigator.present(.gear, as: .sheet)
        rig.host.advance(by: .zero)  // the turn ends: the presentation is tried

        #expect(request.finishedOutcome?.hostFailure == .foreignPresentation)
        rig.host.settle()
        #expect(rig.violatedRules.isEmpty)
    }

    // The same, the picker leaving without animation as the step is tried (the app dismisses
    // it after the command, in the same turn): no transition coordinator tells of its end, so
    // the present looks again a little later rather than once, at once.
    @Test func presentWaitsForAnUnanimatedDismissalWithNoCoordinator() {
        let navigator = rig.attachedNavigator(trail())
        let picker = rig.sheet()
        rig.container.present(picker, animated: false) {}
        rig.host.settle()

        let request = navigator.present(.gear, as: .sheet)
        rig.container.dismissPresented(animated: false) {}
        #expect(!rig.container.hasTransitionCoordinator)
        #expect(picker.isBeingDismissed)
        rig.host.settle()

        #expect(request.finishedOutcome == .completed)
        #expect(rig.violatedRules.isEmpty)
        #expect(rig.container.presented?.layerID == navigator.shown.layers.first?.id)
    }

    // The app's share sheet leaves from a screen of the host's sheet while the host dismisses
    // that sheet: UIKit would drop the dismissal, so the host waits for the share sheet to go.
    @Test func dismissalWaitsForADismissalRunningAboveIt() {
        let navigator = rig.attachedNavigator(trail())
        navigator.present(.gear, as: .sheet)
        rig.host.settle()
        let sheet = rig.container.presented as! SimulatedStackController
        let share = rig.sheet()
        sheet.present(share, animated: false) {}
        rig.host.settle()
        #expect(sheet.presented === share)
        sheet.dismissPresented(animated: true) {}

        let request = navigator.dismiss()
        rig.host.settle()

        #expect(request.finishedOutcome == .completed)
        #expect(rig.violatedRules.isEmpty, "\(rig.window.violations)")
        #expect(rig.container.presented == nil)
        #expect(navigator.shown.layers.isEmpty)
    }

    // Asked of one presenter, the simulated UIKit answers from that presenter alone: a dismissal
    // above it is not its transition.
    @Test func eachPresenterTellsOnlyOfItsOwnTransitions() {
        let navigator = rig.attachedNavigator(trail())
        navigator.present(.gear, as: .sheet)
        rig.host.settle()
        let sheet = rig.container.presented as! SimulatedStackController
        sheet.present(rig.sheet(), animated: false) {}
        rig.host.settle()
        sheet.dismissPresented(animated: true) {}

        #expect(!rig.factory.isPresentationInFlight(at: rig.container))
        #expect(rig.factory.isPresentationInFlight(at: sheet))
        rig.host.settle()
        #expect(!rig.factory.isPresentationInFlight(at: sheet))
    }
}
