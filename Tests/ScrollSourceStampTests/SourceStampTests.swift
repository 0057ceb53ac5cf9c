import Foundation
import TestSupport
import Testing

@testable import ScrollSourceStamp

/// The source stamp a web module carries and the binary is built with (docs/WEB.md, "Which module is
/// used"): which files it covers, its value (the one scripts/wasm/source-stamp.py gives), what moves it
/// and what does not, and the file that gives it to the binary.
@Suite struct SourceStampTests {
    @Test func theFilesAreTheEmbeddableSourcesTheGlueTheScenesAndSupportInByteOrder() throws {
        let root = try FakeCheckout.make()
        #expect(
            try SourceStamp.files(checkout: root) == [
                "Assets/scenes/a.json", "Sources/ScrollCore/Core.swift", "Sources/ScrollSession/Session.swift",
                "Sources/ScrollWeb/Glue.swift", "Sources/ScrollWeb/Pages/Page.swift", "scripts/wasm/support.c",
            ])
    }

    @Test func theStampIsThePythonHelpers() throws {
        #expect(try SourceStamp.stamp(checkout: FakeCheckout.make()) == FakeCheckout.stamp)
    }

    /// FNV-1a 64's published values for "" and "a".
    @Test func theHashIsFNV1a64() {
        var empty = FNV1a64()
        empty.add([])
        #expect(empty.hex == "cbf29ce484222325")
        var a = FNV1a64()
        a.add(Array("a".utf8))
        #expect(a.hex == "af63dc4c8601ec8c")
    }

    @Test(arguments: [
        ("Sources/ScrollCore/Core.swift", "struct Core { var x = 1 }\n"),
        ("Sources/ScrollSession/Session.swift", "struct Session {}\n\n"),
        ("Sources/ScrollWeb/Pages/More.swift", "func more() {}\n"),
        ("Sources/ScrollWeb/Glue.swift", "func glue() { }\n"),
        ("Assets/scenes/a.json", "{\"id\": \"b\"}\n"),
        ("Assets/scenes/b.json", "{\"id\": \"b\"}\n"),
        ("scripts/wasm/support.c", "int y;\n"),
    ])
    func anEmbeddedInputMovesTheStamp(path: String, text: String) throws {
        let root = try FakeCheckout.make()
        try FakeCheckout.write(text, to: path, in: root)
        let moved = try SourceStamp.stamp(checkout: root)
        #expect(moved != FakeCheckout.stamp)
        #expect(moved.count == 16 && moved.allSatisfy(\.isHexDigit))
    }

    @Test(arguments: [
        ("Sources/ScrollIO/Files.swift", "import Foundation // native only\n"),
        ("Sources/ScrollIO/More.swift", "struct More {}\n"),
        ("Sources/ScrollWeb/notes.txt", "other notes\n"),
        ("Assets/scenes/.hidden.json", "{\"id\": \"h\"}\n"),
        ("Assets/scenes/readme.txt", "scenes\n"),
    ])
    func whatIsNotCompiledLeavesTheStamp(path: String, text: String) throws {
        let root = try FakeCheckout.make()
        try FakeCheckout.write(text, to: path, in: root)
        #expect(try SourceStamp.stamp(checkout: root) == FakeCheckout.stamp)
    }

    @Test func aMissingSourceOrGraphIsNamed() throws {
        let root = try FakeCheckout.make()
        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/ScrollCore/Core.swift"))
        let source = root.appendingPathComponent("Sources/ScrollCore/Core.swift").path
        #expect(throws: SourceStamp.Failure("\(source) cannot be read")) { try SourceStamp.stamp(checkout: root) }
        try FakeCheckout.write(
            #"{"modules": [{"name": "ScrollCore", "dependencies": [], "sources": []}]}"#, to: "scripts/module-graph.json", in: root)
        #expect(throws: SourceStamp.Failure("scripts/module-graph.json has no module ScrollSession")) {
            try SourceStamp.stamp(checkout: root)
        }
        try FileManager.default.removeItem(at: root.appendingPathComponent("scripts/module-graph.json"))
        let graph = root.appendingPathComponent("scripts/module-graph.json").path
        #expect(throws: SourceStamp.Failure("\(graph) cannot be read")) { try SourceStamp.stamp(checkout: root) }
    }

    /// The file the build compiles into ScrollWebPage: the stamp as `WebModuleStamp.compiled`.
    @Test func theGeneratedFileGivesTheStampToWebModuleStamp() {
        let text = SourceStamp.swiftFile(stamp: "0123456789abcdef")
        #expect(text.contains("extension WebModuleStamp {\n"))
        #expect(text.contains("    public static let compiled = \"0123456789abcdef\"\n}\n"))
    }
}
