import Foundation
import ScrollFiles
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
        #expect(error("{\"title\": \"t\"}") == "FILE: line 1: missing field \"id\"")
        #expect(
            error("{\"id\": \"x\", \"title\": \"t\", \"header\": {\"height\": \"tall\"}}")
                == "FILE: line 1: header.height: expected a number, found text")
    }

    @Test func absurdSizesAreRejected() {
        #expect(
            error("{\"id\": \"x\", \"title\": \"t\", \"header\": {\"height\": -5}}")
                == "FILE: line 1: header.height must be between 0 and 2000 points")
        #expect(error("{\"id\": \"x\", \"title\": \"t\", \"rowHeight\": 0}") == "FILE: line 1: rowHeight must be between 8 and 2000 points")
        #expect(
            error("{\"id\": \"x\", \"title\": \"t\", \"pages\": [{\"rows\": -1}]}")
                == "FILE: line 1: pages[0].rows must be between 0 and 10000000")
    }

    /// Unknown fields are refused at their line, with the nearest known name of the same object.
    @Test func unknownFieldsNameTheLineAndTheNearestName() {
        #expect(
            error("{\"id\": \"x\", \"title\": \"t\",\n \"rowHeigth\": 50}")
                == "FILE: line 2: rowHeigth: unknown field (did you mean rowHeight?)")
        #expect(
            error("{\"id\": \"x\", \"title\": \"t\", \"pages\": [\n{\"rows\": 1},\n {\"rows\": 2, \"rowTitel\": \"a\"}]}")
                == "FILE: line 3: pages[1].rowTitel: unknown field (did you mean rowTitle?)")
        #expect(error("{\"id\": \"x\", \"title\": \"t\", \"zzz\": 1}") == "FILE: line 1: zzz: unknown field")
        #expect(
            error("{\"id\": \"x\", \"title\": \"t\", \"header\": {\"height\": 9, \"Title\": \"a\"}}")
                == "FILE: line 1: header.Title: unknown field (did you mean title?)")
    }

    @Test func rulesBetweenFieldsAreChecked() {
        let strip = "\"tabStrip\": {\"height\": 44, \"titles\": [\"a\", \"b\", \"c\"]}"
        #expect(
            error("{\"id\": \"x\", \"title\": \"t\", \(strip), \"pages\": [{\"rows\": 1}, {\"rows\": 2}]}")
                == "FILE: tabStrip.titles: 3 titles for 2 pages (one title per page)")
        #expect(
            error("{\"id\": \"x\", \"title\": \"t\", \"tabStrip\": {\"titles\": []}}") == "FILE: line 1: missing field \"tabStrip.height\"")
        #expect(error("{\"id\": \"x\", \"title\": \"t\", \"kind\": \"gallery\"}") == "FILE: a gallery scene needs a \"technique\"")
        // A header on a list was accepted and ignored (nothing drawn, nothing collapsed).
        let listWithHeader = #"{"id": "x", "title": "t", "rows": 10, "header": {"height": 100, "quickReturn": true}}"#
        #expect(
            error(listWithHeader)
                == "FILE: header: a list scene has no header (give \"pages\" for a nested page; a list's headers are quickReturn and stretchHeader)"
        )
        #expect(error(#"{"id": "x", "title": "t", "kind": "paging", "header": {"height": 100}}"#).hasPrefix("FILE: header: a paging scene"))
        #expect(error(#"{"id": "x", "title": "t", "pages": [{"rows": 3}], "header": {"height": 100}}"#) == "no error")
    }

    /// A definition made in code is checked the same way, as the file it encodes to.
    @Test func aDefinitionMadeInCodeIsCheckedByTheTable() {
        var def = SceneDefinition(id: "x", title: "t")
        #expect(def.validationError() == nil)
        def.rowHeight = 2
        #expect(def.validationError() == "rowHeight must be between 8 and 2000 points")
    }

    @Test func theShippedScenesLoadInOrder() throws {
        let catalog = try SceneCatalog(directory: Paths.repoRoot.appendingPathComponent("Assets/scenes"))
        #expect(catalog.scenes.first?.id == "profile")
    }
}
