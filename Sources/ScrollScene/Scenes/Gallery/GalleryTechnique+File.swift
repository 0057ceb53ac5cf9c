import ScrollCore

/// The built-in technique file a gallery technique is (`Assets/techniques/ID.json`, docs/TECHNIQUES.md
/// "Gallery techniques as files"). Its text is compiled in here, as the browser module compiles the
/// built-in scenes in: ScrollScene reads no files. `GalleryTechniqueFileTests` checks each text is its
/// file's, byte for byte, so the two cannot drift.
extension GalleryTechnique {
    /// The technique file's text (without its last newline).
    public var fileText: String {
        switch self {
        case .simultaneous: Self.simultaneousFile
        case .forwarding: Self.forwardingFile
        case .deadStop: Self.deadStopFile
        case .carouselLock: Self.carouselLockFile
        }
    }

    /// The file compiled against the gallery's names (`outer`, `list` and their pans, as the default
    /// technique tree names them).
    var program: TechniqueProgram? {
        guard let json = JSONValue.parse(fileText), let t = AppTechnique(json: json) else { return nil }
        return try? TechniqueProgram.compile(t)
    }

    private static let simultaneousFile = """
        {
          "name": "simultaneous",
          "rules": [
            {
              "name": "both-pans",
              "on": "simultaneous",
              "recognizer": "outer.pan",
              "other": "list.pan"
            },
            {
              "name": "outer-pinned-while-list-scrolled",
              "on": "didScroll",
              "view": "outer",
              "when": "list.offset.y > 0",
              "set": [
                {
                  "property": "outer.offset.y",
                  "value": "outer.bottom"
                }
              ]
            },
            {
              "name": "list-pinned-until-stuck",
              "on": "didScroll",
              "view": "list",
              "when": "outer.offset.y < outer.bottom",
              "set": [
                {
                  "property": "list.offset.y",
                  "value": "0"
                }
              ]
            }
          ]
        }
        """

    /// UIKit's default: no rule, so the innermost pan (the carousel's) keeps every swipe that starts on it.
    private static let carouselLockFile = """
        {
          "name": "carouselLock",
          "rules": []
        }
        """

    /// The outer view forwards the drag past the header's range to the list: one offset over both.
    private static let forwardingFile = """
        {
          "name": "forwarding",
          "state": [
            {
              "name": "total"
            }
          ],
          "rules": [
            {
              "name": "one-offset-over-both",
              "on": "didScroll",
              "view": "outer",
              "set": [
                {
                  "property": "state.total",
                  "value": "min(max(outer.offset.y + list.offset.y, outer.top), outer.bottom + list.bottom)"
                },
                {
                  "property": "list.offset.y",
                  "value": "state.total - min(state.total, outer.bottom)"
                },
                {
                  "property": "outer.offset.y",
                  "value": "min(state.total, outer.bottom)"
                }
              ]
            }
          ]
        }
        """

    /// The drag as forwarding's; the dead stop is the release's (the model's fling policy).
    private static let deadStopFile = """
        {
          "name": "deadStop",
          "state": [
            {
              "name": "total"
            }
          ],
          "rules": [
            {
              "name": "one-offset-over-both",
              "on": "didScroll",
              "view": "outer",
              "set": [
                {
                  "property": "state.total",
                  "value": "min(max(outer.offset.y + list.offset.y, outer.top), outer.bottom + list.bottom)"
                },
                {
                  "property": "list.offset.y",
                  "value": "state.total - min(state.total, outer.bottom)"
                },
                {
                  "property": "outer.offset.y",
                  "value": "min(state.total, outer.bottom)"
                }
              ]
            }
          ]
        }
        """
}
