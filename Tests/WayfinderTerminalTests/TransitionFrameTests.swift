import Testing
import Wayfinder
import WayfinderTerminal
import WayfinderTesting

/// Each kind of transition drawn its own way as it runs, in the middle of a push.
@MainActor
@Suite("Transition frames")
struct TransitionFrameTests {
    static let kinds: [ScreenTransition] = [
        .system, .fade, .slideFromLeading, .slideFromTrailing, .slideFromTop, .slideFromBottom, .zoom(from: 1, in: EntryID(rawValue: 2)),  // message 2's list
        .custom(named: "fold"),
    ]

    /// The frame 40% of the way into pushing Message 1 over Message 2 (a list) with `transition`.
    static func midPush(_ transition: ScreenTransition) -> [String] {
        let (navigator, phone) = mailPhone(NavigationState(flow: "mail", root: .inbox))
        phone.host.driver.customTransitions["fold"] = SimulatedCustomTransition()
        phone.host.driver.listItems = { $0.screen == .message(2) ? ["1", "2"] : nil }
        navigator.push(.message(2), animated: false)
        phone.host.settle()
        #expect(navigator.state.topEntry?.id == EntryID(rawValue: 2))
        navigator.push(.message(1), transition: transition)
        phone.host.advance(by: .milliseconds(140))
        return phone.frame(columns: 32, rows: 17)
    }

    // Every kind draws a frame of its own halfway, and each ends on the same screen.
    @Test func eachKindIsDrawnItsOwnWay() {
        let frames = Self.kinds.map(Self.midPush)
        #expect(Set(frames).count == Self.kinds.count, "\(zip(Self.kinds, frames).map { "\($0)\n\($1.joined(separator: "\n"))" }.joined(separator: "\n\n"))")
        for (kind, frame) in zip(Self.kinds, frames) where kind != .system {
            #expect(frame != frames[0], "\(kind) is drawn as the system push")
        }
    }
}
