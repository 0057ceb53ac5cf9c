import Foundation

/// A checkout in miniature for the source stamp: a module graph where ScrollSession reaches ScrollCore
/// and the native-only ScrollIO sits above it, the glue folder (one file a level down, one not Swift),
/// two scene files (one hidden) and the C support file.
public enum FakeCheckout {
    public static let graph = """
        {"modules": [
         {"name": "ScrollCore", "dependencies": [], "sources": ["Sources/ScrollCore/Core.swift"]},
         {"name": "ScrollSession", "dependencies": ["ScrollCore"], "sources": ["Sources/ScrollSession/Session.swift"]},
         {"name": "ScrollIO", "dependencies": ["ScrollSession"], "sources": ["Sources/ScrollIO/Files.swift"]}
        ]}

        """
    public static let files = [
        "scripts/module-graph.json": graph,
        "Sources/ScrollCore/Core.swift": "struct Core {}\n",
        "Sources/ScrollSession/Session.swift": "struct Session {}\n",
        "Sources/ScrollIO/Files.swift": "import Foundation\n",
        "Sources/ScrollWeb/Glue.swift": "func glue() {}\n",
        "Sources/ScrollWeb/Pages/Page.swift": "func page() {}\n",
        "Sources/ScrollWeb/notes.txt": "notes\n",
        "Assets/scenes/a.json": "{\"id\": \"a\"}\n",
        "Assets/scenes/.hidden.json": "{}\n",
        "scripts/wasm/support.c": "int x;\n",
    ]
    /// What scripts/wasm/source-stamp.py prints for this checkout (its functions run with this root).
    public static let stamp = "270060c165bb1c0a"

    /// A fresh copy of the checkout; its root.
    public static func make() throws -> URL {
        let root = Paths.temporaryDirectory()
        for (path, text) in files { try write(text, to: path, in: root) }
        return root
    }

    public static func write(_ text: String, to path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
