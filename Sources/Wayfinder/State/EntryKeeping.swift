/// Which entries a replaced stack keeps (``NavigationState/replaceStack(with:at:keeping:)``): a
/// kept entry keeps its identity, and so its screen model and its place on screen; every other
/// screen gets a new entry.
///
/// ```swift
/// // root main: welcome › name › email
/// try state.replaceStack(with: [.welcome, .email])                    // email keeps its entry
/// try state.replaceStack(with: [.welcome, .email], keeping: .root)    // a fresh email entry
/// ```
public enum EntryKeeping: Hashable, Sendable {
    /// Every entry whose screen is still there, in the same order: the most entries of the
    /// stack, bottom first, whose screens appear in that order among the new screens. A removal
    /// from the middle keeps the entries above it; a screen added in the middle is the only new
    /// entry. The entries matched in full are those of an unchanged bottom and top and, between
    /// them, up to 65,536 pairs of old entries and new screens; past that, only the bottom and
    /// the top are kept.
    case sameScreens
    /// The root entry alone, when its screen stays the root: every screen above it gets a new
    /// entry, as after a pop to the root and a push.
    case root
    /// No entry: every screen gets a new one, the root's included.
    case nothing
}

extension IdentityCounter {
    /// `screens` as a stack, with the entries of `current` that `keeping` keeps and new entries
    /// (in the order of `screens`) for the rest.
    mutating func reconcile<Screen>(
        _ current: ScreenStack<Screen>?, with screens: [Screen], keeping: EntryKeeping = .sameScreens
    ) -> ScreenStack<Screen> {
        let entries = current?.entries ?? []
        var kept = [Entry<Screen>?](repeating: nil, count: screens.count)
        switch keeping {
        case .sameScreens:
            kept = entries.matched(to: screens) { $0.screen == $1 }
        case .root:
            if let first = entries.first, first.screen == screens.first { kept[0] = first }
        case .nothing:
            break
        }
        return ScreenStack(zip(kept, screens).map { kept, screen in kept ?? entry(screen) })
    }
}

extension Array {
    /// For each of `targets`, the element of `self` matched to it, or `nil`: a longest common
    /// subsequence of the two, in order. The common start and end are matched in linear time;
    /// the middle between them by dynamic programming when it has at most 65,536 pairs.
    func matched<Target>(to targets: [Target], by matches: (Element, Target) -> Bool) -> [Element?] {
        var result = [Element?](repeating: nil, count: targets.count)
        let start = commonPrefixCount(with: targets, by: matches)
        var end = 0
        while end < count - start, end < targets.count - start, matches(self[count - 1 - end], targets[targets.count - 1 - end]) {
            end += 1
        }
        for index in 0..<start { result[index] = self[index] }
        for offset in 0..<end { result[targets.count - 1 - offset] = self[count - 1 - offset] }
        let mine = self[start..<(count - end)]
        let theirs = targets[start..<(targets.count - end)]
        guard !mine.isEmpty, !theirs.isEmpty, mine.count * theirs.count <= 1 << 16 else { return result }
        // lengths[i][j]: the longest common subsequence of mine[i...] and theirs[j...].
        let width = theirs.count + 1
        var lengths = [Int](repeating: 0, count: (mine.count + 1) * width)
        for i in (0..<mine.count).reversed() {
            for j in (0..<theirs.count).reversed() {
                lengths[i * width + j] = matches(mine[start + i], theirs[start + j])
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : Swift.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var (i, j) = (0, 0)
        while i < mine.count, j < theirs.count {
            if matches(mine[start + i], theirs[start + j]) {
                result[start + j] = mine[start + i]
                (i, j) = (i + 1, j + 1)
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }
}
