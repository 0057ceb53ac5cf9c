import Foundation
import ScrollCore
import ScrollFiles
import ScrollScene

/// The JSON reader's speed (#46: a valid 969 KB scene file took 3.5 s to load; the reader was ~100×
/// slower than Python's): ScrollCore's strict reader beside Foundation's `JSONSerialization` on the
/// same text, and a whole scene file's load (`SceneCatalog.parse`: read, every field checked, decoded).
extension BenchCommand {
    /// A valid scene file of about 1 MB: 36 pages of 1000 titled sections each.
    static func largeSceneText() -> String {
        let sections = (0..<1000).map { #"{"title":"S\#($0)","rows":1}"# }.joined(separator: ",\n")
        let page = #"{"sections":[\#(sections)],"rowHeights":[56]}"#
        let titles = (0..<36).map { "\"T\($0)\"" }.joined(separator: ",")
        return #"{"id":"json-bench","title":"JSON bench","kind":"nestedPage","header":{"height":260,"title":"T"},"#
            + #""tabStrip":{"height":44,"titles":[\#(titles)]},"pages":["#
            + Array(repeating: page, count: 36).joined(separator: ",\n") + "]}\n"
    }

    /// `json_parse_mb_per_s`, the same for `JSONSerialization`, and `scene_load_ms_1mb`: medians of 9.
    func jsonFigures() -> [Figure] {
        let data = Data(Self.largeSceneText().utf8)
        let mb = Double(data.count) / 1e6
        func median(_ body: () -> Void) -> Double {
            var samples: [Double] = []
            for _ in 0..<9 {
                let start = ContinuousClock.now
                body()
                samples.append(Self.nanoseconds(ContinuousClock.now - start) / 1e9)
            }
            return samples.sorted()[samples.count / 2]
        }
        let ours = median { _ = try? JSONValue.read(data) }
        let foundation = median { _ = try? JSONSerialization.jsonObject(with: data) }
        let loaded = (try? SceneCatalog.parse(data, label: "bench")) != nil
        let scene = median { _ = try? SceneCatalog.parse(data, label: "bench") }
        return [
            Figure(
                key: "json_parse_mb_per_s", label: "JSON: ScrollCore's strict reader, a \(Int(mb * 1000)) KB scene file (MB/s)",
                value: mb / ours, unit: "MB/s"),
            Figure(
                key: "json_parse_mb_per_s_foundation", label: "JSON: Foundation's JSONSerialization, the same text (MB/s)",
                value: mb / foundation, unit: "MB/s"),
            Figure(
                key: "scene_load_ms_1mb", label: "scene file of \(Int(mb * 1000)) KB: read, checked and decoded (ms)",
                value: loaded ? scene * 1000 : -1, unit: "ms"),
        ]
    }
}
