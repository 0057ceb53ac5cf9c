import Foundation
import ScrollCore
import ScrollFiles
import ScrollScene
import Testing

/// A scene file's errors come all at once (issue #40: they came one per run): one line per problem,
/// each naming the file, the line and the JSON path; at most 20, then how many more.
@Suite struct SceneFieldCheckTests {
    func problems(_ json: String) -> String? {
        do {
            _ = try SceneCatalog.parse(Data(json.utf8), label: "shop.json")
            return nil
        } catch {
            return error.message
        }
    }

    @Test func everyBadFieldIsItsOwnLine() {
        let json = """
            {"id": "shop", "title": "Shop", "rowHeigth": 72,
             "header": {"height": -5, "title": 3},
             "tabStrip": {"titles": ["A"]},
             "pages": [{"rows": -1}]}
            """
        #expect(
            problems(json) == """
                shop.json: line 1: rowHeigth: unknown field (did you mean rowHeight?)
                shop.json: line 2: header.height must be between 0 and 2000 points
                shop.json: line 2: header.title: expected text, found a number
                shop.json: line 3: missing field "tabStrip.height"
                shop.json: line 4: pages[0].rows must be between 0 and 10000000
                """)
    }

    /// An object where an array (or a number) is wanted is one line, the type's — its members are not
    /// listed as unknown fields (audit 26: `assertions.name: unknown field` came first). A misspelt
    /// member of a real object still is.
    @Test func aFieldOfTheWrongTypeIsOneLineNotItsMembers() {
        let assertions = #"{"id": "s", "title": "S", "rows": 9, "assertions": {"name": "x", "always": true, "that": "true"}}"#
        #expect(problems(assertions) == "shop.json: line 1: assertions: expected an array, found an object")
        let pages = #"{"id": "s", "title": "S", "kind": "nestedPage", "pages": {"rows": 3}, "rowHeight": {"h": 1}}"#
        #expect(
            problems(pages) == """
                shop.json: line 1: pages: expected an array, found an object
                shop.json: line 1: rowHeight: expected a number, found an object
                """)
        let header = problems(#"{"id": "s", "title": "S", "header": {"heigth": 3, "height": 3}}"#)
        #expect(header?.hasPrefix("shop.json: line 1: header.heigth: unknown field") == true)
        // The web module's check of a definition given as JSON says the same.
        let json = try? JSONValue.read(Data(assertions.utf8))
        guard case .failure(let e)? = json.map({ SceneDefinition.checked($0) }) else {
            Issue.record("the web check accepted an object for assertions")
            return
        }
        #expect(e.message == "assertions: expected an array, found an object")
    }

    @Test func oneProblemIsOneLineAsBefore() {
        #expect(problems(#"{"id": "shop", "title": "Shop", "rows": -1}"#) == "shop.json: line 1: rows must be between 0 and 10000000")
    }

    @Test func atMostTwentyAreListedThenACount() throws {
        let unknown = (0..<25).map { "\"x\($0)\": 1" }.joined(separator: ",\n")
        let text = try #require(problems("{\"id\": \"shop\", \"title\": \"Shop\",\n\(unknown)}"))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 21)
        #expect(lines[0] == "shop.json: line 2: x0: unknown field")
        #expect(lines[19] == "shop.json: line 21: x19: unknown field")
        #expect(lines[20] == "shop.json: … and 5 more problems")
    }
}
