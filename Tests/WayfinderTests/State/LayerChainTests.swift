import Foundation
import PropertyBased
import Testing
import Wayfinder

/// The layer chain reads and edits like an array of layers, whatever its storage; storage it
/// shares is only ever a shortcut, never a different answer.
@Suite("Layer chain")
struct LayerChainTests {
    /// A layer of each kind, from a number: sheets with a path, covers, overlays and alerts.
    static func layer(_ id: Int) -> Layer<Shop> {
        let stack = ScreenStack([Entry(id: EntryID(1000 + id), screen: Shop.product(id))])
        switch id % 4 {
        case 0: return Layer(id: LayerID(id), kind: .sheet(.fitting), stack: stack)
        case 1: return Layer(id: LayerID(id), kind: .fullScreenCover, stack: stack)
        case 2: return Layer(id: LayerID(id), kind: .overlay, stack: stack)
        default: return Layer(id: LayerID(id), kind: .alert(.removeItem, owner: EntryID(1000 + id - 1)), stack: nil)
        }
    }

    /// Applies the edit that `code` names to the chain and to the array that models it.
    static func edit(_ code: Int, _ chain: inout LayerChain<Shop>, _ model: inout [Layer<Shop>], next: inout Int) {
        let argument = code / 5
        switch code % 5 {
        case 0:
            chain.append(layer(next))
            model.append(layer(next))
            next += 1
        case 1:
            chain.removeLast()
            _ = model.popLast()
        case 2:
            let from = argument % (model.count + 1)
            chain.removeSubrange(from...)
            model.removeSubrange(from...)
        case 3:
            guard !model.isEmpty else { return }
            let index = argument % model.count
            let style = SheetStyle(detents: [.medium, .large], grabber: argument % 2 == 0)
            let restyled = Layer(id: model[index].id, kind: .sheet(style), stack: model[index].stack)
            chain[editing: index] = restyled
            model[index] = restyled
        default:
            chain.removeAll { $0.id.rawValue % 3 == argument % 3 }
            model.removeAll { $0.id.rawValue % 3 == argument % 3 }
        }
    }

    // Promise: any sequence of edits leaves the chain reading exactly as an array given the same edits.
    @Test func readsAsTheArrayItModels() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...999).array(of: 0...40)) { codes in
            var chain = LayerChain<Shop>()
            var model: [Layer<Shop>] = []
            var next = 0
            for code in codes {
                let before = chain
                Self.edit(code, &chain, &model, next: &next)
                #expect(Array(chain) == model, "after \(code % 5) in \(codes)")
                #expect(chain.count == model.count && chain.isEmpty == model.isEmpty && chain.last == model.last)
                #expect(model.indices.allSatisfy { chain[$0] == model[$0] })
                #expect(model.allSatisfy { chain.index(of: $0.id) == model.firstIndex(of: $0) })
                // Equality and hashing agree with a chain built afresh from the same layers.
                let fresh = LayerChain(model)
                #expect(chain == fresh && chain.hashValue == fresh.hashValue)
                #expect((chain == before) == (model == Array(before)))
                // Shared storage is counted only where the layers are the same.
                let shared = chain.sharedBottomCount(with: before)
                #expect(Array(chain.prefix(shared)) == Array(before.prefix(shared)))
            }
        }
    }

    // Promise: a change to the top layer keeps every layer under it shared; a new layer or a value
    // read back from restoration data shares nothing, yet compares equal.
    @Test func aPushInTheTopSheetSharesTheLayersUnderIt() throws {
        var shown = NavigationState<Shop>(flow: .main, root: .cart)
        for index in 0..<20 { try shown.present(.options, path: [.product(index)], as: .sheet) }
        var wanted = shown
        try wanted.push(.address)
        #expect(wanted.layerChain.sharedBottomCount(with: shown.layerChain) == 19)

        var covered = wanted
        try covered.present(.address, as: .fullScreenCover)
        #expect(covered.layerChain.sharedBottomCount(with: wanted.layerChain) == 0)

        let restored = try NavigationState<Shop>.restored(from: wanted.restorationData())
        #expect(restored == wanted)
        #expect(restored.layerChain.sharedBottomCount(with: wanted.layerChain) == 0)
    }

    // Promise: planning from values that share their layers gives the steps planning from copies
    // that share nothing gives, for a push, a dismissal, an alert and a detent change under 20 layers.
    @Test func plansDoNotDependOnSharedStorage() throws {
        var shown = NavigationState<Shop>(flow: .main, root: .cart)
        for index in 0..<20 { try shown.present(.options, path: [.product(index)], as: .sheet) }
        let top = try #require(shown.layers.last?.id)
        let middle = shown.layers[10].id
        let wanted: [NavigationState<Shop>] = [
            build(shown) { try $0.push(.address) },
            build(shown) { try $0.dismiss(middle) },
            build(shown) { try $0.showAlert(.removeItem) },
            build(shown) { try $0.setSheetStyle(SheetStyle(detents: [.medium, .large]), for: top) },
            build(shown) { try $0.push(.address, onto: .layer(middle)) },
        ]
        for target in wanted {
            let unshared = try NavigationState<Shop>.restored(from: shown.restorationData())
            for capabilities in [HostCapabilities.uiKit, .swiftUI17, .oneLayerPerDismissal] {
                let plan = TransitionPlanner.plan(from: shown, to: target, capabilities: capabilities)
                #expect(!plan.isEmpty)
                #expect(plan == TransitionPlanner.plan(from: unshared, to: target, capabilities: capabilities))
            }
        }
    }

    // Promise: restoration data keeps the layers as a plain list, bottom first, as before the chain.
    @Test func restorationDataListsTheLayers() throws {
        var state = NavigationState<Shop>(flow: .main, root: .cart)
        try state.present(.options, as: .sheet)
        try state.showAlert(.removeItem)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(state)) as? [String: Any]
        let layers = try #require(json?["layers"] as? [[String: Any]])
        #expect(layers.compactMap { $0["id"] as? Int } == state.layers.map(\.id.rawValue))
        #expect(try JSONDecoder().decode(NavigationState<Shop>.self, from: JSONEncoder().encode(state)) == state)
    }
}
