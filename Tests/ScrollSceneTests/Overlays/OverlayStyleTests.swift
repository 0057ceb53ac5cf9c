import ScrollCore
import ScrollDraw
import Testing

@testable import ScrollScene

/// The hot-zone tint: opaque hatching on one screen-wide grid, whatever the zone's size.
@Suite struct OverlayStyleTests {
    let blue = Color(hex: 0x0A84FF)

    func fills(_ r: Rect) -> [(Rect, Color)] {
        var list = DisplayList(size: Size(width: 393, height: 852))
        OverlayStyle.tint(r, blue, into: &list)
        return list.commands.compactMap { c in
            if case .fill(let f, let col) = c { return (f, col) }
            Issue.record("tint drew \(c), not a fill")
            return nil
        }
    }

    @Test func aZoneIsHatchedOpaqueOnTheScreensGrid() {
        // 59…103 pt: the grid rows 59, 67, 75, 83, 91, 99 (3 + 8k), each 1 pt high, full width.
        let f = fills(Rect(x: 10, y: 59, width: 300, height: 44))
        #expect(f.map(\.0.minY) == [59, 67, 75, 83, 91, 99])
        for (r, c) in f {
            #expect(r.minX == 10 && r.width == 300 && r.height == 1)
            #expect(c == OverlayStyle.zoneHatch(blue) && c.a == 255)
        }
    }

    @Test func nestedZonesHatchTheSameRows() {
        // The tab strip's three recognizers, 3 pt inside each other: one line every 8 pt, not a mesh.
        let rows = [0.0, 3, 6].map { k in Set(fills(Rect(x: k, y: 59 + k, width: 393 - 2 * k, height: 44 - 2 * k)).map(\.0.minY)) }
        #expect(rows[1].isSubset(of: rows[0]) && rows[2].isSubset(of: rows[0]))
        #expect(rows[2] == [67, 75, 83, 91])
    }

    @Test func aZoneNoGridRowCrossesGetsOneLineAcrossItsMiddle() {
        let f = fills(Rect(x: 0, y: 100, width: 50, height: 6))  // between the rows at 99 and 107
        #expect(f.map(\.0) == [Rect(x: 0, y: 102.5, width: 50, height: 1)])
        let thin = fills(Rect(x: 0, y: 100, width: 50, height: 0.5))
        #expect(thin.map(\.0.minY) == [100])
        #expect(fills(Rect(x: 0, y: 100, width: 50, height: 0)).isEmpty)
        #expect(fills(Rect(x: 0, y: .infinity, width: 50, height: 10)).isEmpty)
    }
}
