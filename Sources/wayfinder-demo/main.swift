import Foundation
import ShopTerminal
import WayfinderTerminal

/// `swift run wayfinder-demo`: the Shop app in a terminal.
@MainActor
func runDemo() -> Int32 {
    let options: DemoOptions
    do {
        options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data("wayfinder-demo: \(error)\n\n\(DemoOptions.usage)\n".utf8))
        return 2
    }
    if options.help {
        print(DemoOptions.usage)
        return 0
    }
    let demo = ShopDemo(signedIn: options.signedIn)
    demo.settleTransitions()
    var startMessage: String?
    if let link = options.link {
        startMessage = demo.open(link).message
        demo.settleTransitions()
    }

    if let script = options.script ?? (TerminalSession.isInteractive ? nil : "-") {
        let text: String
        if script == "-" {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        } else {
            guard let data = FileManager.default.contents(atPath: script) else {
                FileHandle.standardError.write(Data("wayfinder-demo: cannot read the script \(script)\n".utf8))
                return 2
            }
            text = String(decoding: data, as: UTF8.self)
        }
        if let startMessage { print(startMessage) }
        let failures = ScriptRunner(demo: demo, print: { print($0) }).run(text.split(separator: "\n", omittingEmptySubsequences: false))
        let violations = demo.phone.host.violations
        for violation in violations { print("rule violated: \(violation)") }
        print("\(failures) commands failed, \(violations.count) rules violated")
        return violations.isEmpty && (failures == 0 || !options.strict) ? 0 : 1
    }

    KeyboardDriver(demo: demo, status: startMessage).run()
    return 0
}

exit(runDemo())
