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

    public nonisolated static let help = """
        Script commands, one a line (# starts a comment):
          tap N           tap action N of what is on top (an alert's button, the top screen's action)
          back            tap the back button
          swipe [cancel]  swipe back (cancel: let go halfway)
          drag            drag the top sheet down
          tab NAME|N      tap a tab (catalog, cart, profile)
          link URL        open a deep link
          push SCREEN     a navigation command, as app code gives it (push product 3, push orders)
          sign-in         sign in as Ada with onboarding done (like --signed-in)
          sign-out        sign out, as the app does on a session expiry (drops a pending link)
          models          list the live screen models
          & COMMAND       give the command without waiting for transitions to end (S10)
          scroll N        scroll the top sheet by N lines
          wait [SECONDS]  let time pass (default: until the app's timers are done)
          frame           print what the screen shows
          tree            print the navigation tree
        """

    /// Runs every line; returns how many commands failed.
    public func run(_ lines: [Substring]) -> Int {
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
        let argument = words.count > 1 ? words[1].trimmingCharacters() : ""
        let start = demo.clock.now
        var error: String?
        switch words[0].lowercased() {
        case "tap", "link", "push", "sign-in", "sign-out", "models":
            error = give(line)
        case "back": error = demo.back()
        case "swipe": error = demo.swipe(cancelled: argument == "cancel")
        case "drag": error = demo.drag()
        case "tab": error = demo.selectTab(argument)
        case "scroll":
            guard let lines = Int(argument) else { return "scroll needs a number of lines, like \"scroll 5\"" }
            demo.scroll(by: lines)
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
            return "unknown command \"\(words[0])\"; try tap, back, swipe, drag, tab, link, push, scroll, wait, frame, tree, models, sign-in, help"
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
            guard let number = words.dropFirst().first.flatMap({ Int($0) }) else { return "tap needs an action number, like \"tap 1\"" }
            return demo.tap(number)
        case "link":
            guard let link = words.dropFirst().first else { return "link needs a URL, like \"link shop://cart\"" }
            let (message, failed) = demo.open(link)
            print("  \(message)")
            return failed ? message : nil
        default:
            return "\"&\" runs push, tap, link, sign-in, sign-out or models"
        }
        return nil
    }

    private static func screen(_ words: [String]) -> ShopScreen? {
        let number = words.count > 1 ? Int(words[1]) : nil
        switch (words.first, number) {
        case ("product", let id?): return .product(id)
        case ("order", let id?): return .order(id)
        case ("orders", nil): return .orders
        case ("settings", nil): return .settings
        case ("address", nil): return .address
        case ("confirm", nil): return .confirmOrder
        default: return nil
        }
    }

    /// The steps run since the last report, with their virtual times, then the tree.
    private func report(since start: Duration) {
        let lines = demo.phone.host.transcript.dropFirst(demo.reportedLines)
        demo.reportedLines = demo.phone.host.transcript.count
        for line in lines where line.text.hasPrefix("» ") || line.text.hasPrefix("VIOLATION") || line.text.contains("swipe") || line.text.contains("drag") {
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
