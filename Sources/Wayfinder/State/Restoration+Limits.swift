import Foundation

// What restoration reads comes from outside the app (a scene's storage, a file, a backup), so it
// stops at sizes no real navigation reaches, before the work grows with the data.

extension NavigationState where Screen: Codable {
    /// The longest restoration data read, in bytes (1 MiB, far above the tens of kilobytes of a
    /// few hundred screens); longer data is refused with
    /// ``RestorationError/tooLarge(byteCount:limit:)`` before any of it is read.
    public static var maximumRestorationBytes: Int { 1 << 20 }

    /// The most screen entries restored, in all stacks together: 10,000. Data with more is refused
    /// with ``RestorationError/tooManyEntries(atLeast:limit:)``; each stack is counted
    /// before its entries are read, so a huge stack is refused without being built.
    public static var maximumRestorationEntries: Int { 10_000 }

    /// The highest identity counter (``nextIdentity``) restored, or decoded in any way; data with
    /// a higher one is refused with ``RestorationError/invalid(_:)``
    /// (``NavigationError/noRoomForIdentities(next:limit:)``).
    ///
    /// 2^52, half of ``identityCounterLimit``: a restored value always has 2^52 identities left,
    /// so none of its changes ever runs out.
    public static var maximumRestorationNextIdentity: Int { 1 << 52 }
}

/// The entries a restoration may still decode, shared by every stack of one decoding through the
/// decoder's `userInfo`. Only `restored(from:)` sets it: plain `Codable` decoding has no limit.
final class EntryBudget: @unchecked Sendable {
    // Unchecked: a budget belongs to one `restored(from:)` call, whose decoding runs on its thread.
    static let key = CodingUserInfoKey(rawValue: "Wayfinder.EntryBudget")!

    let limit: Int
    private(set) var spent = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes `count` entries of the budget, or throws at `path` once the total is past the limit.
    func spend(_ count: Int, at path: [any CodingKey]) throws {
        spent += count
        guard spent <= limit else {
            let refusal = RestorationError.tooManyEntries(atLeast: spent, limit: limit)
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: refusal.description, underlyingError: refusal))
        }
    }
}
