import Foundation
import ScrollIO
import TestSupport
import Testing

@testable import ScrollWebPage

/// The page's assets (`WebPage.read`): a missing one is named by its absolute path, so the line says
/// which `Assets` folder — a checkout's or an installation's — lacks it (audit 25).
@Suite struct WebPageTests {
    @Test func aMissingAssetIsNamedByItsAbsolutePath() throws {
        let dir = Paths.temporaryDirectory()
        try Data("x".utf8).write(to: dir.appendingPathComponent("here.js"))
        #expect(try WebPage.read(dir, "here.js", command: "report") == "x")
        #expect(throws: IOFailure("report: the page asset \(dir.standardizedFileURL.path)/lab/gone.js is missing")) {
            try WebPage.read(dir, "lab/gone.js", command: "report")
        }
    }
}
