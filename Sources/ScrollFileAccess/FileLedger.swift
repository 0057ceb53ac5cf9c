import Foundation

/// The files one run writes and the files it reads, by device and inode, so an output never replaces
/// an input however the input was found: a flag (`--replay`), a folder (`--scenes`,
/// `SCROLLLAB_SCENES`), a scene's `header.image`, the installation (the wasm module). Every bounded
/// read (`InputFile.read`) notes its file here; a mode declares its outputs before it reads anything
/// (`ModeOptions.checkFiles`). Whichever comes second is refused: reading a declared output fails
/// before any work (`InputFile.Refusal.output`), and opening an output that was read fails before a
/// byte is written (`OutputFile.open`). Only existing regular files take part (a special file such
/// as `/dev/null` may be both).
///
/// An entry counts while the path it was noted under still names that file. Once that file is
/// deleted, its inode may be handed to a new file (an output created later in the same run, or — in a
/// test process running many modes at once — another test's file), and that file was never read: a
/// stale entry is forgotten, never matched. The cost: a file moved away by someone else during the
/// run is no longer protected under its new name.
public enum FileLedger {
    struct Key: Hashable {
        let device: UInt64
        let inode: UInt64

        /// The file `path` names (links followed), if it is an existing regular file.
        init?(_ path: String) {
            var st = stat()
            guard !path.isEmpty, stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return nil }
            device = UInt64(st.st_dev)
            inode = UInt64(st.st_ino)
        }
    }

    nonisolated(unsafe) private static var outputs: [Key: (flag: String, path: String)] = [:]
    nonisolated(unsafe) private static var inputs: [Key: (what: String, path: String)] = [:]
    private static let lock = NSLock()

    /// Declares the run's outputs, `(flag, path)` (nil paths skipped).
    public static func declareOutputs(_ files: [(String, String?)]) {
        lock.lock()
        defer { lock.unlock() }
        for case (let flag, let path?) in files {
            if let key = Key(path) { outputs[key] = (flag, path) }
        }
    }

    /// Notes that `path` is read; `what` names it for messages (`scene file`).
    /// - Returns: the output flag and path it is, when it is one (then it must not be read).
    public static func noteInput(_ path: String, what: String) -> (flag: String, path: String)? {
        guard let key = Key(path) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let output = outputs[key] {
            if Key(output.path) == key { return output }
            outputs[key] = nil
        }
        inputs[key] = (what, path)
        return nil
    }

    /// What this run read at `path` (`scene file /x/a.json`), if it read that file.
    public static func input(at path: String) -> String? {
        guard let key = Key(path) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let input = inputs[key] else { return nil }
        guard Key(input.path) == key else {
            inputs[key] = nil
            return nil
        }
        return "\(input.what) \(input.path)"
    }

    /// Forgets everything (tests that run several modes in one process).
    public static func reset() {
        lock.lock()
        defer { lock.unlock() }
        outputs = [:]
        inputs = [:]
    }
}
