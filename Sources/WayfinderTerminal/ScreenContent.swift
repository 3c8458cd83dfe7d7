/// What one screen shows in the terminal: a title, lines of content, and numbered actions.
///
/// The app's terminal views return these, as its SwiftUI views would return views; the actions
/// call into the app's screen models.
public struct ScreenContent {
    /// One thing the user can do on the screen.
    public struct Action {
        /// What the action is called.
        public var label: String
        /// What it does.
        public var perform: @MainActor () -> Void

        /// An action called `label` that runs `perform` when tapped.
        public init(_ label: String, perform: @escaping @MainActor () -> Void) {
            self.label = label
            self.perform = perform
        }
    }

    /// The title in the navigation bar.
    public var title: String
    /// The content, one line each.
    public var lines: [String]
    /// The actions, numbered from 1 on screen.
    public var actions: [Action]

    /// Content with a title, lines and numbered actions.
    public init(title: String, lines: [String] = [], actions: [Action] = []) {
        self.title = title
        self.lines = lines
        self.actions = actions
    }
}
