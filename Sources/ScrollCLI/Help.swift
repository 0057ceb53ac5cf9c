extension Command {
    /// `scrolllab --help`, generated from the flag tables.
    public static var help: String {
        var lines = [
            "scrolllab — a desktop laboratory for nested scrolling (UIScrollView physics, gesture arbitration).",
            "",
            "Usage:",
            "  scrolllab [options]                 the window (real time)",
            "  scrolllab --headless [options]      no window: simulated time, no real-time waits",
        ]
        for sub in subcommands {
            let usage = "scrolllab \(sub.name) [options]"
            lines.append("  " + usage.padding(toLength: 36, withPad: " ", startingAt: 0) + sub.summary)
        }
        lines += [
            "  scrolllab --list-scenes             one line per scene: ID<TAB>title",
            "  scrolllab --help                    this text; scrolllab MODE --help shows one mode",
            "  scrolllab --version                 the version (as reports show it)",
            "",
            "Options (window and --headless):",
        ]
        lines += SessionOptions.helpLines()
        lines += ["", "Window only:"] + WindowOptions.helpLines(WindowOptions.ownFlags)
        lines += ["", "--headless only:"] + HeadlessOptions.helpLines(HeadlessOptions.ownFlags)
        for sub in subcommands { lines += ["", "\(sub.name):"] + sub.helpLines }
        lines += [
            "",
            "Both --flag value and --flag=value work.",
            "Exit codes: 0 success, 1 runtime failure (no display, no font…), 2 bad arguments or input files.",
            "Environment: SCROLLLAB_SCENES (scene folders to add, :-separated), SCROLLLAB_ASSETS (a folder of images; never scenes),",
            "SCROLLLAB_FONT (a .ttf to use), CI (set: check --update is refused).",
        ]
        return lines.joined(separator: "\n")
    }

    /// `scrolllab --headless --help`: that mode's flags only (the shared rows and its own).
    public static var headlessHelp: String {
        let lines =
            [
                "Usage: scrolllab --headless [options] — no window: simulated time, no real-time waits",
                "",
            ] + HeadlessOptions.helpLines()
        return lines.joined(separator: "\n")
    }
}
