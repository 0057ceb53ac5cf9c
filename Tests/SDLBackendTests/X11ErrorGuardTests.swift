import Foundation
import SDLBackend
import Testing

/// SDL 2's wake-up race (stop 53's CI: a window closed with Esc exited 1 on `BadWindow … X_SendEvent`),
/// made to happen on purpose on an X server of the test's own: the guard drops that one error, so the
/// process lives on. Without the guard Xlib's default handler ends this test process with exit 1.
@Suite struct X11ErrorGuardTests {
    @Test func anEventSentToAWindowAlreadyDestroyedIsDroppedNotFatal() throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        X11ErrorGuard.install()
        X11ErrorGuard.install()  // a second install must not chain the guard to itself
        let before = X11ErrorGuard.dropped
        #expect(X11ErrorGuard.sendToDestroyedWindow(display: server.display))
        #expect(X11ErrorGuard.dropped == before + 1)
        #expect(X11ErrorGuard.sendToDestroyedWindow(display: server.display))
        #expect(X11ErrorGuard.dropped == before + 2)
    }

    @Test func aDisplayThatCannotBeOpenedIsSaidSo() {
        #expect(!X11ErrorGuard.sendToDestroyedWindow(display: ":65000"))
    }
}

/// An Xvfb of the test's own: it picks a free display and writes its number (`-displayfd`).
struct PrivateXServer {
    let process = Process()
    let display: String

    init() throws {
        let xvfb = ["/usr/bin/Xvfb", "/bin/Xvfb"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let xvfb else { throw TestFailure("Xvfb is not installed (scripts/deps installs it)") }
        let out = Pipe()
        process.executableURL = URL(fileURLWithPath: xvfb)
        // -noreset: the last client leaving would reset the server, and a connection made meanwhile can fail.
        process.arguments = ["-displayfd", "1", "-screen", "0", "64x64x24", "-nolisten", "tcp", "-noreset"]
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Xvfb writes the number once it accepts connections; its exit closes the pipe (EOF).
        var number = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), let b = byte.first, b != 10 { number.append(b) }
        guard let n = Int(String(decoding: number, as: UTF8.self)) else {
            kill(process.processIdentifier, SIGKILL)
            throw TestFailure("Xvfb did not start")
        }
        display = ":\(n)"
    }

    /// SIGKILL: a child of Foundation's Process keeps SIGTERM blocked while Xvfb waits for clients.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
