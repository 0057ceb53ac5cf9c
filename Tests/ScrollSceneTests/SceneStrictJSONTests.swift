import Foundation
import ScrollFiles
import ScrollScene
import Testing

/// A scene file is read strictly (#46 class 7, #40 item 8): a duplicate key is refused naming the key
/// and its path (the first used to win, where every JSON tool takes the last); a trailing comma is
/// malformed JSON.
@Suite struct SceneStrictJSONTests {
    func problem(_ text: String) -> String? {
        do {
            _ = try SceneCatalog.parse(Data(text.utf8), label: "s.json")
            return nil
        } catch {
            return error.message
        }
    }

    @Test func duplicateKeysAreRefused() {
        #expect(
            problem("{\"id\": \"dup\",\n \"id\": \"dup2\", \"title\": \"x\", \"kind\": \"list\", \"rows\": 10}")
                == "s.json: line 2: id: duplicate key (a key appears once in an object)")
        #expect(
            problem(#"{"id": "d", "title": "x", "kind": "list", "rows": 10, "header": {"height": 100, "height": 200}}"#)
                == "s.json: line 1: header.height: duplicate key (a key appears once in an object)")
    }

    @Test func trailingCommasAreMalformed() {
        #expect(problem("{\"id\": \"t\", \"title\": \"x\", \"kind\": \"list\",\n \"rows\": 10,\n}") == "s.json: line 3: malformed JSON")
        #expect(
            problem(#"{"id": "t", "title": "x", "kind": "list", "rowHeights": [10,], "rows": 10}"#) == "s.json: line 1: malformed JSON")
        #expect(problem(#"{"id": "t", "title": "x", "kind": "list", "rows": 10}"#) == nil)
    }
}
