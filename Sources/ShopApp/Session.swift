import Observation

/// Who is signed in, and whether they finished onboarding. A real app keeps this in the keychain.
@MainActor
@Observable
public final class Session {
    /// The signed-in user's name, if any.
    public private(set) var user: String?
    /// Whether the onboarding flow has been finished once.
    public private(set) var hasOnboarded: Bool

    public init(user: String? = nil, hasOnboarded: Bool = false) {
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
