import ShopApp
import ShopTerminal
import Testing
import Wayfinder

/// `layout split` and `width N`: a script runs the Shop as a split and narrows or widens its
/// terminal, the window's size class following the width as with `--split` in a terminal.
@MainActor
@Suite("Script commands: layout and width")
struct ScriptLayoutTests {
    func run(_ script: String, signedIn: Bool = false) -> (output: [String], failures: Int, demo: ShopDemo) {
        let demo = ShopDemo(signedIn: signedIn)
        demo.settleTransitions()
        var output: [String] = []
        let failures = ScriptRunner(demo: demo, print: { output.append($0) }).run(ScriptRunner.lines(of: script))
        return (output.flatMap { $0.split(separator: "\n").map(String.init) }, failures, demo)
    }

    // A malformed layout or width is refused with what it takes, and nothing of it is done.
    @Test(arguments: [
        ("layout", "layout needs \"split\" or \"tabs\", like \"layout split\""),
        ("layout grid", "layout needs \"split\" or \"tabs\", like \"layout split\""),
        ("layout split now", "layout needs \"split\" or \"tabs\", like \"layout split\""),
        ("width", "width needs a number of columns from 30 to 200, like \"width 100\""),
        ("width wide", "width needs a number of columns from 30 to 200, like \"width 100\""),
        ("width 29", "width needs a number of columns from 30 to 200, like \"width 100\""),
        ("width 201", "width needs a number of columns from 30 to 200, like \"width 100\""),
        ("& width 100", "\"&\" runs push, tap, link, sign-in, sign-out, models, arrive or retry"),
    ])
    func malformedLayoutOrWidthIsRefused(line: String, message: String) {
        let (output, failures, demo) = run(line + "\nsign-in\nframe")
        #expect(failures == 1)
        #expect(output.contains("  error (line 1): \(message)"), "\(output.joined(separator: "\n"))")
        #expect(demo.layout == .tabs)
        #expect(output.contains { $0.hasPrefix("│") && $0.count == 44 }, "the frame is still 44 columns wide")
    }

    // The layout is the app's before its first screen: once Main shows, `layout` is refused and
    // Main stays as it is.
    @Test func layoutOnceMainShowsIsRefused() {
        let (output, failures, demo) = run("layout split", signedIn: true)
        #expect(failures == 1)
        #expect(output.contains("  error (line 1): Main already shows, as tabs; choose the layout before sign-in, or run with --split"))
        #expect(demo.layout == .tabs)
        #expect(demo.navigator.shown.stack(at: .tab(.catalog))?.screens == [.catalog])
    }

    // Narrowed below 80 columns, the split collapses into one stack showing the same screen;
    // widened, the columns come back; the value never changes and no rule is broken.
    @Test func theSplitFollowsTheWidth() throws {
        let (output, failures, demo) = run("layout split\nwidth 100\nsign-in\nwait 1\ntap 1\nframe")
        #expect(failures == 0, "\(output.joined(separator: "\n"))")
        #expect(demo.navigator.shown.tree() == "root main: split [automatic]\n  primary: catalog\n  secondary*: product(1)")
        #expect(output.contains { $0.contains("┬") }, "two columns side by side at 100 columns")
        let value = demo.navigator.state
        var narrow: [String] = []
        let runner = ScriptRunner(demo: demo, print: { narrow.append($0) })
        #expect(runner.run(["width 79", "frame"]) == 0)
        #expect(narrow.contains("  the terminal is 79 columns wide: the window is compact"))
        #expect(!narrow.contains { $0.contains("┬") })
        #expect(narrow.contains { $0.contains("‹ Catalog") && $0.contains("Product 1") }, "\(narrow.joined(separator: "\n"))")
        #expect(demo.navigator.state == value)
        var wide: [String] = []
        #expect(ScriptRunner(demo: demo, print: { wide.append($0) }).run(["width 80", "frame"]) == 0)
        #expect(wide.contains("  the terminal is 80 columns wide: the window is regular"))
        #expect(wide.contains { $0.contains("┬") })
        #expect(demo.navigator.state == value)
        #expect(demo.violations.isEmpty, "\(demo.violations)")
    }

    // In the tabs layout the width only widens the terminal: the phone keeps its width, in the
    // middle.
    @Test func widthWithTabsCentresThePhone() {
        let (output, failures, demo) = run("sign-in\nwidth 60\nframe")
        #expect(failures == 0)
        #expect(output.contains("  the terminal is 60 columns wide"))
        #expect(output.contains { $0.hasPrefix(String(repeating: " ", count: 8) + "┌") && $0.count == 52 }, "\(output.joined(separator: "\n"))")
        #expect(demo.navigator.shown.stack(at: .tab(.catalog))?.screens == [.catalog])
    }
}
