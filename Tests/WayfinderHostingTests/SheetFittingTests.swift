import Testing
import Wayfinder
import WayfinderHosting

/// Platform Rules 4.1, 4.2 and 4.9: what the fitting detent resolves to, before and after the
/// content is measured, bar included, never 0; and the order detents reach UIKit in.
@Suite struct SheetFittingTests {
    static let container = SheetContainer(maximumHeight: 800)

    // Promise: the fitting height is the content plus its bar, capped by the container; before
    // anything is measured it is the medium height; it is never 0.
    static let fittingCases: [(SheetContent, Double)] = [
        (SheetContent.unmeasured, 400),  // the resolver ran before the content reported a size
        (SheetContent(measuredHeight: nil, barHeight: 56), 400),  // a bar alone is not a measurement
        (SheetContent(measuredHeight: 240), 240),
        (SheetContent(measuredHeight: 240, barHeight: 56), 296),  // the navigation bar is part of the sheet
        (SheetContent(measuredHeight: 900, barHeight: 56), 800),  // capped; the content scrolls
        (SheetContent(measuredHeight: 0), 1),  // empty content still rests above 0
        (SheetContent(measuredHeight: 0, barHeight: 56), 56),
        (SheetContent(measuredHeight: -20, barHeight: .nan), 1),  // nonsense measures as nothing
        (SheetContent(measuredHeight: .infinity, barHeight: 56), 56),
    ]

    @Test(arguments: fittingCases)
    func fittingHeight(content: SheetContent, height: Double) {
        #expect(Detent.fittingHeight(in: Self.container, content: content) == height)
        #expect(Detent.fitting.height(in: Self.container, content: content) == height)
    }

    // Promise: a container with no room (a resolver asked before layout) still gives a height above 0.
    @Test(arguments: [0.0, -10, .nan])
    func fittingHeightWithoutRoomIsNotZero(maximum: Double) {
        let container = SheetContainer(maximumHeight: maximum)
        #expect(Detent.fittingHeight(in: container, content: .unmeasured) > 0)
        #expect(Detent.fittingHeight(in: container, content: SheetContent(measuredHeight: 300)) > 0)
    }

    // Promise: the layout's scrolling counts the bar; content not measured yet does not scroll.
    @Test func layoutCountsTheBar() {
        let style = SheetStyle.fitting
        #expect(style.layout(in: Self.container, content: SheetContent(measuredHeight: 780, barHeight: 56))
            == SheetLayout(height: 800, scrolls: true))
        #expect(style.layout(in: Self.container, content: SheetContent(measuredHeight: 700, barHeight: 56))
            == SheetLayout(height: 756, scrolls: false))
        #expect(style.layout(in: Self.container, content: .unmeasured) == SheetLayout(height: 400, scrolls: false))
    }

    // Promise: detents reach UIKit smallest first (Platform Rules 4.1), whatever the app's order.
    @Test(arguments: [
        ([Detent.large, .medium], [Detent.medium, .large]),
        ([.large, .fitting], [.fitting, .large]),
        ([.fitting, .large], [.fitting, .large]),
        ([.large, .height(200), .fraction(0.75), .medium], [.height(200), .medium, .fraction(0.75), .large]),
        ([.height(400), .medium], [.height(400), .medium]),  // the same height: the app's order
        ([.height(1200), .large], [.height(1200), .large]),  // capped at the maximum: the app's order
        ([.fraction(1), .height(300)], [.height(300), .fraction(1)]),
    ])
    func detentsSmallestFirst(detents: [Detent], sorted: [Detent]) {
        #expect(SheetStyle(detents: detents).detentsSmallestFirst(in: Self.container) == sorted)
    }

    // Promise: medium is ordered by its height even in compact height, where it is inactive.
    @Test func mediumKeepsItsPlaceInCompactHeight() {
        let compact = SheetContainer(maximumHeight: 360, isCompactHeight: true)
        #expect(SheetStyle(detents: [.large, .height(100), .medium]).detentsSmallestFirst(in: compact)
            == [.height(100), .medium, .large])
    }
}
