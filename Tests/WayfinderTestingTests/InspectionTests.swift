import Testing
import Wayfinder
import WayfinderTesting

/// `mismatches(with:)`: where the fake controllers disagree with a navigation value.
@MainActor
@Suite struct InspectionTests {
    // Promise: once settled, the controllers show exactly `shown`, layers and tabs included.
    @Test func noMismatchesWhenSettled() {
        let testbed = NavigationTestbed(
            edited(hikingTabs(selected: .map)) { state in
                try state.push(.weather)
                try state.present(.gear, path: [.permit], as: .sheet(SheetStyle(detents: [.medium, .large])))
            })
        #expect(testbed.host.mismatches(with: testbed.navigator.shown).isEmpty)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Promise: a host told to keep no transcript writes none, and still records every violation.
    @Test func hostWithoutTranscriptKeepsViolations() {
        let host = SimulatedHost<Hike>(keepsTranscript: false)
        let navigator = Navigator(trail([.camp]))
        navigator.attach(host)
        navigator.push(.summit)
        host.settle()
        #expect(host.transcript.isEmpty)
        #expect(navigator.shown.stack(at: .root)?.screens.last == .summit)
        host.container.dismissPresented(animated: false) {}  // presents nothing: 9.1
        #expect(host.violations.map(\.rule) == ["9.1"])
        #expect(host.transcript.isEmpty)
    }

    // Promise: a value with another stack is reported as a mismatch.
    @Test func anotherStackIsAMismatch() {
        let testbed = NavigationTestbed(trail([.camp]))
        let other = edited(testbed.navigator.shown) { try $0.push(.summit) }
        let mismatches = testbed.host.mismatches(with: other)
        #expect(mismatches.count == 1)
        #expect(mismatches.first?.hasPrefix("the root stack shows") == true)
    }

    // Promise: a value with another layer count, or another selected tab, is reported as a mismatch.
    @Test func anotherLayerOrTabIsAMismatch() {
        let testbed = NavigationTestbed(hikingTabs())
        let withSheet = edited(testbed.navigator.shown) { try $0.present(.gear, as: .sheet) }
        let otherTab = edited(testbed.navigator.shown) { try $0.selectTab(.gear) }
        #expect(testbed.host.mismatches(with: withSheet) == ["0 layers are presented instead of 1"])
        #expect(testbed.host.mismatches(with: otherTab).count == 1)
    }

    // Promise: a value with a sheet of another style is reported as a mismatch.
    @Test func anotherSheetStyleIsAMismatch() {
        let testbed = NavigationTestbed(edited(trail()) { try $0.present(.gear, as: .sheet) })
        let id = testbed.navigator.shown.layers[0].id
        let restyled = edited(testbed.navigator.shown) { try $0.setSheetStyle(SheetStyle(grabber: true), for: id) }
        #expect(testbed.host.mismatches(with: restyled).count == 1)
    }

    // Promise: a stack of the same length but other entries is a mismatch (identities count, not lengths).
    @Test func sameLengthOtherEntriesIsAMismatch() {
        let testbed = NavigationTestbed(trail([.camp]))
        let other = edited(testbed.navigator.shown) { state in
            try state.pop()
            try state.push(.camp)
        }
        #expect(other.root.visibleStack?.screens == testbed.navigator.shown.root.visibleStack?.screens)
        #expect(testbed.host.mismatches(with: other).count == 1)
    }
}
