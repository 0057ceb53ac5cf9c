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
}
