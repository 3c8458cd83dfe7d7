import ArgumentParser
import Foundation
import ShopTerminal
import WayfinderTerminal

/// `swift run wayfinder-demo`: the Shop app in a terminal, driven by keys or by a script.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wayfinder-demo",
        abstract: "The Shop sample app of Wayfinder, in your terminal.",
        discussion: """
            In a terminal, keys drive the app; with --script, or on standard input when it is \
            not a terminal, commands do, one a line, on a virtual clock that never waits.

            Keys:
            \(KeyboardDriver.keys)

            Links: shop://product/{id}  shop://cart  shop://cart/checkout
                   shop://orders/{id} (sign-in)  shop://settings (sign-in)
                   and the same under https://shop.example/

            \(ScriptRunner.help)
            """)

    @Flag(help: "Start with a saved session (Main at once); otherwise Sign in comes first.")
    var signedIn = false

    @Option(help: ArgumentHelp("Open a deep link at launch, as a notification that launches the app does.", valueName: "url"))
    var link: String?

    @Option(
        help: ArgumentHelp(
            "Run commands from a file, one a line, printing the tree after each (- for standard input; used on standard input when it is not a terminal).",
            valueName: "file"))
    var script: String?

    @Flag(help: "In script mode: exit 1 if any command fails (a broken rule always does).")
    var strict = false

    func validate() throws {
        if let script, script != "-", !FileManager.default.isReadableFile(atPath: script) {
            throw ValidationError("cannot read the script \(script)")
        }
    }

    func run() throws {
        // ArgumentParser calls this on the main thread, where the demo's objects live.
        let status = MainActor.assumeIsolated { runDemo() }
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private func runDemo() -> Int32 {
        guard let script = script ?? (TerminalSession.isInteractive ? nil : "-") else {
            let demo = ShopDemo(signedIn: signedIn, launchLink: link)
            demo.settleTransitions()
            return KeyboardDriver(demo: demo, status: demo.launchMessage).run()
        }
        guard let lines = ScriptFile(path: script) else {
            FileHandle.standardError.write(Data("wayfinder-demo: cannot read the script \(script)\n".utf8))
            return 66  // EX_NOINPUT
        }
        // Script mode prints each command's steps as it goes: a bounded transcript keeps a long
        // script's memory flat.
        let demo = ShopDemo(signedIn: signedIn, launchLink: link, transcriptLimit: 1_000)
        demo.settleTransitions()
        var failures = 0
        if let message = demo.launchMessage {
            print(message)
            if demo.launchFailed { failures += 1 }
        }
        failures += ScriptRunner(demo: demo, print: { print($0) }).run(lines)
        let violations = demo.phone.host.violations
        for violation in violations { print("rule violated: \(violation)") }
        print(ScriptRunner.summary(failures: failures, violations: violations.count))
        return violations.isEmpty && (failures == 0 || !strict) ? 0 : 1
    }
}
