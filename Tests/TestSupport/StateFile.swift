import Foundation
import ScrollCore

/// A `--state` file read as the one JSON path reads it (`JSONValue.read`; the state has no decoder),
/// with the members tests look at. Absent or mistyped members read as nil.
public struct StateFile {
    public struct View {
        public let id: String
        public let offset: (x: Double, y: Double)
        public let state: String?
        public let scrollEnabled: Bool?
        public let zoomScale: Double?
    }

    public struct Page {
        public let contentOffset: Double?
        public let contentHeight: Double?
        public let bottomInset: Double?
        public let generation: Int?
    }

    public let members: [String: JSONValue]

    public init(contentsOf url: URL) throws {
        members = try JSONValue.read(Data(contentsOf: url)).object ?? [:]
    }

    public var scene: String? { Self.text(members["scene"]) }
    public var feel: String? { Self.text(members["feel"]) }
    public var headerIsStuck: Bool? { Self.flag(members["header"]?.object?["isSticked"]) }
    public var headerCollapse: Double? { Self.number(members["header"]?.object?["collapse"]) }
    public var eventNames: [String] { (members["events"]?.array ?? []).compactMap { Self.text($0.object?["name"]) } }

    public var scrollViews: [View] {
        (members["scrollViews"]?.array ?? []).compactMap { v in
            guard let o = v.object, let id = Self.text(o["id"]), let offset = o["offset"]?.object else { return nil }
            return View(
                id: id, offset: (Self.number(offset["x"]) ?? .nan, Self.number(offset["y"]) ?? .nan), state: Self.text(o["state"]),
                scrollEnabled: Self.flag(o["scrollEnabled"]), zoomScale: Self.number(o["zoomScale"]))
        }
    }

    public var pages: [Page]? {
        members["pages"]?.array?.map { p in
            let o = p.object ?? [:]
            return Page(
                contentOffset: Self.number(o["contentOffset"]), contentHeight: Self.number(o["contentHeight"]),
                bottomInset: Self.number(o["bottomInset"]), generation: Self.number(o["generation"]).map { Int($0) })
        }
    }

    static func text(_ v: JSONValue?) -> String? {
        if case .string(let s)? = v { return s }
        return nil
    }
    static func number(_ v: JSONValue?) -> Double? {
        if case .number(let n)? = v { return n }
        return nil
    }
    static func flag(_ v: JSONValue?) -> Bool? {
        if case .bool(let b)? = v { return b }
        return nil
    }
}
