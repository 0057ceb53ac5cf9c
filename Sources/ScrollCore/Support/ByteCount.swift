/// A number of bytes in words, exactly (#46: "1 MB; the limit is 1 MB" for a file over a 10⁶-byte
/// limit, "0 MB" for one under a MiB): a whole number of decimal megabytes or kilobytes (`1 MB`,
/// `64 kB`), else of binary ones (`64 MiB`, `64 KiB`), else the bytes themselves (`1000001 bytes`).
/// Every size in a message goes through it, a limit and the size refused alike.
public enum ByteCount {
    public static func text(_ bytes: Int) -> String {
        guard bytes > 0 else { return "\(bytes) bytes" }
        if bytes % 1_000_000 == 0 { return "\(bytes / 1_000_000) MB" }
        if bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes % 1000 == 0 { return "\(bytes / 1000) kB" }
        if bytes % 1024 == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
