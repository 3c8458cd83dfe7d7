import ArgumentParser
import Foundation
import ShopApp
import ShopTerminal
import WayfinderRecording
import WayfinderTerminal

/// `swift run wayfinder-demo`: the Shop app in a terminal, driven by keys or by a script.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wayfinder-demo",
        abstract: "The Shop sample app of Wayfinder, in your terminal.",
        // In lines that fit 80 columns, which the generated one does not.
        usage: """
            wayfinder-demo [--signed-in] [--split] [--link <url>] [--script <file>]
                           [--strict] [--restore <file>] [--save <file>]
                           [--map <format>] [--record <file>]
                           [--replay <file> [--export-test]]
            """,
        discussion: """
            In a terminal, keys drive the app; with --script, or on standard input when it is \
            not a terminal, commands do, one a line, on a virtual clock that never waits.

            Keys:
            \(KeyboardDriver.keys)

            Links: shop://product/{id}  shop://cart  shop://cart/checkout
                   shop://orders/{id} (sign-in)  shop://settings (sign-in)
                   and the same under https://shop.example/

            Restoration: --save FILE writes where you are when the demo quits (or the script \
            ends), as the navigation's restoration data with the products recently viewed; \
            --restore FILE starts there, signed in, as iOS brings back an app it killed, the \
            catalog and its Recently viewed row at the products they showed (in a script, \
            relaunch does the same). A missing or unreadable file exits 66, one that \
            holds no navigation of this app exits 65, each with the reason; nothing starts.

            Sessions: --record FILE writes what happens to the navigation (commands, links, \
            gestures, steps and how each ended) as JSON Lines when the demo quits; --replay \
            FILE plays it back, a key an event, forward and back (out of a terminal it prints \
            the events and what was shown, and exits 1 where the replay differs); with \
            --export-test it prints the session as a Swift Testing test instead.

            \(ScriptRunner.help)
            """)

    @Flag(help: "Start with a saved session (Main at once); otherwise Sign in comes first.")
    var signedIn = false

    @Flag(help: "Main as a split: the catalog beside the product, cart or profile it opens, collapsed into one stack below 80 columns.")
    var split = false

    @Option(help: ArgumentHelp("Open a deep link at launch, as a notification that launches the app does.", valueName: "url"))
    var link: String?

    @Option(
        help: ArgumentHelp(
            "Run commands from a file, one a line, printing the tree after each (- for standard input; used on standard input when it is not a terminal).",
            valueName: "file"))
    var script: String?

    @Flag(help: "In script mode: exit 1 if any command fails (a broken rule always does).")
    var strict = false

    @Option(help: ArgumentHelp("Start where a run with --save left off (implies --signed-in).", valueName: "file"))
    var restore: String?

    @Option(help: ArgumentHelp("On quitting (or at the script's end), save where you are, for --restore.", valueName: "file"))
    var save: String?

    @Option(
        help: ArgumentHelp(
            "Print the Shop's navigation map (dot, mermaid, markdown) or its problems (lint: exit 1 if any), and exit.",
            valueName: "format"))
    var map: MapFormat?

    @Option(help: ArgumentHelp("Record the session to a file (JSON Lines), for --replay.", valueName: "file"))
    var record: String?

    @Option(help: ArgumentHelp("Play back a session recorded with --record, and exit.", valueName: "file"))
    var replay: String?

    @Flag(help: "With --replay: print the session as a Swift Testing test, and exit.")
    var exportTest = false

    func validate() throws {
        if exportTest, replay == nil { throw ValidationError("--export-test exports the session of --replay FILE") }
        if let script, script != "-" {
            do {
                _ = try ScriptFile(path: script)
            } catch {
                throw ValidationError(error.description)
            }
        }
        if let save {
            do {
                try RestorationFile(path: save).checkWritable()
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    func run() throws {
        // ArgumentParser calls this on the main thread, where the demo's objects live.
        let status = MainActor.assumeIsolated { runDemo() }
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private func runDemo() -> Int32 {
        if let map {
            let printed = ShopDemo.map(map)
            print(printed.text, terminator: "")
            return map == .lint && printed.findings > 0 ? 1 : 0
        }
        if let replay { return replaying(replay) }
        let restoring = Result { () throws(RestorationFileError) in
            try restore.map { path throws(RestorationFileError) in try RestorationFile(path: path).contents() }
        }
        if case .failure(let error) = restoring {
            complain(error.description)
            switch error {
            case .corrupted, .corruptedRecentlyViewed: return 65  // EX_DATAERR
            default: return 66  // EX_NOINPUT
            }
        }
        let contents = try? restoring.get()
        let restored = contents?.navigation
        let recentlyViewed = contents?.recentlyViewed ?? []
        guard let script = script ?? (TerminalSession.isInteractive ? nil : "-") else {
            let demo = ShopDemo(
                signedIn: signedIn, launchLink: link, recentlyViewed: recentlyViewed, restored: restored, layout: split ? .split : .tabs)
            demo.settleTransitions()
            let recorder = record.map { RecordingFile(path: $0).recorder(for: demo) }
            let status = KeyboardDriver(demo: demo, status: demo.launchMessage).run()
            return saved(demo) ?? recorded(recorder) ?? status
        }
        let lines: ScriptFile
        do {
            lines = try ScriptFile(path: script)
        } catch {
            complain(error.description)
            return 66  // EX_NOINPUT
        }
        // Script mode prints each command's steps as it goes: a bounded transcript keeps a long
        // script's memory flat.
        let demo = ShopDemo(
            signedIn: signedIn, launchLink: link, recentlyViewed: recentlyViewed, restored: restored, transcriptLimit: 1_000,
            layout: split ? .split : .tabs)
        demo.settleTransitions()
        let recorder = record.map { RecordingFile(path: $0).recorder(for: demo) }
        var failures = 0
        if let message = demo.launchMessage {
            print(message)
            if demo.launchFailed { failures += 1 }
        }
        failures += ScriptRunner(demo: demo, print: { print($0) }).run(lines)
        if let error = lines.readError {
            complain(error.description)
            return 74  // EX_IOERR
        }
        let violations = demo.violations
        for violation in violations { print("rule violated: \(violation)") }
        print(ScriptRunner.summary(failures: failures, violations: violations.count))
        if let status = saved(demo) ?? recorded(recorder) { return status }
        return violations.isEmpty && (failures == 0 || !strict) ? 0 : 1
    }

    /// Saves where the demo is when `--save` asks for it; returns an exit status when that failed.
    @MainActor
    private func saved(_ demo: ShopDemo) -> Int32? {
        guard let save else { return nil }
        do {
            try RestorationFile(path: save).write(demo.restorableState, recentlyViewed: demo.app.recentlyViewed.products)
        } catch {
            complain(error.description)
            return 73  // EX_CANTCREAT
        }
        print("Saved where you are to \(save); --restore \(save) starts there.")
        return nil
    }

    /// Writes the session when `--record` asks for it; returns an exit status when that failed.
    @MainActor
    private func recorded(_ recorder: SessionRecorder<ShopScreen>?) -> Int32? {
        guard let recorder, let record else { return nil }
        do throws(RecordingFileError) {
            try RecordingFile(path: record).write(recorder)
        } catch {
            complain(error.description)
            return 73  // EX_CANTCREAT
        }
        print("Recorded \(recorder.recording?.count ?? 0) events to \(record); --replay \(record) plays them back.")
        return nil
    }

    /// `--replay FILE`: steps through the session, prints it, or exports it as a test.
    @MainActor
    private func replaying(_ path: String) -> Int32 {
        let recording: SessionRecording<ShopScreen>
        do throws(RecordingFileError) {
            recording = try RecordingFile(path: path).contents()
        } catch {
            complain(error.description)
            return error.isCorrupted ? 65 : 66  // EX_DATAERR, EX_NOINPUT
        }
        if exportTest {
            do {
                print(try recording.exportedTest(named: "replayedSession", imports: ["ShopApp"]), terminator: "")
                return 0
            } catch {
                complain("cannot export \(path): \(error)")
                return 65
            }
        }
        let viewer = ReplayViewer(recording: recording, name: path)
        guard TerminalSession.isInteractive else { return viewer.timeline(print: { print($0) }) ? 0 : 1 }
        return viewer.run()
    }

    private func complain(_ message: String) {
        FileHandle.standardError.write(Data("wayfinder-demo: \(message)\n".utf8))
    }
}

extension MapFormat: ExpressibleByArgument {}
