import Foundation

// What restoration reads comes from outside the app (a scene's storage, a file, a backup), so it
// stops at sizes no real navigation reaches, before the work grows with the data.

extension NavigationState where Screen: Codable {
    /// The longest restoration data read, in bytes (1 MiB); longer data is refused with
    /// ``NavigationError/restorationTooLarge(byteCount:limit:)`` before any of it is read.
    ///
    /// A saved value is a few hundred bytes per layer and about 30 per entry besides its screen:
    /// the Shop's richest value, tabs with pushes, a sheet and an alert, is under 1 KB, and an
    /// app with a few hundred screens on its stacks writes some tens of kilobytes. 1 MiB is ten
    /// times that with room to spare, and restores in milliseconds; data past it is not
    /// navigation the app saved but corrupted or planted data.
    public static var maximumRestorationBytes: Int { 1 << 20 }

    /// The most screen entries restored, in all stacks together (the root's, every tab's, every
    /// layer's): 10,000. Data with more is refused with
    /// ``NavigationError/restorationTooManyEntries(atLeast:limit:)``; each stack is counted before its
    /// entries are read, so a huge stack is refused without being built.
    ///
    /// The byte limit alone lets about 35,000 small entries through. A deep-linking app keeps at
    /// most a few hundred screens on its stacks (a banking app's longest flows are tens deep);
    /// 10,000 is twenty times that, about 300 KB of data with small screens.
    public static var maximumRestorationEntries: Int { 10_000 }

    /// The highest identity counter (``nextIdentity``) restored, or decoded in any way; data with
    /// a higher one is refused with ``NavigationError/noRoomForIdentities(next:limit:)``.
    ///
    /// 2^52, half of ``identityCounterLimit``: a restored value always has 2^52 identities left,
    /// and every screen it shows from then on needs one (a push of N screens takes N, a new layer
    /// one more), so none of its changes ever runs out. A counter near the limit comes from
    /// corrupted data, not from use: an app that opens a thousand screens a second takes
    /// 140,000 years to count that far.
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
            let refusal = NavigationError.restorationTooManyEntries(atLeast: spent, limit: limit)
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: refusal.description, underlyingError: refusal))
        }
    }
}
