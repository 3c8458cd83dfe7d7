import ShopApp
import Wayfinder
import WayfinderSimulator

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
        ("scroll", "scroll N", "scroll the top sheet by N lines (negative: up)"),
        ("wait", "wait [SECONDS]", "let time pass (default: until the app's timers are done)"),
        ("frame", "frame", "print what the screen shows"),
        ("tree", "tree", "print the navigation tree"),
        ("help", "help", "this list"),
    ]

    public nonisolated static let help =
        "Script commands, one a line (# starts a comment):\n"
        + commands.map { "  " + $0.usage.padding(toLength: 16, withPad: " ", startingAt: 0) + $0.meaning }.joined(separator: "\n")

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

    /// Runs one command and prints what it did; returns an error message when it could not.
    public func execute(_ line: String) -> String? {
        if line.hasPrefix("&") {
            let problem = give(line.dropFirst().trimmingCharacters())
            print("  given at \(demo.clock.now.secondsText), not waiting")
            return problem
        }
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        let command = words[0].lowercased()
        let argument = words.count > 1 ? words[1].trimmingCharacters() : ""
        if ["back", "drag", "sign-in", "sign-out", "models", "frame", "tree", "help"].contains(command), !argument.isEmpty {
            return "\(command) takes nothing after it"
        }
        let start = demo.clock.now
        var error: String?
        switch command {
        case "tap", "link", "push", "sign-in", "sign-out", "models":
            error = give(line)
        case "back": error = demo.back()
        case "swipe":
            guard argument.isEmpty || argument == "cancel" else { return "swipe takes nothing or \"cancel\", like \"swipe cancel\"" }
            error = demo.swipe(cancelled: argument == "cancel")
        case "drag": error = demo.drag()
        case "tab":
            guard !argument.isEmpty else { return "tab needs a tab, like \"tab cart\" or \"tab 2\"" }
            error = demo.selectTab(argument)
        case "scroll":
            guard let lines = Int(argument) else { return "scroll needs a number of lines, like \"scroll 5\" or \"scroll -2\"" }
            let (message, failed) = demo.scroll(by: lines)
            if failed { return message }
            print("  \(message)")
        case "wait":
            if argument.isEmpty {
                demo.clock.runUntilIdle()
            } else if let seconds = Double(argument), seconds >= 0, seconds <= 3600 {
                demo.clock.advance(by: .milliseconds(Int64(seconds * 1000)))
            } else {
                return "wait takes seconds between 0 and 3600, like \"wait 2\""
            }
        case "frame":
            demo.settleTransitions()
            print(demo.phone.frame(columns: 44, rows: 24).joined(separator: "\n"))
            return nil
        case "tree":
            print(demo.navigator.shown.tree())
            return nil
        case "help":
            print(Self.help)
            return nil
        default:
            let names = Self.commands.map(\.name)
            return "unknown command \"\(words[0])\"; try \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")"
        }
        demo.settleTransitions()
        report(since: start)
        return error
    }

    /// Commands that act at once, without waiting for transitions (what `&` runs mid-transition;
    /// a plain line runs them too, then waits and reports).
    private func give(_ line: String) -> String? {
        let words = line.split(separator: " ").map(String.init)
        switch words.first?.lowercased() {
        case "push":
            guard let screen = Self.screen(Array(words.dropFirst())) else {
                return "push needs a screen: product N, order N, orders, settings, address, confirm"
            }
            if case .refused(let error)? = demo.navigator.push(screen).finishedOutcome { return "refused: \(error)" }
        case "sign-in":
            demo.app.session.finishOnboarding()
            demo.app.signIn(as: "Ada")
        case "sign-out":
            demo.app.signOut()
        case "models":
            let models = demo.app.models.all.map { "\($0.model.screen)" }
            print("  \(models.count) screen models alive: \(models.joined(separator: ", "))")
        case "tap":
            guard words.count == 2, let number = Int(words[1]) else { return "tap needs an action number, like \"tap 1\"" }
            return demo.tap(number)
        case "link":
            guard words.count == 2 else { return "link needs one URL, like \"link shop://cart\"" }
            let (message, failed) = demo.open(words[1])
            print("  \(message)")
            return failed ? message : nil
        default:
            return "\"&\" runs push, tap, link, sign-in, sign-out or models"
        }
        return nil
    }

    private static func screen(_ words: [String]) -> ShopScreen? {
        let number = words.count == 2 ? Int(words[1]) : nil
        switch (words.first, number, words.count) {
        case ("product", let id?, _): return .product(id)
        case ("order", let id?, _): return .order(id)
        case ("orders", nil, 1): return .orders
        case ("settings", nil, 1): return .settings
        case ("address", nil, 1): return .address
        case ("confirm", nil, 1): return .confirmOrder
        default: return nil
        }
    }

    /// What the user's gestures write in the transcript, printed with the steps.
    private static let gestures = ["swipe back", "back button", "tab re-tap", "drag ", "VIOLATION"]

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
