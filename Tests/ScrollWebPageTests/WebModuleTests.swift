import Foundation
import TestSupport
import Testing

@testable import ScrollIO
@testable import ScrollWebPage

/// The web module is found with no variable (issue #40): beside the executable, else in the checkout's
/// `.build/wasm/` where scripts/build-wasm (and so scripts/run) writes it; `SCROLLLAB_WASM` overrides.
@Suite struct WebModuleTests {
    @Test func theCheckoutsBuildFolderIsLookedInAfterTheExecutablesOwn() {
        let found = WebModule.candidates().map { $0.standardizedFileURL.path }
        let exe = AssetLocator.executable().deletingLastPathComponent().appendingPathComponent("scrolllab.wasm")
        #expect(found.first == exe.standardizedFileURL.path)
        #expect(found.dropFirst().first == Paths.repoRoot.appendingPathComponent(".build/wasm/scrolllab.wasm").standardizedFileURL.path)
        #expect(found.last == Paths.repoRoot.appendingPathComponent("Assets/web/scrolllab.wasm").standardizedFileURL.path)
    }

    @Test func theVariableOverridesAndAMissingOneIsNamed() throws {
        let file = Paths.temporaryDirectory().appendingPathComponent("m.wasm")
        try Data([0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00]).write(to: file)
        #expect(try WebModule.locate(environment: ["SCROLLLAB_WASM": file.path]) == file)
        #expect(throws: IOFailure("web: SCROLLLAB_WASM=/nonexistent/m.wasm: no such readable file")) {
            try WebModule.locate(environment: ["SCROLLLAB_WASM": "/nonexistent/m.wasm"])
        }
    }
}
