import Foundation
import Testing
import Wayfinder

private typealias J = StateJSON

@Suite("NavigationState restoration")
struct RestorationTests {
    static let values: [(String, NavigationState<Shop>)] = [
        ("single stack", NavigationState(flow: .signIn, root: .signIn, path: [.onboardingName], transition: .slideFromLeading)),
        ("rich", StateFixtures.rich),
        ("cover, overlay and alert", build(mainTabs(selected: .profile)) { state in
            try state.present(.address, path: [.confirmOrder], as: .fullScreenCover)
            try state.present(.loading, as: .overlay)
            try state.showAlert(NavigationAlert(
                title: "Sign in", message: "Again", buttons: [.cancel()],
                textFields: [AlertTextField(placeholder: "Password", text: "x", isSecure: true)], style: "card"))
        }),
        ("odd detents", build(NavigationState(root: .cart)) { state in
            let style = SheetStyle(detents: [.height(120.5), .fraction(0.25), .medium], selectedDetent: .medium, userCanDismiss: false)
            try state.present(.options, as: .sheet(style))
        }),
        ("counter ahead after edits", build(StateFixtures.rich) { state in
            try state.dismiss()
            try state.pop()
            try state.switchRoot(to: .main, tabs: [TabStack(.cart, root: .cart)], selected: .cart, transition: .crossFade)
        }),
    ]

    // Promise: a value encodes and restores to itself: equal, same counter, same tree with identities.
    @Test(arguments: values)
    func roundTrip(name: String, state: NavigationState<Shop>) throws {
        let restored = try NavigationState<Shop>.restored(from: try state.restorationData())
        #expect(restored == state)
        #expect(restored.nextIdentity == state.nextIdentity)
        #expect(restored.tree(identities: true) == state.tree(identities: true))
        #expect(restored.root.transition == state.root.transition)
    }

    // Promise: NavigationState is Codable on its own too, and round-trips through plain JSON coders.
    @Test func plainCodableRoundTrip() throws {
        let state = StateFixtures.rich
        let decoded = try JSONDecoder().decode(NavigationState<Shop>.self, from: try JSONEncoder().encode(state))
        #expect(decoded == state)
        #expect(decoded.nextIdentity == state.nextIdentity)
    }

    // Promise: identities survive restoration: the restored value hands out the same next identity.
    @Test func restoredCounterContinues() throws {
        var original = build(StateFixtures.rich) { try $0.dismiss(LayerID(6)) }
        var restored = try NavigationState<Shop>.restored(from: try original.restorationData())
        try original.push(.address)
        try restored.push(.address)
        #expect(restored.topEntry?.id == EntryID(10))
        #expect(restored == original)
    }

    // Promise: the saved data is JSON carrying the format number first.
    @Test func dataCarriesTheFormat() throws {
        let text = try #require(String(data: try StateFixtures.rich.restorationData(), encoding: .utf8))
        #expect(NavigationState<Shop>.restorationFormat == 1)
        #expect(text.hasPrefix(#"{"format":1,"state":{"#))
    }

    enum Expected: Sendable {
        case unreadable, mismatch(mentioning: String), exactly(RestorationError)
    }

    static let valid = J.state(root: J.root(0, stack: J.stack([(1, .cart)])), next: 2)
    static let bad: [(String, Data, Expected)] = [
        ("empty data", Data(), .unreadable),
        ("not JSON", Data("navigation, please".utf8), .unreadable),
        ("not UTF-8", Data([0xFF, 0xFE, 0x00, 0x7B]), .unreadable),
        ("truncated", J.envelope(valid).prefix(30), .unreadable),
        ("trailing garbage", J.envelope(valid) + Data("}x".utf8), .unreadable),
        ("format 2", J.envelope(valid, format: 2), .exactly(.formatUnsupported(2))),
        ("format 2 with an unknown state", Data(#"{"format":2,"state":"later"}"#.utf8), .exactly(.formatUnsupported(2))),
        ("format 0", J.envelope(valid, format: 0), .exactly(.formatUnsupported(0))),
        ("format missing", Data(#"{"state":\#(valid)}"#.utf8), .mismatch(mentioning: "format")),
        ("format of the wrong type", Data(#"{"format":"1","state":\#(valid)}"#.utf8), .mismatch(mentioning: "format")),
        ("state missing", Data(#"{"format":1}"#.utf8), .mismatch(mentioning: "state")),
        ("counter missing", J.envelope(#"{"layers":[],"root":\#(J.root(0, stack: J.stack([(1, .cart)])))}"#),
         .mismatch(mentioning: "nextEntryID")),
        ("root missing", J.envelope(#"{"layers":[],"nextEntryID":2}"#), .mismatch(mentioning: "root")),
        ("counter of the wrong type", J.envelope(#"{"layers":[],"nextEntryID":"two","root":\#(J.root(0, stack: J.stack([(1, .cart)])))}"#),
         .mismatch(mentioning: "nextEntryID")),
        ("unknown screen", J.envelope(J.state(root: J.root(0, stack: #"[{"id":1,"screen":{"wishlist":{}}}]"#), next: 2)),
         .mismatch(mentioning: "screen")),
        ("screen payload of the wrong type", J.envelope(J.state(
            root: J.root(0, stack: #"[{"id":1,"screen":{"product":{"_0":"seven"}}}]"#), next: 2)), .mismatch(mentioning: "screen")),
        ("unknown layer kind", J.envelope(J.state(root: J.root(0, stack: J.stack([(1, .cart)])),
            layers: [J.layer(2, kind: #"{"popover":{}}"#, stack: J.stack([(3, .options)]))], next: 4)), .mismatch(mentioning: "kind")),
        ("unknown button role", J.envelope(J.state(root: J.root(0, stack: J.stack([(1, .cart)])), layers: [J.layer(2,
            kind: #"{"alert":{"_0":{"buttons":[{"action":"ok","role":"sideways","title":"OK"}],"style":"standard","textFields":[],"title":"T"},"owner":1}}"#,
            stack: nil)], next: 3)), .mismatch(mentioning: "role")),
        ("semantically invalid", J.envelope(J.state(root: J.root(0, stack: "[]"), next: 1)), .exactly(.invalid(.emptyStack(.root)))),
    ]

    // Promise: bad data gives the typed RestorationError that says what was wrong.
    @Test(arguments: bad)
    func badDataIsTyped(name: String, data: Data, expected: Expected) {
        do {
            let state = try NavigationState<Shop>.restored(from: data)
            Issue.record("\(name): restored \(state)")
        } catch {
            switch (error, expected) {
            case (.unreadable, .unreadable): break
            case (.mismatch(let detail), .mismatch(let word)):
                #expect(detail.contains(word), "\(name): \(detail)")
            case (_, .exactly(let wanted)):
                #expect(error == wanted, "\(name)")
            default:
                Issue.record("\(name): expected \(expected), got \(error)")
            }
        }
    }

    // Promise: data cut at any byte is refused as unreadable, never half-restored and never a crash.
    @Test func everyTruncationIsUnreadable() throws {
        let data = try StateFixtures.rich.restorationData()
        var wrong: [Int] = []
        for length in 0..<data.count {
            do {
                _ = try NavigationState<Shop>.restored(from: Data(data.prefix(length)))
                wrong.append(length)
            } catch {
                if case .unreadable = error {} else { wrong.append(length) }
            }
        }
        #expect(wrong.isEmpty, "prefix lengths not refused as unreadable: \(wrong)")
        #expect(try NavigationState<Shop>.restored(from: data) == StateFixtures.rich)
    }
}
