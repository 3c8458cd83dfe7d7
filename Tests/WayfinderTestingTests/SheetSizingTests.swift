import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// Platform Rules 4.9: UIKit resolves a sheet's custom detents before its content is measured;
/// the simulated host models it, and the sheet never rests at 0.
@MainActor
@Suite struct SheetSizingTests {
    /// A testbed at the trailhead whose `gear` screen is 240 points of content.
    func testbed(resolvesBeforeMeasuring: Bool) -> NavigationTestbed<Hike> {
        let testbed = NavigationTestbed(trail())
        testbed.host.window.sheetSizing.contentHeights["gear"] = 240
        testbed.host.window.sheetSizing.resolvesBeforeMeasuring = resolvesBeforeMeasuring
        return testbed
    }

    // Rule 4.9: the resolver runs before the content is measured and again after
    // invalidateDetents; the first height is a placeholder above 0, the last the content's with its bar.
    @Test func fittingSheetResolvedBeforeMeasuringNeverRestsAtZero() {
        let testbed = testbed(resolvesBeforeMeasuring: true)
        testbed.navigator.present(.gear, as: .sheet(.fitting))
        testbed.settle()

        let id = testbed.navigator.shown.layers[0].id
        #expect(testbed.host.restingHeights(of: id) == [400, 296])
        #expect(testbed.host.restingHeights(of: id).allSatisfy { $0 > 0 })
        #expect(testbed.host.sheetLayout(of: id) == SheetLayout(height: 296, scrolls: false))
        #expect(testbed.host.transcript.contains { $0.text.hasPrefix("invalidateDetents") })
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Without the behaviour, the content is measured first: one height, the content's.
    @Test func fittingSheetMeasuredFirstRestsOnce() {
        let testbed = testbed(resolvesBeforeMeasuring: false)
        testbed.navigator.present(.gear, as: .sheet(.fitting))
        testbed.settle()

        let id = testbed.navigator.shown.layers[0].id
        #expect(testbed.host.restingHeights(of: id) == [296])
        #expect(!testbed.host.transcript.contains { $0.text.hasPrefix("invalidateDetents") })
    }

    // Rule 4.9 with content taller than the container: capped, and the content scrolls.
    @Test func tallContentIsCappedAfterTheRemeasure() {
        let testbed = testbed(resolvesBeforeMeasuring: true)
        testbed.host.window.sheetSizing.contentHeights["gear"] = 1000
        testbed.navigator.present(.gear, as: .sheet(.fitting))
        testbed.settle()

        let id = testbed.navigator.shown.layers[0].id
        #expect(testbed.host.restingHeights(of: id) == [400, 800])
        #expect(testbed.host.sheetLayout(of: id) == SheetLayout(height: 800, scrolls: true))
    }
}
