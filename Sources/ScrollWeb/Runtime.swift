// What the Embedded Swift standard library and wasi-libc want from a platform, with nothing imported
// from the host (docs/WEB.md): a fixed hash seed (runs stay deterministic), `Double(String)` through
// wasi-libc's `strtod`, and the stdio pieces `strtod` drags in, so no WASI import is linked.

@_extern(c, "strtod") func strtod(_ s: UnsafePointer<CChar>, _ end: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Double

@_cdecl("arc4random_buf")
public func arc4random_buf(_ buffer: UnsafeMutableRawPointer, _ count: Int) {
    for i in 0..<count { buffer.storeBytes(of: UInt8(truncatingIfNeeded: i &* 131 &+ 7), toByteOffset: i, as: UInt8.self) }
}

@_cdecl("_swift_stdlib_strtod_clocale")
public func _swift_stdlib_strtod_clocale(_ text: UnsafePointer<CChar>, _ out: UnsafeMutablePointer<Double>) -> UnsafePointer<CChar>? {
    var end: UnsafeMutablePointer<CChar>?
    out.pointee = strtod(text, &end)
    return end.map { UnsafePointer($0) }
}

@_cdecl("fputs")
public func fputs(_ s: UnsafePointer<CChar>?, _ stream: UnsafeMutableRawPointer?) -> Int32 { 0 }

@_cdecl("fwrite")
public func fwrite(_ p: UnsafeRawPointer?, _ size: Int, _ n: Int, _ stream: UnsafeMutableRawPointer?) -> Int { n }

