import Testing
import Wayfinder
import WayfinderTesting

/// Platform Rules 6.5 and 7: the user taps alert buttons and tabs, and the navigator follows.
@MainActor
@Suite struct AlertAndTabGestureTests {
    // Rule 6.5: tapping an alert button removes the alert and reports the button and the typed text.
    @Test func tappingAnAlertButtonReportsTheAnswer() {
        let testbed = NavigationTestbed(trail([.camp]))
        let owner = testbed.navigator.shown.topEntry?.id
        testbed.navigator.showAlert(.nameCamp)
        testbed.settle()
        let alertID = testbed.navigator.shown.layers.first?.id
        var responses: [AlertResponse] = []
        testbed.navigator.onAlertResponse = { responses.append($0) }

        #expect(testbed.host.tapAlertButton(titled: "Save", text: ["Base camp"]) == .performed)
        #expect(responses.isEmpty)
        testbed.settle()

        #expect(responses.count == 1)
        #expect(responses.first?.button == NavigationAlert.nameCamp.buttons[1])
        #expect(responses.first?.text == ["Base camp"])
        #expect(responses.first?.alert == alertID)
        #expect(responses.first?.owner == owner)
        #expect(testbed.navigator.shown.layers.isEmpty)
        #expect(testbed.host.container.presented == nil)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 6.5: the button is chosen by its position too.
    @Test func tappingAnAlertButtonByPosition() {
        let testbed = NavigationTestbed(trail())
        testbed.navigator.showAlert(.nameCamp)
        testbed.settle()
        var responses: [AlertResponse] = []
        testbed.navigator.onAlertResponse = { responses.append($0) }

        #expect(testbed.host.tapAlertButton(0) == .performed)
        testbed.settle()

        #expect(responses.map(\.button) == [.cancel()])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rules 1.5 and 8.2: an alert still being presented cannot be answered yet.
    @Test func tappingIsRefusedWhileTheAlertIsBeingPresented() {
        let testbed = NavigationTestbed(trail())
        testbed.navigator.showAlert(.nameCamp)
        var responses: [AlertResponse] = []
        testbed.navigator.onAlertResponse = { responses.append($0) }

        #expect(testbed.host.tapAlertButton(1).isRefused)
        testbed.settle()
        #expect(responses.isEmpty)
        #expect(testbed.navigator.shown.layers.count == 1)
    }

    // Rule 7: tapping a tab selects it on screen and in shown and state.
    @Test func tappingATabSelectsIt() {
        let testbed = NavigationTestbed(hikingTabs())

        #expect(testbed.host.tapTab(.map) == .performed)
        testbed.settle()

        #expect(testbed.navigator.shown.root.tabSet?.selected == .map)
        #expect(testbed.navigator.state.root.tabSet?.selected == .map)
        #expect((testbed.host.container.content as? SimulatedTabController)?.selectedTabIndex == 1)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 5: a layer covers the tab bar, so a tab cannot be tapped while one is up.
    @Test func tappingATabIsRefusedUnderALayer() {
        let testbed = NavigationTestbed(edited(hikingTabs()) { try $0.present(.weather, as: .sheet) })

        #expect(testbed.host.tapTab(.gear).isRefused)
        testbed.settle()

        #expect(testbed.navigator.shown.root.tabSet?.selected == .trails)
        #expect((testbed.host.container.content as? SimulatedTabController)?.selectedTabIndex == 0)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // 7.1: a re-tap of the selected tab reaches the host as a selection again (UIKit calls
    // `tabBarController(_:didSelect:)` for it too): at the root it changes nothing, deeper it
    // pops to the root as one change.
    @Test func retapOfTheSelectedTabIsOneChangeOrNone() {
        let testbed = NavigationTestbed(hikingTabs())
        let before = testbed.navigator.revision
        #expect(testbed.host.tapTab(.trails) == .performed)
        testbed.settle()
        #expect(testbed.navigator.revision == before)

        testbed.navigator.push(.camp)
        testbed.navigator.push(.summit)
        testbed.settle()
        let deeper = testbed.navigator.revision
        #expect(testbed.host.tapTab(.trails) == .performed)
        testbed.settle()
        #expect(testbed.navigator.shown.tree() == hikingTabs().tree())
        #expect(testbed.navigator.revision == deeper + 1)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
