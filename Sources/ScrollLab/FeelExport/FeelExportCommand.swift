import Foundation
import ScrollCLI
import ScrollCore
import ScrollFeelExport
import ScrollFileAccess
import ScrollFiles
import ScrollIO
import ScrollScene
import ScrollSession

/// `scrolllab feel export`: loads the feel (a preset id or a feel file, through `FeelFile.load`),
/// generates the target's source and writes it atomically (or to stdout for `--out -`). A bad feel
/// is exit 2 with nothing written.
struct FeelExportCommand {
    let options: FeelExportOptions

    func run() throws -> Int32 {
        guard let target = options.target, let spec = options.feel, let out = options.out else {
            throw UsageError("feel export: needs --target, a feel and --out")
        }
        let feel: Feel
        do throws(FeelFile.Problem) { feel = try FeelFile.load(spec) } catch { throw UsageError("feel export: \(error.message)") }
        if let name = FeelExportTarget.nonFiniteNumber(in: feel) {
            throw UsageError("feel export: the feel's \(name) is not a finite number; no source written")
        }
        let data = Data(target.source(for: feel, delegate: options.delegate).utf8)
        if out == "-" {
            try StandardOutput.write(data)  // a full or closed stdout is `write error: …`, exit 1 (FileHandle trapped)
            return 0
        }
        do { try OutputFile.write(data, to: out, flag: "--out") } catch { throw IOFailure(error.message) }
        return 0
    }
}
