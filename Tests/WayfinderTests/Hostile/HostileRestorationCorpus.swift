import Foundation
import Wayfinder
import WayfinderTesting

extension SeededRandom {
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}

/// One corrupted restoration input, named so a failure says how it was made.
struct HostileCorruption: Sendable {
    /// What a corruption must do beyond the rule all keep (a typed error, or a valid value).
    enum Expected: Sendable { case typedOrValid, sameAsBase, unreadable, pastALimit }

    let name: String
    let data: Data
    var base: NavigationState<Shop>? = nil
    var expected = Expected.typedOrValid
}

/// Corrupted restoration data, by family, all made from real encoded values.
enum HostileRestoration: String, CaseIterable, Sendable {
    case deletions, bitFlips, byteFlips, garbage, nesting, replacements, keys, extraFields, arrays, limits

    /// The rich value of StateFixtures: tabs, pushed entries, a fitting sheet, an alert.
    static var rich: NavigationState<Shop> { StateFixtures.rich }

    /// A single-stack sign-in flow under a sheet of odd detents, a cover with a path and an
    /// overlay with an alert carrying a text field: the shapes `rich` lacks.
    static var layered: NavigationState<Shop> {
        build(NavigationState(flow: .signIn, root: .signIn, path: [.onboardingName], transition: .slideFromLeading)) { state in
            let style = SheetStyle(detents: [.height(120.5), .fraction(0.25), .medium], selectedDetent: .medium, userCanDismiss: false)
            try state.present(.options, as: .sheet(style))
            try state.present(.address, path: [.confirmOrder], as: .fullScreenCover)
            try state.present(.loading, as: .overlay)
            try state.showAlert(NavigationAlert(
                title: "Sign in", message: "Again", buttons: [.cancel()],
                textFields: [AlertTextField(placeholder: "Password", text: "x", isSecure: true)], style: "card"))
        }
    }

    /// A three-column split with an empty detail, arranged, under a sheet: the split's shapes.
    static var split: NavigationState<Shop> {
        build(try! NavigationState(
            flow: .main,
            split: SplitStacks(primary: [.profile, .orders], supplementary: [.order(4)], secondary: [], display: .allColumns))
        ) { state in
            try state.showColumn(.supplementary)
            try state.present(.options, as: .sheet)
        }
    }

    static var bases: [(name: String, value: NavigationState<Shop>)] { [("rich", rich), ("layered", layered), ("split", split)] }

    /// The values JSON may hold where a node stood: null, odd numbers, other types.
    static let replacementTexts = [
        "null", "0", "-1", "\(Int.max)", "9223372036854775808", "-9223372036854775809", "1e400", "-1e400",
        "99999999999999999999999", "1.5", "-0",
        "\"1\"", "true", "[]", "{}",
    ]

    /// This family's corruptions, made once.
    var corruptions: [HostileCorruption] { Self.made[self]! }

    private static let made = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.make()) })

    private func make() -> [HostileCorruption] {
        switch self {
        case .deletions: Self.bytewise { data, _ in
            // Every single-byte deletion; truncations are RestorationTests' already.
            data.indices.map { position in
                var copy = data
                copy.remove(at: position)
                return ("byte \(position) deleted", copy)
            }
        }
        case .bitFlips: Self.bytewise { data, _ in
            stride(from: 0, to: data.count, by: 5).flatMap { position in
                (0..<8).map { bit in
                    var copy = data
                    copy[position] ^= 1 << bit
                    return ("bit \(bit) of byte \(position) flipped", copy)
                }
            }
        }
        case .byteFlips: Self.bytewise { data, random in
            (0..<600).map { index in
                var copy = data
                let count = 1 + random.below(4)
                for _ in 0..<count { copy[random.below(copy.count)] = random.byte() }
                return ("random bytes #\(index) (\(count) changed)", copy)
            }
        }
        case .garbage: Self.garbageInputs
        case .nesting: Self.nestedInputs
        case .replacements: Self.structural { json, path, node in
            Self.replacementTexts.filter { $0 != node.text }.map { text in
                ("\(text) at \(Self.describe(path))", json.changing(at: path[...]) { _ in .number(text) })
            }
        }
        // Foundation's JSONDecoder reads the first of duplicated keys: a duplicate after the
        // original changes nothing, one before it reads as that value would in its place.
        case .keys: Self.structural({ $0.contains("duplicated after") ? .sameAsBase : .typedOrValid }) { json, path, node in
            guard case .object(let members) = node else { return [] }
            return members.indices.flatMap { index -> [(String, HostileJSON)] in
                let key = members[index].key
                func edit(_ change: (inout [HostileJSON.Member]) -> Void) -> HostileJSON {
                    json.changing(at: path[...]) { _ in
                        var copy = members
                        change(&copy)
                        return .object(copy)
                    }
                }
                let place = Self.describe(path), null = HostileJSON.Member(key: key, value: .null)
                return [
                    ("\(key) removed at \(place)", edit { $0.remove(at: index) }),
                    ("\(key) renamed \(key.uppercased()) at \(place)", edit { $0[index].key = key.uppercased() }),
                    ("\(key) renamed wishlist at \(place)", edit { $0[index].key = "wishlist" }),
                    ("\(key) duplicated after, as null, at \(place)", edit { $0.insert(null, at: index + 1) }),
                    ("\(key) duplicated before, as null, at \(place)", edit { $0.insert(null, at: index) }),
                ]
            }
        }
        // Extra fields are accepted and ignored, everywhere: JSONDecoder's keyed containers read
        // only the keys asked for (a Swift enum's case key included), and what guards against
        // data of another shape is the format number, not the set of keys. So data written by a
        // later build of format 1 that adds a field still restores here, to the same value.
        case .extraFields: Self.structural({ _ in .sameAsBase }) { json, path, node in
            guard case .object(let members) = node else { return [] }
            return [("extra field at \(Self.describe(path))", json.changing(at: path[...]) { _ in
                .object(members + [.init(key: "zzUnknownField", value: .object([.init(key: "id", value: .number("-1"))]))])
            })]
        }
        case .arrays: Self.structural { json, path, node in
            guard case .array(let items) = node, let first = items.first, let last = items.last else { return [] }
            return [
                ("first removed at \(Self.describe(path))", json.changing(at: path[...]) { _ in .array(Array(items.dropFirst())) }),
                ("emptied at \(Self.describe(path))", json.changing(at: path[...]) { _ in .array([]) }),
                ("last duplicated at \(Self.describe(path))", json.changing(at: path[...]) { _ in .array(items + [last]) }),
                ("first duplicated at \(Self.describe(path))", json.changing(at: path[...]) { _ in .array([first] + items) }),
                ("null appended at \(Self.describe(path))", json.changing(at: path[...]) { _ in .array(items + [.null]) }),
            ]
        }
        case .limits: Self.pastLimits
        }
    }

    /// Each base value's data past each of restoration's limits, and at them: padded past the
    /// byte limit, every stack grown past the entry limit (alone, and all together), the
    /// counter leaving no room for new identities.
    private static var pastLimits: [HostileCorruption] {
        let bytes = NavigationState<Shop>.maximumRestorationBytes, entries = NavigationState<Shop>.maximumRestorationEntries
        let room = NavigationState<Shop>.maximumRestorationNextIdentity
        return bases.flatMap { base in
            let data = try! base.value.restorationData(), json = try! JSONDecoder().decode(HostileJSON.self, from: data)
            func made(_ name: String, _ data: Data, _ expected: HostileCorruption.Expected = .pastALimit) -> HostileCorruption {
                HostileCorruption(name: "\(base.name): \(name)", data: data, base: base.value, expected: expected)
            }
            let space = UInt8(ascii: " ")
            var inputs = [
                made("spaces after it, to one byte past the byte limit", data + Data(repeating: space, count: bytes + 1 - data.count)),
                made("spaces before it, to one byte past the byte limit", Data(repeating: space, count: bytes + 1 - data.count) + data),
                made("spaces after it, to the byte limit", data + Data(repeating: space, count: bytes - data.count), .sameAsBase),
            ]
            // Stacks are the arrays of entries; their last entry repeated (identities too: the
            // count is refused before anything looks at them).
            let stacks = json.nodes().compactMap { path, node -> ([HostileJSON.Step], [HostileJSON])? in
                guard case .array(let items) = node, case .object(let members)? = items.first,
                      members.contains(where: { $0.key == "screen" }) else { return nil }
                return (path, items)
            }
            let grown = { (json: HostileJSON, path: [HostileJSON.Step], items: [HostileJSON], count: Int) in
                json.changing(at: path[...]) { _ in .array(items + Array(repeating: items.last!, count: count - items.count)) }
            }
            for (path, items) in stacks {
                inputs.append(made("\(describe(path)) grown past the entry limit", grown(json, path, items, entries + 1).data))
            }
            let share = entries / stacks.count + 1
            inputs.append(made("every stack grown to \(share), past the entry limit together",
                               stacks.reduce(json) { grown($0, $1.0, $1.1, share) }.data))
            let counter: [HostileJSON.Step] = [.key("state"), .key("nextEntryID")]
            for next in [Int.max / 2 - 1, room + 1, 1 << 53, (1 << 53) + 1, Int.max] {
                inputs.append(made("the counter at \(next)", json.changing(at: counter[...]) { _ in .number("\(next)") }.data))
            }
            inputs.append(made("the counter at \(room)", json.changing(at: counter[...]) { _ in .number("\(room)") }.data, .typedOrValid))
            return inputs
        }
    }

    /// `state.layers.0.id`, or `the top level`.
    static func describe(_ path: [HostileJSON.Step]) -> String {
        path.isEmpty ? "the top level" : path.map { step in
            switch step {
            case .key(let key): key
            case .index(let index): String(index)
            }
        }.joined(separator: ".")
    }

    /// Byte-level corruptions of `rich`'s data, with a PRNG seeded per family.
    private static func bytewise(_ make: (Data, inout SeededRandom) -> [(String, Data)]) -> [HostileCorruption] {
        let data = try! rich.restorationData()
        var random = SeededRandom(seed: 0x5EED_0000 + UInt64(data.count))
        return make(data, &random).map { HostileCorruption(name: $0.0, data: $0.1) }
    }

    /// Mutations of every node of each base value's JSON.
    private static func structural(
        _ expected: (String) -> HostileCorruption.Expected = { _ in .typedOrValid },
        _ mutate: (HostileJSON, [HostileJSON.Step], HostileJSON) -> [(String, HostileJSON)]
    ) -> [HostileCorruption] {
        bases.flatMap { base in
            let json = try! JSONDecoder().decode(HostileJSON.self, from: try! base.value.restorationData())
            return json.nodes().flatMap { path, node in
                mutate(json, path, node).map {
                    HostileCorruption(name: "\(base.name): \($0.0)", data: $0.1.data, base: base.value, expected: expected($0.0))
                }
            }
        }
    }

    /// Random bytes, and random text of JSON's own characters, of many sizes.
    private static var garbageInputs: [HostileCorruption] {
        var random = SeededRandom(seed: 0xBAD_DA7A)
        let alphabet = Array(#"{}[]":,0123456789-+.eEtruefalsnl \"#.utf8)
        let sizes = Array(0...40) + [63, 64, 100, 255, 256, 511, 1_000, 4_096, 65_536, 1_000_000]
        return sizes.flatMap { size in
            [
                HostileCorruption(name: "\(size) random bytes", data: Data((0..<size).map { _ in random.byte() })),
                HostileCorruption(name: "\(size) random JSON characters",
                                  data: Data((0..<size).map { _ in alphabet[random.below(alphabet.count)] })),
            ]
        }
    }

    /// Deep nesting where the data is read: bare, balanced, inside the envelope, inside the state.
    /// Foundation's JSON reader refuses nesting deeper than 512 levels as invalid JSON, before
    /// any recursion could exhaust the stack, so each is unreadable (and none crashes).
    private static var nestedInputs: [HostileCorruption] {
        let deep = 100_000
        let open = String(repeating: "[", count: deep), close = String(repeating: "]", count: deep)
        let objects = String(repeating: #"{"a":"#, count: deep)
        let texts: [(String, String)] = [
            ("100,000 [", open),
            ("100,000 [ then ]", open + close),
            ("100,000 {\"a\":", objects),
            ("100,000 {\"a\": closed", objects + "1" + String(repeating: "}", count: deep)),
            ("format nested 100,000 deep", #"{"format":"# + open + "1" + close + "}"),
            ("state nested 100,000 deep", #"{"format":1,"state":"# + open + close + "}"),
            ("layers nested 100,000 deep", #"{"format":1,"state":{"layers":"# + open + close + #","nextEntryID":1,"root":1}}"#),
            ("a screen nested 600 deep", String(data: try! rich.restorationData(), encoding: .utf8)!.replacingOccurrences(
                of: #"{"catalog":{}}"#, with: String(repeating: #"{"catalog":"#, count: 600) + "{}" + String(repeating: "}", count: 600))),
            ("an extra field nested 100,000 deep", #"{"zz":"# + open + close + #","format":1}"#),
        ]
        return texts.map { HostileCorruption(name: $0.0, data: Data($0.1.utf8), expected: .unreadable) }
    }
}
