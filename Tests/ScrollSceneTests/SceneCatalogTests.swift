import Foundation
import ScrollScene
import TestSupport
import Testing

@Suite struct SceneCatalogTests {
    func write(_ text: String, name: String = "bad.json") -> URL {
        let dir = Paths.temporaryDirectory()
        let url = dir.appendingPathComponent(name)
        try? Data(text.utf8).write(to: url)
        return url
    }

    func error(_ text: String) -> String {
        let url = write(text)
        do {
            _ = try SceneCatalog.load(url)
            return "no error"
        } catch {
            return error.message.replacingOccurrences(of: url.path, with: "FILE")
        }
    }

    @Test func malformedJSONNamesTheLine() {
        #expect(error("{\n  \"id\": \"x\",\n  \"title\": \"t\"\n  \"order\": 1\n}") == "FILE: line 4: malformed JSON")
    }

    @Test func missingAndMistypedFieldsAreNamed() {
        #expect(error("{\"title\": \"t\"}") == "FILE: missing field \"id\"")
        #expect(error("{\"id\": \"x\", \"title\": \"t\", \"header\": {\"height\": \"tall\"}}") == "FILE: header.height: expected Double")
    }

    @Test func absurdSizesAreRejected() {
        #expect(
            error("{\"id\": \"x\", \"title\": \"t\", \"header\": {\"height\": -5}}")
                == "FILE: header.height must be between 0 and 2000 points")
        #expect(error("{\"id\": \"x\", \"title\": \"t\", \"rowHeight\": 0}") == "FILE: rowHeight must be between 8 and 2000 points")
        #expect(
            error("{\"id\": \"x\", \"title\": \"t\", \"pages\": [{\"rows\": -1}]}") == "FILE: pages[0].rows must be between 0 and 10000000")
    }

    @Test func theShippedScenesLoadInOrder() throws {
        let catalog = try SceneCatalog(directory: Paths.repoRoot.appendingPathComponent("Assets/scenes"))
        #expect(catalog.scenes.first?.id == "profile")
    }
}
