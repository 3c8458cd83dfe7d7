import Testing
import Wayfinder
import WayfinderHosting

/// How the UIKit list screen applies a snapshot so that its place is kept.
@Suite("List anchor: how a snapshot is applied")
struct ListAnchorPlacingTests {
    // Promise: a snapshot that keeps nothing the list showed shows the list from its start,
    // without animation; one that keeps the place animates only when asked and nothing above
    // changed; a list that read no place applies as asked.
    @Test func howASnapshotIsApplied() {
        let shown = ListAnchor(item: "7", offset: 10)
        #expect(ListAnchor.placing(shown: shown, kept: nil, keepsPlace: true, animated: true) == .start)
        #expect(ListAnchor.placing(shown: shown, kept: shown, keepsPlace: true, animated: true) == .animate)
        #expect(ListAnchor.placing(shown: shown, kept: shown, keepsPlace: true, animated: false) == .reanchor(shown))
        let handed = ListAnchor(item: "8", offset: -40)
        #expect(ListAnchor.placing(shown: shown, kept: handed, keepsPlace: false, animated: true) == .reanchor(handed))
        #expect(ListAnchor.placing(shown: nil, kept: nil, keepsPlace: true, animated: true) == .asAsked)
    }
}
