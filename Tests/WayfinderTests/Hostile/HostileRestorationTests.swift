import Foundation
import Testing
import Wayfinder
import WayfinderTesting

@Suite("Hostile restoration data")
struct HostileRestorationTests {
    /// What restoring one input did.
    enum Outcome {
        case restored(NavigationState<Shop>)
        case refused(RestorationError)

        var error: RestorationError? { if case .refused(let error) = self { error } else { nil } }
    }

    static func restore(_ data: Data) -> Outcome {
        do throws(RestorationError) {
            return .restored(try NavigationState<Shop>.restored(from: data))
        } catch {
            return .refused(error)
        }
    }

    /// The rule every corrupted input keeps: a typed refusal that says what was wrong, or a value
    /// that passes validate(), prints, and saves and restores again to itself. Returns what broke
    /// the rule, if anything (collected, not expected one by one, to keep thousands of checks fast).
    static func problem(with corruption: HostileCorruption, _ outcome: Outcome) -> String? {
        switch (outcome, corruption.expected) {
        case (.refused(let error), _):
            let details: [String] = switch error {
            case .unreadable(let text), .mismatch(let text): [text]
            case .formatUnsupported(let format): ["\(format)"]
            case .tooLarge(let count, let limit), .tooManyEntries(let count, let limit):
                ["\(count)", "the limit is \(limit)"]
            default: [error.description]
            }
            if details.contains(where: { $0.isEmpty || !error.description.contains($0) }) { return "says nothing: \(error)" }
            switch corruption.expected {
            case .typedOrValid: return nil
            case .sameAsBase: return "refused with \(error)"
            case .unreadable: if case .unreadable = error { return nil } else { return "\(error) instead of unreadable" }
            case .pastALimit: return Self.isLimitRefusal(error) ? nil : "\(error) instead of a limit's refusal"
            }
        case (.restored(let state), let expected):
            if !state.isValid { return "restored an invalid value" }
            if state.tree(identities: true).isEmpty { return "restored a value that does not print" }
            guard case .restored(let again) = restore((try? state.restorationData()) ?? Data()),
                  again == state, again.nextIdentity == state.nextIdentity
            else { return "the restored value does not restore again to itself" }
            switch expected {
            case .typedOrValid: return nil
            case .sameAsBase:
                return state == corruption.base && state.nextIdentity == corruption.base?.nextIdentity ? nil : "restored \(state)"
            case .unreadable, .pastALimit: return "restored \(state)"
            }
        }
    }

    /// Whether `error` refuses data for going past one of restoration's limits.
    static func isLimitRefusal(_ error: RestorationError) -> Bool {
        switch error {
        case .tooLarge, .tooManyEntries, .invalid(.noRoomForIdentities): true
        default: false
        }
    }

    // Promise: the corpus holds hundreds of corrupted inputs, made from real encoded values that
    // the mutation machinery writes back byte for byte when it changes nothing.
    @Test func corpusIsLargeAndMadeFromRealData() throws {
        for base in HostileRestoration.bases {
            let data = try base.value.restorationData()
            #expect(try JSONDecoder().decode(HostileJSON.self, from: data).data == data, "\(base.name)")
        }
        let counts = HostileRestoration.allCases.map { ($0, $0.corruptions.count) }
        #expect(counts.allSatisfy { $0.1 >= 9 }, "\(counts)")
        #expect(counts.map(\.1).reduce(0, +) >= 200, "\(counts)")
    }

    // Promise: every corrupted input is refused with a typed RestorationError that says what was
    // wrong, or, where the corruption happens to keep a valid value, restores to a value that
    // passes validate(); never a crash. Most byte-level corruptions are refused.
    @Test(arguments: HostileRestoration.allCases)
    func corruptionIsTypedOrValid(_ family: HostileRestoration) {
        let corruptions = family.corruptions
        var refused = 0
        var problems: [String] = []
        for corruption in corruptions {
            let outcome = Self.restore(corruption.data)
            if case .refused = outcome { refused += 1 }
            if let problem = Self.problem(with: corruption, outcome) { problems.append("\(corruption.name): \(problem)") }
        }
        #expect(problems.isEmpty, "\(problems.count) broke the rule: \(problems.prefix(20).joined(separator: "\n"))")
        switch family {
        case .deletions, .bitFlips, .byteFlips, .garbage, .nesting, .replacements, .limits:
            #expect(refused * 4 >= corruptions.count * 3, "\(refused) of \(corruptions.count) refused")
        case .keys, .extraFields, .arrays:
            break
        }
    }

    // Promise: the format number is read first and exactly: another integer is an unsupported
    // format, anything else (a fraction, a string, null, an overflowing number) a mismatch.
    @Test(arguments: [
        ("0", RestorationError.formatUnsupported(0)), ("-1", .formatUnsupported(-1)),
        ("\(Int.max)", .formatUnsupported(Int.max)), ("\(Int.min)", .formatUnsupported(Int.min)),
    ])
    func otherFormatNumbersAreUnsupported(_ text: String, _ error: RestorationError) throws {
        #expect(throws: error) { try NavigationState<Shop>.restored(from: try Self.rich(setting: [.key("format")], to: text)) }
    }

    @Test(arguments: ["\"1\"", "null", "true", "[1]", "{}", "1.5", "9223372036854775808", "1e400", "-1e400"])
    func formatOfTheWrongKindIsAMismatch(_ text: String) throws {
        let outcome = Self.restore(try Self.rich(setting: [.key("format")], to: text))
        #expect(Self.isMismatch(outcome, at: [.key("format")]), "\(outcome)")
    }

    /// Whether `outcome` refuses a value of the wrong kind at `path`: a mismatch naming the path.
    /// A number that does not fit an Int (`1.5`, `1e400`) included, which Foundation's JSONDecoder
    /// reports as "The given data was not valid JSON." with no path (swift-foundation issue #1604).
    static func isMismatch(_ outcome: Outcome, at path: [HostileJSON.Step]) -> Bool {
        if case .refused(.mismatch(let detail)) = outcome { detail.hasPrefix(HostileRestoration.describe(path) + ": ") } else { false }
    }

    static let intOutOfRange = "a number out of range: expected a whole number from \(Int.min) to \(Int.max)"

    // Promise: a number that fits no Int where an identity or the format is read is a mismatch
    // that says so and where it is; one in a screen's own fields names the screen, one that fits
    // no Double (a detent's height) the part of the value it is in. Never "not valid JSON".
    @Test(arguments: ["1e400", "-1e400", "99999999999999999999999", "-99999999999999999999999", "1.5"])
    func numbersOutOfRangeSayWhatAndWhere(_ number: String) throws {
        let identities: [[HostileJSON.Step]] = [
            [.key("format")], [.key("state"), .key("nextEntryID")], [.key("state"), .key("root"), .key("id")],
            [.key("state"), .key("layers"), .index(0), .key("id")],
            [.key("state"), .key("layers"), .index(0), .key("stack"), .index(1), .key("id")],
            [.key("state"), .key("layers"), .index(1), .key("kind"), .key("alert"), .key("owner")],
        ]
        for path in identities {
            let outcome = Self.restore(try Self.rich(setting: path, to: number))
            #expect(outcome.error == .mismatch("\(HostileRestoration.describe(path)): \(Self.intOutOfRange)"), "\(outcome)")
        }
        let screen: [HostileJSON.Step] = [.key("state"), .key("layers"), .index(0), .key("stack"), .index(1), .key("screen")]
        let product = Self.restore(try Self.rich(setting: screen + [.key("product"), .key("_0")], to: number))
        #expect(Self.isMismatch(product, at: screen), "\(product)")
        if number.hasSuffix("e400") {
            let height: [HostileJSON.Step] = [.key("state"), .key("layers"), .index(0), .key("kind"), .key("sheet"), .key("_0"),
                                               .key("detents"), .index(0), .key("height"), .key("_0")]
            let detent = Self.restore(try Self.data(of: HostileRestoration.layered, setting: height, to: number))
            #expect(Self.isMismatch(detent, at: [.key("state"), .key("layers")]), "\(detent)")
        }
    }

    // Promise: identities out of range are refused as invalid, naming the identity; numbers that
    // do not fit an Int are a mismatch naming where they are.
    @Test func hugeAndNegativeIdentities() throws {
        let entry: [HostileJSON.Step] = [.key("state"), .key("layers"), .index(0), .key("stack"), .index(0), .key("id")]
        let counter: [HostileJSON.Step] = [.key("state"), .key("nextEntryID")]
        #expect(throws: RestorationError.invalid(.identityOutOfRange(Int.max))) {
            try NavigationState<Shop>.restored(from: try Self.rich(setting: entry, to: "\(Int.max)"))
        }
        #expect(throws: RestorationError.invalid(.identityOutOfRange(-1))) {
            try NavigationState<Shop>.restored(from: try Self.rich(setting: entry, to: "-1"))
        }
        // A counter that cannot count on is refused by naming it.
        #expect(throws: RestorationError.invalid(.identityOutOfRange(-1))) {
            try NavigationState<Shop>.restored(from: try Self.rich(setting: counter, to: "-1"))
        }
        for (path, text) in [(entry, "9223372036854775808"), (entry, "1e400"), (counter, "-9223372036854775809"),
                             (counter, "1e400"), (entry, "\"1\""), (counter, "null")] {
            let outcome = Self.restore(try Self.rich(setting: path, to: text))
            #expect(Self.isMismatch(outcome, at: path), "\(text): \(outcome)")
        }
    }

    // Promise: a restored counter can always hand out the next identity. Data whose counter is
    // Int.max passes validate(), so the first edit of the restored value must not trap; run in a
    // child process so a crash fails this test instead of the whole run.
    @Test func restoredCounterAtIntMaxDoesNotCrashTheFirstEdit() async {
        await #expect(processExitsWith: .success) {
            let data = try! HostileRestorationTests.rich(setting: [.key("state"), .key("nextEntryID")], to: "\(Int.max)")
            guard var state = try? NavigationState<Shop>.restored(from: data) else { return }  // refusing it is fine
            try? state.push(.address, onto: .tab(.cart))
            try? state.present(.options, as: .sheet(.fitting))
        }
    }

    // Promise: restoring has no partial effect. It makes a new value or throws, so the value an
    // app assigns it to, and a navigator showing that value on a host, are untouched by every
    // refused input.
    @MainActor
    @Test func refusedRestorationChangesNothing() {
        let testbed = NavigationTestbed(HostileRestoration.rich)
        let navigator = testbed.navigator
        let state = navigator.state, shown = navigator.shown, lines = testbed.host.transcript.count
        var refused = 0
        var changed: [String] = []
        for family in HostileRestoration.allCases {
            for corruption in family.corruptions {
                var kept = navigator.state
                do throws(RestorationError) {
                    kept = try NavigationState<Shop>.restored(from: corruption.data)
                } catch {
                    refused += 1
                    if kept != state || kept.nextIdentity != state.nextIdentity { changed.append("\(corruption.name): kept value") }
                }
            }
            testbed.settle()
            if navigator.state != state || navigator.state.nextIdentity != state.nextIdentity || navigator.shown != shown
                || testbed.host.transcript.count != lines {
                changed.append("\(family): the navigator changed")
            }
        }
        #expect(changed.isEmpty, "\(changed.prefix(20))")
        #expect(refused >= 200)
        #expect(testbed.problems.isEmpty)
    }

    /// `rich`'s restoration data with the node at `path` written as `text`.
    static func rich(setting path: [HostileJSON.Step], to text: String) throws -> Data {
        try data(of: HostileRestoration.rich, setting: path, to: text)
    }

    /// `state`'s restoration data with the node at `path` written as `text`.
    static func data(of state: NavigationState<Shop>, setting path: [HostileJSON.Step], to text: String) throws -> Data {
        let json = try JSONDecoder().decode(HostileJSON.self, from: try state.restorationData())
        return json.changing(at: path[...]) { _ in .number(text) }.data
    }
}
