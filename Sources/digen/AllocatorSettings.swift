#if canImport(Glibc)
import Glibc
#endif

/// Settings of the C allocator for a run of `digen`: a few seconds that allocate and free a
/// parse's worth of memory per file, and give everything back at exit.
enum AllocatorSettings {
    /// On glibc, keeps freed memory at the top of each thread's heap instead of handing it back
    /// to the system after every file, and grows a heap in large steps: without this, each
    /// file's syntax arena is returned when the file is summarised and taken again for the next,
    /// an `mprotect` and fresh page faults every time. It changes how much memory is held between
    /// files (at most the trim threshold), never what is computed. Elsewhere it does nothing.
    static func apply() {
        #if canImport(Glibc)
        // `mallopt` is declared in malloc.h, which the Glibc module does not import: it is
        // looked up by name (and left alone if this C library has none).
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        // malloc.h's `M_TRIM_THRESHOLD` and `M_TOP_PAD`.
        let trimThreshold: Int32 = -1
        let topPad: Int32 = -2
        _ = mallopt(trimThreshold, 256 << 20)
        _ = mallopt(topPad, 64 << 20)
        #endif
    }
}
