import Testing
import Wayfinder
import WayfinderTesting

/// Platform Rules 9.15: VoiceOver's escape gesture answers the alert on top with its cancel
/// button, end to end: the alert leaves and the navigator's alert response arrives.
@MainActor
@Suite struct EscapeGestureTests {
    @Test func escapeAnswersTheAlertWithItsCancelButton() {
        let testbed = NavigationTestbed(trail([.camp]))
        let owner = testbed.navigator.shown.topEntry?.id
        let remove = NavigationAlert(
            title: "Leave camp?", buttons: [.destructive("Leave", action: "leave"), .cancel("Stay")])
        testbed.navigator.showAlert(remove)
        testbed.settle()
        let alertID = testbed.navigator.shown.layers.first?.id
        var responses: [AlertResponse] = []
        testbed.navigator.onAlertResponse = { responses.append($0) }

        #expect(testbed.host.performEscape() == .performed)
        testbed.settle()

        #expect(responses.map(\.button) == [.cancel("Stay")])
        #expect(responses.first?.alert == alertID)
        #expect(responses.first?.owner == owner)
        #expect(testbed.navigator.shown.layers.isEmpty)
        #expect(testbed.host.container.presented == nil)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Without a cancel button escape does nothing: the alert stays and no answer is made up.
    @Test func escapeDoesNothingWithoutACancelButton() {
        let testbed = NavigationTestbed(trail())
        testbed.navigator.showAlert(NavigationAlert(title: "Saved", buttons: [AlertButton("OK", action: "ok")]))
        testbed.settle()
        var responses: [AlertResponse] = []
        testbed.navigator.onAlertResponse = { responses.append($0) }

        #expect(testbed.host.performEscape().isRefused)
        testbed.settle()

        #expect(responses.isEmpty)
        #expect(testbed.navigator.shown.layers.count == 1)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Escape reaches alerts only: an overlay on top ignores it.
    @Test func escapeIsRefusedWithoutAnAlertOnTop() {
        let testbed = NavigationTestbed(trail())
        testbed.navigator.present(.weather, as: .overlay)
        testbed.settle()

        #expect(testbed.host.performEscape().isRefused)
        testbed.settle()
        #expect(testbed.navigator.shown.layers.count == 1)
    }

    // Rule 9.21: escape in a page sheet whose stack shows one screen dismisses the sheet, which
    // UIKit's own answer does with no delegate callback: the host does it and reports it as the
    // user's dismissal, so the navigator follows.
    @Test func escapeInASheetDismissesItAsTheUsersDismissal() {
        let testbed = NavigationTestbed(edited(trail()) { try $0.present(.gear, as: .sheet) })

        #expect(testbed.host.performEscape() == .performed)
        testbed.settle()

        #expect(testbed.host.container.presented == nil)
        #expect(testbed.navigator.shown.layers.isEmpty)
        #expect(testbed.navigator.state.layers.isEmpty)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 9.21: escape on a stack with more than one screen pops its top screen, reported as
    // the user's pop; a sheet the user may not dismiss stays.
    @Test func escapePopsTheStackAndKeepsALockedSheet() {
        let testbed = NavigationTestbed(edited(trail()) {
            try $0.present(.gear, path: [.permit], as: .sheet(SheetStyle(userCanDismiss: false)))
        })

        #expect(testbed.host.performEscape() == .performed)
        testbed.settle()
        #expect(testbed.navigator.shown.layers.first?.stack?.screens == [.gear])
        #expect(testbed.navigator.state.layers.first?.stack?.screens == [.gear])

        #expect(testbed.host.performEscape().isRefused)
        testbed.settle()
        #expect(testbed.navigator.shown.layers.count == 1)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
