// SPDX-License-Identifier: MIT
import Foundation

/// One fuzz target for the recording readers and the whole replay pipeline:
/// `FuzzRecordings MODE [libFuzzer options | files]`, MODE being `evemu`, `libinput-record` or
/// `replay` (or `$PEEKPOP_FUZZ_MODE` when the first argument is not a mode).
///
/// Built with `-DFUZZING` (`scripts/fuzz.sh`) it is a libFuzzer binary; built normally it runs the
/// files it is given through the same mode, so crashers stay regression inputs.
@main
struct FuzzRecordings {
    static func main() {
        var arguments = CommandLine.arguments
        let mode: FuzzMode
        if arguments.count > 1, let named = FuzzMode(rawValue: arguments[1]) {
            mode = named
            arguments.remove(at: 1)
        } else if let named = ProcessInfo.processInfo.environment[FuzzMode.environmentKey].flatMap(FuzzMode.init) {
            mode = named
        } else {
            let modes = FuzzMode.allCases.map(\.rawValue).joined(separator: "|")
            FileHandle.standardError.write(Data("usage: FuzzRecordings (\(modes)) [libFuzzer options | files]\n".utf8))
            exit(64)
        }
        #if FUZZING
        runFuzzer(mode, arguments: arguments)
        #else
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("FuzzRecordings: cannot read \(path)")
                continue
            }
            mode.run([UInt8](data))
            print("FuzzRecordings \(mode.rawValue): \(path): ok")
        }
        #endif
    }
}

#if FUZZING
/// The mode libFuzzer's callback runs; set once, before the driver starts.
nonisolated(unsafe) private var currentMode = FuzzMode.evemu

/// The libFuzzer entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    currentMode.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// libFuzzer's driver, `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t))`.
/// Its arguments are plain pointers and an int, passed alike by the Swift and C conventions, so
/// `@_silgen_name` serves without the experimental `Extern` feature.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Starts libFuzzer with `arguments` (the mode word removed). SwiftPM links executables with `main`
/// aliased to `FuzzRecordings_main`, which only an `@main` type provides, so libFuzzer's own `main`
/// cannot be used: ours starts the driver (swiftlang/swift-package-manager#8731).
private func runFuzzer(_ mode: FuzzMode, arguments: [String]) -> Never {
    currentMode = mode
    // libFuzzer runs itself again for -fork, -jobs, -merge and -minimize_crash, with the arguments
    // it was given: the environment carries the mode to those runs.
    setenv(FuzzMode.environmentKey, mode.rawValue, 1)
    var pointers = arguments.map { strdup($0) } + [nil]
    var argc = Int32(arguments.count)
    let status = pointers.withUnsafeMutableBufferPointer { buffer in
        guard var argv = buffer.baseAddress else { return Int32(1) }
        return runFuzzerDriver(&argc, &argv, fuzzOneInput)
    }
    exit(status)
}
#endif
