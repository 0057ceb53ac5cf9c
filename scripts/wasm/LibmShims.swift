// Compiled into ScrollCore by scripts/build-wasm only (Embedded Swift has no Foundation/Glibc): the
// elementary functions the core calls, declared as C externs that wasi-libc's musl libm provides.
// Lane s31-math replaces these call sites with pure-Swift functions; then this file goes.
@_extern(c, "exp") public func exp(_ x: Double) -> Double
@_extern(c, "log") public func log(_ x: Double) -> Double
@_extern(c, "pow") public func pow(_ x: Double, _ y: Double) -> Double
@_extern(c, "sin") public func sin(_ x: Double) -> Double
@_extern(c, "cos") public func cos(_ x: Double) -> Double
@_extern(c, "atan2") public func atan2(_ y: Double, _ x: Double) -> Double
@_extern(c, "tanh") public func tanh(_ x: Double) -> Double
@_extern(c, "atanh") public func atanh(_ x: Double) -> Double
@_extern(c, "tan") public func tan(_ x: Double) -> Double
public let M_E: Double = 2.718_281_828_459_045_235_36
