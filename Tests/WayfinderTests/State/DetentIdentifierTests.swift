import Testing
import Wayfinder

/// Detents have stable identifiers, shared by every host, so that a detent the user or the
/// system picks maps back to the value.
@Suite struct DetentIdentifierTests {
    @Test(arguments: [
        (Detent.medium, "medium"), (.large, "large"), (.fitting, "fitting"),
        (.height(300), "height:300"), (.height(120.5), "height:120.5"), (.fraction(0.5), "fraction:0.5"),
        (.fraction(1), "fraction:1"),
    ])
    func identifierRoundTrips(detent: Detent, identifier: String) {
        #expect(detent.identifier == identifier)
        #expect(Detent(identifier: identifier) == detent)
    }

    @Test(arguments: [
        "", "Medium", "height", "height:", "height:-1", "height:0", "height:nan", "height:inf", "fraction:2",
        "fraction:0", "height:300.0", "height:0300", "width:3", "com.apple.UIKit.medium", "fitting:1",
    ])
    func otherTextIsNoDetent(identifier: String) {
        #expect(Detent(identifier: identifier) == nil)
    }

    @Test(arguments: [0.1, 1, 44, 299.75, 1e20, 1e-7])
    func everyValidHeightRoundTrips(points: Double) {
        let detent = Detent.height(points)
        #expect(Detent(identifier: detent.identifier) == detent)
    }
}
