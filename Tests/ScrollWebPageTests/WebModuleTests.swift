import Foundation
import TestSupport
import Testing

@testable import ScrollIO
@testable import ScrollWebPage

/// The web module is found with no variable (issue #40): beside the executable, else in the checkout's
/// `.build/wasm/` where scripts/build-wasm (and so scripts/run) writes it; `SCROLLLAB_WASM` overrides.
/// Only a module built from the sources the binary was built from counts (its source stamp against the
/// binary's compiled-in one, `WebModuleStamp.compiled`), in a checkout and in an installation alike.
@Suite struct WebModuleTests {
    @Test func theCheckoutsBuildFolderIsLookedInAfterTheExecutablesOwn() {
        let found = WebModule.candidates().map { $0.standardizedFileURL.path }
        let exe = AssetLocator.executable().deletingLastPathComponent().appendingPathComponent("scrolllab.wasm")
        #expect(found.first == exe.standardizedFileURL.path)
        #expect(found.dropFirst().first == Paths.repoRoot.appendingPathComponent(".build/wasm/scrolllab.wasm").standardizedFileURL.path)
        #expect(found.last == Paths.repoRoot.appendingPathComponent("Assets/web/scrolllab.wasm").standardizedFileURL.path)
    }

    /// The tests run in the checkout: an override carrying the binary's stamp is used.
    @Test func theVariableOverridesAndAMissingOneIsNamed() throws {
        let file = Paths.temporaryDirectory().appendingPathComponent("m.wasm")
        try Data(Self.module(WebModuleStamp.compiled)).write(to: file)
        #expect(try WebModule.locate(command: "web", environment: ["SCROLLLAB_WASM": file.path]) == file)
        let advice = WebModule.overrideAdvice(Self.lookup(checkout: Paths.repoRoot))
        #expect(advice.hasPrefix("point SCROLLLAB_WASM at a fresh build, e.g. \(Paths.repoRoot.standardizedFileURL.path)/.build/wasm/"))
        #expect(throws: IOFailure("web: SCROLLLAB_WASM=/nonexistent/m.wasm: no such readable file (\(advice))")) {
            try WebModule.find(
                Self.lookup(checkout: Paths.repoRoot), environment: ["SCROLLLAB_WASM": "/nonexistent/m.wasm"], candidates: [])
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

    /// The binary's stamp in these tests.
    static let binary = "1111111111111111"
    static let stale = "0000000000000000"

    /// A lookup by `command` expecting `binary`, from `checkout` (nil: an installation).
    static func lookup(_ command: String = "web", checkout: URL?) -> WebModule.Lookup {
        WebModule.Lookup(command: command, expected: binary, checkout: checkout)
    }

    @Test func aStaleModuleIsSkippedForACurrentOneAfterIt() throws {
        let urls = try Self.modules([Self.stale, Self.binary])
        let candidates = urls + [URL(fileURLWithPath: "/nonexistent/c.wasm")]
        for checkout in [try FakeCheckout.make(), nil] {
            let found = try WebModule.find(Self.lookup(checkout: checkout), environment: [:], candidates: candidates)
            #expect(found.url == urls[1])
            #expect(found.data == Data(Self.module(Self.binary)))
        }
    }

    /// The binary's stamp decides, not the checkout's sources as they are now: a module built from the
    /// checkout after an edit the binary was not rebuilt for is refused, the binary's own is used.
    @Test func theBinarysStampWinsOverTheCheckouts() throws {
        let root = try FakeCheckout.make()
        let urls = try Self.modules([FakeCheckout.stamp, Self.binary])
        #expect(try WebModule.find(Self.lookup(checkout: root), environment: [:], candidates: urls).url == urls[1])
    }

    @Test func whenEveryModuleIsStaleInACheckoutTheRunStopsNamingThem() throws {
        let root = try FakeCheckout.make()
        let urls = try Self.modules([Self.stale, nil])
        let missing = URL(fileURLWithPath: "/nonexistent/c.wasm")
        let advice = "after swift build if the checkout changed since scrolllab was built"
        #expect(
            throws: IOFailure(
                "web: \(urls[0].path), \(urls[1].path) were built from other sources than this scrolllab (rebuild with scripts/build-wasm, \(advice))"
            )
        ) {
            try WebModule.find(Self.lookup(checkout: root), environment: [:], candidates: urls + [missing])
        }
        #expect(
            throws: IOFailure(
                "report: \(urls[1].path) was built from other sources than this scrolllab (rebuild it with scripts/build-wasm, \(advice))")
        ) {
            try WebModule.find(Self.lookup("report", checkout: root), environment: [:], candidates: [missing, urls[1]])
        }
    }

    /// Audit finding 4: an installed binary (no sources beside its Assets) paired with a module from
    /// other sources gave a dead page; now the module is refused, naming it and what to do.
    @Test func anInstallationRefusesAModuleBuiltFromOtherSources() throws {
        let installation = Paths.temporaryDirectory()
        try FakeCheckout.write("{}\n", to: "Assets/scenes/a.json", in: installation)
        #expect(WebModuleStamp.checkout(assets: installation.appendingPathComponent("Assets")) == nil)
        let module = installation.appendingPathComponent("bin/scrolllab.wasm")
        try FileManager.default.createDirectory(at: module.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.module(Self.stale)).write(to: module)
        let advice = "put the scrolllab.wasm built with it beside it: scripts/build-wasm in the checkout it was built from"
        #expect(throws: IOFailure("report: \(module.path) was built from other sources than this scrolllab (\(advice))")) {
            try WebModule.find(Self.lookup("report", checkout: nil), environment: [:], candidates: [module])
        }
        try Data(Self.module(Self.binary)).write(to: module)
        #expect(try WebModule.find(Self.lookup(checkout: nil), environment: [:], candidates: [module]).url == module)
    }

    /// Audit finding 5: the variable's lines name it and the absolute path, and say what fixes it.
    @Test func aStaleOrForeignOverrideIsNamedWithTheVariableAndTheFix() throws {
        let root = try FakeCheckout.make()
        let urls = try Self.modules([nil, Self.stale])
        let fresh =
            "point SCROLLLAB_WASM at a fresh build, e.g. \(root.path)/.build/wasm/scrolllab.wasm after scripts/build-wasm, or unset it"
        #expect(throws: IOFailure("web: SCROLLLAB_WASM=\(urls[1].path) was built from other sources than this scrolllab (\(fresh))")) {
            try WebModule.find(Self.lookup(checkout: root), environment: ["SCROLLLAB_WASM": urls[1].path], candidates: [])
        }
        let installed = "point SCROLLLAB_WASM at the scrolllab.wasm built with this scrolllab, or unset it"
        #expect(throws: IOFailure("report: SCROLLLAB_WASM=\(urls[1].path) was built from other sources than this scrolllab (\(installed))"))
        {
            try WebModule.find(Self.lookup("report", checkout: nil), environment: ["SCROLLLAB_WASM": urls[1].path], candidates: [])
        }
        let text = urls[0].deletingLastPathComponent().appendingPathComponent("not.wasm")
        try Data("hello".utf8).write(to: text)
        #expect(throws: IOFailure("web: SCROLLLAB_WASM=\(text.path) is not a WebAssembly module (\(fresh))")) {
            try WebModule.find(Self.lookup(checkout: root), environment: ["SCROLLLAB_WASM": text.path], candidates: [])
        }
        try Data(Self.module(Self.binary)).write(to: urls[1])
        #expect(
            try WebModule.find(Self.lookup(checkout: nil), environment: ["SCROLLLAB_WASM": urls[1].path], candidates: []).url == urls[1])
    }

    /// A relative `SCROLLLAB_WASM` is named by its absolute path: the line is read from any folder.
    @Test func aRelativeOverrideIsNamedAbsolute() throws {
        let cwd = FileManager.default.currentDirectoryPath
        let relative = "no-such-dir-\(UUID().uuidString)/m.wasm"
        let advice = "point SCROLLLAB_WASM at the scrolllab.wasm built with this scrolllab, or unset it"
        #expect(throws: IOFailure("web: SCROLLLAB_WASM=\(cwd)/\(relative): no such readable file (\(advice))")) {
            try WebModule.find(Self.lookup(checkout: nil), environment: ["SCROLLLAB_WASM": relative], candidates: [])
        }
    }

    /// A module that is cut short or from before stamps carries no stamp: said so, not "other sources",
    /// with what fixes it (audit 25).
    @Test func anOverrideWithoutAStampSaysSo() throws {
        let file = Paths.temporaryDirectory().appendingPathComponent("cut.wasm")
        try Data(Array(Self.module(Self.binary).prefix(12))).write(to: file)
        let advice = "point SCROLLLAB_WASM at the scrolllab.wasm built with this scrolllab, or unset it"
        #expect(
            throws: IOFailure(
                "web: SCROLLLAB_WASM=\(file.path) carries no source stamp: a module from before stamps, or a damaged one (\(advice))")
        ) {
            try WebModule.find(Self.lookup(checkout: nil), environment: ["SCROLLLAB_WASM": file.path], candidates: [])
        }
    }
}
