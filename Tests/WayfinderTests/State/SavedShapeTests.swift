import Foundation
import Testing
import Wayfinder

/// Values whose Swift shape changed keep the JSON shape they were saved in, so restoration data
/// written by an earlier version restores unchanged.
@Suite("Saved shapes")
struct SavedShapeTests {
    static let transitions: [(RootTransition, String)] = [
        (.none, #"{"none":{}}"#),
        (.crossFade, #"{"crossFade":{}}"#),
        (.slideFromLeading, #"{"slide":{"from":"leading"}}"#),
        (.slideFromTrailing, #"{"slide":{"from":"trailing"}}"#),
        (.slideFromTop, #"{"slide":{"from":"top"}}"#),
        (.slideFromBottom, #"{"slide":{"from":"bottom"}}"#),
    ]

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    // Promise: each root transition is saved as it was when slides took an edge
    // (`slide(from: .leading)`), and reads back as itself.
    @Test(arguments: transitions)
    func rootTransitionKeepsItsSavedShape(transition: RootTransition, saved: String) throws {
        #expect(try Self.json(transition) == saved)
        #expect(try JSONDecoder().decode(RootTransition.self, from: Data(saved.utf8)) == transition)
    }

    // Promise: a transition that is not one of the six is refused, not guessed.
    @Test(arguments: [
        #"{}"#, #"{"none":{},"crossFade":{}}"#, #"{"slide":{"from":"sideways"}}"#, #"{"slide":{}}"#, #"{"fade":{}}"#,
        #"{"none":5}"#, #"{"crossFade":null}"#, #"{"none":[]}"#, #"{"slide":"leading"}"#,
    ])
    func unknownTransitionsAreRefused(saved: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RootTransition.self, from: Data(saved.utf8)) }
    }

    // Promise: a whole value saved with a sliding root restores to the same value.
    @Test func savedSlidingRootRestores() throws {
        // As `main` wrote it before the slides had cases of their own.
        let saved = #"{"format":1,"state":{"layers":[],"nextEntryID":2,"root":{"content":{"stack":{"_0":"#
            + #"[{"id":1,"screen":{"signIn":{}}}]}},"flow":"signIn","id":0,"transition":{"slide":{"from":"leading"}}}}}"#
        let restored = try NavigationState<Shop>.restored(from: Data(saved.utf8))
        #expect(restored.root.transition == .slideFromLeading)
        #expect(restored == NavigationState(flow: .signIn, root: .signIn, transition: .slideFromLeading))
    }

    // Promise: alert buttons keep their saved role (`"role":"cancel"`, `"destructive"`, none for a
    // default button), and read back with the same role.
    @Test func alertButtonsKeepTheirSavedRole() throws {
        let buttons: [AlertButton] = [.cancel("Keep"), .destructive("Remove", action: "remove"), AlertButton("Later", action: "later")]
        #expect(try Self.json(buttons) == #"[{"action":"cancel","role":"cancel","title":"Keep"},"#
            + #"{"action":"remove","role":"destructive","title":"Remove"},{"action":"later","title":"Later"}]"#)
        let read = try JSONDecoder().decode([AlertButton].self, from: Data(try Self.json(buttons).utf8))
        #expect(read == buttons)
        #expect(read.map(\.isCancel) == [true, false, false])
        #expect(read.map(\.isDestructive) == [false, true, false])
    }
}
