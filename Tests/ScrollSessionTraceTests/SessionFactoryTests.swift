import Foundation
import ScrollCore
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import TestSupport
import Testing

/// The one factory: a session from a trace's header or from options, and the trace read once.
@Suite struct SessionFactoryTests {
    static func write(_ trace: Trace) throws -> String {
        let path = Paths.temporaryDirectory().appendingPathComponent("t.ndjson").path
        try Data(trace.ndjson().utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aHeaderGivesTheSessionItsSceneDeviceOrientationRateAndFeel() throws {
        var trace = Trace(header: Trace.Header(device: "se", scene: "profile", hz: 60, landscape: true), events: [])
        trace.header.feel = .android
        let s = try SessionFactory.sandbox(catalog: catalog, trace: trace)
        #expect(s.definition.id == "profile")
        #expect(s.device == .se)
        #expect(s.landscape)
        #expect(s.viewport == Size(width: 667, height: 375))
        #expect(s.hz == 60)
        #expect(s.session.feel == .android)
        // Overrides: the rate and the feel.
        let o = try SessionFactory.sandbox(catalog: catalog, trace: trace, hz: 120, feel: .ios)
        #expect(o.hz == 120)
        #expect(o.session.feel == .ios)
    }

    @Test func aSetupRoundTripsThroughATraceHeader() {
        let setup = SessionSetup(scene: "profile", device: .promax, landscape: true, hz: 60, feel: .chromium)
        #expect(SessionSetup(Trace.Header(setup)) == setup)
    }

    @Test func anUnknownSceneIsOneLine() {
        #expect(throws: UsageError("unknown scene 'nope'; scrolllab --list-scenes lists them")) {
            try SessionFactory.sandbox(catalog: catalog, setup: SessionSetup(scene: "nope"))
        }
    }

    /// #28: what a report embeds is what it replayed — the bytes and the trace come from one read.
    @Test func aLoadedTraceIsTheParseOfItsOwnBytes() throws {
        var b = TraceBuilder(scene: "profile")
        b.fling(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400))
        let path = try Self.write(b.trace)
        let loaded = try SessionFactory.load(path, catalog: catalog)
        #expect(loaded.bytes == Data(b.trace.ndjson().utf8))
        #expect(try Trace.parse(loaded.bytes, path: path) == loaded.trace)
        #expect(loaded.trace == b.trace)
        // The file changing afterwards changes neither.
        try Data("{\"trace\":1,\"device\":\"15\",\"scene\":\"basic-scroll\",\"hz\":60}\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(loaded.trace.header.scene == "profile")
        #expect(try Trace.parse(loaded.bytes, path: path).header.scene == "profile")
    }

    @Test func theDeviceTableIsTheTracesAndTheScreensTable() {
        #expect(Trace.devices == Device.allCases.map(\.rawValue))
        #expect(DeviceScreen.iPhone15 == Device.fifteen.screen(landscape: false))
        #expect(Device(named: "se") == .se)
        #expect(Device(named: "nokia") == .fifteen)
        #expect(Device.se.screen(landscape: true) == DeviceScreen(safeArea: .zero, cornerRadius: 0, hasIsland: false))
        #expect(
            Device.promax.screen(landscape: true)
                == DeviceScreen(safeArea: EdgeInsets(left: 59, bottom: 21, right: 59), cornerRadius: 55, hasIsland: true))
    }
}
