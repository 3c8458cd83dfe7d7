import Testing
import Wayfinder
import WayfinderTesting

/// Platform Rules 4.7 and 7.2: the user drags sheets, and the navigator's values follow.
@MainActor
@Suite struct SheetGestureTests {
    /// A testbed showing the trailhead with one sheet of `style` on it, settled.
    func sheetUp(_ style: SheetStyle = SheetStyle()) -> NavigationTestbed<Hike> {
        NavigationTestbed(edited(trail()) { try $0.present(.gear, path: [.permit], as: .sheet(style)) })
    }

    // Rule 7.2: dragging a sheet down dismisses it, and shown and state both lose the layer.
    @Test func dragDownDismissesTheSheet() {
        let testbed = sheetUp()
        #expect(testbed.host.dragSheetDown() == .performed)
        #expect(testbed.navigator.isInteracting)

        testbed.settle()

        #expect(testbed.host.container.presented == nil)
        #expect(testbed.navigator.shown.layers.isEmpty)
        #expect(testbed.navigator.state.layers.isEmpty)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 7.2: a cancelled drag leaves the sheet where it was.
    @Test func cancelledDragKeepsTheSheet() {
        let testbed = sheetUp()
        let before = testbed.navigator.shown

        #expect(testbed.host.dragSheetDown(cancelled: true) == .performed)
        testbed.settle()

        #expect(testbed.navigator.shown == before)
        #expect(testbed.host.container.presented != nil)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 4.7: a sheet the user may not dismiss refuses the drag, reports the attempt, and nothing changes.
    @Test func lockedSheetRefusesTheDragAndReportsTheAttempt() {
        let testbed = sheetUp(SheetStyle(userCanDismiss: false))
        let before = testbed.navigator.shown
        let sheet = testbed.host.container.presented

        #expect(testbed.host.dragSheetDown().isRefused)
        #expect(testbed.host.transcript.last?.text == "presentationControllerDidAttemptToDismiss(\(sheet?.name ?? "?"))")
        #expect(!testbed.navigator.isInteracting)
        #expect(testbed.host.clock.isIdle)
        testbed.settle()

        #expect(testbed.host.container.presented === sheet)
        #expect(testbed.navigator.shown == before)
        #expect(testbed.navigator.state == before)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rules 1.5 and 8.2: no drag starts while the sheet is still being presented.
    @Test func dragIsRefusedDuringThePresentation() {
        let testbed = NavigationTestbed(trail())
        testbed.navigator.present(.gear, as: .sheet)

        #expect(testbed.host.dragSheetDown().isRefused)
        #expect(!testbed.navigator.isInteracting)
        testbed.settle()
        #expect(testbed.navigator.shown.layers.count == 1)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 4.3: dragging a sheet to another of its detents selects it in shown and in state.
    @Test func dragToADetentSelectsItInTheValue() {
        let testbed = sheetUp(SheetStyle(detents: [.medium, .large]))

        #expect(testbed.host.dragSheet(to: .large) == .performed)
        testbed.settle()

        let wanted = LayerKind.sheet(SheetStyle(detents: [.medium, .large], selectedDetent: .large))
        #expect(testbed.navigator.shown.layers.first?.kind == wanted)
        #expect(testbed.navigator.state.layers.first?.kind == wanted)
        #expect((testbed.host.container.presented)?.layerKind == wanted)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Rule 4.1: a sheet cannot be dragged to a detent it does not have.
    @Test func dragToAnUnlistedDetentIsRefused() {
        let testbed = sheetUp(SheetStyle(detents: [.medium, .large]))
        let before = testbed.navigator.shown

        #expect(testbed.host.dragSheet(to: .fitting).isRefused)
        testbed.settle()
        #expect(testbed.navigator.shown == before)
    }

    // Rule 7.1 and HostEvent's promise: one gesture at a time, so no drag starts while a swipe back is in flight.
    @Test func dragIsRefusedDuringASwipeBack() {
        let testbed = sheetUp()
        #expect(testbed.host.swipeBack() == .performed)

        #expect(testbed.host.dragSheetDown().isRefused)
        testbed.host.advance(by: testbed.host.window.durations.gesture)
        #expect(!testbed.navigator.isInteracting)
        testbed.settle()
        #expect(testbed.navigator.shown.layers.count == 1)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
