import Foundation
import ShopApp
import ShopTerminal
import Testing
import Wayfinder
import WayfinderTerminal

/// The catalog in the terminal (S11–S14): its scripts show it keeping its place, and its keys
/// scroll it, bring new products and retry a failed page. On the virtual clock.
@MainActor
@Suite("Terminal: the catalog keeps its place")
struct CatalogScriptTests {
    /// Runs a scenario script (`s11`…) on a new demo; returns its output.
    func run(_ scenario: String) throws -> [String] {
        let script = try #require(ScriptModeTests.scripts.first { $0.lastPathComponent.hasPrefix(scenario) })
        let demo = ShopDemo(signedIn: false)
        demo.settleTransitions()
        var output: [String] = []
        let lines = try String(contentsOf: script, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let failures = ScriptRunner(demo: demo, print: { output.append($0) }).run(lines)
        #expect(failures == 0, "\(output.joined(separator: "\n"))")
        #expect(demo.violations.isEmpty)
        return output
    }

    /// The first row of each frame the output printed: the product at the top of the catalog.
    func topRows(_ output: [String]) -> [String] {
        output.joined(separator: "\n").components(separatedBy: "> frame").dropFirst().compactMap { frame in
            frame.split(separator: "\n").first { $0.contains("1) ") }.map { line in
                String(line.drop { $0 != "1" }.prefix { $0 != "·" }).trimmingCharacters(in: .whitespaces)
            }
        }
    }

    // S11: Product 31 at the top before a product, after it, after another tab, after a swipe back.
    @Test func s11KeepsItsPlace() throws {
        #expect(topRows(try run("s11")) == Array(repeating: "1) Product 31", count: 4))
    }

    // S12: arrivals above move nothing; page 3 fails, says so, and its retry moves nothing.
    @Test func s12NothingMoves() throws {
        let output = try run("s12")
        #expect(topRows(output) == ["1) Product 21", "1) Product 21", "1) Product 21", "1) Product 85", "1) Product 85", "1) Product 85"])
        let text = output.joined(separator: "\n")
        #expect(text.contains("Failed: page 3 timed out (retry below)"))
        #expect(text.contains("13) Retry page 3"))
        #expect(text.contains("Loading page 3…"))
        // The counter numbers the catalog's rows apart from the 1,003 new ones above them.
        #expect(text.contains("Rows 85–94 of 100 loaded"))
    }

    // S13: back from a link to Product 9000 shows 9000 at the top; scrolled to 9003, the app
    // killed and restored shows 9003.
    @Test func s13LinkDeepIntoTheListAndRestored() throws {
        let output = try run("s13")
        #expect(topRows(output) == ["1) Product 9000", "1) Product 9003"])
        #expect(output.contains("  the app was killed; restored from its saved navigation"))
    }

    /// The carousel's row of each frame the output printed: the line after "Recently viewed".
    func carouselRows(_ output: [String]) -> [String] {
        output.joined(separator: "\n").components(separatedBy: "> frame").dropFirst().compactMap { frame in
            let lines = frame.split(separator: "\n").map(String.init)
            guard let index = lines.firstIndex(where: { $0.contains("Recently viewed") }) else { return nil }
            return lines[index + 1].trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
        }
    }

    // S14: the carousel scrolled to Product 3 shows 3 first back from a product, from another
    // tab and after a relaunch; 3 opened again, 4 takes its place and 2 and 1 stay.
    @Test func s14RecentlyViewedKeepsItsPlace() throws {
        let output = try run("s14")
        #expect(carouselRows(output) == ["5 · 4 · 3 ›", "‹ 3 · 2 · 1", "‹ 3 · 2 · 1", "‹ 3 · 2 · 1", "‹ 3 · 2 · 1", "‹ 4 · 2 · 1"])
        #expect(topRows(output).suffix(4) == Array(repeating: "1) Product 11", count: 4))
    }

    // The keys: l scrolls the carousel on by a product, h back; the ? list and the hints name them.
    @Test func keysScrollTheCarousel() {
        let demo = ShopDemo(signedIn: true)
        demo.settleTransitions()
        demo.clock.advance(by: .seconds(1))  // the first page
        let keyboard = KeyboardDriver(demo: demo, status: nil)
        keyboard.press(.character("l"))
        #expect(keyboard.frame(columns: 80, rows: 24).last?.contains("nothing viewed yet: open a product first") == true)
        for key in "2b3b4b5bl" {
            keyboard.press(.character(key))
            demo.settleTransitions()
        }
        let frame = keyboard.frame(columns: 80, rows: 24).joined(separator: "\n")
        #expect(frame.contains("Recently viewed 2–4 of 4:"))
        #expect(frame.contains("‹ 4 · 3 · 2"))
        #expect(KeyboardDriver.keys.split(separator: "\n").contains { $0.contains("h/l") && $0.contains("Recently viewed") })
        keyboard.press(.character("l"))  // at the end already: nothing to say
        #expect(keyboard.frame(columns: 200, rows: 24).last?.contains("h/l recent") == true)
    }

    // The keys: j scrolls the catalog a row, J a screen, K back; a brings products above without
    // moving it; r retries only a failed page.
    @Test func keysScrollTheCatalogAndDriveTheServer() {
        let demo = ShopDemo(signedIn: true)
        demo.settleTransitions()
        demo.clock.advance(by: .seconds(1))  // the first page
        let keyboard = KeyboardDriver(demo: demo, status: nil)
        for key in "jJJK" {
            keyboard.press(.character(key))
            demo.settleTransitions()
        }
        let frame = keyboard.frame(columns: 80, rows: 24).joined(separator: "\n")
        #expect(frame.contains("1) Product 7 ·"))
        keyboard.press(.character("a"))
        let status = keyboard.frame(columns: 80, rows: 24).last ?? ""
        #expect(status.contains("3 new products arrived above; product 7 stays at the top (row 7 of 50 loaded)"))
        keyboard.press(.character("r"))
        #expect(keyboard.frame(columns: 80, rows: 24).last?.contains("no page of the catalog failed") == true)
    }
}
