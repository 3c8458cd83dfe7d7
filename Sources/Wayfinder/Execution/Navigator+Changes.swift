// How the navigator takes what reaches it: one change at a time. What arrives in the middle of a
// change (a command from an Observation `onChange`, which runs while a property is about to
// change; a completion a host called back at once) runs right after it, so nothing plans from
// a value the navigator has not finished storing.

extension Navigator {
    /// Where something that reaches the navigator comes from: the host's reports (a step's
    /// completion, a user event) are facts about the screen, taken before the commands that
    /// arrived with them.
    enum Arrival {
        case host, command
    }

    /// Whether the navigator is in the middle of one of its changes: what arrives now waits
    /// until the change is done (`whenIdle`).
    var isChanging: Bool { changeDepth > 0 }

    /// Runs `change` as one of the navigator's changes: now, or, when the navigator is in the
    /// middle of one, right after it: what the host reported first, then the commands, each in
    /// the order it came.
    func whenIdle(_ arrival: Arrival = .command, always: Bool = false, _ change: @escaping @MainActor () -> Void) {
        guard isChanging else {
            asOneChange(always: always, change)
            return
        }
        let deferred: @MainActor () -> Void = { [self] in
            if always { hasChanged = true }
            change()
        }
        switch arrival {
        case .host: hostArrivals.append(deferred)
        case .command: commandArrivals.append(deferred)
        }
    }

    /// Runs one of the navigator's entry points, then what arrived meanwhile (`whenIdle`):
    /// ``revision`` moves once when the outermost returns, if anything changed (or `always`,
    /// for a refused command).
    func asOneChange<Result>(always: Bool = false, _ body: () -> Result) -> Result {
        changeDepth += 1
        let result = body()
        if always { hasChanged = true }
        if changeDepth == 1 { runArrivals() }
        changeDepth -= 1
        if changeDepth == 0, hasChanged {
            hasChanged = false
            moveRevision()
        }
        if changeDepth == 0, !isMovingRevision { nestedCommands = 0 }
        return result
    }

    /// Runs what arrived during the change, each inside the change (so what arrives while one
    /// runs waits its turn too): the host's reports, then one command, then the host's reports
    /// that command brought (a step completed at once), and so on.
    func runArrivals() {
        runHostArrivals()
        while !commandArrivals.isEmpty {
            var commands: [@MainActor () -> Void] = []
            swap(&commands, &commandArrivals)
            for command in commands {
                command()
                runHostArrivals()
            }
        }
    }

    /// Takes in what the host reported, then plans from it: no step starts while a report
    /// waits (`advance`), since a step planned without it would start from a screen that is
    /// no longer there (a tab the user tapped meanwhile).
    func runHostArrivals() {
        guard !hostArrivals.isEmpty else { return }
        repeat {
            var reports: [@MainActor () -> Void] = []
            swap(&reports, &hostArrivals)
            for report in reports { report() }
        } while !hostArrivals.isEmpty
        advance()
    }

    /// Moves ``revision`` once, or, when its followers are being told (a follower caused this
    /// change), once more right after.
    func moveRevision() {
        if isMovingRevision {
            owesRevision = true
            return
        }
        isMovingRevision = true
        defer { isMovingRevision = false }
        repeat {
            owesRevision = false
            revision &+= 1
        } while owesRevision
    }

    /// Records that `state` or `shown` changed.
    func noteChange() {
        hasChanged = true
    }
}
