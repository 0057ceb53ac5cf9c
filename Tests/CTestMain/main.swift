// Entry point for test executables built by CMake (SwiftPM brings its own): runs every Swift Testing
// test linked into the executable and exits with its status. Compiled with -parse-as-library.
import Testing

@main struct CTestEntry {
    static func main() async {
        await Testing.__swiftPMEntryPoint() as Never
    }
}
