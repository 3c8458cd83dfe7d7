/// The modal layers above the root, bottom to top: a random-access collection of ``Layer``s,
/// read like an array.
///
/// ```swift
/// if let sheet = state.layers.last, case .sheet(let style) = sheet.kind {
///     print(sheet.id, style.detents)
/// }
/// print(state.layers.map(\.kind.name)) // ["sheet", "alert"]
/// ```
///
/// The top layer is stored apart from the layers under it. Changes happen on top (a push in the
/// top sheet, a new layer, a dismissal), and a change to the top layer leaves the layers under it
/// shared with the value it was made from. So comparing two such values, planning the change and
/// applying its step cost the same under one layer or twenty: the layers underneath are known
/// equal without looking at them.
package struct LayerChain<Screen: Hashable & Sendable>: Sendable {
    /// Every layer but the top one, bottom first.
    var _lower: [Layer<Screen>]
    /// The top layer alone, or nothing when the chain is empty (then `_lower` is empty too). An
    /// array of at most one, not an optional: arrays lend their elements in place, where an
    /// optional's payload is copied, and a layer is copied through its type's metadata.
    var _top: [Layer<Screen>]

    /// No layers.
    package init() {
        _lower = []
        _top = []
    }

    /// These layers, bottom first.
    package init(_ layers: some Sequence<Layer<Screen>>) {
        var lower = Array(layers)
        _top = lower.popLast().map { [$0] } ?? []
        _lower = lower
    }

    /// How many layers, counted from the bottom, this chain holds in the same storage as `other`:
    /// the layers under the top when both store them together, zero otherwise. A check of
    /// storage, not a comparison: layers it counts are equal; layers it does not may be equal too.
    ///
    /// A change to the top layer keeps the layers under it in the same storage, so the planner
    /// skips them: a push in the top sheet is planned at the same cost under any number of layers.
    package func sharedBottomCount(with other: LayerChain) -> Int {
        guard !_lower.isEmpty, _lower.count == other._lower.count else { return 0 }
        // Equal counts and the same first element's address: the same array storage.
        let shared = _lower.withUnsafeBufferPointer { mine in
            other._lower.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
        return shared ? _lower.count : 0
    }

    /// The position of the layer with this identity, looking at the top one first (where changes
    /// happen), or `nil`: the one lookup of a layer by identity.
    package func index(of id: LayerID) -> Int? {
        if !isEmpty, _top[0].id == id { return _lower.count }
        var index = _lower.count
        while index > 0 {
            index -= 1
            if _lower[index].id == id { return index }
        }
        return nil
    }
}

extension LayerChain: RandomAccessCollection {
    package var startIndex: Int { 0 }
    package var endIndex: Int { isEmpty ? 0 : _lower.count + 1 }
    package var count: Int { endIndex }
    package var isEmpty: Bool { _top.isEmpty }
    package var last: Layer<Screen>? { _top.last }

    /// The layer at `position`, counted from the bottom.
    package subscript(position: Int) -> Layer<Screen> {
        // One yield, lending the layer in place: a copy of a layer goes through its type's
        // metadata, and a coroutine with two yields is not inlined (its frame is allocated).
        _read {
            let isTop = position == _lower.count
            let storage = isTop ? _top : _lower
            yield storage[isTop ? 0 : position]
        }
    }
}

// Editing, for the value's own methods (and the package's tests): the public `layers` of a
// ``NavigationState`` is read-only.
extension LayerChain {
    /// The layer at `position`, for an edit in place.
    package subscript(editing position: Int) -> Layer<Screen> {
        get { self[position] }
        _modify {
            if position == _lower.count {
                yield &_top[0]
            } else {
                yield &_lower[position]
            }
        }
    }

    /// Puts `layer` on top.
    package mutating func append(_ layer: Layer<Screen>) {
        if let top = _top.popLast() { _lower.append(top) }
        _top.append(layer)
    }

    /// Removes the top layer.
    package mutating func removeLast() {
        _top.removeAll(keepingCapacity: true)
        if let below = _lower.popLast() { _top.append(below) }
    }

    /// Removes the layers from `range.lowerBound` up.
    package mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
        let kept = range.lowerBound
        guard kept < count else { return }
        guard kept > 0 else { return removeAll() }
        _top = [_lower[kept - 1]]
        _lower.removeSubrange((kept - 1)...)
    }

    /// Removes every layer.
    package mutating func removeAll() {
        _lower = []
        _top = []
    }

    /// Removes every layer that `shouldRemove` accepts.
    package mutating func removeAll(where shouldRemove: (Layer<Screen>) -> Bool) {
        self = LayerChain(filter { !shouldRemove($0) })
    }
}

extension LayerChain: Equatable {
    // The top first, where two values usually differ; the layers under it compare in no time when
    // they share storage (`Array`'s `==` checks that before comparing elements).
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs._top == rhs._top && lhs._lower == rhs._lower
    }
}

extension LayerChain: Hashable {
    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for layer in self { hasher.combine(layer) }
    }
}

extension LayerChain: CustomStringConvertible {
    /// The layers as an array prints them.
    package var description: String { Array(self).description }
}

// Restoration data stores the chain as a plain list, bottom first.
extension LayerChain: Codable where Screen: Codable {
    package init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([Layer<Screen>].self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Array(self))
    }
}
