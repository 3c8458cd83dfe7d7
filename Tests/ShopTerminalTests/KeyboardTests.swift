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

    /// The status under the phone, its lines joined, without the margin that puts it under the
    /// phone's edge.
    func status(_ keyboard: KeyboardDriver, _ size: (Int, Int)) -> String {
        statusLines(keyboard, size).joined(separator: " ")
    }

    /// The status's lines under the phone (the last lines that are no part of it), without the
    /// margin.
    func statusLines(_ keyboard: KeyboardDriver, _ size: (Int, Int)) -> [String] {
        let lines = keyboard.frame(columns: size.0, rows: size.1).map { String($0.drop { $0 == " " }) }
        return Array(lines.reversed().prefix { !"┌│├└░".contains($0.first ?? " ") }.reversed())
    }

    // The hint line names the keys that do something on the screen as it is, at every size,
    // and ? for the others.
    @Test(arguments: sizes)
    func hintsNameTheKeysInUse(_ size: (Int, Int)) {
        let (keyboard, demo) = keyboard()
        demo.clock.advance(by: .seconds(1))  // the catalog's first page
        let onCatalog = status(keyboard, size)
        #expect(onCatalog.count <= size.0)
        let words = onCatalog.split(separator: " ")
        for key in ["1-9", "t", "j/k", "a", ":", "?", "q"] {
            #expect(words.contains(Substring(key)), "\(key) is missing from \"\(onCatalog)\"")
        }
        for key in ["b", "s", "d", "r"] { #expect(!words.contains(Substring(key)), "\(key) does nothing here: \"\(onCatalog)\"") }
        press("1", on: keyboard, demo: demo)
        if demo.navigator.shown.topEntry?.screen != .product(1) { keyboard.press(.enter) }  // ten actions or more
        demo.settleTransitions()
        let onProduct = status(keyboard, size).split(separator: " ")
        for key in ["b", "s", "t"] { #expect(onProduct.contains(Substring(key))) }
        press("1", on: keyboard, demo: demo)  // Options, a sheet
        let onSheet = status(keyboard, size).split(separator: " ")
        #expect(onSheet.contains("d") && !onSheet.contains("t"))
    }

    // At 80 columns the hint line says what each key does, in words.
    @Test func hintsAreWordsAt80Columns() {
        let (keyboard, demo) = keyboard()
        demo.clock.advance(by: .seconds(1))
        #expect(status(keyboard, (80, 24)) == "1-9 tap · t tab · j/k scroll · a new · : link · ? keys · q quit")
        press("1", on: keyboard, demo: demo)
        keyboard.press(.enter)
        demo.settleTransitions()
        #expect(status(keyboard, (80, 24)) == "1-9 tap · b back · s swipe · t tab · : link · ? keys · q quit")
    }

    // ? lists every key with what it does; any key goes back to the phone.
    @Test(arguments: sizes)
    func questionMarkListsEveryKey(_ size: (Int, Int)) {
        let (keyboard, demo) = keyboard()
        press("?", on: keyboard, demo: demo)
        let list = keyboard.frame(columns: size.0, rows: size.1)
        for key in ["1-9", "b", "s", "d", "t", "j/k", "a", "r", ":", "?", "q"] {
            #expect(list.contains { $0.hasPrefix("  \(key) ") }, "\(key) is not listed")
        }
        #expect(list.allSatisfy { $0.count <= size.0 })
        press("x", on: keyboard, demo: demo)
        #expect(keyboard.frame(columns: size.0, rows: size.1).first { !$0.isEmpty }?.drop { $0 == " " }.hasPrefix("┌") == true)
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

    // Scrolling where there is neither the catalog nor a sheet says so.
    @Test func scrollingWithoutAListOrASheetSaysSo() {
        let (keyboard, demo) = keyboard()
        _ = demo.open("shop://product/3")
        demo.settleTransitions()
        press("j", on: keyboard, demo: demo)
        #expect(status(keyboard, (80, 24)) == "there is no list or sheet to scroll here")
    }
    /// Types `text` as a terminal delivers it: its UTF-8 bytes, decoded into keys.
    func type(_ text: String, on keyboard: KeyboardDriver, demo: ShopDemo) {
        for key in TerminalKey.decode(Array(text.utf8)) {
            keyboard.press(key)
            demo.settleTransitions()
        }
    }

    // Non-ASCII characters typed in the link field reach the link reader, which refuses the
    // link with its typed reason (they were dropped: `shop://prodüct/3` became `shop://prodct/3`).
    @Test(arguments: ["shop://prodüct/3", "shop://product/７", "shop://product/3😀"])
    func nonASCIILinkIsJudgedByTheLinkReader(_ link: String) {
        let (keyboard, demo) = keyboard()
        type(":" + link, on: keyboard, demo: demo)
        #expect(status(keyboard, (160, 24)).hasPrefix(":" + link + "▏"))
        keyboard.press(.enter)
        #expect(status(keyboard, (160, 24)).hasPrefix("cannot open \(link): the link is malformed"), "\(status(keyboard, (160, 24)))")
        #expect(demo.navigator.shown.stack(at: .tab(.catalog))?.screens == [.catalog])
    }

    // A link longer than the terminal scrolls in its field: the end being typed and the cursor
    // stay in view.
    @Test(arguments: sizes)
    func longTypedLinkKeepsTheCursorInView(_ size: (Int, Int)) {
        let (keyboard, demo) = keyboard()
        let link = "shop://product/" + String(repeating: "1234567890", count: 10)
        type(":" + link, on: keyboard, demo: demo)
        let field = status(keyboard, size)
        #expect(field.count <= size.0)
        #expect(field.hasSuffix("34567890▏"), "\(field)")
        #expect(field.hasPrefix(":…"))
    }

    // A refusal too long for one line wraps under the phone: all of it shows, the reason too,
    // in lines as wide as the terminal at most.
    @Test(arguments: [(80, 24), (100, 24), (40, 20)])
    func longRefusalKeepsItsReason(_ size: (Int, Int)) {
        let (keyboard, demo) = keyboard()
        type(":shop://product/999999999999999999999999\r", on: keyboard, demo: demo)
        let lines = statusLines(keyboard, size)
        #expect(lines.allSatisfy { $0.count <= size.0 })
        #expect(lines.count > 1)
        #expect(lines.joined(separator: " ").hasSuffix("\" is not a valid Int for id"))
        guard size.0 >= 80 else { return }  // narrower, three lines are too few: the number loses its middle
        #expect(lines.joined(separator: " ") == "cannot open shop://product/999999999999999999999999: \"999999999999999999999999\" is not a valid Int for id")
    }

    // At 60 columns the list of keys wraps its long lines instead of cutting them: every word
    // of every key's meaning is shown.
    @Test(arguments: [(60, 36), (40, 24)])
    func keyListWrapsLongLines(_ size: (Int, Int)) {
        let (keyboard, demo) = keyboard()
        press("?", on: keyboard, demo: demo)
        let list = keyboard.frame(columns: size.0, rows: size.1)
        #expect(list.allSatisfy { $0.count <= size.0 })
        let shown = list.joined(separator: " ").split(separator: " ")
        for key in ["1-9", "b", "s", "d", "t", "j/k", "a", "r", ":", "?", "q"] {
            #expect(list.contains { $0.hasPrefix("  \(key) ") }, "\(key) is not listed")
        }
        for meaning in ["tap an action: an alert's button, the top screen's action; past the ninth, two digits", "then 1-3 a tab; the selected one goes to its first screen"] {
            let words = meaning.split(separator: " ")
            #expect(shown.indices.contains { start in shown[start...].starts(with: words) }, "\(meaning) is cut:\n\(list.joined(separator: "\n"))")
        }
    }

    // "please wait" goes with the overlay it was about: once the order is placed and Done is
    // shown, the status line no longer asks to wait (it stayed under Done).
    @Test func pleaseWaitLeavesWithTheOverlay() {
        let (keyboard, demo) = keyboard(link: "shop://product/5")
        press("2", on: keyboard, demo: demo)  // Add to cart
        press("t2111", on: keyboard, demo: demo)  // Cart › Buy › Address › Continue › Place order
        #expect(demo.navigator.shown.layers.first?.kind == .overlay)
        press("b", on: keyboard, demo: demo)
        #expect(status(keyboard, (80, 24)) == "please wait: Placing your order…")
        demo.clock.runUntilIdle()
        #expect(demo.navigator.shown.topEntry?.screen == .done)
        #expect(status(keyboard, (120, 24)).hasPrefix("1-9 tap"), "\(status(keyboard, (120, 24)))")
    }

    // A full-width digit is not a number key: it does nothing and says so.
    @Test func fullWidthDigitIsNotANumberKey() {
        let (keyboard, demo) = keyboard()
        type("７", on: keyboard, demo: demo)
        #expect(status(keyboard, (80, 24)) == "７ does nothing; ? lists the keys")
    }
    // Signing out, Sign in slides in from the leading edge while Profile slides out: every frame
    // of the 0.3 s shows one of them (the phone was empty for about 150 ms, the old root gone
    // at once and Sign in's empty right half sliding in first).
    @Test func signingOutNeverShowsAnEmptyPhone() {
        let (keyboard, demo) = keyboard(link: "shop://orders/42")
        demo.app.signOut()
        for step in 1...11 {
            demo.clock.advance(by: .milliseconds(25))
            let phone = keyboard.frame(columns: 80, rows: 24).dropLast()
            let shows = ["Order", "Deliv", "items", "Sign in", "Welcome", "as Ada"]
            #expect(phone.contains { row in shows.contains { row.contains($0) } }, "at \(step * 25) ms:\n\(phone.joined(separator: "\n"))")
        }
        demo.settleTransitions()
        #expect(demo.navigator.shown.root.flow == .signIn)
        #expect(!keyboard.frame(columns: 80, rows: 24).contains { $0.contains("Order") })
    }
}
