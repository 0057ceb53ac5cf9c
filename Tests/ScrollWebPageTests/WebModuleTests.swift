import Foundation
import TestSupport
import Testing

@testable import ScrollIO
@testable import ScrollWebPage

/// The web module is found with no variable (issue #40): beside the executable, else in the checkout's
/// `.build/wasm/` where scripts/build-wasm (and so scripts/run) writes it; `SCROLLLAB_WASM` overrides.
/// In a checkout only a module built from its sources counts (its source stamp, `WebModuleStamp`).
@Suite struct WebModuleTests {
    @Test func theCheckoutsBuildFolderIsLookedInAfterTheExecutablesOwn() {
        let found = WebModule.candidates().map { $0.standardizedFileURL.path }
        let exe = AssetLocator.executable().deletingLastPathComponent().appendingPathComponent("scrolllab.wasm")
        #expect(found.first == exe.standardizedFileURL.path)
        #expect(found.dropFirst().first == Paths.repoRoot.appendingPathComponent(".build/wasm/scrolllab.wasm").standardizedFileURL.path)
        #expect(found.last == Paths.repoRoot.appendingPathComponent("Assets/web/scrolllab.wasm").standardizedFileURL.path)
    }

    /// The tests run in the checkout: an override carrying its stamp is used.
    @Test func theVariableOverridesAndAMissingOneIsNamed() throws {
        let file = Paths.temporaryDirectory().appendingPathComponent("m.wasm")
        try Data(Self.module(try WebModuleStamp.current(checkout: Paths.repoRoot))).write(to: file)
        #expect(try WebModule.locate(environment: ["SCROLLLAB_WASM": file.path]) == file)
        #expect(throws: IOFailure("web: SCROLLLAB_WASM=/nonexistent/m.wasm: no such readable file")) {
            try WebModule.locate(environment: ["SCROLLLAB_WASM": "/nonexistent/m.wasm"])
        }
    }

    /// A module carrying `stamp` (nil: none, as before stamps).
    static func module(_ stamp: String?) -> [UInt8] {
        WasmCustomSection.header + (stamp.map(WebModuleStamp.section) ?? [])
    }

    /// Modules `a.wasm`, `b.wasm`, … in a folder, carrying `stamps`; their URLs.
    static func modules(_ stamps: [String?]) throws -> [URL] {
        let dir = Paths.temporaryDirectory()
        return try stamps.enumerated().map { i, stamp in
            let url = dir.appendingPathComponent("\(["a", "b", "c"][i]).wasm")
            try Data(module(stamp)).write(to: url)
            return url
        }
    }

    @Test func aStaleModuleIsSkippedForACurrentOneAfterIt() throws {
        let root = try FakeCheckout.make()
        let urls = try Self.modules(["0000000000000000", FakeCheckout.stamp])
        let found = try WebModule.find(environment: [:], candidates: urls + [URL(fileURLWithPath: "/nonexistent/c.wasm")], checkout: root)
        #expect(found.url == urls[1])
        #expect(found.data == Data(Self.module(FakeCheckout.stamp)))
    }

    @Test func whenEveryModuleIsStaleTheRunStopsNamingThem() throws {
        let root = try FakeCheckout.make()
        let urls = try Self.modules(["0000000000000000", nil])
        let missing = URL(fileURLWithPath: "/nonexistent/c.wasm")
        #expect(
            throws: IOFailure(
                "web: \(urls[0].path), \(urls[1].path) were built from other sources than this checkout's (rebuild with scripts/build-wasm)"
            )
        ) {
            try WebModule.find(environment: [:], candidates: urls + [missing], checkout: root)
        }
        #expect(
            throws: IOFailure("web: \(urls[1].path) was built from other sources than this checkout's (rebuild it with scripts/build-wasm)")
        ) {
            try WebModule.find(environment: [:], candidates: [missing, urls[1]], checkout: root)
        }
    }

    @Test func aStaleOverrideIsRefusedInACheckoutAndAnyModuleIsUsedOutsideOne() throws {
        let root = try FakeCheckout.make()
        let urls = try Self.modules([nil, "0000000000000000"])
        #expect(
            throws: IOFailure(
                "web: SCROLLLAB_WASM=\(urls[1].path) was built from other sources than this checkout's (rebuild it with scripts/build-wasm)"
            )
        ) {
            try WebModule.find(environment: ["SCROLLLAB_WASM": urls[1].path], candidates: [], checkout: root)
        }
        #expect(try WebModule.find(environment: ["SCROLLLAB_WASM": urls[1].path], candidates: [], checkout: nil).url == urls[1])
        #expect(try WebModule.find(environment: [:], candidates: urls, checkout: nil).url == urls[0])
    }
}
