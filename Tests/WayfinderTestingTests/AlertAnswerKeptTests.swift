import Testing
import Wayfinder
import WayfinderTesting

/// Platform Rules 6.5 and 9.10: the answer to an alert is the user's at the tap; a dismissal
/// whose completion UIKit loses, or delivers after the watchdog, does not lose it.
@MainActor
@Suite struct AlertAnswerKeptTests {
    // Promise: the alert's dismissal completion never comes: the app still hears the tap, with
    // its button and text, once the watchdog reads the alert gone.
    @Test func aLostDismissalCompletionKeepsTheAnswer() {
        let testbed = NavigationTestbed(trail([.camp]))
        testbed.navigator.showAlert(.nameCamp)
        testbed.settle()
        var responses: [AlertResponse] = []
        testbed.navigator.onAlertResponse = { responses.append($0) }
        testbed.host.window.losesCompletions = true

        #expect(testbed.host.tapAlertButton(titled: "Save", text: ["Base camp"]) == .performed)
        testbed.settle()

        #expect(responses.map(\.button) == [NavigationAlert.nameCamp.buttons[1]])
        #expect(responses.first?.text == ["Base camp"])
        #expect(testbed.navigator.shown.layers.isEmpty)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Promise: the completion arrives 12 s late, after the watchdog: the answer is reported
    // once, at the watchdog, and the late completion changes nothing.
    @Test func aLateDismissalCompletionKeepsTheAnswerOnce() {
        let testbed = NavigationTestbed(trail([.camp]))
        testbed.navigator.showAlert(.nameCamp)
        testbed.settle()
        var responses: [AlertResponse] = []
        testbed.navigator.onAlertResponse = { responses.append($0) }
        testbed.host.window.completionLateness = .seconds(12)

        #expect(testbed.host.tapAlertButton(0) == .performed)
        testbed.settle()

        #expect(responses.map(\.button) == [.cancel()])
        #expect(testbed.navigator.shown.layers.isEmpty)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
