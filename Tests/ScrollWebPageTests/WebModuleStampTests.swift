import Foundation
import TestSupport
import Testing

@testable import ScrollIO
@testable import ScrollWebPage

/// The source stamp a web module carries (docs/WEB.md, "Which module is used"): which files it covers,
/// its value (the one scripts/wasm/source-stamp.py gives), what moves it and what does not.
@Suite struct WebModuleStampTests {
    @Test func theFilesAreTheEmbeddableSourcesTheGlueTheScenesAndSupportInByteOrder() throws {
        let root = try FakeCheckout.make()
        #expect(
            try WebModuleStamp.files(checkout: root) == [
                "Assets/scenes/a.json", "Sources/ScrollCore/Core.swift", "Sources/ScrollSession/Session.swift",
                "Sources/ScrollWeb/Glue.swift", "Sources/ScrollWeb/Pages/Page.swift", "scripts/wasm/support.c",
            ])
    }

    @Test func theStampIsThePythonHelpers() throws {
        #expect(try WebModuleStamp.current(checkout: FakeCheckout.make()) == FakeCheckout.stamp)
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
        let moved = try WebModuleStamp.current(checkout: root)
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
        #expect(try WebModuleStamp.current(checkout: root) == FakeCheckout.stamp)
    }

    @Test func aMissingSourceOrGraphIsNamed() throws {
        let root = try FakeCheckout.make()
        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/ScrollCore/Core.swift"))
        let source = root.appendingPathComponent("Sources/ScrollCore/Core.swift").path
        #expect(throws: IOFailure("web: cannot compute the checkout's source stamp: \(source) cannot be read")) {
            try WebModuleStamp.current(checkout: root)
        }
        try FakeCheckout.write(
            #"{"modules": [{"name": "ScrollCore", "dependencies": [], "sources": []}]}"#, to: "scripts/module-graph.json", in: root)
        #expect(throws: IOFailure("web: scripts/module-graph.json has no module ScrollSession")) {
            try WebModuleStamp.current(checkout: root)
        }
    }

    @Test func aCheckoutHasSourcesAndTheGraphBesideItsAssets() throws {
        let root = try FakeCheckout.make()
        #expect(WebModuleStamp.checkout(assets: root.appendingPathComponent("Assets"))?.path == root.path)
        try FileManager.default.removeItem(at: root.appendingPathComponent("scripts/module-graph.json"))
        #expect(WebModuleStamp.checkout(assets: root.appendingPathComponent("Assets")) == nil)
        let installation = Paths.temporaryDirectory()
        try FakeCheckout.write("{}\n", to: "Assets/scenes/a.json", in: installation)
        #expect(WebModuleStamp.checkout(assets: installation.appendingPathComponent("Assets")) == nil)
    }

    @Test func theSectionReadsBackAndAModuleWithoutOneHasNoStamp() {
        let module = WasmCustomSection.header + WebModuleStamp.section("0123456789abcdef")
        #expect(module.count == 8 + 36)
        #expect(WebModuleStamp.stamp(of: module) == "0123456789abcdef")
        #expect(WebModuleStamp.stamp(of: WasmCustomSection.header) == nil)
    }
}
