import Foundation

/// The outcome of running a program.
public struct ProcessResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// Runs a program to completion, capturing its output. `environment` entries are added to (or, with
/// a nil value, removed from) the current environment.
public func runProcess(
    _ path: String, _ arguments: [String], environment: [String: String?] = [:], currentDirectory: URL? = nil
) throws -> ProcessResult {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    p.environment = env
    if let currentDirectory { p.currentDirectoryURL = currentDirectory }
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    p.standardInput = FileHandle.nullDevice
    try p.run()
    // Read both pipes fully before waiting, so a chatty child never blocks on a full pipe.
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    group.enter()
    DispatchQueue.global().async {
        outData = out.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
        errData = err.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    group.wait()
    p.waitUntilExit()
    return ProcessResult(
        status: p.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
}

/// Runs the built `scrolllab` with `arguments`.
public func runScrollLab(_ arguments: [String], environment: [String: String?] = [:]) throws -> ProcessResult {
    try runProcess(Paths.scrolllab, arguments, environment: environment)
}
