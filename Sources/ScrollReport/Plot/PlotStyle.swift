/// The plots' style sheet: in the report page, and inside a standalone `--plot` SVG.
public enum PlotStyle {
    public static let css = """
        svg .grid { stroke: #ececf0; } svg .grid.zero { stroke: #c7c7cc; } svg .axis { stroke: #8e8e93; }
        svg text { font: 11px system-ui, sans-serif; fill: #6e6e73; } svg .title { font-weight: 600; fill: #1c1c1e; }
        svg .band.touch { fill: #ffe3e8; } svg .band.wheel { fill: #e3efff; }
        svg .curve { fill: none; stroke-width: 1.6; stroke-linejoin: round; } svg .curve.dashed { stroke-dasharray: 6 3; }
        svg .s0 { stroke: #0a84ff; } svg .s1 { stroke: #ff375f; } svg .s2 { stroke: #30b158; } svg .s3 { stroke: #ff9f0a; }
        svg .s4 { stroke: #5e5ce6; } svg .s5 { stroke: #00a5b5; } svg .s6 { stroke: #a2845e; } svg .s7 { stroke: #8e8e93; }
        svg .mark.handoff .mark-line { stroke: #8e44ad; stroke-dasharray: 4 3; }
        svg .mark.decision .mark-line { stroke: #ff9f0a; stroke-width: 2; }
        svg .mark.switch .mark-line { stroke: #1c1c1e; stroke-width: 2; }
        svg .cursor { stroke: #1c1c1e; stroke-width: 1; }

        """
}
