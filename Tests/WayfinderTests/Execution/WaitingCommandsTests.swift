import PropertyBased
import Testing
@testable import Wayfinder

/// The waiting commands keep no values, yet end each command by the value it asked for, rebuilt
/// from the newest: each must be exactly the value its command left.
@MainActor
@Suite("Waiting commands")
struct WaitingCommandsTests {
    @Test func eachCommandEndsByExactlyTheValueItAskedFor() async {
        let sequences = Gen.int(in: 0...999).array(of: 1...30)
        await propertyCheck(count: 300, input: sequences, Gen.int(in: 0...999)) { changes, pick in
            var values = [mainTabs()]
            var waiting = WaitingCommands<Shop>()
            for code in changes {
                var next = values.last!
                ChangeUndoTests.edit(code, &next)
                waiting.append(NavigationRequest(), from: values.last!, to: next, animation: .automatic)
                values.append(next)
            }
            // The screen shows what one of the commands asked for: the newest that asked for it
            // ends with every older one, completed where it asked for the same.
            let shown = values[1 + pick % changes.count]
            let reached = values.indices.last { $0 > 0 && values[$0] == shown }!
            let ended = waiting.takeReached(shown: shown, state: values.last!, settled: false)
            #expect(ended.count == reached, "changes \(changes), pick \(pick)")
            for (index, end) in ended.enumerated() {
                #expect(end.outcome == (values[index + 1] == shown ? .completed : .superseded), "changes \(changes)")
            }
            #expect(waiting.count == changes.count - reached)
        }
    }
}
