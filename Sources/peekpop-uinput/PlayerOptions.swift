/// When the player reads its own devices back.
enum ReadbackMode {
    /// After every `SYN_REPORT`: the client never falls behind, so it must read exactly what was written.
    case eachFrame
    /// Only after the last event: a recording longer than the kernel's per-client buffer must
    /// come back with `SYN_DROPPED`.
    case atEnd
}

/// The player's command line.
struct PlayerOptions {
    static let usage = """
    Usage: peekpop-uinput FILE [--desc DESC] [--fast] [--readback each-frame|at-end]
                          [--delay SECONDS] [--linger SECONDS] [--unplug-at SECONDS] [--zero-fuzz]

    Creates a uinput device for each device a recording describes (evemu or libinput record),
    prints `created DEVNODE NAME` for each, then writes the recorded events with their recorded
    timing. Recorded SYN_DROPPED events are not written (the kernel ignores them from uinput: only
    a real overflow makes one). Test tool for the VM suite (Tests/VM); needs write access to /dev/uinput.

      --desc DESC        separate evemu description of an events-only recording
      --fast             write without waiting between frames
      --readback MODE    read the devices back with libevdev, `each-frame` (must match exactly,
                         else exit 1) or `at-end` (overflows the kernel buffer: SYN_DROPPED); prints
                         `readback DEVNODE written=N read=N dropped=N stuck=N lag-max-ms=X`
      --delay SECONDS    wait after creating the devices, before the first event (udev, clients)
      --linger SECONDS   keep the devices after the last event
      --unplug-at S      destroy the devices when the recording reaches S seconds and stop there
      --zero-fuzz        create every axis with fuzz 0, so the kernel passes each changed value
                         unsmoothed (what an exact readback of a recording with fuzz needs)
    """

    var file: String
    var descriptionPath: String?
    var fast = false
    var readback: ReadbackMode?
    var delay = 0.0
    var linger = 0.0
    var unplugAt: Double?
    var zeroFuzz = false

    /// Parses `words` (the arguments after the program name).
    /// - Throws: `UinputError` with status 64 and the usage.
    init(_ words: [String]) throws(UinputError) {
        var file: String?
        var rest = words[...]
        func value(_ option: String) throws(UinputError) -> String {
            guard let next = rest.popFirst() else { throw UinputError(64, "peekpop-uinput: \(option) needs a value\n\(Self.usage)") }
            return next
        }
        func seconds(_ option: String) throws(UinputError) -> Double {
            let text = try value(option)
            guard let seconds = Double(text), seconds >= 0, seconds.isFinite else {
                throw UinputError(64, "peekpop-uinput: \(option) takes seconds (a number >= 0), not '\(text)'")
            }
            return seconds
        }
        while let word = rest.popFirst() {
            switch word {
            case "--desc": descriptionPath = try value(word)
            case "--fast": fast = true
            case "--readback":
                switch try value(word) {
                case "each-frame": readback = .eachFrame
                case "at-end": readback = .atEnd
                case let other: throw UinputError(64, "peekpop-uinput: --readback is each-frame or at-end, not '\(other)'")
                }
            case "--delay": delay = try seconds(word)
            case "--linger": linger = try seconds(word)
            case "--unplug-at": unplugAt = try seconds(word)
            case "--zero-fuzz": zeroFuzz = true
            case "-h", "--help": throw UinputError(0, Self.usage)
            default:
                guard !word.hasPrefix("-"), file == nil else { throw UinputError(64, "peekpop-uinput: unexpected '\(word)'\n\(Self.usage)") }
                file = word
            }
        }
        guard let file else { throw UinputError(64, "peekpop-uinput: which recording?\n\(Self.usage)") }
        self.file = file
    }
}
