import Foundation

extension NavigationState: Codable where Screen: Codable {
    private enum CodingKeys: String, CodingKey {
        // The counter keeps the key it was first written with: restoration data does not change.
        case root, layers, nextEntryID
        /// Lists' anchors by entry, written only when there are some (ListAnchor+Codable.swift).
        case lists
        /// Entries' transitions other than the system one, written only when there are some.
        case transitions
    }

    /// Decodes a value and checks it with ``validate()``, and that its counter leaves room for
    /// new identities (at most ``maximumRestorationNextIdentity``): a decoded value is either
    /// valid or a `DecodingError.dataCorrupted` whose underlying error is the ``NavigationError``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Numbers outside identities and screens (a detent's height) are located by the part they are in.
        func located<Part: Decodable>(_ key: CodingKeys) throws -> Part {
            try DecodingError.located(at: container.codingPath + [key], { "cannot be read: \($0)" }) {
                try container.decode(Part.self, forKey: key)
            }
        }
        let root: Root<Screen> = try located(.root), layers: [Layer<Screen>] = try located(.layers)
        // The counter is a number of no one kind, read and located as an identity is.
        let counter = try DecodingError.located(at: container.codingPath + [CodingKeys.nextEntryID], { _ in DecodingError.intOutOfRange }) {
            try container.decode(Int.self, forKey: .nextEntryID)
        }
        self.init(root: root, layers: layers, nextIdentity: counter)
        if let lists = try container.decodeIfPresent([Int: [String: ListAnchor]].self, forKey: .lists) {
            for (entry, anchors) in lists where !anchors.isEmpty { listAnchors[EntryID(rawValue: entry)] = anchors }
        }
        if let named = try container.decodeIfPresent([Int: ScreenTransition].self, forKey: .transitions) {
            for (entry, transition) in named where transition != .system { transitions[EntryID(rawValue: entry)] = transition }
        }
        // An anchor or a transition whose entry is not in the value names nothing: dropped, not refused.
        forgetGoneEntries()
        do {
            try checkRoomForIdentities(below: Self.maximumRestorationNextIdentity)
            try validate()
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error)
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(root, forKey: .root)
        try container.encode(layers, forKey: .layers)
        try container.encode(nextIdentity, forKey: .nextEntryID)
        if !listAnchors.isEmpty {
            try container.encode(
                Dictionary(uniqueKeysWithValues: listAnchors.map { ($0.key.rawValue, $0.value) }), forKey: .lists)
        }
        if !transitions.isEmpty {
            try container.encode(
                Dictionary(uniqueKeysWithValues: transitions.map { ($0.key.rawValue, $0.value) }), forKey: .transitions)
        }
    }
}
