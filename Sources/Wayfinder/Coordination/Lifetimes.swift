/// Values that live exactly as long as their key is live: made when the key first appears,
/// released when it leaves. The one lifetime rule behind ``ScreenModels`` (keyed by the entries
/// shown) and ``ChildCoordinators`` (keyed by the regions in the value).
///
/// A class, so that a factory that changes the navigation (and so syncs again) while a value is
/// being made does not overlap an access to it.
@MainActor
final class Lifetimes<Key: Hashable, Value> {
    /// The live values.
    private(set) var values: [Key: Value] = [:]
    /// Keys whose factory gave no value; not asked again while they stay live.
    private var withoutValue: Set<Key> = []

    /// Keeps the values of the live items' keys, releases every other, and makes the missing
    /// ones in the items' order. Returns how many were made.
    @discardableResult
    func sync<Item>(_ live: [Item], key: (Item) -> Key, make: (Item) -> Value?) -> Int {
        let keys = Set(live.map(key))
        values = values.filter { keys.contains($0.key) }
        withoutValue.formIntersection(keys)
        var made = 0
        for item in live {
            let itemKey = key(item)
            guard values[itemKey] == nil, !withoutValue.contains(itemKey) else { continue }
            if let value = make(item) {
                values[itemKey] = value
                made += 1
            } else {
                withoutValue.insert(itemKey)
            }
        }
        return made
    }

    /// The value of `key`, made now if it has none; the next sync releases it unless the key is live.
    func value(for key: Key, make: () -> Value?) -> Value? {
        if let existing = values[key] { return existing }
        guard !withoutValue.contains(key), let made = make() else { return nil }
        values[key] = made
        return made
    }
}
