import Wayfinder
import Testing

/// Where a sliding root comes from, read once for every host: the leading edge is the left one,
/// and the right one in a right-to-left layout (Arabic, Hebrew), as UIKit's own pushes do.
@Suite struct RootSlideTests {
    static let origins: [(RootTransition, leftToRight: (x: Int, y: Int)?, rightToLeft: (x: Int, y: Int)?)] = [
        (.none, nil, nil),
        (.crossFade, nil, nil),
        (.slideFromLeading, (-1, 0), (1, 0)),
        (.slideFromTrailing, (1, 0), (-1, 0)),
        (.slideFromTop, (0, -1), (0, -1)),
        (.slideFromBottom, (0, 1), (0, 1)),
    ]

    @Test func slidesComeFromTheirEdgeInEitherDirection() {
        for (transition, leftToRight, rightToLeft) in Self.origins {
            let ltr = transition.slideOrigin(rightToLeft: false), rtl = transition.slideOrigin(rightToLeft: true)
            #expect(ltr?.x == leftToRight?.x && ltr?.y == leftToRight?.y, "\(transition), left to right")
            #expect(rtl?.x == rightToLeft?.x && rtl?.y == rightToLeft?.y, "\(transition), right to left")
        }
    }
}
