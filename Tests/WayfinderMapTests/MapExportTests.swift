import Testing
import Wayfinder
import WayfinderMap

/// The map's exports, against golden text: what a reader of the docs sees, byte for byte.
@Suite("Navigation map: export")
struct MapExportTests {
    @Test("the builder names each screen once, asks the guard about each sample, and keeps the router's links")
    func builtFromDeclarations() throws {
        let map = try NavigationMap.testApp()
        #expect(map.screens == ["signIn", "home", "item(id)"])
        #expect(map.guards == [.init(id: "signedIn", protects: ["home", "item"], redirectsTo: [ScreenPath("signIn", ["signIn"])])])
        #expect(map.links.map(\.pattern) == ["/items/:id"])
    }

    @Test("DOT")
    func dot() throws {
        #expect(try NavigationMap.testApp().dot == """
            digraph navigation {
                rankdir=LR;
                node [shape=box];
                "flow signIn" [label="flow signIn", shape=folder];
                "flow main" [label="flow main", shape=folder];
                "screen signIn" [label="signIn"];
                "screen home" [label="home\\nguard: signedIn"];
                "screen item" [label="item(id)\\nguard: signedIn"];
                "link /items/:id" [label="/items/:id", shape=note];
                "guard signedIn" [label="guard signedIn", shape=octagon];
                "flow signIn" -> "screen signIn" [label="root"];
                "flow main" -> "screen home" [label="root"];
                "screen home" -> "screen item" [label="push"];
                "link /items/:id" -> "screen item" [label="main: home › item(id)", style=dotted];
                "guard signedIn" -> "screen signIn" [label="redirect", style=bold];
            }

            """)
    }

    @Test("Mermaid")
    func mermaid() throws {
        #expect(try NavigationMap.testApp().mermaid == """
            flowchart LR
                n0(["flow signIn"])
                n1(["flow main"])
                n2["signIn"]
                n3["home<br/>guard: signedIn"]
                n4["item(id)<br/>guard: signedIn"]
                n5>"/items/:id"]
                n6{{"guard signedIn"}}
                n0 -->|"root"| n2
                n1 -->|"root"| n3
                n3 -->|"push"| n4
                n5 -.->|"main: home › item(id)"| n4
                n6 ==>|"redirect"| n2

            """)
    }

    @Test("Markdown")
    func markdown() throws {
        #expect(try NavigationMap.testApp().markdown == """
            | Flow | Tab | Starts at |
            |---|---|---|
            | `signIn` |  | signIn |
            | `main` |  | home |

            | Link | Parameters | Lands on | Guards |
            |---|---|---|---|
            | `/items/:id` | id | main: home › item(id) | signedIn |

            | Guard | Protects | Redirects to |
            |---|---|---|
            | `signedIn` | home, item | signIn: signIn |

            | From | To | By |
            |---|---|---|
            | home | item(id) | push |

            """)
    }

    @Test("quotes, pipes and line breaks in names are escaped in each format")
    func escaping() {
        let map = NavigationMap(
            screens: [ScreenName("say \"hi\"|\\")], flows: [ScreenPath("a|b", [ScreenName("say \"hi\"|\\")])],
            links: [], guards: [], transitions: [])
        #expect(map.dot.contains(#""screen say \"hi\"|\\" [label="say \"hi\"|\\"];"#))
        #expect(map.mermaid.contains(#"n1["say #quot;hi#quot;|\"]"#))
        #expect(map.markdown.contains(#"| `a\|b` |  | say "hi"\|\ |"#))
    }
}
