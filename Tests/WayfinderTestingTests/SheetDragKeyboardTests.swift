import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// Platform Rules 9.6: a detent change is the keyboard's only while this app's keyboard shows;
/// the user's detent is kept when their drag closes the keyboard, or when another app's
/// keyboard moves (iPadOS multitasking, `UIKeyboardIsLocalUserInfoKey` false).
@MainActor
@Suite struct SheetDragKeyboardTests {
    static let style = SheetStyle(detents: [.fitting, .large], grabber: true)
    static let dragged = LayerKind.sheet(SheetStyle(detents: [.fitting, .large], selectedDetent: .large, grabber: true))

    func sheetUp() -> NavigationTestbed<Hike> {
        let testbed = NavigationTestbed(trail())
        testbed.host.window.sheetSizing.contentHeights["gear"] = 240
        testbed.navigator.present(.gear, as: .sheet(Self.style))
        testbed.settle()
        return testbed
    }

    // Promise: a drag that closes the keyboard (its detent change arrives while the keyboard
    // hides) is the user's: the value takes the detent, and the sheet is not put back.
    @Test func aDragThatClosesTheKeyboardKeepsTheUsersDetent() {
        let testbed = sheetUp()
        let sheet = testbed.host.container.presented
        testbed.host.focusTextField()
        testbed.settle()

        #expect(testbed.host.dismissKeyboard() == .performed)   // the drag begins: the keyboard hides
        testbed.host.advance(by: .milliseconds(100))
        #expect(testbed.host.window.keyboard.isTransitioning)
        #expect(testbed.host.dragSheet(to: .large) == .performed)
        testbed.settle()

        #expect(testbed.navigator.shown.layers.first?.kind == Self.dragged)
        #expect(testbed.navigator.state.layers.first?.kind == Self.dragged)
        #expect(sheet?.layerKind == Self.dragged)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Promise: another app's keyboard, shown or hidden while the user drags this app's sheet,
    // is not this app's: the value takes the user's detent.
    @Test func anotherAppsKeyboardIsIgnored() {
        let testbed = sheetUp()
        let sheet = testbed.host.container.presented

        #expect(testbed.host.anotherAppFocusesTextField() == .performed)
        testbed.host.advance(by: .milliseconds(100))
        #expect(testbed.host.dragSheet(to: .large) == .performed)
        testbed.settle()
        #expect(testbed.navigator.state.layers.first?.kind == Self.dragged)

        #expect(testbed.host.anotherAppEndsEditing() == .performed)
        testbed.host.advance(by: .milliseconds(100))
        #expect(testbed.host.dragSheet(to: .fitting) == .performed)
        testbed.settle()

        let back = LayerKind.sheet(SheetStyle(detents: [.fitting, .large], selectedDetent: .fitting, grabber: true))
        #expect(testbed.navigator.state.layers.first?.kind == back)
        #expect(sheet?.layerKind == back)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
