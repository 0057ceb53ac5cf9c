import Foundation
import ScrollCLI
import ScrollCore
import ScrollIO
import ScrollScene
import ScrollSession
import ScrollWebPage

/// `scrolllab web`: writes the page of docs/WEB.md — the wasm module, the page's script and style and
/// every scene and feel, in one HTML file that loads nothing.
struct WebCommand {
    /// The command's name: every line of the page's errors starts with it.
    static let name = "web"
    let options: WebOptions
    let catalog: SceneCatalog

    func run() throws -> Int32 {
        guard let out = options.out else { throw UsageError("needs --out FILE.html") }
        // Every check before any work: nothing is written when one fails.
        let output = try OutputFile(out, flag: "--out")
        let scene = try ScrollLabMain.scene(options.session.scene, catalog)
        let bundle = try WebBundle.make(catalog: catalog, feel: options.session.feel, command: Self.name)
        let html = try WebPage.html(bundle: bundle, scene: scene.id, feel: options.session.feel?.name, command: Self.name)
        try output.write(Data(html.utf8))
        return 0
    }
}
