import Testing
import Wayfinder
import WayfinderHosting

/// Platform Rules 9.7 and 9.14: one root controller, several embedding containers (SwiftUI
/// making its representable again, two views on one host, a tab switched away and back). The
/// root moves, deliberately, into the container that appeared last; nothing takes it silently.
@Suite struct RootPlacementTests {
    final class Container {}

    @Test func theContainerThatAppearsLastHoldsTheRoot() {
        var placement = RootPlacement<Container>()
        let first = Container()
        let second = Container()

        #expect(placement.appeared(first) === first)
        #expect(placement.appeared(first) == nil)
        #expect(placement.appeared(second) === second)
        #expect(placement.holder === second)
    }

    // SwiftUI making the representable again: the new container appears, the old one goes.
    // Either order ends with the root in the new one, moved once.
    @Test func aRemadeContainerTakesTheRootOnceWhicheverComesFirst() {
        var placement = RootPlacement<Container>()
        let old = Container()
        let new = Container()
        _ = placement.appeared(old)
        #expect(placement.appeared(new) === new)
        #expect(placement.disappeared(old) == nil)
        #expect(placement.holder === new)

        var reversed = RootPlacement<Container>()
        _ = reversed.appeared(old)
        #expect(reversed.disappeared(old) == nil)
        #expect(reversed.holder === old)
        #expect(reversed.appeared(new) === new)
    }

    // Two containers on screen: when the holder goes, the root returns to the one still shown.
    @Test func theRootReturnsToAContainerStillShown() {
        var placement = RootPlacement<Container>()
        let first = Container()
        let second = Container()
        _ = placement.appeared(first)
        _ = placement.appeared(second)

        #expect(placement.disappeared(second) === first)
        #expect(placement.holder === first)
    }

    // A tab switched away: nothing else is shown, so the root stays, and the same container
    // shows it when it comes back, with no move.
    @Test func aContainerThatComesBackStillHoldsTheRoot() {
        var placement = RootPlacement<Container>()
        let tab = Container()
        _ = placement.appeared(tab)

        #expect(placement.disappeared(tab) == nil)
        #expect(placement.holder === tab)
        #expect(placement.appeared(tab) == nil)
    }

    // A container that is gone is forgotten: it is never chosen, and the next one takes the root.
    @Test func aContainerThatIsGoneIsForgotten() {
        var placement = RootPlacement<Container>()
        let kept = Container()
        _ = placement.appeared(kept)
        do {
            let gone = Container()
            _ = placement.appeared(gone)
        }
        #expect(placement.holder == nil)
        #expect(placement.appeared(kept) === kept)
    }
}
