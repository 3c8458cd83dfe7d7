import ShopApp
import ShopTerminal
import Testing
import Wayfinder
import WayfinderTesting

/// Script mode's commands say what they did and refuse what they cannot do, in the user's words.
@MainActor
@Suite("Script commands")
struct ScriptCommandTests {
    func run(_ script: String, signedIn: Bool = true) -> (output: [String], failures: Int, demo: ShopDemo) {
        let demo = ShopDemo(signedIn: signedIn)
        demo.settleTransitions()
        var output: [String] = []
        let failures = ScriptRunner(demo: demo, print: { output.append($0) }).run(ScriptRunner.lines(of: script))
        return (output, failures, demo)
    }

    // An argument a command does not take is refused, not ignored ("swipe sideways" swiped).
    @Test(arguments: ["swipe sideways", "back now", "drag 3", "tap 1 2", "link shop://cart shop://cart", "push orders 3", "carousel", "carousel 2 3"])
    func unexpectedArgumentsAreRefused(_ line: String) {
        let (output, failures, demo) = run("link shop://product/3\n" + line)
        #expect(failures == 1, "\(output.joined(separator: "\n"))")
        #expect(demo.navigator.shown.stack(at: .tab(.catalog))?.screens == [.catalog, .product(3)])
    }

    // Scrolling with neither the catalog nor a sheet fails and says why; with a sheet it says
    // where the lines are.
    @Test func scrollSaysWhatItDid() {
        let (output, failures, _) = run("link shop://product/7\nscroll 5\ntap 1\nscroll 5\nscroll 1000")
        #expect(failures == 1)
        #expect(output.contains("  error (line 2): there is no list or sheet to scroll here"))
        #expect(output.contains("  the sheet shows from line 6, 22 more below"))
        #expect(output.contains("  the sheet shows from line 28, 0 more below"))
    }

    // The back button is reported as the back button, not as a swipe; a re-tap of the tab as itself.
    @Test func gesturesAreReportedByName() {
        let (output, failures, _) = run("link shop://product/3\nback\nlink shop://product/3\nswipe\nlink shop://product/3\ntab catalog")
        #expect(failures == 0)
        #expect(output.contains { $0.contains("back button on stack(tab catalog) begins") })
        #expect(output.contains { $0.contains("swipe back on stack(tab catalog) begins") })
        #expect(output.contains { $0.contains("tab re-tap on stack(tab catalog) finishes") })
        #expect(output.filter { $0.contains("swipe back") }.count == 2)  // the swipe's begin and end only
    }

    // The closing line counts in English.
    @Test func summaryCountsInWords() {
        #expect(ScriptRunner.summary(failures: 1, violations: 0) == "1 command failed, 0 rules violated")
        #expect(ScriptRunner.summary(failures: 2, violations: 1) == "2 commands failed, 1 rule violated")
    }

    // The unknown-command hint names every command, sign-out and & included.
    @Test func unknownCommandNamesEveryCommand() throws {
        let (output, _, _) = run("fly")
        let hint = try #require(output.first { $0.contains("unknown command") })
        for command in ["tap", "back", "swipe", "drag", "tab", "link", "push", "sign-in", "sign-out", "models", "&", "scroll", "layout", "width", "wait", "frame", "tree", "transitions", "help"] {
            #expect(hint.contains(" \(command),") || hint.contains(" \(command) ") || hint.hasSuffix(" \(command)"), "\(command) is missing")
        }
    }

    // A script saved with CRLF line ends runs every line ("\r\n" is one Character, so splitting
    // on "\n" ran it as one line).
    @Test func crlfScriptRunsEveryLine() {
        let (output, failures, demo) = run("link shop://product/3\r\ntap 1\r\ndrag\r\n")
        #expect(failures == 0, "\(output.joined(separator: "\n"))")
        #expect(output.filter { $0.hasPrefix("> ") && $0 != "> (start)" } == ["> link shop://product/3", "> tap 1", "> drag"])
        #expect(demo.navigator.shown.layers.isEmpty)
        #expect(ScriptRunner.lines(of: "a\r\nb\nc\rd") == ["a", "b", "c", "d"])
    }

    // A long script keeps a bounded transcript: its memory does not grow with its length.
    @Test func longScriptKeepsABoundedTranscript() {
        let demo = ShopDemo(signedIn: true, transcriptLimit: 100)
        demo.settleTransitions()
        var printed = 0
        let lines = Array(repeating: "link shop://product/3\nlink shop://orders/7", count: 500).joined(separator: "\n")
        let failures = ScriptRunner(demo: demo, print: { _ in printed += 1 }).run(ScriptRunner.lines(of: lines))
        #expect(failures == 0)
        #expect(demo.phone.host.transcript.count <= 200)
        #expect(demo.phone.host.window.transcriptLinesWritten > 2_000)
        #expect(demo.phone.host.violations.isEmpty)
    }

    // The steps of each command are printed even when the transcript keeps only the latest.
    @Test func boundedTranscriptStillReportsEachCommand() {
        let demo = ShopDemo(signedIn: true, transcriptLimit: 2)
        demo.settleTransitions()
        var output: [String] = []
        _ = ScriptRunner(demo: demo, print: { output.append($0) }).run(["link shop://product/3", "link shop://orders/7"])
        #expect(output.contains { $0.hasSuffix("» set tab catalog [catalog#3, product(3)#6] (animated)") })
    }
    // A malformed line is refused whole before any part of it runs: "& & tap 1" printed
    // "given at …, not waiting" as if it had been given, then failed.
    @Test(arguments: ["& & tap 1", "& wait", "& tap", "&", "& push product -1", "& link a b"])
    func malformedLineRunsNothing(_ line: String) {
        let (output, failures, demo) = run("link shop://product/3\n" + line)
        #expect(failures == 1, "\(output.joined(separator: "\n"))")
        let after = output.drop { $0 != "> \(line)" }.dropFirst()
        #expect(after.count == 1 && after.first?.hasPrefix("  error (line 2): ") == true, "\(Array(after))")
        #expect(demo.navigator.shown.stack(at: .tab(.catalog))?.screens == [.catalog, .product(3)])
        #expect(demo.navigator.state == demo.navigator.shown)
    }

    // Product and order numbers follow the one rule the link reader follows: positive. `push
    // product -1` was pushed while `shop://product/0` was refused.
    @Test(arguments: ["push product -1", "push product 0", "push order 0", "& push order -5"])
    func identifiersFollowTheLinkRule(_ line: String) throws {
        let (output, failures, demo) = run(line)
        #expect(failures == 1)
        let error = try #require(output.first { $0.contains("error (line 1)") })
        #expect(error.contains("is not a valid positive Int for id"), "\(error)")
        #expect(demo.navigator.shown.stack(at: .tab(.catalog))?.screens == [.catalog])
        let (linked, _, _) = run("link shop://product/0")
        #expect(linked.contains { $0.contains("\"0\" is not a valid positive Int for id") })
    }

    // `transitions` names what the value says each screen comes in with: the root's fade, a
    // product's zoom from its catalog row, the Terms cover's slide; the system ones are left out.
    @Test func transitionsNameWhatTheValueSays() {
        let (output, failures, _) = run("sign-in\nwait 1\ntap 3\ntransitions\ntab profile\ntap 2\ntap 1\ntransitions\ntransitions now", signedIn: false)
        #expect(failures == 1)
        #expect(output.contains("root main: crossFade\nproduct(3): zoom from item 3 of the list in #5"), "\(output.joined(separator: "\n"))")
        #expect(output.contains("root main: crossFade\nfullScreenCover #10: slideFromBottom\nproduct(3): zoom from item 3 of the list in #5"))
        #expect(output.contains("  error (line 9): transitions takes nothing after it"))
    }

    // One live model is "1 screen model", in the singular.
    @Test func modelsCountInWords() {
        let (output, _, _) = run("models", signedIn: false)
        #expect(output.contains("  1 screen model alive: signIn"), "\(output.joined(separator: "\n"))")
        let (three, _, _) = run("models")
        #expect(three.contains("  3 screen models alive: catalog, cart, profile"))
    }
}
