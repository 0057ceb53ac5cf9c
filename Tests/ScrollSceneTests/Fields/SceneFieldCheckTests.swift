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
