import ScrollCore
import ScrollDraw

/// A display list as the page reads it: one Float64Array of records and one UTF-8 blob of the
/// strings they point into (docs/WEB.md, "ABI"). A record is an
/// opcode then its fields; a colour is one number `r << 24 | g << 16 | b << 8 | a` (straight alpha);
/// a string is (byte offset, byte length) into the blob. The stream starts with width, height and the
/// command count.
struct DisplayListEncoding {
    private(set) var numbers: [Double] = []
    private(set) var strings: [UInt8] = []

    enum Op: Double {
        case fill = 1
        case fills, roundedRect, line, text, pushClip, popClip, image, gradient, cornerMask
    }

    init(_ list: DisplayList) {
        numbers.reserveCapacity(list.commands.count * 8 + 3)
        numbers += [list.size.width, list.size.height, Double(list.commands.count)]
        for c in list.commands { append(c) }
    }

    private mutating func rect(_ r: Rect) { numbers += [r.minX, r.minY, r.width, r.height] }

    private mutating func color(_ c: Color) {
        numbers.append(Double(UInt32(c.r) << 24 | UInt32(c.g) << 16 | UInt32(c.b) << 8 | UInt32(c.a)))
    }

    private mutating func string(_ s: String) {
        numbers += [Double(strings.count), Double(s.utf8.count)]
        strings += s.utf8
    }

    private mutating func append(_ c: DisplayCommand) {
        switch c {
        case .fill(let r, let col):
            numbers.append(Op.fill.rawValue)
            rect(r)
            color(col)
        case .fills(let rs, let col):
            numbers += [Op.fills.rawValue, Double(rs.count)]
            color(col)
            for r in rs { rect(r) }
        case .roundedRect(let r, let radius, let col):
            numbers.append(Op.roundedRect.rawValue)
            rect(r)
            numbers.append(radius)
            color(col)
        case .line(let a, let b, let w, let col):
            numbers += [Op.line.rawValue, a.x, a.y, b.x, b.y, w]
            color(col)
        case .text(let s, let frame, let size, let col, let alignment, let weight):
            numbers.append(Op.text.rawValue)
            rect(frame)
            numbers.append(size)
            color(col)
            numbers += [alignment == .leading ? 0 : alignment == .center ? 1 : 2, weight == .bold ? 1 : 0]
            string(s)
        case .pushClip(let r):
            numbers.append(Op.pushClip.rawValue)
            rect(r)
        case .popClip: numbers.append(Op.popClip.rawValue)
        case .image(let name, let frame):
            numbers.append(Op.image.rawValue)
            rect(frame)
            string(name)
        case .gradient(let r, let top, let bottom):
            numbers.append(Op.gradient.rawValue)
            rect(r)
            color(top)
            color(bottom)
        case .cornerMask(let r, let radius, let col):
            numbers.append(Op.cornerMask.rawValue)
            rect(r)
            numbers.append(radius)
            color(col)
        }
    }
}
