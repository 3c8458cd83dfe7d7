import Foundation
import ShopApp
import ShopTerminal
import Testing
import Wayfinder

/// Script mode: every scenario script runs clean; mistakes print clear errors and the app
/// carries on; it runs on the virtual clock.
@MainActor
@Suite("Script mode")
struct ScriptModeTests {
    /// Runs script lines on a new demo; returns the output and the failed-command count.
    func run(_ script: String, signedIn: Bool = false) -> (output: [String], failures: Int, demo: ShopDemo) {
        let demo = ShopDemo(signedIn: signedIn)
        demo.settleTransitions()
        var output: [String] = []
        let failures = ScriptRunner(demo: demo, print: { output.append($0) }).run(script.split(separator: "\n", omittingEmptySubsequences: false))
        return (output, failures, demo)
    }

    nonisolated static let scripts: [URL] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Demo/Scripts").standardized
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    // There is one script per scenario, S1 to S23, but S20: a script cannot change the width
    // while a push moves.
    @Test func oneScriptPerScenario() {
        #expect(Self.scripts.map { String($0.lastPathComponent.prefix(3)) } == (1...23).filter { $0 != 20 }.map { String(format: "s%02d", $0) })
    }

    // Each scenario script runs with no failed command, no rule violated, every value settled.
    @Test(arguments: scripts)
    func scenarioScriptRunsClean(_ script: URL) throws {
        let (output, failures, demo) = run(try String(contentsOf: script, encoding: .utf8))
        #expect(failures == 0, "\(output.joined(separator: "\n"))")
        #expect(demo.violations.isEmpty)
        #expect(demo.navigator.isSettled)
    }

    // S3's script shows the unwinding in one animated transition, S8's ends on Order(42) first.
    @Test func scenarioScriptsShowTheirOutcome() throws {
        let s3 = try String(contentsOf: Self.scripts[2], encoding: .utf8)
        let (output, _, _) = run(s3)
        let link = output.firstIndex { $0 == "> link shop://product/3" }!
        let steps = output[link...].prefix { !$0.hasPrefix("  settled") }.filter { $0.contains("»") }
        #expect(steps.filter { $0.contains("(animated)") }.count == 1)
        #expect(output[link...].contains("  |   catalog*: catalog › product(3)"))
    }

    // An unknown command prints a clear error, and the next command still runs.
    @Test func unknownCommandCarriesOn() {
        let (output, failures, demo) = run("fly away\ntap 1")
        #expect(failures == 1)
        #expect(output.contains { $0.hasPrefix("  error (line 1): unknown command \"fly\"") })
        #expect(demo.navigator.shown.root.flow == .onboarding)  // "tap 1" signed in
    }

    // A bad link prints the typed reason, changes nothing, and the script carries on.
    @Test func badLinkCarriesOn() {
        let (output, failures, demo) = run("link shop://orders/abc\nlink shop://product/3", signedIn: true)
        #expect(failures == 1)
        #expect(output.contains("  cannot open shop://orders/abc: \"abc\" is not a valid Int for id"))
        #expect(demo.navigator.shown.stack(at: .tab(.catalog))?.screens == [.catalog, .product(3)])
    }

    // Commands that cannot apply say why: no such action, no sheet to drag, no such tab.
    @Test func refusedCommandsSayWhy() {
        let (output, failures, _) = run("wait 1\ntap 99\ndrag\ntab wishlist\nwait forever", signedIn: true)
        #expect(failures == 4)
        #expect(output.contains { $0.contains("there is no action 99") })
        #expect(output.contains { $0.contains("there is no sheet to drag down") })
        #expect(output.contains { $0.contains("there is no tab \"wishlist\"") })
        #expect(output.contains { $0.contains("wait takes seconds") })
    }

    // Extreme numbers are refused or saturate, never crash (each of these trapped on overflow).
    @Test(arguments: [
        "scroll 9223372036854775807\nscroll 1", "scroll -9223372036854775808\nscroll -1",
        "tap -9223372036854775808", "tab -9223372036854775808", "tap 9223372036854775807",
        "tab 9223372036854775807",
    ])
    func extremeNumbersDoNotCrash(_ script: String) {
        let (_, _, demo) = run(script, signedIn: true)
        #expect(demo.navigator.isSettled)
        #expect(demo.phone.sheetScroll.values.allSatisfy { $0 >= 0 })
    }

    // A hundred commands run on the virtual clock: the virtual time is what the transitions
    // took, whatever the real time (which this test does not measure).
    @Test func hundredCommandsRunOnTheVirtualClock() {
        let script = Array(repeating: "link shop://product/3\nlink shop://orders/7", count: 50).joined(separator: "\n")
        let (_, failures, demo) = run(script, signedIn: true)
        #expect(failures == 0)
        #expect(demo.phone.host.violations.isEmpty)
        #expect(demo.clock.now < .seconds(100))
    }

    // The loading overlay stays while the order is placed; waiting lets the order finish.
    @Test func overlayWaitsForTheOrder() {
        let (output, failures, demo) = run(
            "link shop://product/5\ntap 2\ntab cart\ntap 1\ntap 1\ntap 1", signedIn: true)
        #expect(failures == 0, "\(output.joined(separator: "\n"))")
        #expect(demo.navigator.shown.layers.first?.kind == .overlay)
        let runner = ScriptRunner(demo: demo, print: { _ in })
        #expect(runner.execute("wait") == nil)
        #expect(demo.navigator.shown.layers.isEmpty)
        #expect(demo.navigator.shown.topEntry?.screen == .done)
    }
}
