import Testing
import Wayfinder
import WayfinderHosting

/// A carousel's anchor in both reading directions: the card at the carousel's leading edge,
/// which is the visible area's right edge in a right-to-left layout.
@Suite("Carousels: reading the leading edge")
struct CarouselReadingTests {
    // Cards 140 points wide with 8 points between them, laid out from the left (left to right)
    // or from the right of a 2,000-point section (right to left).
    static func cells(rightToLeft: Bool) -> [CarouselReading.Cell] {
        (0..<6).map { index in
            let near = Double(index) * 148
            let (left, right) = rightToLeft ? (2000 - near - 140, 2000 - near) : (near, near + 140)
            return CarouselReading.Cell(item: "card-\(index)", left: left, right: right)
        }
    }

    // Promise: left to right, the card under the visible area's left edge, and how far in.
    @Test func leftToRightReadsTheLeftEdge() {
        let anchor = CarouselReading.anchor(
            cells: Self.cells(rightToLeft: false), visibleLeft: 300, visibleWidth: 390, rightToLeft: false, first: "card-0")
        #expect(anchor == ListAnchor(item: "card-2", offset: 4))
    }

    // Promise: right to left, the same scroll (300 points from the start) reads the same card,
    // under the visible area's right edge, as far into it from its right edge.
    @Test func rightToLeftReadsTheRightEdge() {
        let anchor = CarouselReading.anchor(
            cells: Self.cells(rightToLeft: true), visibleLeft: 2000 - 300 - 390, visibleWidth: 390, rightToLeft: true,
            first: "card-0")
        #expect(anchor == ListAnchor(item: "card-2", offset: 4))
    }

    // Promise: a right-to-left carousel at its start (its right edge) has no anchor.
    @Test func rightToLeftAtItsStartHasNoAnchor() {
        let anchor = CarouselReading.anchor(
            cells: Self.cells(rightToLeft: true), visibleLeft: 2000 - 390, visibleWidth: 390, rightToLeft: true, first: "card-0")
        #expect(anchor == nil)
    }
}
