extension FlutterExportSimulations {
    /// UIKit's decay as Flutter's FrictionSimulation that rests where the lab's does: FrictionSimulation
    /// is done once its speed is under the tolerance (1/(0.05·dpr): 6.67 pt/s at 3×) and stays there,
    /// short of its destination by that speed over |ln drag| (3.3 pt at 0.998/ms); the lab's decay is
    /// done once under half a point remains and then shows the destination (`DecelerationSimulation`).
    static let restingDecay = [
        "/// UIKit's decay (FrictionSimulation with drag d^1000), done and at its destination once less than half a",
        "/// point remains: FrictionSimulation's own end (speed under tolerance.velocity) rests 3.3 pt short at 0.998.",
        "class _DecaySimulation extends FrictionSimulation {",
        "  _DecaySimulation(super.drag, super.position, super.velocity);",
        "",
        "  @override",
        "  double x(double time) => isDone(time) ? finalX : super.x(time);",
        "",
        "  @override",
        "  double dx(double time) => isDone(time) ? 0.0 : super.dx(time);",
        "",
        "  @override",
        "  bool isDone(double time) => (finalX - super.x(time)).abs() < 0.5;",
        "}",
    ]
}
