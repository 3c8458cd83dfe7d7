/// Values that live exactly as long as their key is live: made when the key first appears,
/// released when it leaves, or once the owner stops keeping it (a screen still sliding out). The
/// one lifetime rule behind ``ScreenModels`` (keyed by entries) and ``ChildCoordinators`` (keyed
/// by the regions in the value).
///
/// A factory may change the navigation while a value is being made, and a value's `deinit` as it
/// is released, which asks for a sync inside the sync: that one runs at once (a screen about to
/// be built needs its model now), skipping the keys being made, and the first passes again
/// after, on the keys as they then are. So no key is made twice and nothing made for a key that
/// left stays. Values are released once the sync is done, never while the values are written.
@MainActor
final class Lifetimes<Key: Hashable, Value> {
    /// The live values.
    private(set) var values: [Key: Value] = [:]
    /// Keys whose factory gave no value; not asked again while they stay live.
    private var withoutValue: Set<Key> = []
    /// Keys whose factory is running.
    private var making: Set<Key> = []
    /// Keys no longer live whose values `keeping` kept at the last pass.
    private(set) var kept: [Key] = []
    /// Values of keys gone, released when the outermost sync ends.
    private var released: [Value] = []
    private var isSyncing = false
    private var needsSync = false

    /// Keeps the values of the live keys (`live` is read anew for each pass) and of the keys no
    /// longer live that `keeping` keeps a while longer, releases every other, and makes the
    /// missing ones in the live keys' order. Returns how many were made.
    @discardableResult
    func sync(_ live: () -> [Key], keeping: ([Key]) -> Set<Key> = { _ in [] }, make: (Key) -> Value?) -> Int {
        guard !isSyncing else {
            needsSync = true  // the sync in progress passes again after this one
            return pass(live(), keeping: keeping, make: make)
        }
        isSyncing = true
        var made = 0
        repeat {
            needsSync = false
            made += pass(live(), keeping: keeping, make: make)
        } while needsSync
        isSyncing = false
        let gone = released
        released = []
        withExtendedLifetime(gone) {}
        return made
    }

    private func pass(_ live: [Key], keeping: ([Key]) -> Set<Key>, make: (Key) -> Value?) -> Int {
        let keys = Set(live)
        let gone = values.keys.filter { !keys.contains($0) }
        let stays = gone.isEmpty ? [] : keeping(gone)
        kept = []
        for key in gone {
            if stays.contains(key) {
                kept.append(key)
            } else if let value = values.removeValue(forKey: key) {
                released.append(value)
            }
        }
        withoutValue.formIntersection(keys)
        var made = 0
        for key in live where values[key] == nil {
            if value(for: key, make: { make(key) }) != nil { made += 1 }
        }
        return made
    }

    /// Releases the values `kept` holds for `keys`.
    func release(_ keys: [Key]) {
        for key in keys {
            if let value = values.removeValue(forKey: key) { released.append(value) }
        }
        kept.removeAll { keys.contains($0) }
        guard !isSyncing else { return }
        let gone = released
        released = []
        withExtendedLifetime(gone) {}
    }

    /// The value of `key`, made now if it has none (unless its factory gave none, or is running);
    /// the next sync releases it unless the key is live.
    func value(for key: Key, make: () -> Value?) -> Value? {
        if let existing = values[key] { return existing }
        guard !withoutValue.contains(key), !making.contains(key) else { return nil }
        making.insert(key)
        let made = make()
        making.remove(key)
        if let made { values[key] = made } else { withoutValue.insert(key) }
        return made
    }
}
