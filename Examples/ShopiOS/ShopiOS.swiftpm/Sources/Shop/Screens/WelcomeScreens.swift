import SwiftUI

/// While the session is checked.
struct SplashScreen: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Shop").font(.title)
            ProgressView()
        }
    }
}

/// Sign in: fades to the tabs (or to onboarding the first time); Sign in slides back in on
/// sign-out.
struct SignInScreen: View {
    let events: ScreenEvents

    var body: some View {
        List {
            Text("Welcome to Shop.").font(.title)
            Button("Sign in as Ada") { events.send(.signIn(name: "Ada")) }
        }
    }
}

/// One step of onboarding: it reports its answer; `OnboardingFlow` decides the next step (a
/// guardian's email only for under-18s).
struct OnboardingScreen: View {
    let step: OnboardingStep
    let session: Session
    let events: ScreenEvents

    var body: some View {
        // The name is the one signed in with; the age decides whether a guardian is asked.
        let name = session.user ?? "you"
        List {
            switch step {
            case .name:
                Text("About you").font(.title)
                Text("Hi \(name)! How old are you?")
                Button("15") { events.send(.onboarding(.name(name, age: 15))) }
                Button("36") { events.send(.onboarding(.name(name, age: 36))) }
                Button("Skip to email") { events.send(.skipToEmail) }
            case .guardian:
                Text("A guardian").font(.title)
                Text("Under 18s need a guardian.")
                Button("parent@example.com") { events.send(.onboarding(.guardian(email: "parent@example.com"))) }
            case .email:
                Text("Email").font(.title)
                Button("ada@example.com") { events.send(.onboarding(.email("ada@example.com"))) }
            case .finish:
                Text("All set").font(.title)
                Text("Welcome aboard.")
                Button("Start shopping") { events.send(.onboarding(.finished)) }
            }
        }
    }
}
