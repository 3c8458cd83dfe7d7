/// A call UIKit would have refused, logged about, or crashed on, recorded by the simulated host.
///
/// Each names the rule of Platform Rules (Wayfinder.docc) it breaks, so a test can assert there
/// were none and a failure says which rule and what UIKit would have printed.
public struct RuleViolation: Hashable, Sendable, CustomStringConvertible {
    /// The rule's number in Platform Rules (Wayfinder.docc), such as `"1.4"`.
    public var rule: String
    /// What happened, in UIKit's words where UIKit logs it.
    public var message: String
    /// When it happened on the virtual clock.
    public var time: Duration

    public var description: String { "[\(rule)] at \(time.secondsText): \(message)" }
}

/// One line of the simulated host's transcript: a controller call and when it happened.
public struct TranscriptLine: Hashable, Sendable, CustomStringConvertible {
    /// When the call was made on the virtual clock.
    public var time: Duration
    /// The call, in words (`present sheet#5 on container (animated)`).
    public var text: String

    public var description: String { "\(time.secondsText) \(text)" }
}

extension Duration {
    /// `0.75s`: seconds with up to three decimals, for transcripts and tables.
    public var secondsText: String {
        let milliseconds = Int((Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15).rounded())
        let whole = milliseconds / 1000
        let rest = milliseconds % 1000
        return rest == 0 ? "\(whole).0s" : "\(whole)." + String(String(format3(rest)).reversed().drop { $0 == "0" }.reversed()) + "s"
    }
}

private func format3(_ value: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, 3 - text.count)) + text
}
