import Recordings
#if canImport(Glibc)
import Glibc
#endif

/// peekpop-uinput: plays recordings into real kernel input devices (the VM suite's player).
func main() -> Int32 {
    do {
        return try Player(options: PlayerOptions(Array(CommandLine.arguments.dropFirst()))).run()
    } catch let error as UinputError {
        if error.status == 0 { Console.out(error.message) } else { Console.error(error.message) }
        return error.status
    } catch let error as RecordingError {
        Console.error("peekpop-uinput: \(error)")
        switch error.kind {
        case .malformed: return 65
        case .unreadable: return 66
        case .unwritable: return 73
        }
    } catch {
        Console.error("peekpop-uinput: \(error)")
        return 70
    }
}

exit(main())
