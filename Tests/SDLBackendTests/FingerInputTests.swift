import Foundation
import SDLBackend
import Testing

/// The window's touchscreen input without a window: SDL finger ids folded into trace pointer ids
/// (`FingerIDs`), and the `--inject-fingers` script the GUI test pushes through SDL's queue
/// (`FingerScript`; scripts/gui-test runs it in a real window under Xvfb).
@Suite struct FingerInputTests {
    @Test func twoFingersNeverShareAnIdEvenWhenTheirSDLIdsDifferOnlyInHighBits() {
        var ids = FingerIDs()
        // The old fold, 1 + (id & 0x7FFF_FFFF), gave both of these pointer id 2.
        let a = ids.down(touch: 7, finger: (1 << 32) + 1)
        let b = ids.down(touch: 7, finger: 1)
        #expect((a, b) == (1, 2))
        #expect(ids.moved(touch: 7, finger: 1) == 2)
        #expect(ids.moved(touch: 7, finger: (1 << 32) + 1) == 1)
        // The same finger id on another touch device is another finger.
        #expect(ids.down(touch: 8, finger: 1) == 3)
        #expect(ids.up(touch: 7, finger: (1 << 32) + 1) == 1)
        // A finger down after a lift takes the lowest free id again; a repeated down keeps its id.
        #expect(ids.down(touch: 7, finger: 99) == 1)
        #expect(ids.down(touch: 7, finger: 99) == 1)
        #expect(ids.count == 3)
    }

    @Test func aFingerNeverSeenGoingDownIsDroppedAndFocusLossForgetsAll() {
        var ids = FingerIDs()
        #expect(ids.moved(touch: 1, finger: 5) == nil)
        #expect(ids.up(touch: 1, finger: 5) == nil)
        _ = ids.down(touch: 1, finger: 5)
        ids.reset()
        #expect(ids.count == 0)
        #expect(ids.moved(touch: 1, finger: 5) == nil)
    }

    @Test func aScriptReadsItsStepsAndABadLineIsOneLineNamingIt() throws {
        let s = try FingerScript(
            text: "# a drag\n1 down 4294967297 0.5 0.75\n1.016 move 4294967297 0.5 0.7\n\n1.2 up 4294967297 0.5 0.7\n", path: "f")
        #expect(s.steps.map(\.kind) == [.down, .move, .up])
        #expect(s.steps[0] == FingerScript.Step(delay: 1, kind: .down, finger: 4_294_967_297, x: 0.5, y: 0.75))
        #expect(throws: BackendError("f:2: expected DELAY down|move|up FINGER X Y (x and y in 0…1, delay ≥ 0 seconds)")) {
            try FingerScript(text: "0 down 1 0.5 0.5\n0.1 down 2 1.5 0.5\n", path: "f")
        }
        #expect(throws: BackendError("f:2: delays must not decrease")) {
            try FingerScript(text: "1 down 1 0.5 0.5\n0.5 up 1 0.5 0.5\n", path: "f")
        }
    }

    /// The script is read by the one bounded read (`InputFile`): a FIFO is refused at once, not waited on.
    @Test func aScriptThatIsAFIFOOrMissingIsOneLine() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("fingers-\(getpid()).fifo").path
        unlink(fifo)
        try #require(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        #expect(throws: BackendError("\(fifo): not a regular file (a FIFO, a device or a socket), not a finger script")) {
            try FingerScript(contentsOf: fifo)
        }
        #expect(throws: BackendError("/no/such/fingers.txt: no such finger script")) {
            try FingerScript(contentsOf: "/no/such/fingers.txt")
        }
    }
}
