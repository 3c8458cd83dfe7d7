import ShopApp
import Wayfinder
import WayfinderSimulator
import WayfinderTerminal

/// Script mode: one command a line, each followed by the steps it ran with their virtual times
/// and the navigation tree. Runs on the virtual clock, so it never waits for real time.
@MainActor
public struct ScriptRunner {
    let demo: ShopDemo
    /// Where output goes (standard output in the demo; a buffer in tests).
    var print: (String) -> Void

    public init(demo: ShopDemo, print: @escaping (String) -> Void) {
        self.demo = demo
        self.print = print
    }

    /// Every command, with its arguments and what it does: the help and the hint for an
    /// unknown command are both made from it.
    nonisolated static let commands: [(name: String, usage: String, meaning: String)] = [
        ("tap", "tap N", "tap action N on top: an alert's button or the top screen's"),
        ("back", "back", "tap the back button"),
        ("swipe", "swipe [cancel]", "swipe back (cancel: let go halfway)"),
        ("drag", "drag", "drag the top sheet down"),
        ("tab", "tab NAME|N", "tap a tab (catalog, cart, profile); again: its first screen"),
        ("link", "link URL", "open a deep link"),
        ("push", "push SCREEN", "a navigation command, as app code gives it (push product 3)"),
        ("sign-in", "sign-in", "sign in as Ada with onboarding done (like --signed-in)"),
        ("sign-out", "sign-out", "sign out, as on a session expiry (drops a pending link)"),
        ("models", "models", "list the live screen models"),
        ("&", "& COMMAND", "give the command without waiting for transitions (S10)"),
        ("scroll", "scroll N", "scroll the catalog by N rows, or the top sheet by N lines (negative: up)"),
        ("carousel", "carousel N", "scroll the catalog's Recently viewed row by N products (negative: back)"),
        ("arrive", "arrive N", "N new products arrive from the server at the catalog's top"),
        ("retry", "retry", "ask the server again for the catalog's page that failed"),
        ("relaunch", "relaunch", "the app is killed and restored from its saved navigation"),
        ("layout", "layout split", "Main as a split, as --split does (layout tabs: as tabs); before sign-in"),
        ("width", "width N", "the terminal is N columns wide (44 at first); a split collapses below 80"),
        ("wait", "wait [SECONDS]", "let time pass (default: until the app's timers are done)"),
        ("frame", "frame", "print what the screen shows"),
        ("tree", "tree", "print the navigation tree"),
        ("transitions", "transitions", "print the root's transition and others the navigation names"),
        ("help", "help", "this list"),
    ]

    /// The terminal widths `width` takes: from the narrowest the phone is drawn in
    /// (`TerminalRenderer.minimumSize`).
    nonisolated static let widths = 30...200

    /// Every command and what it does, 80 columns wide at most: a meaning too long for its
    /// line goes on under itself.
    public nonisolated static let help =
        "Script commands, one a line (# starts a comment):\n"
        + commands.flatMap { command in
            TerminalText.wrapped(command.meaning, width: 80 - 18).enumerated().map { index, line in
                "  " + (index == 0 ? command.usage : "").padding(toLength: 16, withPad: " ", startingAt: 0) + line
            }
        }.joined(separator: "\n")

    /// A script's lines: split at every line break, `\n`, `\r\n` or `\r`, so a script saved on
    /// Windows runs too (`"\r\n"` is one `Character`, never equal to `"\n"`).
    public nonisolated static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// The closing line: how many commands failed and rules were broken.
    public nonisolated static func summary(failures: Int, violations: Int) -> String {
        "\(failures) \(failures == 1 ? "command" : "commands") failed, \(violations) \(violations == 1 ? "rule" : "rules") violated"
    }

    /// Runs every line; returns how many commands failed. What the app's start did comes first.
    public func run(_ lines: some Sequence<some StringProtocol>) -> Int {
        draw()
        if demo.phone.host.window.transcriptLinesWritten > demo.reportedLines {
            print("> (start)")
            report(since: .zero)
        }
        var failures = 0
        for (number, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters()
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            print("> \(line)")
            if let error = execute(line) {
                print("  error (line \(number + 1)): \(error)")
                failures += 1
            }
        }
        return failures
    }

    /// Runs one command and prints what it did; returns an error message when it could not. A
    /// malformed line is refused whole: nothing of it runs, nothing but the error is printed.
    public func execute(_ line: String) -> String? {
        let command: ScriptCommand
        do {
            command = try ScriptCommand(parsing: line)
        } catch {
            return error.description
        }
        let start = demo.clock.now
        var error: String?
        switch command {
        case .givenAtOnce(let given):
            if let problem = perform(given) { return problem }
            print("  given at \(demo.clock.now.secondsText), not waiting")
            return nil
        case .scroll(let lines):
            let (message, failed) = demo.scroll(by: lines)
            if failed { return message }
            print("  \(message)")
        case .carousel(let cards):
            let (message, failed) = demo.scrollRecent(by: cards)
            if failed { return message }
            print("  \(message)")
        case .relaunch:
            if let problem = demo.relaunch() { return problem }
            print("  the app was killed; restored from its saved navigation")
            print("> (start)")
            draw()
            report(since: demo.clock.now)
            return nil
        case .layout(let layout):
            if let problem = demo.choose(layout) { return problem }
            print("  Main will show as \(layout == .split ? "a split" : "tabs")")
            return nil
        case .width(let columns):
            demo.scriptColumns = columns
            demo.fit(columns: columns)
            let sizeClass = columns >= ShopDemo.splitWidth ? "regular" : "compact"
            print("  the terminal is \(columns) columns wide" + (demo.layout == .split ? ": the window is \(sizeClass)" : ""))
        case .wait(let seconds?):
            demo.clock.advance(by: .milliseconds(Int64(seconds * 1000)))
        case .wait(nil):
            demo.clock.runUntilIdle()
        case .frame:
            demo.settleTransitions()
            print(draw().joined(separator: "\n"))
            return nil
        case .tree:
            print(demo.navigator.shown.tree())
            return nil
        case .transitions:
            print(Self.transitions(in: demo.navigator.shown).joined(separator: "\n"))
            return nil
        case .help:
            print(Self.help)
            return nil
        default:
            error = perform(command)
        }
        demo.settleTransitions()
        draw()
        report(since: start)
        return error
    }

    /// The phone as the terminal would show it now, at the size `frame` prints. Drawn after
    /// every command, printed or not, as a screen is: a list on screen knows how many rows fit.
    @discardableResult
    private func draw() -> [String] {
        demo.fit(columns: demo.scriptColumns)
        return demo.phone.frame(columns: demo.scriptColumns, rows: 24)
    }

    /// Does what a command that acts at once does (also what `&` gives mid-transition); returns
    /// why not when it could not.
    private func perform(_ command: ScriptCommand) -> String? {
        switch command {
        case .tap(let number): return demo.tap(number)
        case .back: return demo.back()
        case .swipe(let cancelled): return demo.swipe(cancelled: cancelled)
        case .drag: return demo.drag()
        case .tab(let name): return demo.selectTab(name)
        case .push(let screen):
            if case .refused(let error)? = demo.navigator.push(screen).finishedOutcome { return "refused: \(error)" }
        case .signIn:
            demo.app.session.finishOnboarding()
            demo.app.signIn(as: "Ada")
        case .signOut:
            demo.app.signOut()
        case .models:
            let models = demo.app.models.all.map { "\($0.model.screen)" }
            print("  \(models.count.counted("screen model")) alive: \(models.joined(separator: ", "))")
        case .arrive(let count):
            let (message, failed) = demo.productsArrive(count)
            print("  \(message)")
            return failed ? message : nil
        case .retry:
            let (message, failed) = demo.retryPage()
            if failed { return message }
            print("  \(message)")
        case .link(let link):
            let (message, failed) = demo.open(link)
            print("  \(message)")
            return failed ? message : nil
        case .scroll, .carousel, .wait, .frame, .tree, .transitions, .help, .givenAtOnce, .relaunch, .layout, .width:
            assertionFailure("\(command) is run by execute")
        }
        return nil
    }

    /// The transitions `state` names, a line each: its root's, then every layer's and screen's
    /// that is not the system one.
    static func transitions(in state: NavigationState<ShopScreen>) -> [String] {
        let stacks = state.root.stacks.map(\.stack) + state.layers.compactMap(\.stack)
        let screens = stacks.flatMap(\.entries).compactMap { entry -> String? in
            switch state.transition(of: entry.id) {
            case .system: nil
            case .zoom(let source): "\(entry.screen): zoom from item \(source.item) of the list in \(source.list)"
            case let transition: "\(entry.screen): \(transition)"
            }
        }
        let layers = state.layers.compactMap { layer in
            layer.transition == .system ? nil : "\(layer.presentationStyle.map { "\($0)" } ?? "alert") #\(layer.id.rawValue): \(layer.transition)"
        }
        return ["root \(state.root.flow): \(state.root.transition)"] + layers + screens
    }

    /// What the host writes in the transcript besides the steps and is printed with them: the
    /// user's gestures, the window's size class and the split following it, a zoom's source.
    private static let gestures = ["swipe back", "back button", "tab re-tap", "drag ", "VIOLATION", "horizontal size class", "split ", "zoom "]

    /// The steps run since the last report, with their virtual times, then the tree.
    private func report(since start: Duration) {
        let window = demo.phone.host.window
        let unread = window.transcriptLinesWritten - demo.reportedLines
        demo.reportedLines = window.transcriptLinesWritten
        for line in window.transcript.suffix(unread) where line.text.hasPrefix("» ") || Self.gestures.contains(where: line.text.hasPrefix) {
            print("  \(line.time.secondsText) \(line.text)")
        }
        print("  settled at \(demo.clock.now.secondsText) (+\((demo.clock.now - start).secondsText))")
        for line in demo.navigator.shown.tree().split(separator: "\n") { print("  | \(line)") }
    }
}

extension StringProtocol {
    func trimmingCharacters() -> String {
        String(drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
