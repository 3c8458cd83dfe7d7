/// One screen in a stack: the app's screen value and the identity that tells it apart.
///
/// Entries are made by ``NavigationState`` (for example by ``NavigationState/push(_:onto:transition:)``),
/// which hands out their identities. An entry's screen never changes: showing another screen
/// means another entry, so everything bound to an entry (its screen model, an alert it raised)
/// can rely on it.
///
/// ```swift
/// if let top = navigator.state.topEntry, case .product(let id) = top.screen {
///     print(id, top.id)                      // 7 #6: the screen's product, the entry's identity
///     navigator.state.location(of: top.id)   // .tab(.catalog)
/// }
/// ```
public struct Entry<Screen: Hashable & Sendable>: Hashable, Sendable, Identifiable {
    /// The entry's identity, unique within its navigation value.
    public let id: EntryID
    /// The app's screen shown by this entry.
    public let screen: Screen
    package init(id: EntryID, screen: Screen) {
        self.id = id
        self.screen = screen
    }
}

extension Entry: Codable where Screen: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, screen
    }

    /// Decodes an entry; an error of the app's screen that is not a `DecodingError` (a number
    /// that does not fit one of its fields, or the app's own) is refused as this entry's screen.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(EntryID.self, forKey: .id)
        screen = try DecodingError.located(at: container.codingPath + [CodingKeys.screen], { "cannot be read: \($0)" }) {
            try container.decode(Screen.self, forKey: .screen)
        }
    }

    /// Encodes the identity and the screen.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(screen, forKey: .screen)
    }
}

extension Entry: CustomStringConvertible {
    public var description: String { "\(screen)\(id)" }
}
