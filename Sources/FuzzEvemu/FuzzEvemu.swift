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
#else
import Foundation

/// Replays corpus files (crashers kept as regression inputs) through the fuzz entry point.
@main
struct FuzzEvemu {
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
