import ScrollCore
import ScrollDraw

/// One line of text filling its frame.
public final class Label: View {
    public var text: String
    public var fontSize: Double
    public var color: Color
    public var alignment: TextAlignment
    public var weight: FontWeight

    public init(
        id: String, text: String, frame: Rect = .zero, fontSize: Double = 15, color: Color = Theme.text,
        alignment: TextAlignment = .leading, weight: FontWeight = .regular
    ) {
        self.text = text
        self.fontSize = fontSize
        self.color = color
        self.alignment = alignment
        self.weight = weight
        super.init(id: id, frame: frame)
    }

    public override func draw(into list: inout DisplayList) {
        list.text(text, in: Rect(origin: .zero, size: frame.size), size: fontSize, color, alignment: alignment, weight: weight)
    }
}
