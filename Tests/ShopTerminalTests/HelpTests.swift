import Testing

@testable import wayfinder_demo

/// `wayfinder-demo --help` as a person reads it in a terminal 80 columns wide.
@Suite("Help")
struct HelpTests {
    // Every line of the help fits 80 columns, the usage, the keys and the script commands
    // included, so nothing wraps where the terminal chooses.
    @Test func helpFits80Columns() {
        let help = DemoCommand.helpMessage(columns: 80)
        let long = help.split(separator: "\n").filter { $0.count > 80 }
        #expect(long.isEmpty, "\(long.joined(separator: "\n"))")
        #expect(help.contains("  scroll N        scroll the catalog by N rows, or the top sheet by N lines\n                  (negative: up)"))
        #expect(help.contains("  layout split    Main as a split, as --split does (layout tabs: as tabs);"))
        #expect(help.contains("  width N         the terminal is N columns wide (44 at first); a split"))
        #expect(help.contains("USAGE: wayfinder-demo [--signed-in]"))
        #expect(help.contains("[--map <format>] [--record <file>]\n"))
        #expect(help.contains("[--replay <file> [--export-test]]"))
    }
}
