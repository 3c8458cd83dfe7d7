extension ControllerHost {
    /// A stack controller, the entries it shows (as last set, root first) and their screen
    /// controllers. Screen controllers belong to one stack: an entry that moves to another stack
    /// gets a new controller there, because UIKit silently takes a controller away from the
    /// container it was in when another one adopts it.
    struct ShownStack {
        let controller: Driver.Stack
        var settled: SettledStack
        /// The screen controllers, one per entry of `settled`, in the same order: a list, not a
        /// table by identity, so a push or a pop keeps the others without hashing any.
        var screens: [Driver.Controller]

        /// The controllers for `entries`: this stack's own for the entries it keeps (in place, or
        /// moved within it), `make` for the others; and how many leading ones it kept in place,
        /// which are distinct by construction.
        func screens(
            for entries: [Entry<Screen>], making make: (Entry<Screen>) -> Driver.Controller
        ) -> (controllers: [Driver.Controller], keptInPlace: Int) {
            // Index walks: this code is not specialized for the app's screens, where `enumerated`,
            // `zip` and slices cost a generic call per element.
            let kept = settled.entries
            var same = 0
            while same < entries.count, same < kept.count, kept[same] == entries[same].id { same += 1 }
            var controllers: [Driver.Controller] = []
            controllers.reserveCapacity(entries.count)
            for index in 0..<same { controllers.append(screens[index]) }
            if same == kept.count {  // a push: every other entry is new
                for index in same..<entries.count { controllers.append(make(entries[index])) }
                return (controllers, same)
            }
            guard same < entries.count else { return (controllers, same) }  // a pop
            // Entries that changed place (a replacement, rare): their controllers by identity.
            var moved: [EntryID: Driver.Controller] = [:]
            for index in same..<kept.count { moved[kept[index]] = screens[index] }
            for index in same..<entries.count { controllers.append(moved[entries[index].id] ?? make(entries[index])) }
            return (controllers, same)
        }
    }
}

extension ControllerHost.ShownStack {
    /// The entry `screen` shows in this stack, if it is one of its screens.
    func entry(of screen: Driver.Controller) -> EntryID? {
        screens.firstIndex { $0 === screen }.map { settled.entries[$0] }
    }
}
