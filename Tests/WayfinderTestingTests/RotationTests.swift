import Testing
import Wayfinder
import WayfinderTesting

/// A rotation: a transition no driver started (Platform Rules 4.1, 8.8, 9.8).
@MainActor
@Suite struct RotationTests {
    // 4.1: turned to landscape, a sheet resting at medium rests at its large detent (medium is
    // inactive in compact height) without the value changing; turned back, it rests at medium.
    @Test func sheetFollowsTheWindowsSizeAndTheValueKeepsItsDetent() throws {
        let style = SheetStyle(detents: [.medium, .large], selectedDetent: .medium)
        let testbed = NavigationTestbed(edited(trail()) { try $0.present(.gear, as: .sheet(style)) })
        let sheet = try #require(testbed.navigator.shown.layers.first?.id)
        let revision = testbed.navigator.revision

        #expect(testbed.host.rotate(to: .landscape) == .performed)
        testbed.settle()
        #expect(testbed.host.sheetLayout(of: sheet)?.height == 350)
        #expect(testbed.navigator.revision == revision)

        #expect(testbed.host.rotate(to: .portrait) == .performed)
        testbed.settle()
        #expect(testbed.host.sheetLayout(of: sheet)?.height == 400)
        #expect(testbed.host.restingHeights(of: sheet) == [400, 350, 400])
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // 9.8: commands issued while the phone turns run, and break no rule.
    @Test func commandsDuringARotationComplete() {
        let testbed = NavigationTestbed(trail())
        #expect(testbed.host.rotate(to: .landscape) == .performed)
        let push = testbed.navigator.push(.camp)
        let present = testbed.navigator.present(.gear, as: .sheet)
        testbed.settle()
        #expect(push.finishedOutcome == .completed)
        #expect(present.finishedOutcome == .completed)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // The testing article's keyboard and rotation example, as it reads after its sizing example
    // (a fitting sheet of 300 points of content and a 56-point bar): the keyboard does not grow
    // the sheet; turned to landscape, the sheet is as tall as landscape allows.
    @Test func theArticlesKeyboardAndRotationExample() throws {
        let testbed = NavigationTestbed(trail())
        testbed.host.window.sheetSizing.contentHeights["gear"] = 300
        testbed.host.window.sheetSizing.resolvesBeforeMeasuring = true
        testbed.navigator.present(.gear, as: .sheet(.fitting))
        testbed.settle()
        let sheet = try #require(testbed.navigator.shown.layers.first?.id)
        #expect(testbed.host.restingHeights(of: sheet) == [400, 356])

        testbed.host.focusTextField(at: FieldFrame(top: 150, bottom: 194), keyboardHeight: 336)
        testbed.settle()
        #expect(testbed.host.sheetKeyboardLayout?.sheet.height == 356)
        testbed.host.dismissKeyboard()
        testbed.host.rotate(to: .landscape)
        testbed.settle()
        #expect(testbed.host.sheetLayout(of: sheet)?.height == 350)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
