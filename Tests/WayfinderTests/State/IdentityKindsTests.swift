import Foundation
import Testing
import Wayfinder
import WayfinderTesting

private typealias J = StateJSON

/// Entries, layers and roots are named by identities of three kinds (EntryID, LayerID, RootID),
/// handed out by one counter: a number never names two things, whatever their kinds.
@Suite("Identities of three kinds")
struct IdentityKindsTests {
    /// What one identity names in a value: its kind and what it shows, which an identity keeps
    /// for as long as it lives (an entry its screen, a layer its kind, a root its flow).
    static func names(in state: NavigationState<Shop>) -> [Int: String] {
        var names = [state.root.id.rawValue: "root \(state.root.flow)"]
        for layer in state.layers {
            names[layer.id.rawValue] = "layer \(layer.isAlert ? "alert of \(layer.owner!)" : "\(layer.kind.presentationStyle!)")"
        }
        for (_, stack) in state.allStacks {
            for entry in stack.entries { names[entry.id.rawValue] = "entry \(entry.screen)" }
        }
        return names
    }

    /// A few hundred changes of every kind that hands out identities, picked by a seeded
    /// generator: pushes, pops, layers of each kind, alerts, dismissals, new roots of either
    /// shape, values reconciled in (as a deep link brings them), and restorations in between.
    static func history(seed: UInt64, changes: Int) throws -> [NavigationState<Shop>] {
        var random = SeededRandom(seed: seed)
        var state = mainTabs()
        var history = [state]
        for step in 0..<changes {
            switch random.next() % 10 {
            case 0, 1: try state.push(.product(Int(random.next() % 5)))
            case 2: try? state.pop()
            case 3: try state.present(.options, path: [.product(1)], as: .sheet)
            case 4: try state.present(.address, as: random.next() % 2 == 0 ? .fullScreenCover : .overlay)
            case 5: try state.showAlert(random.next() % 2 == 0 ? .removeItem : .productNote)
            case 6: try? state.dismiss()
            case 7:
                if random.next() % 2 == 0 {
                    state.switchRoot(to: .signIn, root: .signIn, path: [.onboardingName])
                } else {
                    try state.switchRoot(to: .main, tabs: [TabStack(.cart, root: .cart), TabStack(.profile, root: .profile)], selected: .cart)
                }
            case 8:
                // A value built apart, from plain screens: what matches keeps its identities, the
                // rest gets new ones from this value's counter.
                let target = build(NavigationState(flow: .main, root: .cart, path: [.product(Int(random.next() % 3))])) { target in
                    try target.present(.options, as: .sheet)
                }
                state = state.reconciled(with: target)
            default:
                try? state.selectTab(.profile)
                try state.push(.orders)
            }
            if step % 25 == 24 { state = try NavigationState<Shop>.restored(from: try state.restorationData()) }
            history.append(state)
        }
        return history
    }

    // Promise: through many changes, restorations included, every identity handed out names one
    // thing for good: no number ever names two things, of the same kind or of two kinds.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func noNumberEverNamesTwoThings(seed: UInt64) throws {
        let history = try Self.history(seed: seed, changes: 400)
        var named: [Int: String] = [:]
        for state in history {
            #expect(state.isValid)
            for (number, name) in Self.names(in: state) {
                #expect(number < state.nextIdentity)
                let first = named[number, default: name]
                #expect(first == name, "#\(number) named \(first), then \(name)")
                named[number] = first
            }
        }
        // Identities of all three kinds were handed out, many times each.
        let kinds = Set(named.values.map { $0.prefix(while: { $0 != " " }) })
        #expect(kinds == ["entry", "layer", "root"])
        #expect(named.values.filter { $0.hasPrefix("root") }.count > 10)
        #expect(named.values.filter { $0.hasPrefix("layer") }.count > 50)
    }

    // Promise: a restored value goes on counting where the saved one stopped, for every kind: a
    // new entry, layer and root each get a number the restored value never used.
    @Test func aRestoredValueNeverHandsOutANumberItHolds() throws {
        let restored = try NavigationState<Shop>.restored(from: try StateFixtures.rich.restorationData())
        let held = Set(StateFixtures.identities(of: restored))
        var state = restored
        try state.dismiss()  // the alert: its number is not handed out again either
        try state.push(.address)
        try state.present(.address, as: .fullScreenCover)
        state.switchRoot(to: .signIn, root: .signIn)
        let new = [state.root.id.rawValue, state.topEntry!.id.rawValue]
        #expect(new.allSatisfy { !held.contains($0) && $0 >= restored.nextIdentity })
        var withLayer = restored
        try withLayer.dismiss()
        try withLayer.present(.options, as: .sheet)
        #expect(!held.contains(withLayer.layers.last!.id.rawValue))
    }

    // Promise: restoration data is unchanged: identities of every kind are read from the numbers
    // saved before there were kinds, and written back as the same bare numbers.
    @Test func identitiesOfEveryKindRestoreFromTheirNumbers() throws {
        let json = J.state(
            root: J.root(3, stack: J.stack([(4, .cart), (7, .product(2))])),
            layers: [J.sheet(5, stack: J.stack([(6, .options)])), J.alert(8, owner: 6)], next: 9)
        let state = try NavigationState<Shop>.restored(from: J.envelope(json))
        #expect(state.root.id == RootID(rawValue: 3))
        #expect(state.layers.map(\.id) == [LayerID(rawValue: 5), LayerID(rawValue: 8)])
        #expect(state.layers.last?.owner == EntryID(rawValue: 6))
        #expect(state.stack(at: .layer(LayerID(rawValue: 5)))?.entries.map(\.id) == [EntryID(rawValue: 6)])
        #expect(state.nextIdentity == 9)
        #expect(state.regions.contains(.flow(.main, root: RootID(rawValue: 3))))
        let again = try JSONSerialization.jsonObject(with: try state.restorationData()) as? NSDictionary
        let saved = try JSONSerialization.jsonObject(with: J.envelope(json)) as? NSDictionary
        #expect(again == saved)
    }

    // Promise: each kind encodes as its number alone, decodes from it, and describes itself as `#n`.
    @Test func eachKindIsItsNumber() throws {
        let encoder = JSONEncoder(), decoder = JSONDecoder()
        #expect(String(decoding: try encoder.encode([EntryID(rawValue: 12)]), as: UTF8.self) == "[12]")
        #expect(String(decoding: try encoder.encode([LayerID(rawValue: 12)]), as: UTF8.self) == "[12]")
        #expect(String(decoding: try encoder.encode([RootID(rawValue: 12)]), as: UTF8.self) == "[12]")
        #expect(try decoder.decode([LayerID].self, from: Data("[5,12]".utf8)) == [LayerID(rawValue: 5), LayerID(rawValue: 12)])
        #expect(try decoder.decode([RootID].self, from: Data("[0]".utf8)) == [RootID(rawValue: 0)])
        #expect("\(LayerID(rawValue: 12))" == "#12" && "\(RootID(rawValue: 0))" == "#0" && "\(EntryID(rawValue: 3))" == "#3")
        #expect(LayerID(rawValue: 2) < LayerID(rawValue: 10) && !(RootID(rawValue: 10) < RootID(rawValue: 2)))
    }

    // Promise: a new root, even of the same flow and tabs, gets a new identity, so its regions
    // are new: what owned the old root's tabs is told apart from what owns the new one's.
    @Test func aNewRootsRegionsDifferFromTheOldOnes() throws {
        var state = mainTabs(selected: .cart)
        try state.present(.options, as: .sheet)
        let before = state.regions
        try state.switchRoot(
            to: .main, tabs: [TabStack(.catalog, root: .catalog), TabStack(.cart, root: .cart), TabStack(.profile, root: .profile)],
            selected: .cart)
        #expect(state.root.flow == .main && state.root.tabs == ["catalog", "cart", "profile"])
        #expect(before.isDisjoint(with: state.regions))
        #expect(state.regions.contains(.tab(.cart, root: state.root.id)))
    }
}
