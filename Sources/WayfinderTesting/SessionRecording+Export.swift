import Foundation
import Wayfinder

extension SessionRecording {
    /// The recording as the source of a Swift Testing test: it rebuilds the starting value on a
    /// ``NavigationTestbed``, gives each command again at its recorded time, makes each user
    /// event the simulated user's gesture (a swipe back, a sheet dragged, a tab or alert button
    /// tapped), and checks against the recording's replay the value the user's gestures leave
    /// before each later command and what is shown at the end, and that nothing broke a rule of
    /// UIKit's.
    ///
    /// ```swift
    /// let source = try recording.exportedTest(named: "checkoutFromTheField", imports: ["ShopApp"])
    /// try source.write(to: testsFolder.appending(path: "CheckoutFromTheField.swift"), atomically: true, encoding: .utf8)
    /// ```
    ///
    /// The steps themselves are the simulated host's: a recording made on a device replays
    /// exactly with ``replay()``, and as a test as nearly as the simulated UIKit follows it. A
    /// cancelled gesture is played as a cancelled swipe back.
    ///
    /// - Parameters:
    ///   - name: The test function's name, a Swift identifier.
    ///   - imports: The modules that declare the screen type, besides Wayfinder's.
    @MainActor
    public func exportedTest(named name: String, imports: [String] = []) throws -> String {
        let screen = String(describing: Screen.self)
        // What is shown after each event the replay gave the navigator, by the events taken.
        var shownAfter: [(taken: Int, shown: NavigationState<Screen>)] = []
        let replayed = replay { taken, shown in shownAfter.append((taken, shown)) }
        var body: [String] = []
        // The value the last command gave: where the user changed it since, the test checks the change.
        var lastCommanded = start
        func expect(_ value: NavigationState<Screen>, of property: String) {
            body.append("#expect(")
            body.append("    testbed.navigator.\(property).tree() == \"\"\"")
            body += value.tree().split(separator: "\n").map { "        " + $0 }
            body.append("        \"\"\")")
        }
        body.append("let testbed = NavigationTestbed(try NavigationState<\(screen)>.restored(from: Data(\(try Self.literal(start)).utf8)))")
        var elapsed = Duration.zero
        // Whether the host ended a turn or a step since the last line: the clock runs what is
        // due, even at the same time.
        var hostActed = false
        func at(_ time: Duration) {
            guard time > elapsed || hostActed else { return }
            body.append("testbed.host.advance(by: .microseconds(\(Int64(((time - elapsed) / .microseconds(1)).rounded()))))")
            (elapsed, hostActed) = (max(time, elapsed), false)
        }
        for (index, event) in events.enumerated() {
            switch event.kind {
            case .command(let value, let animation, let request):
                at(event.time)
                if let before = replayed.statesBeforeCommands[request], before != lastCommanded { expect(before, of: "state") }
                lastCommanded = value
                body.append("let value\(request) = try NavigationState<\(screen)>.restored(from: Data(\(try Self.literal(value)).utf8))")
                body.append("testbed.navigator.update(animated: \(animation == .automatic)) { $0 = value\(request) }")
            case .link(let text):
                body.append("// link \(text.replacingOccurrences(of: "\n", with: " "))")
            case .mark(let name):
                at(event.time)
                body.append("// \(name.replacingOccurrences(of: "\n", with: " "))")
                expect(shownAfter.last { $0.taken <= index }?.shown ?? start, of: "shown")
            case .host(.interactionBegan):
                at(event.time)
                body.append(Self.gesture(ending: events[(index + 1)...].lazy.compactMap { $0.endedInteraction }.first ?? nil))
            case .host(.userChanged(let change)):
                at(event.time)
                body.append(Self.tap(change))
            case .host(.detached):
                body.append("testbed.navigator.detach()")
            case .turnEnded, .stepStarted, .stepEnded:
                hostActed = true
            case .host(.interactionEnded), .host(.transitionFellBack), .outcome, .refused:
                break
            }
        }
        let shown = replayed.shown.tree()
        let lines = body.map { "    " + $0 } + [
            "    testbed.settle()",
            "    #expect(",
            "        testbed.tree == \"\"\"",
        ] + shown.split(separator: "\n").map { "            " + $0 } + [
            "            \"\"\")",
            "    #expect(testbed.problems.isEmpty, \"\\(testbed.problems)\")",
        ]
        let header = ["// Exported from a Wayfinder session recording; export it again rather than edit it.", "import Foundation"]
            + (["Testing", "Wayfinder", "WayfinderTesting"] + imports).sorted().map { "import \($0)" }
        return (header + ["", "@MainActor", "@Test func \(name)() throws {"] + lines + ["}", ""]).joined(separator: "\n")
    }

    /// The value's restoration data as a raw string literal.
    private static func literal(_ value: NavigationState<Screen>) throws -> String {
        let text = String(decoding: try value.restorationData(), as: UTF8.self)
        var hashes = "#"
        while text.contains("\"" + hashes) { hashes += "#" }
        return hashes + "\"" + text + "\"" + hashes
    }

    /// The simulated gesture that ends with `change` (`nil`: cancelled).
    private static func gesture(ending change: UserChange?) -> String {
        switch change {
        case nil: "testbed.host.swipeBack(cancelled: true)"
        case .popped: "testbed.host.swipeBack()"
        case .dismissed: "testbed.host.dragSheetDown()"
        case .answeredAlert(_, let button, let text): "testbed.host.tapAlertButton(\(button), text: \(String(reflecting: text)))"
        case .selectedTab(let id): "testbed.host.tapTab(\(String(reflecting: id.rawValue)))"
        case .selectedDetent(_, let detent): "testbed.host.dragSheet(to: .\(detent))"
        }
    }

    /// The simulated tap that makes `change` at once.
    private static func tap(_ change: UserChange) -> String {
        switch change {
        case .popped: "testbed.host.tapBack()"
        case .dismissed: "testbed.host.performEscape()"
        default: gesture(ending: change)
        }
    }
}

extension RecordedEvent {
    /// How the gesture this event ends ended: `.some(nil)` cancelled, `nil` for another event.
    var endedInteraction: UserChange?? {
        if case .host(.interactionEnded(let change)) = kind { return .some(change) }
        return nil
    }
}
