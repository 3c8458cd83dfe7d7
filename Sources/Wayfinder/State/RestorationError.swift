/// Why saved navigation cannot be restored: data that cannot be read, past the limits, of
/// another format or shape, or of the right shape but describing a value that cannot be shown
/// (``invalid(_:)``). ``NavigationState/restored(from:)`` throws one of these and never
/// half-succeeds: the app keeps the value it has.
///
/// ```swift
/// let start: NavigationState<Screen>
/// do throws(RestorationError) {
///     start = try NavigationState<Screen>.restored(from: data)
/// } catch .formatUnsupported(let format) {
///     print("saved by a newer version:", format)   // start afresh
///     start = NavigationState(root: .home)
/// } catch {
///     print(error)   // the saved navigation is unreadable: …
///     start = NavigationState(root: .home)
/// }
/// ```
///
/// ## Topics
///
/// ### Saved navigation that cannot be restored
///
/// - ``unreadable(_:)``
/// - ``tooLarge(byteCount:limit:)``
/// - ``tooManyEntries(atLeast:limit:)``
/// - ``formatUnsupported(_:)``
/// - ``mismatch(_:)``
/// - ``invalid(_:)``
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The saved data is not readable at all: truncated, not JSON, or empty.
    case unreadable(String)
    /// The saved data is longer than ``NavigationState/maximumRestorationBytes``; it was not read.
    case tooLarge(byteCount: Int, limit: Int)
    /// The saved data holds more screen entries than ``NavigationState/maximumRestorationEntries``,
    /// in all its stacks together; counted stack by stack, so `atLeast` is the count up to the
    /// stack that went past the limit, whose entries were not read.
    case tooManyEntries(atLeast: Int, limit: Int)
    /// The saved data was written in a newer or unknown format (``NavigationState/restorationFormat``).
    case formatUnsupported(Int)
    /// The saved data is JSON but not of the expected shape (a field missing or of the wrong
    /// type, a number out of range for its field, a screen the app no longer knows), and where.
    /// Data of the right shape whose value cannot be shown is ``invalid(_:)`` instead.
    case mismatch(String)

    /// The saved data has the right shape, but the value it describes cannot be shown, for the
    /// reason given (``NavigationError/duplicateIdentity(_:)``, say).
    case invalid(NavigationError)

    public var description: String {
        switch self {
        case .unreadable(let detail): "the saved navigation is unreadable: \(detail)"
        case .tooLarge(let byteCount, let limit):
            "the saved navigation is \(byteCount) bytes long; the limit is \(limit)"
        case .tooManyEntries(let count, let limit):
            "the saved navigation holds at least \(count) screen entries; the limit is \(limit)"
        case .formatUnsupported(let format):
            "the saved navigation uses format \(format), which this version cannot read"
        case .mismatch(let detail): "the saved navigation does not match this app's screens: \(detail)"
        case .invalid(let reason): reason.description
        }
    }
}
