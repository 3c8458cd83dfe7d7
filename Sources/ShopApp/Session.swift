import Observation

/// Who is signed in, and whether they finished onboarding. A real app keeps this in the keychain.
@MainActor
@Observable
public final class Session {
    /// The signed-in user's name, if any.
    public private(set) var user: String?
    /// Whether the onboarding flow has been finished once.
    public private(set) var hasOnboarded: Bool

    /// A session with no one signed in, on a device that has never been onboarded.
    public convenience init() {
        self.init(user: nil, hasOnboarded: false)
    }

    /// A session as saved: who is signed in (`nil` for no one) and whether onboarding was
    /// finished. Both are said, so that a signed-in user is never "not onboarded" by default.
    public init(user: String?, hasOnboarded: Bool) {
        self.user = user
        self.hasOnboarded = hasOnboarded
    }

    /// Whether someone is signed in.
    public var isSignedIn: Bool { user != nil }

    /// Whether the main flow may be shown: signed in, onboarding done.
    public var isReady: Bool { isSignedIn && hasOnboarded }

    public func signIn(as user: String) { self.user = user }
    public func signOut() { user = nil }
    public func finishOnboarding() { hasOnboarded = true }
}
