import Foundation
import Observation
import Testing
import Wayfinder
import WayfinderTesting

/// Platform Rules 9.9 and 6.5: an alert on screen is the app's own controller, which UIKit keeps
/// showing as it was made, and the user's taps reach it until it has gone.
@MainActor
@Suite struct AlertContentTests {
    /// `state` with its alert's title and buttons replaced, as an app that rebuilds its value
    /// (from restoration data, from a server's answer) sets it: same identities, new content.
    func rewritingAlert(_ state: NavigationState<Hike>, title: String, button: String) throws -> NavigationState<Hike> {
        let text = try #require(String(data: state.restorationData(), encoding: .utf8))
        let rewritten = text.replacingOccurrences(of: "Name this camp", with: title).replacingOccurrences(of: "\"Save\"", with: "\"\(button)\"")
        return try NavigationState<Hike>.restored(from: Data(rewritten.utf8))
    }

    // 9.9: an alert whose content changes is presented anew on UIKit, so the screen shows the new
    // text and a tap is read against the buttons the user sees. (Updated in place, as before,
    // the alert kept its old view: a mismatch, and a tap read against the new buttons.)
    @Test func changedAlertIsPresentedAnew() throws {
        let testbed = NavigationTestbed(edited(trail()) { _ = try $0.showAlert(.nameCamp) })
        let changed = try rewritingAlert(testbed.navigator.state, title: "Rename this camp", button: "Rename")
        var responses: [AlertResponse] = []
        testbed.navigator.onAlertResponse = { responses.append($0) }

        testbed.navigator.update { $0 = changed }
        testbed.settle()

        let shown = try #require(testbed.host.container.presented as? SimulatedAlertController)
        #expect(shown.alert.title == "Rename this camp")
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
        #expect(testbed.host.tapAlertButton(titled: "Rename") == .performed)
        testbed.settle()
        #expect(responses.map(\.button.title) == ["Rename"])
    }

    // 9.9: the planner's side of it, for hosts that can and cannot update an alert in place.
    @Test func changedAlertIsUpdatedOnlyWhereTheHostCan() throws {
        let shown = edited(trail()) { _ = try $0.showAlert(.nameCamp) }
        let changed = try rewritingAlert(shown, title: "Rename this camp", button: "Rename")
        let alert = try #require(shown.layers.last?.id)

        let onUIKit = TransitionPlanner.plan(from: shown, to: changed, capabilities: .uiKit, animation: .automatic)
        var inPlace = HostCapabilities.uiKit
        inPlace.updatesAlertsInPlace = true
        let updated = TransitionPlanner.plan(from: shown, to: changed, capabilities: inPlace, animation: .automatic)

        #expect(onUIKit.map(FailedStep.Step.init) == [.dismiss(alert), .present(alert)])
        #expect(updated.map(FailedStep.Step.init) == [.updateLayer(alert)])
    }

    // 6.5: a second tap on the alert while its first answer's dismissal runs (UIKit still
    // delivers it) is not a second answer, and commands waiting behind the first still run.
    @Test func secondTapDuringTheDismissalIsIgnored() {
        let testbed = NavigationTestbed(trail())
        testbed.navigator.showAlert(.nameCamp)
        testbed.settle()
        var responses: [AlertResponse] = []
        testbed.navigator.onAlertResponse = { responses.append($0) }

        #expect(testbed.host.tapAlertButton(titled: "Save") == .performed)
        let queued = testbed.navigator.push(.camp)
        #expect(testbed.host.tapAlertButton(titled: "Cancel") == .performed)
        testbed.settle()

        #expect(responses.map(\.button.title) == ["Save"])
        #expect(queued.finishedOutcome == .completed)
        #expect(testbed.navigator.shown.tree() == trail([.camp]).tree())
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // 6.5, 1.5: the app's own code presents a sheet from a callback of the answer's interaction
    // beginning (found by the property suite): the host asks again before dismissing the alert,
    // so UIKit never sees a dismissal during that presentation; the tap changes nothing.
    @Test func answerWhoseObserverPresentsASheetBreaksNoRule() {
        let testbed = NavigationTestbed(trail())
        testbed.navigator.showAlert(.nameCamp)
        testbed.settle()
        let host = testbed.host
        withObservationTracking { _ = testbed.navigator.isInteracting } onChange: {
            MainActor.assumeIsolated {
                host.container.topmostPresented.present(host.driver.makeStack(at: .layer(LayerID(500)), showing: []), animated: true) {}
            }
        }

        #expect(host.tapAlertButton(titled: "Save") == .performed)
        testbed.settle()

        #expect(host.violations.isEmpty, "\(host.violations)")
        #expect(!testbed.navigator.isInteracting)
        #expect(testbed.navigator.shown.layers.count == 1)
    }
}
