import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// Platform Rules 4.10, 4.11 and 9.6: text fields in sheets, the keyboard, and the layers that
/// cover a focused field, on the simulated host.
@MainActor
@Suite struct SheetKeyboardTests {
    /// A testbed with a fitting sheet (`gear`, 240 points of content) on the trailhead, settled.
    func fittingSheetUp(_ style: SheetStyle = .fitting, expandsForKeyboard: Bool = false) -> NavigationTestbed<Hike> {
        let testbed = NavigationTestbed(trail())
        testbed.host.window.sheetSizing.contentHeights["gear"] = 240
        testbed.host.window.sheetSizing.expandsForKeyboard = expandsForKeyboard
        testbed.navigator.present(.gear, as: .sheet(style))
        testbed.settle()
        return testbed
    }

    // Rule 4.10: the keyboard shows over a fitting sheet; the sheet keeps its fitting height, nothing
    // is covered, and the value does not change.
    @Test func keyboardDoesNotGrowTheFittingSheet() {
        let testbed = fittingSheetUp()
        let id = testbed.navigator.shown.layers[0].id
        let before = testbed.navigator.shown

        #expect(testbed.host.focusTextField(at: FieldFrame(top: 150, bottom: 194)) == .performed)
        testbed.settle()

        #expect(testbed.host.window.keyboard.isShown)
        #expect(testbed.host.sheetLayout(of: id) == SheetLayout(height: 296, scrolls: false))
        #expect(testbed.host.restingHeights(of: id) == [296])
        let layout = testbed.host.sheetKeyboardLayout
        #expect(layout?.sheet.height == 296)
        #expect(layout?.contentInset == 0)
        #expect(layout?.scrollOffset == nil)
        #expect(testbed.navigator.shown == before)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 4.10: in a tall sheet the keyboard covers the focused field; the content scrolls to it.
    @Test func focusedFieldScrollsAboveTheKeyboard() {
        let testbed = NavigationTestbed(trail())
        testbed.host.window.sheetSizing.contentHeights["gear"] = 600
        testbed.navigator.present(.gear, as: .sheet(.fitting))
        testbed.settle()

        testbed.host.focusTextField(at: FieldFrame(top: 500, bottom: 544), keyboardHeight: 336)
        testbed.settle()

        let layout = testbed.host.sheetKeyboardLayout
        #expect(layout?.sheet.height == 656)
        #expect(layout?.covered == 192)
        #expect(layout?.scrollOffset == 136)
    }

    // Rule 9.6: iOS 26 expands the sheet for the keyboard; the detent change, made by the system
    // during the keyboard's transition, is not taken for the user's. The value keeps its detent,
    // and the sheet goes back to it once the keyboard has gone.
    @Test func keyboardExpansionIsNotTheUsersDrag() {
        let style = SheetStyle(detents: [.fitting, .large], grabber: true)
        let testbed = fittingSheetUp(style, expandsForKeyboard: true)
        let sheet = testbed.host.container.presented
        let before = testbed.navigator.shown

        testbed.host.focusTextField()
        #expect(sheet?.layerKind == .sheet(SheetStyle(detents: [.fitting, .large], selectedDetent: .large, grabber: true)))
        testbed.settle()
        #expect(testbed.navigator.shown == before)
        #expect(testbed.navigator.state == before)

        #expect(testbed.host.dismissKeyboard() == .performed)
        testbed.settle()

        #expect(sheet?.layerKind == .sheet(style))
        #expect(testbed.navigator.shown == before)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 9.6's counterpart: with the keyboard up and still, a drag is the user's and the value takes it;
    // the keyboard hiding afterwards leaves it.
    @Test func dragWithTheKeyboardUpIsTheUsers() {
        let style = SheetStyle(detents: [.fitting, .large], grabber: true)
        let testbed = fittingSheetUp(style)
        testbed.host.focusTextField()
        testbed.settle()

        #expect(testbed.host.dragSheet(to: .large) == .performed)
        testbed.host.dismissKeyboard()
        testbed.settle()

        let wanted = LayerKind.sheet(SheetStyle(detents: [.fitting, .large], selectedDetent: .large, grabber: true))
        #expect(testbed.navigator.shown.layers.first?.kind == wanted)
        #expect(testbed.navigator.state.layers.first?.kind == wanted)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 4.11: an alert raised over a focused field ends editing first: the keyboard hides and
    // does not stay above the alert.
    @Test func alertOverAFocusedFieldEndsEditingFirst() {
        let testbed = fittingSheetUp()
        testbed.host.focusTextField()
        testbed.settle()

        testbed.navigator.showAlert(.nameCamp)
        testbed.settle()

        #expect(testbed.host.window.keyboard.focusedField == nil)
        #expect(!testbed.host.window.keyboard.isShown)
        let lines = testbed.host.transcript.map(\.text)
        let ended = lines.firstIndex { $0.hasPrefix("endEditing") }
        let presented = lines.lastIndex { $0.hasPrefix("present alert") }
        #expect(ended != nil && presented != nil && ended! < presented!, "\(lines)")
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 4.11: so does a full-screen cover over a field in the root's screen.
    @Test func coverOverAFocusedFieldEndsEditingFirst() {
        let testbed = NavigationTestbed(trail())
        testbed.host.focusTextField()
        testbed.settle()

        testbed.navigator.present(.summit, as: .fullScreenCover)
        testbed.settle()

        #expect(testbed.host.window.keyboard.focusedField == nil)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // A sheet leaves editing to the app: presenting one ends nothing.
    @Test func sheetOverAFocusedFieldKeepsEditing() {
        let testbed = NavigationTestbed(trail())
        testbed.host.focusTextField()
        testbed.settle()

        testbed.navigator.present(.gear, as: .sheet(.fitting))
        testbed.settle()

        #expect(testbed.host.window.keyboard.focusedField != nil)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
