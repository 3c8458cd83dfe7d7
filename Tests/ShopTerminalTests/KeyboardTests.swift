import ShopApp
import ShopTerminal
import Testing
import Wayfinder
import WayfinderTerminal

/// Interactive mode, driven key by key as a person would, with the frames they see at 80×24,
/// 60×36 and 40×20. The clock is the virtual one: `settle` stands in for watching.
@MainActor
@Suite("Keyboard")
struct KeyboardTests {
    nonisolated static let sizes = [(80, 24), (60, 36), (40, 20)]

    /// A demo, settled, and keys for it.
    func keyboard(signedIn: Bool = true, link: String? = nil) -> (KeyboardDriver, ShopDemo) {
        let demo = ShopDemo(signedIn: signedIn, launchLink: link)
        demo.settleTransitions()
        return (KeyboardDriver(demo: demo, status: demo.launchMessage), demo)
    }

    func press(_ keys: String, on keyboard: KeyboardDriver, demo: ShopDemo) {
        for character in keys {
            keyboard.press(.character(character))
            demo.settleTransitions()
        }
    }

    /// The status line under the phone.
    func status(_ keyboard: KeyboardDriver, _ size: (Int, Int)) -> String {
        keyboard.frame(columns: size.0, rows: size.1).last ?? ""
    }

    // The hint line names every key at every size (it used to drop s, t and j/k below 79
    // columns, and read "… q q" at 40).
    @Test(arguments: sizes)
    func hintsNameEveryKey(_ size: (Int, Int)) {
        let (keyboard, _) = keyboard()
        let hints = status(keyboard, size)
        #expect(hints.count <= size.0)
        for key in ["1-9", "b", "s", "d", "t", "j/k", ":", "?", "q"] {
            #expect(hints.split(separator: " ").contains(Substring(key)), "\(key) is missing from \"\(hints)\"")
        }
    }

    // ? lists every key with what it does; any key goes back to the phone.
    @Test(arguments: sizes)
    func questionMarkListsEveryKey(_ size: (Int, Int)) {
        let (keyboard, demo) = keyboard()
        press("?", on: keyboard, demo: demo)
        let list = keyboard.frame(columns: size.0, rows: size.1)
        for key in ["1-9", "b", "s", "d", "t", "j/k", ":", "?", "q"] {
            #expect(list.contains { $0.hasPrefix("  \(key) ") }, "\(key) is not listed")
        }
        #expect(list.allSatisfy { $0.count <= size.0 })
        press("x", on: keyboard, demo: demo)
        #expect(keyboard.frame(columns: size.0, rows: size.1).first?.hasPrefix("┌") == true)
        #expect(demo.navigator.shown.root.tabSet?.selected == .catalog)  // the x did nothing else
    }

    // The link prompt starts empty: a whole link typed in opens (it used to be pre-filled with
    // shop://, making shop://shop://orders/42).
    @Test func typedLinkOpensAsTyped() {
        let (keyboard, demo) = keyboard()
        press(":shop://orders/42", on: keyboard, demo: demo)
        #expect(status(keyboard, (80, 24)).hasPrefix(":shop://orders/42"))
        keyboard.press(.enter)
        demo.settleTransitions()
        #expect(demo.navigator.shown.stack(at: .tab(.profile))?.screens == [.profile, .orders, .order(42)])
        #expect(status(keyboard, (80, 24)) == "opened shop://orders/42")
    }

    // A refused link is named in the message.
    @Test func refusedLinkIsEchoed() {
        let (keyboard, demo) = keyboard()
        press(":shop://orders/abc", on: keyboard, demo: demo)
        keyboard.press(.enter)
        #expect(status(keyboard, (80, 24)) == "cannot open shop://orders/abc: \"abc\" is not a valid Int for id")
    }

    // q quits with 0; Ctrl-C with 130, as a shell reports an interrupted program.
    @Test func quittingSaysHow() {
        let (quit, _) = keyboard()
        #expect(quit.exitStatus == nil)
        quit.press(.character("q"))
        #expect(quit.exitStatus == 0)
        let (interrupted, _) = keyboard()
        interrupted.press(.interrupt)
        #expect(interrupted.exitStatus == 130)
    }

    // Messages speak of what is on screen: back with an alert up asks for an answer (it said
    // "no stack is visible" while a product was plainly visible).
    @Test func backUnderAnAlertAsksForAnAnswer() {
        let (keyboard, demo) = keyboard(link: "shop://product/7")
        press("3", on: keyboard, demo: demo)  // Limited offer
        press("b", on: keyboard, demo: demo)
        #expect(status(keyboard, (80, 24)) == "answer \"Limited offer\" first: 1 OK")
        press("1b", on: keyboard, demo: demo)
        #expect(demo.navigator.shown.stack(at: .tab(.catalog))?.screens == [.catalog])
        press("b", on: keyboard, demo: demo)
        #expect(status(keyboard, (80, 24)) == "\"Catalog\" is the first screen; there is nothing to go back to")
        press("d", on: keyboard, demo: demo)
        #expect(status(keyboard, (80, 24)) == "there is no sheet to drag down")
    }

    // Tapping the selected tab again pops its stack to the root, animated, as on iOS.
    @Test func retappingTheSelectedTabPopsToItsRoot() {
        let (keyboard, demo) = keyboard(link: "shop://orders/42")
        keyboard.press(.character("t"))
        keyboard.press(.character("3"))
        #expect(demo.settleTransitions() == .milliseconds(350))  // a pop's animation
        #expect(demo.navigator.shown.stack(at: .tab(.profile))?.screens == [.profile])
        #expect(demo.navigator.state == demo.navigator.shown)
        #expect(demo.phone.host.mismatches(with: demo.navigator.shown).isEmpty)
        press("t3", on: keyboard, demo: demo)  // at the root already: nothing happens
        #expect(status(keyboard, (80, 24)).hasPrefix("1-9"))
        #expect(demo.phone.host.violations.isEmpty)
    }

    // Scrolling without a sheet says so.
    @Test func scrollingWithoutASheetSaysSo() {
        let (keyboard, demo) = keyboard()
        press("j", on: keyboard, demo: demo)
        #expect(status(keyboard, (80, 24)) == "there is no sheet to scroll")
    }
}
