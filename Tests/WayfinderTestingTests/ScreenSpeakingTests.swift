import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// Platform Rules 10.1–10.3: which screen speaks for what the user sees (status bar, home
/// indicator, orientations). UIKit asks the window's root, or a layer presented full screen;
/// the host's answer is the top screen of the highest sheet or overlay above it.
@MainActor
@Suite struct ScreenSpeakingTests {
    /// The top screen of the stack presented at `depth` (0: the first layer) on the simulated host.
    func topScreen(ofLayerAt depth: Int, in testbed: NavigationTestbed<Hike>) -> SimulatedController? {
        var layer = testbed.host.container.presented
        for _ in 0..<depth { layer = layer?.presented }
        return (layer as? SimulatedStackController)?.screenControllers.last
    }

    // Promise: with nothing presented the root's own top screen speaks; a sheet's top screen
    // speaks over it (a portrait-only checkout in a sheet), the screen pushed in the sheet once
    // pushed; an alert on top changes nothing.
    @Test func aSheetsTopScreenSpeaksForTheRoot() {
        let testbed = NavigationTestbed(trail([.camp]))
        let root = testbed.host.driver.container
        #expect(testbed.host.screenSpeaking(above: root) == nil)

        testbed.navigator.present(.gear, as: .sheet(.fitting))
        testbed.navigator.push(.permit)
        testbed.settle()
        let permit = topScreen(ofLayerAt: 0, in: testbed)
        #expect(permit != nil)
        #expect(testbed.host.screenSpeaking(above: root) === permit)

        testbed.navigator.showAlert(.nameCamp)
        testbed.settle()
        #expect(testbed.host.screenSpeaking(above: root) === permit)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Promise: a full-screen cover speaks for itself (UIKit asks it): the root hears none of what
    // is above it, and the cover hears the sheet presented over it; so does an overlay.
    @Test func aCoverSpeaksForItselfAndHearsItsSheet() throws {
        let testbed = NavigationTestbed(trail())
        let root = testbed.host.driver.container
        testbed.navigator.present(.summit, as: .fullScreenCover)
        testbed.navigator.present(.weather, as: .sheet(.fitting))
        testbed.settle()
        let cover = try #require(testbed.host.container.presented)
        let weather = topScreen(ofLayerAt: 1, in: testbed)

        #expect(testbed.host.screenSpeaking(above: root) == nil)
        #expect(testbed.host.screenSpeaking(above: cover) === weather)

        testbed.navigator.present(.map, as: .overlay)
        testbed.settle()
        let map = topScreen(ofLayerAt: 2, in: testbed)
        #expect(testbed.host.screenSpeaking(above: cover) === map)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
