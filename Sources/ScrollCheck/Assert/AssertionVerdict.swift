import ScrollCore
import ScrollSession

/// One assertion judged over a run: passed, or the first failing sample with the values it read.
public struct AssertionVerdict: Equatable, Sendable {
    public var assertion: Assertion
    public var failure: Failure?

    public struct Failure: Equatable, Sendable {
        public var tick: Int
        public var time: Double
        /// `name = value` for every name the rule read there (the history quantity first).
        public var values: [String]
        /// An evaluation error or a missing event, instead of a false condition.
        public var problem: String?
    }

    public var passed: Bool { failure == nil }

    /// `assertion 'NAME' failed at tick 42 (t 0.45 s, during drag): header.collapse == 0 — header.collapse = 12.5`.
    public var line: String? {
        guard let f = failure else { return nil }
        let a = assertion
        let what = f.problem ?? f.values.joined(separator: ", ")
        let from = a.origin.map { "\($0) " } ?? ""
        // A rule that reads no names (`true ? false : true`) has no values to show: no trailing dash.
        let shown = what.isEmpty ? "" : " — \(what)"
        return
            "\(from)assertion '\(a.name)' failed at tick \(f.tick) (t \(JSONValue.format((f.time * 1000).rounded() / 1000)) s, \(a.scopeText)): \(a.ruleText)\(shown)"
    }

    /// - Parameter missingEventHolds: an `at EVENT` or `between` whose event never happens holds
    ///   vacuously instead of failing (`fuzz --assert`: generated input need not make every event).
    public static func judge(_ file: AssertionFile, _ run: AssertionRun, missingEventHolds: Bool = false) -> [AssertionVerdict] {
        let own = run.samples.first { $0.scene == nil || $0.scene == run.scene } ?? run.samples.first
        let views = AssertionSample.views(own?.values ?? [:])
        return file.assertions.map { a in
            let judge = AssertionJudge(run: run, views: views, missingEventHolds: missingEventHolds)
            return AssertionVerdict(assertion: a, failure: judge.failure(a))
        }
    }
}

/// Windows of samples for a scope, and a rule judged over them.
public struct AssertionJudge {
    public let run: AssertionRun
    public let views: [String]
    /// An event that never happens holds vacuously (no windows) instead of failing "never happens".
    public var missingEventHolds = false
    public var samples: [AssertionSample] { run.samples }

    /// The windows of `scope`, as index ranges of `samples`; a problem when an instant never comes.
    public func windows(_ scope: Assertion.Scope) -> ([Range<Int>], String?) {
        let n = samples.count
        // An event's sample is the first tick after it was handled (its time or later). A typed time's
        // is the tick of that time: tick times are sums of 1/hz, so the tick meant for 1 s may read
        // 0.99999999 s (`slack`).
        func first(atOrAfter t: Double, slack: Double = 0) -> Int { samples.firstIndex { $0.time >= t - slack } ?? n - 1 }
        func occurrences(_ e: Assertion.EventMatch) -> [Double] {
            run.events.filter { $0.scene == run.scene && $0.name == e.name && (e.id == nil || $0.id == e.id) }.map(\.t)
        }
        switch scope {
        case .always: return ([0..<n], nil)
        case .afterSettle: return ([(n - 1)..<n], nil)
        case .at(.time(let t)):
            if let end = samples.last?.time, t > end + Self.tickTolerance {
                let shown = JSONValue.format((end * 1000).rounded() / 1000)
                return ([], "t \(JSONValue.format(t)) s comes after the replay's end (t \(shown) s, settled)")
            }
            let k = first(atOrAfter: t, slack: Self.tickTolerance)
            return ([k..<(k + 1)], nil)
        case .at(.event(let e)):
            let times = occurrences(e)
            return (times.map { first(atOrAfter: $0)..<(first(atOrAfter: $0) + 1) }, times.isEmpty ? "\(e) never happens" : nil)
        case .during(let phase):
            var out: [Range<Int>] = []
            var start: Int?
            for k in 0..<n {
                let holds = samples[k].holds(phase, views: views)
                if holds && start == nil { start = k }
                if !holds, let s = start {
                    out.append(s..<k)
                    start = nil
                }
            }
            if let s = start { out.append(s..<n) }
            return (out, nil)
        case .between(let a, let b):
            let starts = occurrences(a)
            let ends = occurrences(b)
            let out = starts.map { ta in
                let tb = ends.first { $0 >= ta } ?? .infinity
                let lo = first(atOrAfter: ta)
                let hi = samples.lastIndex { $0.time <= tb } ?? lo
                return lo..<(max(lo, hi) + 1)
            }
            return (out, starts.isEmpty ? "\(a) never happens" : nil)
        }
    }

    public func failure(_ a: Assertion) -> AssertionVerdict.Failure? {
        let (windows, missing) = self.windows(a.scope)
        if let missing, !missingEventHolds {
            let last = samples[samples.count - 1]
            return .init(tick: last.tick, time: last.time, values: [], problem: missing)
        }
        if let off = offScene(a.scope, windows) { return off }
        for w in windows.flatMap(onScene) where !w.isEmpty {
            if let f = failure(a.rule, in: w) { return f }
        }
        return nil
    }

    /// Whether sample `k` shows the run's own scene (not one the trace switched to).
    public func isOnScene(_ k: Int) -> Bool { samples[k].scene.map { $0 == run.scene } ?? true }

    /// The parts of window `w` on the run's own scene: a switch away and back splits it.
    public func onScene(_ w: Range<Int>) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start: Int?
        for k in w {
            if isOnScene(k) {
                if start == nil { start = k }
            } else if let s = start {
                out.append(s..<k)
                start = nil
            }
        }
        if let s = start { out.append(s..<w.upperBound) }
        return out
    }

    /// How far below an instant a tick may fall and still be the tick of that instant, seconds.
    public static let tickTolerance = 1e-6

    /// A window that begins at an instant (`after settle`, `at T`, `at EVENT`, `between`) and has no
    /// sample on the run's own scene cannot be judged — the scene switched before its first tick: a
    /// failure saying which scene was on instead. (`always` and `during` just skip other scenes.)
    public func offScene(_ scope: Assertion.Scope, _ windows: [Range<Int>]) -> AssertionVerdict.Failure? {
        switch scope {
        case .always, .during: return nil
        case .afterSettle, .at, .between: break
        }
        guard let w = windows.first(where: { !$0.isEmpty && onScene($0).isEmpty }) else { return nil }
        let s = samples[w.lowerBound]
        let on = if case .afterSettle = scope { "the trace ends on scene '\(s.scene ?? "")'" } else { "scene '\(s.scene ?? "")' is on" }
        return .init(tick: s.tick, time: s.time, values: [], problem: "\(on), not '\(run.scene)' (whose assertions these are)")
    }

    public func failure(_ rule: Assertion.Rule, in w: Range<Int>) -> AssertionVerdict.Failure? {
        switch rule {
        case .that(let c):
            for k in w {
                if let f = check(c, at: k, extra: [:]) { return f }
            }
            return nil
        case .change(let x, let c):
            guard let x0 = number(x, at: w.lowerBound), let x1 = number(x, at: w.upperBound - 1) else {
                return numberProblem(x, w)
            }
            return check(c, at: w.upperBound - 1, extra: ["change": x1 - x0], also: ["\(x.source) from \(short(x0)) to \(short(x1))"])
        case .extreme(let kind, let x, let c):
            var best: (k: Int, v: Double)?
            for k in w {
                guard let v = number(x, at: k) else { return numberProblem(x, k..<(k + 1)) }
                if best == nil || (kind == .max ? v > best!.v : v < best!.v) { best = (k, v) }
            }
            guard let best else { return nil }
            return check(c, at: best.k, extra: [kind.rawValue: best.v])
        case .monotone(let x, let d):
            var previous: Double?
            for k in w {
                guard let v = number(x, at: k) else { return numberProblem(x, k..<(k + 1)) }
                if let p = previous, d == .increasing ? v < p - Assertion.monotoneTolerance : v > p + Assertion.monotoneTolerance {
                    let s = samples[k]
                    return .init(tick: s.tick, time: s.time, values: ["\(x.source) went from \(short(p)) to \(short(v))"], problem: nil)
                }
                previous = v
            }
            return nil
        }
    }

    public func number(_ x: ScrollCore.Expression, at k: Int) -> Double? {
        try? x.number(in: AssertionContext(values: samples[k].values))
    }

    public func numberProblem(_ x: ScrollCore.Expression, _ w: Range<Int>) -> AssertionVerdict.Failure {
        let k = w.lowerBound
        var problem = "cannot evaluate"
        do throws(ExpressionError) { _ = try x.number(in: AssertionContext(values: samples[k].values)) } catch {
            problem = error.message + AssertionRows.absence(x.names, in: samples[k].values)
        }
        return .init(tick: samples[k].tick, time: samples[k].time, values: [], problem: "\(x.source): \(problem)")
    }

    /// The condition at sample `k` with `extra` bound; a failure with every name it read when it is false.
    public func check(_ c: ScrollCore.Expression, at k: Int, extra: [String: Double], also: [String] = []) -> AssertionVerdict.Failure? {
        let context = AssertionContext(values: samples[k].values, extra: extra)
        let s = samples[k]
        do throws(ExpressionError) {
            if try c.condition(in: context) { return nil }
        } catch {
            return .init(tick: s.tick, time: s.time, values: [], problem: error.message + AssertionRows.absence(c.names, in: s.values))
        }
        let shown = c.names.map { n in "\(n.text) = \(context.value(of: n)?.description ?? "?")" }
        return .init(tick: s.tick, time: s.time, values: shown + also, problem: nil)
    }

    public func short(_ v: Double) -> String { ExpressionValue.number(v).description }
}
