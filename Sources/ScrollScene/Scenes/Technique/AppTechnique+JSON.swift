import ScrollCore

/// A technique read from a `JSONValue`: the one reader, on both targets (`json` writes it back). It does not validate: the field table and `TechniqueProgram` do.
extension AppTechnique {
    public init?(json: JSONValue) {
        guard let o = json.object else { return nil }
        self.init(name: o.techniqueText("name"))
        if let t = o["tree"]?.object {
            tree = Tree(pages: t.techniqueNumber("pages").flatMap { Int(exactly: $0) }, carousel: t.techniqueFlag("carousel"))
            if let r = t["rowCarousel"]?.object, let row = r.techniqueNumber("row").flatMap({ Int(exactly: $0) }) {
                tree?.rowCarousel = RowCarousel(
                    row: row, page: r.techniqueNumber("page").flatMap { Int(exactly: $0) },
                    isPagingEnabled: r.techniqueFlag("isPagingEnabled"))
            }
            if let n = t["nestedPager"]?.object, let page = n.techniqueNumber("page").flatMap({ Int(exactly: $0) }),
                let pages = n.techniqueNumber("pages").flatMap({ Int(exactly: $0) })
            {
                tree?.nestedPager = NestedPager(page: page, pages: pages)
            }
        }
        if let vs = o["state"]?.array {
            state = vs.compactMap { v in
                v.object.flatMap { x in x.techniqueText("name").map { Variable(name: $0, value: x.techniqueNumber("value")) } }
            }
        }
        if let rs = o["rules"]?.array {
            var out: [Rule] = []
            for r in rs {
                guard let x = r.object, let name = x.techniqueText("name"), let on = x.techniqueText("on").flatMap(Event.init(rawValue:))
                else { return nil }
                var rule = Rule(
                    name: name, on: on, recognizer: x.techniqueText("recognizer"), other: x.techniqueText("other"),
                    view: x.techniqueText("view"), when: x.techniqueText("when"),
                    answer: x.techniqueFlag("answer"))
                if let sets = x["set"]?.array {
                    rule.set = sets.compactMap { s in
                        s.object.flatMap { a in
                            a.techniqueText("property").flatMap { p in a.techniqueText("value").map { Assignment(property: p, value: $0) } }
                        }
                    }
                }
                out.append(rule)
            }
            rules = out
        }
    }
}

extension [String: JSONValue] {
    fileprivate func techniqueText(_ k: String) -> String? {
        if case .string(let s)? = self[k] { return s }
        return nil
    }
    fileprivate func techniqueNumber(_ k: String) -> Double? {
        if case .number(let n)? = self[k] { return n }
        return nil
    }
    fileprivate func techniqueFlag(_ k: String) -> Bool? {
        if case .bool(let b)? = self[k] { return b }
        return nil
    }
}
