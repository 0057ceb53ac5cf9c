import Foundation
import ScrollSourceStamp

// The build step that gives the binary its own source stamp (docs/WEB.md, "Which module is used"):
// `ScrollSourceStampTool ROOT OUT.swift` writes `SourceStamp.swiftFile` for the checkout at ROOT to
// OUT.swift — only when its text changed, so an unchanged stamp recompiles nothing. Run on every build by
// Package.swift's SourceStampPlugin and by CMakeLists.txt; fails the build (one line, exit 1) when a file
// the stamp covers cannot be read.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let root = arguments.first, let out = arguments.last else {
    FileHandle.standardError.write(Data("ScrollSourceStampTool: usage: ScrollSourceStampTool ROOT OUT.swift\n".utf8))
    exit(2)
}
do {
    let text = SourceStamp.swiftFile(stamp: try SourceStamp.stamp(checkout: URL(fileURLWithPath: root)))
    let url = URL(fileURLWithPath: out)
    if FileManager.default.contents(atPath: out) != Data(text.utf8) {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("ScrollSourceStampTool: \(error)\n".utf8))
    exit(1)
}
