/// Values that live exactly as long as their key is live: made when the key first appears,
/// released when it leaves. The one lifetime rule behind ``ScreenModels`` (keyed by the entries
/// shown) and ``ChildCoordinators`` (keyed by the regions in the value).
///
/// A factory may change the navigation while a value is being made, which asks for a sync
/// inside the sync: that one waits, and runs once the first is done, on the values as they then
/// are, so no key is made twice and nothing made for a key that left stays.
@MainActor
final class Lifetimes<Key: Hashable, Value> {
    /// The live values.
    private(set) var values: [Key: Value] = [:]
    /// Keys whose factory gave no value; not asked again while they stay live.
    private var withoutValue: Set<Key> = []
    private var isSyncing = false
    private var needsSync = false

    /// Keeps the values of the live keys (`live` is read anew for each pass), releases every
    /// other, and makes the missing ones in the keys' order. Returns how many were made.
    @discardableResult
    func sync(_ live: () -> [Key], make: (Key) -> Value?) -> Int {
        if isSyncing {
            needsSync = true
            return 0
        }
        isSyncing = true
        defer { isSyncing = false }
        var made = 0
        repeat {
            needsSync = false
            made += pass(live(), make: make)
        } while needsSync
        return made
    }

    private func pass(_ live: [Key], make: (Key) -> Value?) -> Int {
        let keys = Set(live)
        for gone in values.keys.filter({ !keys.contains($0) }) { values[gone] = nil }
        withoutValue.formIntersection(keys)
        var made = 0
        for key in live where values[key] == nil && !withoutValue.contains(key) {
            if let value = make(key) {
                values[key] = value
                made += 1
            } else {
                withoutValue.insert(key)
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
