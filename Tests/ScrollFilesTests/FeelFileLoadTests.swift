import Foundation
import ScrollCore
import ScrollFileAccess
import ScrollFiles
import ScrollScene
import Testing

@Suite struct FeelFileLoadTests {
    @Test func loadTakesAPresetNameOrAFile() throws {
        #expect(try FeelFile.load("flutter-clamping") == .flutterClamping)
        #expect(throws: FeelFile.Problem.self) { try FeelFile.load("androidd") }
        #expect(throws: FeelFile.Problem.self) { try FeelFile.load("/nonexistent/feel.json") }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("feel-\(getpid()).json")
        try Data(#"{"preset": "ios-fast", "touchSlop": 3}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try FeelFile.load(url.path).touchSlop == 3)
    }
    /// Notepad's "UTF-8 with BOM": a feel, scene and technique file starting with EF BB BF read as
    /// without it (it was `line 1: malformed JSON`, while a trace with one replayed).
    @Test func aFileSavedWithAByteOrderMarkReadsAsWithout() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bom-\(getpid())")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("techniques"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ name: String, _ text: String) throws -> URL {
            let url = root.appendingPathComponent(name)
            try (Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)).write(to: url)
            return url
        }
        #expect(try FeelFile.load(write("feel.json", #"{"preset": "android", "pressDelay": 0.08}"#).path).pressDelay == 0.08)
        let list = try SceneCatalog.load(write("list.json", #"{"id": "bom", "title": "BOM", "kind": "list", "rows": 12}"#))
        #expect(list.id == "bom" && list.rows == 12)
        _ = try write("techniques/pin.json", #"{"name": "pin", "rules": []}"#)
        let scene = try SceneCatalog.load(
            write(
                "technique.json",
                #"{"id": "t", "title": "T", "kind": "technique", "header": {"height": 200}, "techniqueFile": "pin"}"#))
        #expect(scene.appTechnique?.name == "pin")
    }
}
