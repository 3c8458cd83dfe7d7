#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal a session draws in: raw mode and the alternate screen while it runs, restored on
/// every way out (quit, Ctrl-C, SIGTERM, SIGHUP).
@MainActor
public final class TerminalSession {
    /// Whether standard input and output are a terminal.
    public static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

    /// Completes a character that one read cut off with the next read.
    private var decoder = TerminalKeyDecoder()

    /// A session on the process's terminal; nothing changes until ``run(frame:tick:onKey:)``.
    public init() {}

    /// Runs until `onKey` returns `false`: each turn waits up to a frame for keys, hands them
    /// over, lets `tick` move time forward by the real time that passed, and redraws when the
    /// frame or the terminal's size changed.
    public func run(
        frame: @MainActor (_ columns: Int, _ rows: Int) -> [String],
        tick: @MainActor (Duration) -> Void,
        onKey: @MainActor (TerminalKey) -> Bool
    ) {
        enterRawMode()
        defer { restoreTerminal() }
        let clock = ContinuousClock()
        var last = clock.now
        var drawn: [String] = []
        var size = (0, 0)
        var running = true
        while running {
            for key in readKeys(waitingMilliseconds: 16) where running {
                running = onKey(key)
            }
            let now = clock.now
            tick(now - last)
            last = now
            let current = Self.size()
            let lines = frame(current.columns, current.rows)
            if lines != drawn || current != size {
                draw(lines, clearing: current != size)
                drawn = lines
                size = current
            }
        }
    }

    private func readKeys(waitingMilliseconds timeout: Int32) -> [TerminalKey] {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeout) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(0, &buffer, buffer.count)
        return count > 0 ? decoder.keys(from: Array(buffer.prefix(count))) : []
    }

    private func draw(_ lines: [String], clearing: Bool) {
        Self.emit(Self.drawing(lines, clearing: clearing))
    }

    /// What draws `lines` from the top-left corner: each line cleared to its end, and no line
    /// break after the last, so a frame as tall as the terminal never scrolls its top line away.
    ///
    /// - Parameter clearing: Whether to clear the whole screen first (after a resize).
    public static func drawing(_ lines: [String], clearing: Bool) -> String {
        (clearing ? "\u{1B}[2J" : "") + "\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J"
    }

    /// The terminal's size in columns and rows.
    static func size() -> (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return (80, 24) }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    static func emit(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(1, $0.baseAddress! + offset, $0.count - offset) }
            guard written > 0 else { return }
            offset += written
        }
    }

    private func enterRawMode() {
        var original = termios()
        tcgetattr(0, &original)
        savedTerminal = original
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(0, TCSAFLUSH, &raw)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { number in
                restoreSavedTerminal()
                _exit(128 + number)
            }
        }
        Self.emit("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
    }

    private func restoreTerminal() {
        restoreSavedTerminal()
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { signal(signalNumber, SIG_DFL) }
    }
}

/// The terminal's settings before raw mode; a signal handler restores them, so they cannot live
/// on an actor.
nonisolated(unsafe) private var savedTerminal: termios?

/// Leaves raw mode and the alternate screen, showing the cursor again. Safe to call twice.
private func restoreSavedTerminal() {
    guard var original = savedTerminal else { return }
    savedTerminal = nil
    tcsetattr(0, TCSAFLUSH, &original)
    let reset = Array("\u{1B}[?25h\u{1B}[?1049l".utf8)
    reset.withUnsafeBytes { _ = write(1, $0.baseAddress!, $0.count) }
}
