import Testing
import Wayfinder
import WayfinderTesting

/// Platform Rules 1.6 and 9.13: the container leaves its window (a SwiftUI tab switched away,
/// the embedding view removed) and comes back. Commands issued meanwhile wait, and complete
/// once it is back, with no call UIKit would refuse.
@MainActor
@Suite struct WindowLeavingTests {
    // The regression of issue #20 (3.9): the UIKit host remembered the first appearance for
    // good, so a step made while the container was away was refused as not in a window.
    @Test func aCommandIssuedWhileTheWindowIsAwayWaitsUntilItIsBack() async {
        let testbed = NavigationTestbed(trail([.camp]))
        testbed.host.window.hide()

        let sheet = testbed.navigator.present(.weather, as: .sheet)
        testbed.settle()
        #expect(testbed.host.container.presented == nil)
        #expect(!testbed.navigator.isSettled)
        #expect(testbed.host.violations.isEmpty, "\(testbed.host.violations)")

        testbed.host.window.makeKeyAndVisible()
        testbed.settle()
        #expect(await sheet.outcome == .completed)
        #expect(testbed.navigator.isSettled)
        #expect(testbed.navigator.shown.layers.count == 1)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Away and back twice: each absence holds the steps again, each return lets them run.
    @Test func theWindowCanLeaveAgainAfterComingBack() async {
        let testbed = NavigationTestbed(trail())
        testbed.host.window.hide()
        testbed.host.window.makeKeyAndVisible()
        testbed.host.window.hide()

        let push = testbed.navigator.push(.camp)
        let alert = testbed.navigator.showAlert(.nameCamp)
        testbed.settle()
        #expect(testbed.host.container.presented == nil)
        #expect(!testbed.navigator.isSettled)
        #expect(testbed.host.violations.isEmpty, "\(testbed.host.violations)")

        testbed.host.window.makeKeyAndVisible()
        testbed.settle()
        #expect(await push.outcome == .completed)
        #expect(await alert.outcome == .completed)
        #expect(testbed.navigator.shown.layers.first?.alert == .nameCamp)
        #expect(testbed.navigator.shown.tree() == testbed.navigator.state.tree())
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // With a sheet up, the window leaves (a SwiftUI tab switched away, the window hidden): the
    // present over the sheet waits instead of failing as "not in a window", and the push into
    // the sheet does not run while hidden; both run once the window is back.
    @Test func withASheetUpStepsWaitWhileTheWindowIsAway() async {
        let testbed = NavigationTestbed(edited(trail()) { try $0.present(.gear, as: .sheet) })
        testbed.host.window.hide()

        let push = testbed.navigator.push(.permit)
        let cover = testbed.navigator.present(.weather, as: .fullScreenCover)
        testbed.settle()
        #expect(!push.isFinished)
        #expect(!cover.isFinished)
        #expect(testbed.navigator.shown.layers.first?.stack?.screens == [.gear])
        #expect(testbed.host.violations.isEmpty, "\(testbed.host.violations)")

        testbed.host.window.makeKeyAndVisible()
        testbed.settle()
        #expect(await push.outcome == .completed)
        #expect(await cover.outcome == .completed)
        #expect(testbed.navigator.shown.tree() == testbed.navigator.state.tree())
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // A present waiting for the app's own picker to leave the sheet when the window leaves too:
    // once the picker is gone it waits for the window, however long, instead of failing as "not
    // in a window" or at the watchdog, and presents when the window is back.
    @Test func aStepWaitingForATransitionWaitsForTheWindowToo() async {
        let testbed = NavigationTestbed(edited(trail()) { try $0.present(.gear, as: .sheet) })
        let sheet = testbed.host.container.presented!
        sheet.present(testbed.host.driver.makeStack(at: .layer(LayerID(900)), showing: []), animated: false) {}
        testbed.settle()
        sheet.dismissPresented(animated: true) {}

        let cover = testbed.navigator.present(.weather, as: .fullScreenCover)
        testbed.host.window.hide()
        testbed.settle()
        #expect(!cover.isFinished)
        #expect(testbed.host.violations.isEmpty, "\(testbed.host.violations)")

        testbed.host.window.makeKeyAndVisible()
        testbed.settle()
        #expect(await cover.outcome == .completed)
        #expect(testbed.navigator.shown.layers.count == 2)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
