import Foundation
import Recordings

/// Runs `bytes` through `EvemuReader` to the end. Malformed input is expected and ends quietly;
/// only a crash (or a sanitizer report) is a finding.
func readToEnd(_ bytes: [UInt8]) {
    do {
        var reader = try EvemuReader(bytes: bytes, name: "fuzz-input")
        while try reader.next() != nil {}
    } catch {
        return
    }
}

#if FUZZING
/// The libFuzzer entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    readToEnd(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// libFuzzer's driver. SwiftPM links executables with `main` aliased to `FuzzEvemu_main`, which only
/// an `@main` type provides, so libFuzzer's own `main` cannot be used: ours starts the driver.
@_extern(c, "LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

@main
struct FuzzEvemu {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
    }
}
#else
@main
struct FuzzEvemu {
    /// Replays corpus files (crashers kept as regression inputs) through the fuzz entry point.
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("FuzzEvemu: cannot read \(path)")
                continue
            }
            readToEnd([UInt8](data))
            print("FuzzEvemu: \(path): ok")
        }
    }
}
#endif
