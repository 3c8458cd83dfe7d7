import Foundation
import PropertyBased
import Testing
@testable import Wayfinder

/// The layers are a plain list in the value: any edit keeps equality, hashing and restoration
/// in agreement, and an edit under many layers is planned as it is under none.
@Suite("The layers as a list")
struct LayerListTests {
    /// Applies the layer edit that `code` names, through the value's own verbs.
    static func edit(_ code: Int, _ state: inout NavigationState<Shop>) {
        let argument = code / 6
        let some = state.layers.isEmpty ? nil : state.layers[argument % state.layers.count].id
        switch code % 6 {
        case 0: try? state.present(.product(argument), as: .sheet(.fitting))
        case 1: try? state.present(.address, path: [.product(argument)], as: .fullScreenCover)
        case 2: try? state.present(.loading, as: .overlay)
        case 3: _ = try? state.showAlert(.removeItem)
        case 4:
            if let some { if argument % 2 == 0 { try? state.dismiss(some) } else { try? state.dismiss(to: some) } }
        default:
            if let some { try? state.setSheetStyle(SheetStyle(detents: [.medium, .large], grabber: argument % 2 == 0), for: some) }
        }
    }

    // Promise: after any sequence of layer edits the value stays valid, compares and hashes as
    // the value restored from its data, and two values are equal exactly when their roots and
    // layers are.
    @Test func editsKeepEqualityHashingAndRestorationInAgreement() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...999).array(of: 0...40)) { codes in
            var state = NavigationState<Shop>(flow: .main, root: .cart)
            for code in codes {
                let before = state
                Self.edit(code, &state)
                #expect(state.isValid, "after \(code % 6) in \(codes)")
                let restored = try? NavigationState<Shop>.restored(from: state.restorationData())
                #expect(restored == state && restored?.hashValue == state.hashValue)
                #expect((state == before) == (state.root == before.root && state.layers == before.layers))
            }
        }
    }

    // Promise: a push in the top sheet under 19 other sheets keeps the value valid and is planned
    // as the same single step as a push in a sheet alone.
    @Test func anEditUnderManySheetsPlansAsUnderNone() throws {
        for below in [0, 19] {
            var shown = NavigationState<Shop>(flow: .main, root: .cart)
            for index in 0...below { try shown.present(.options, path: [.product(index)], as: .sheet) }
            var wanted = shown
            try wanted.push(.address)
            try wanted.validate()
            let top = try #require(wanted.layers.last)
            for capabilities in [HostCapabilities.uiKit, .swiftUI17, .oneLayerPerDismissal] {
                #expect(TransitionPlanner.plan(from: shown, to: wanted, capabilities: capabilities)
                    == [.setStack(.layer(top.id), top.stack!.entries, animated: true)], "under \(below)")
            }
        }
    }

    // Promise: planning from a value and from a copy read back from restoration data gives the
    // same steps, for a push, a dismissal, an alert and a detent change under 20 layers.
    @Test func plansDoNotDependOnHowTheValueWasMade() throws {
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
            let restored = try NavigationState<Shop>.restored(from: shown.restorationData())
            for capabilities in [HostCapabilities.uiKit, .swiftUI17, .oneLayerPerDismissal] {
                let plan = TransitionPlanner.plan(from: shown, to: target, capabilities: capabilities)
                #expect(!plan.isEmpty)
                #expect(plan == TransitionPlanner.plan(from: restored, to: target, capabilities: capabilities))
            }
        }
    }

    // Promise: restoration data keeps the layers as a plain list, bottom first.
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
