// SPDX-License-Identifier: MIT
import CommandLineOptions
import Recordings
#if canImport(Glibc)
import Glibc
#endif

/// peekpop-uinput: plays recordings into real kernel input devices (the VM suite's player).
func main() -> Int32 {
    do {
        guard let options = try PlayerOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
            Console.out(PlayerOptions.usage)
            return 0
        }
        return try Player(options: options).run()
    } catch let error as UsageError {
        Console.note("\(error)\n\(PlayerOptions.usage)")
        return 64
    } catch let error as UinputError {
        Console.note(error.message)
        return error.status
    } catch let error as RecordingError {
        Console.note("\(error)")
        switch error.kind {
        case .malformed: return 65
        case .unreadable: return 66
        case .unwritable: return 73
        }
    } catch {
        Console.note("\(error)")
        return 70
    }
}

exit(main())
