import Foundation

/// Who is signed in and whether onboarding is done, kept in `UserDefaults` so the session outlives
/// the app (a real app keeps a session in the keychain). Restored navigation behind a session that
/// ended meets the guard again: Sign in is shown instead.
struct SavedSession: Equatable {
    var user: String?
    var hasOnboarded: Bool

    @MainActor
    init(_ session: Session) {
        user = session.user
        hasOnboarded = session.hasOnboarded
    }

    /// The session saved last, or nobody signed in on a device never onboarded.
    @MainActor
    static func load(from defaults: UserDefaults = .standard) -> Session {
        Session(user: defaults.string(forKey: Keys.user), hasOnboarded: defaults.bool(forKey: Keys.hasOnboarded))
    }

    func save(to defaults: UserDefaults = .standard) {
        defaults.set(user, forKey: Keys.user)
        defaults.set(hasOnboarded, forKey: Keys.hasOnboarded)
    }

    private enum Keys {
        static let user = "shop.session.user"
        static let hasOnboarded = "shop.session.hasOnboarded"
    }
}
