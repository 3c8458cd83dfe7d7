import Wayfinder

/// What onboarding has learnt so far.
public struct OnboardingAnswers: Hashable, Sendable {
    public var name: String?
    public var age: Int?
    public var guardianEmail: String?
    public var email: String?

    public init(name: String? = nil, age: Int? = nil, guardianEmail: String? = nil, email: String? = nil) {
        self.name = name
        self.age = age
        self.guardianEmail = guardianEmail
        self.email = email
    }
}

/// What one onboarding screen reports when it is done: its answer, nothing about what comes next.
public enum OnboardingAnswer: Hashable, Sendable {
    case name(String, age: Int)
    case guardian(email: String)
    case email(String)
    case finished
}

/// The onboarding flow (S5): Name → (under 18: Guardian) → Email → Finish.
///
/// The screens only report answers; this model decides what comes next, goes back, and jumps to
/// Email directly. It edits the navigation value only through the navigator, so it is tested with
/// a headless navigator and no host.
@MainActor
public final class OnboardingFlow: ShopCoordinator {

    /// Where onboarding can be asked to go.
    public enum Route: Hashable, Sendable {
        /// Straight to Email, keeping what was answered.
        case email
    }

    /// The answers so far.
    public private(set) var answers = OnboardingAnswers()
    private let navigator: Navigator<ShopScreen>
    private let finish: @MainActor (OnboardingAnswers) -> Void

    /// A flow on `navigator`, whose root is `.onboarding(.name)`; `finish` runs after the last step.
    public init(navigator: Navigator<ShopScreen>, finish: @escaping @MainActor (OnboardingAnswers) -> Void) {
        self.navigator = navigator
        self.finish = finish
    }

    /// The step after `step`, given the answers; `nil` after the last one. Pure.
    public static func step(after step: OnboardingStep, answers: OnboardingAnswers) -> OnboardingStep? {
        switch step {
        case .name: (answers.age ?? 0) < 18 ? .guardian : .email
        case .guardian: .email
        case .email: .finish
        case .finish: nil
        }
    }

    /// Records a screen's answer and shows what comes next.
    @discardableResult
    public func answer(_ answer: OnboardingAnswer) -> NavigationRequest? {
        guard case .onboarding(let step) = navigator.state.topEntry?.screen else { return nil }
        switch answer {
        case .name(let name, let age):
            answers.name = name
            answers.age = age
        case .guardian(let email):
            answers.guardianEmail = email
        case .email(let email):
            answers.email = email
        case .finished:
            break
        }
        guard let next = Self.step(after: step, answers: answers) else {
            finish(answers)
            return nil
        }
        return navigator.push(.onboarding(next))
    }

    /// Goes back one step; the earlier answer stays until it is given again.
    @discardableResult
    public func back() -> NavigationRequest {
        navigator.pop()
    }

    public static func open(_ route: Route, in state: inout NavigationState<ShopScreen>) throws {
        switch route {
        case .email:
            let stack = state.stack(at: state.topStackLocation)?.screens ?? []
            let kept = stack.prefix { $0 != .onboarding(.email) && $0 != .onboarding(.finish) }
            try state.replaceStack(with: Array(kept) + [.onboarding(.email)])
        }
    }

    /// Jumps to Email directly.
    @discardableResult
    public func jumpToEmail() -> NavigationRequest {
        navigator.update { state in try Self.open(.email, in: &state) }
    }
}
