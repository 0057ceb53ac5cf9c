import Foundation
import ScrollCLI
import ScrollCore
import ScrollIO
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace

/// `scrolllab export`: a trace as a CDP replay script, W3C Actions JSON, an XCUITest case or an
/// Android instrumentation snippet (docs/INTERCHANGE.md).
struct ExportCommand {
    let options: ExportOptions

    func run() throws -> Int32 {
        guard let format = options.format, let path = options.trace, let out = options.out else {
            throw UsageError("needs FORMAT TRACE --out")
        }
        let output = try OutputFile(out, flag: "--out")
        // The trace's own scene when its header embeds one (TraceScene), else the catalogue's (`--scenes`).
        let loaded = try SessionFactory.load(path, catalog: try ScrollLabMain.loadCatalog(SceneSources(folders: options.scenes)))
        let (trace, catalog) = (loaded.trace, loaded.catalog)
        let source = URL(fileURLWithPath: path).lastPathComponent
        let text: String
        switch format {
        case .cdp: text = CDPScriptWriter.script(trace, page: try Self.page(trace, catalog: catalog), source: source)
        case .w3c: text = W3CActionsWriter.json(trace)
        case .xcuitest: text = XCUITestWriter.swift(trace, source: source)
        case .android: text = AndroidWriter.kotlin(trace, source: source)
        }
        try output.write(Data(text.utf8))
        return 0
    }

    /// The trace's scene laid out on its device: its first vertical scroll view as a page; a scene with
    /// none (`photo-browser`: a pager of zooming photos) has its first scroll view's frame as a page that
    /// does not scroll (a pinch there zooms Chromium's page).
    static func page(_ trace: Trace, catalog: SceneCatalog) throws(UsageError) -> ExportPage {
        let h = trace.header
        let sandbox = try SessionFactory.sandbox(catalog: catalog, setup: SessionSetup(h))
        sandbox.session.advance(to: 0)
        let views = sandbox.session.overlayContext().scrollViews
        guard let list = views.first(where: { $0.axis == .vertical }) else {
            guard let first = views.first else {
                throw UsageError("export cdp: scene '\(h.scene)' has no scroll view to stand in for the page")
            }
            let f = first.frame
            return ExportPage(
                width: f.size.width, height: f.size.height, originX: f.minX, originY: f.minY, scrollHeight: f.size.height, startScroll: 0,
                listID: first.id)
        }
        return ExportPage(
            width: list.frame.size.width, height: list.frame.size.height, originX: list.frame.minX, originY: list.frame.minY,
            scrollHeight: list.frame.size.height + list.maxOffset - list.minOffset, startScroll: list.offset - list.minOffset,
            listID: list.id)
    }
}
