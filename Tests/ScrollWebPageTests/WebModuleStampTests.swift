import Foundation
import ScrollSourceStamp
import TestSupport
import Testing

@testable import ScrollIO
@testable import ScrollWebPage

/// The source stamp a web module carries (docs/WEB.md, "Which module is used"): the binary's own, where
/// a checkout is, how a module's section reads (ScrollSourceStampTests: which files, which value).
@Suite struct WebModuleStampTests {
    /// The binary carries the stamp of the sources it was built from: this test binary was built from
    /// the checkout the tests run in, so it is the checkout's (scripts/web-stamp-test holds the real
    /// binary's to source-stamp.py's).
    @Test func theCompiledStampIsTheCheckouts() throws {
        #expect(WebModuleStamp.compiled == (try SourceStamp.stamp(checkout: Paths.repoRoot)))
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
