import Foundation
import ShopApp
import ShopTerminal
import Testing
import Wayfinder

/// The catalog as a person sees it with keys: as many rows as the phone has room for, a rows
/// counter in the numbers the rows show, and every row within reach of the number keys.
@MainActor
@Suite("Terminal: the catalog's screen")
struct CatalogScreenTests {
    /// A signed-in demo with the catalog's first page loaded, and keys for it.
    func keyboard() -> (KeyboardDriver, ShopDemo) {
        let demo = ShopDemo(signedIn: true)
        demo.settleTransitions()
        demo.clock.advance(by: .seconds(1))  // the first page
        return (KeyboardDriver(demo: demo, status: nil), demo)
    }

    func press(_ keys: String, on keyboard: KeyboardDriver, demo: ShopDemo) {
        for key in keys {
            keyboard.press(.character(key))
            demo.settleTransitions()
        }
    }

    /// The phone's inside between its title bar and its tab bar, in a frame of this size.
    func screen(_ keyboard: KeyboardDriver, _ columns: Int, _ rows: Int) -> [String] {
        let frame = keyboard.frame(columns: columns, rows: rows)
        let top = frame.firstIndex { $0.contains("├") } ?? 0
        let bottom = frame.lastIndex { $0.contains("├") } ?? frame.count
        return frame[(top + 1)..<bottom].map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │")) }
    }

    /// The product numbers of the rows on screen.
    func products(_ screen: [String]) -> [Int] {
        screen.compactMap { line in line.split(separator: " ").firstIndex(of: "Product").flatMap { index in
            Int(line.split(separator: " ")[index + 1])
        } }
    }

    // The rows fill the phone down to its tab bar, at 80×45 and at 80×24.
    @Test(arguments: [(80, 45), (80, 24), (60, 36)])
    func rowsFillThePhone(_ size: (Int, Int)) {
        let (keyboard, _) = keyboard()
        _ = keyboard.frame(columns: size.0, rows: size.1)  // the list learns how many rows fit
        let rows = screen(keyboard, size.0, size.1)
        #expect(rows.last?.isEmpty == false, "\(rows.joined(separator: "\n"))")
        #expect(rows.filter(\.isEmpty).count == 1)  // only the one between the lines and the actions
        #expect(products(rows).count > 5)
    }

    // After new products arrive above, the counter still names the rows shown: the catalog's
    // rows keep their numbers, the new ones are counted apart.
    @Test func counterMatchesTheRowsShownAfterArrivals() {
        let (keyboard, demo) = keyboard()
        _ = keyboard.frame(columns: 80, rows: 45)
        press("jjjjjjjjjjjjjjjjj", on: keyboard, demo: demo)  // Product 18 at the top
        press("a", on: keyboard, demo: demo)
        let rows = screen(keyboard, 80, 45)
        let shown = products(rows)
        #expect(shown.first == 18)
        #expect(rows.contains("Rows \(shown.first ?? 0)–\(shown.last ?? 0) of 50 loaded"), "\(rows.joined(separator: "\n"))")
        press("K", on: keyboard, demo: demo)
        press("K", on: keyboard, demo: demo)  // up to the new products
        let first = screen(keyboard, 80, 45)
        #expect(first.contains { $0.hasPrefix("New 1–3 of 3 · Rows 1–") }, "\(first.joined(separator: "\n"))")
        #expect(first.contains { $0.contains("1) New product 10003") })
    }

    // With ten actions or more, a number of two digits taps the action it names; a first digit
    // that could begin one waits for the second, or for Enter.
    @Test func twoDigitNumbersReachEveryRow() {
        let (keyboard, demo) = keyboard()
        _ = keyboard.frame(columns: 80, rows: 45)
        press("12", on: keyboard, demo: demo)
        #expect(demo.navigator.shown.topEntry?.screen == .product(12))
        press("b1", on: keyboard, demo: demo)
        #expect(keyboard.frame(columns: 80, rows: 45).last?.contains("tap 1…: a second digit, or Enter for 1") == true)
        keyboard.press(.enter)
        demo.settleTransitions()
        #expect(demo.navigator.shown.topEntry?.screen == .product(1))
        press("b3", on: keyboard, demo: demo)  // no action 30: at once
        #expect(demo.navigator.shown.topEntry?.screen == .product(3))
    }
}
