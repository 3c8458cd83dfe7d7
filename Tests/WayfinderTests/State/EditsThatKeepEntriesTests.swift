import PropertyBased
import Testing
import Wayfinder

/// Removing an entry and replacing a stack keep every entry whose screen is still there, so
/// screen models and the screens' own controllers stay; a fresh entry is asked for by name.
@Suite("Edits that keep entries")
struct EditsThatKeepEntriesTests {
    static let onboarding = NavigationState<Shop>(root: .splash, path: [.signIn, .onboardingName, .address, .settings])

    // Promise: a stack's path is its screens above the root, as a tab's is.
    @Test func aStacksPathIsWhatIsAboveItsRoot() {
        #expect(Self.onboarding.stack(at: .root)!.path == [.signIn, .onboardingName, .address, .settings])
        #expect(NavigationState<Shop>(root: .splash).stack(at: .root)!.path == [])
    }

    // Promise: remove takes one entry out of any stack; the others keep their identities.
    @Test func removeKeepsTheOthers() throws {
        var state = Self.onboarding
        let entries = state.stack(at: .root)!.entries
        try state.remove(entries[1].id)
        #expect(state.stack(at: .root)!.entries == [entries[0]] + entries[2...])
        #expect(state.nextIdentity == Self.onboarding.nextIdentity)

        var tabs = build(mainTabs()) { state in
            try state.push(contentsOf: [.order(1), .order(2)], onto: .tab(.profile))
            try state.present(.options, path: [.address], as: .sheet)
        }
        let order = tabs.stack(at: .tab(.profile))!.entries[1].id
        try tabs.remove(order)
        #expect(tabs.stack(at: .tab(.profile))!.screens == [.profile, .order(2)])
        let address = tabs.topEntry!.id
        try tabs.remove(address)
        #expect(tabs.layers.count == 1 && tabs.topEntry?.screen == .options)
    }

    // Promise: a stack's root stays: removing it is refused, in a layer too, changing nothing;
    // an unknown entry is refused.
    @Test func removeRefusesARootAndAnUnknownEntry() throws {
        let start = build(Self.onboarding) { try $0.present(.options, as: .sheet) }
        let sheet = start.layers[0].id
        var state = start
        #expect(throws: NavigationError.nothingToPop(.root)) { try state.remove(start.stack(at: .root)!.entries[0].id) }
        #expect(throws: NavigationError.nothingToPop(.layer(sheet))) { try state.remove(start.topEntry!.id) }
        #expect(throws: NavigationError.entryNotFound(EntryID(999))) { try state.remove(EntryID(999)) }
        #expect(state == start && state.nextIdentity == start.nextIdentity)
    }

    // Promise: removing an alert's owner takes the alert with it.
    @Test func removingAnAlertsOwnerTakesTheAlert() throws {
        var state = build(Self.onboarding) { try $0.showAlert(.removeItem) }
        try state.remove(state.topEntry!.id)
        #expect(state.layers.isEmpty)
        #expect(state.topEntry?.screen == .address)
    }

    // Promise: a replacement keeps every entry whose screen is still there, in the same order,
    // not only the unchanged bottom; the new screens get new entries, in order.
    @Test func replacementKeepsEveryEntryWhoseScreenStays() throws {
        let entries = Self.onboarding.stack(at: .root)!.entries
        var state = Self.onboarding
        try state.replaceStack(with: [.splash, .onboardingName, .order(1), .settings, .done])
        let next = Self.onboarding.nextIdentity
        #expect(state.stack(at: .root)!.entries.map(\.id) == [
            entries[0].id, entries[2].id, EntryID(next), entries[4].id, EntryID(next + 1),
        ])
    }

    // Promise: `.root` keeps only the root entry and `.nothing` none, so an equal screen can
    // get a fresh entry.
    @Test func freshEntriesForEqualScreens() throws {
        let entries = Self.onboarding.stack(at: .root)!.entries
        var state = Self.onboarding
        try state.replaceStack(with: [.splash, .signIn], keeping: .root)
        #expect(state.stack(at: .root)!.entries.map(\.id) == [entries[0].id, EntryID(Self.onboarding.nextIdentity)])
        state = Self.onboarding
        try state.replaceStack(with: [.splash, .signIn], keeping: .nothing)
        #expect(Set(state.stack(at: .root)!.entries.map(\.id)).isDisjoint(with: entries.map(\.id)))
        state = Self.onboarding
        try state.replaceStack(with: [.signIn, .splash], keeping: .root)
        #expect(Set(state.stack(at: .root)!.entries.map(\.id)).isDisjoint(with: entries.map(\.id)))
    }

    // Promise: the kept entries are as many as a longest common subsequence of the screens
    // allows, each keeps its own screen, and their order is the stack's.
    @Test func keptEntriesAreALongestCommonSubsequence() async {
        let screens = Gen.int(in: 0...3).array(of: 1...12)
        await propertyCheck(count: 300, input: screens, screens) { old, new in
            let state = NavigationState<Shop>(root: .product(old[0]), path: old.dropFirst().map { .product($0) })
            var replaced = state
            try? replaced.replaceStack(with: new.map { .product($0) })
            let before = state.stack(at: .root)!.entries
            let after = replaced.stack(at: .root)!.entries
            #expect(after.map(\.screen) == new.map { .product($0) })
            let kept = after.filter { entry in before.contains(entry) }
            let positions = kept.map { entry in before.firstIndex(of: entry)! }
            #expect(positions == positions.sorted(), "\(old) → \(new)")
            #expect(kept.count == Self.longestCommonSubsequence(old, new), "\(old) → \(new)")
        }
    }

    /// The length of a longest common subsequence, the textbook way.
    static func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices {
            for j in b.indices {
                table[i + 1][j + 1] = a[i] == b[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
            }
        }
        return table[a.count][b.count]
    }

    // Promise: at the value's limit, a removal from the middle of 10,000 entries keeps the other
    // 9,999; a middle past the matching bound keeps the unchanged bottom and top.
    @Test func longStacksKeepTheirBottomAndTop() throws {
        let screens: [Shop] = (0..<10_000).map { .product($0) }
        let state = NavigationState<Shop>(root: .catalog, path: screens)
        var removed = state
        try removed.replaceStack(with: [.catalog] + screens.filter { $0 != .product(5_000) })
        #expect(removed.stack(at: .root)!.count == 10_000)
        #expect(removed.nextIdentity == state.nextIdentity)

        var reversedMiddle = state
        let middle = Array(screens[10..<9_990])
        try reversedMiddle.replaceStack(with: [.catalog] + screens[..<10] + middle.reversed() + screens[9_990...])
        let kept = Set(state.stack(at: .root)!.entries).intersection(reversedMiddle.stack(at: .root)!.entries)
        #expect(kept.count == 21)
    }
}
