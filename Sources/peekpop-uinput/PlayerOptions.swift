// SPDX-License-Identifier: MIT
import CommandLineOptions

/// When the player reads its own devices back.
enum ReadbackMode: String, CaseIterable {
    /// After every `SYN_REPORT`: the client never falls behind, so it must read exactly what was written.
    case eachFrame = "each-frame"
    /// Only after the last event: a recording longer than the kernel's per-client buffer must
    /// come back with `SYN_DROPPED`.
    case atEnd = "at-end"
}

/// The player's command line.
struct PlayerOptions {
    static let usage = """
    Usage: peekpop-uinput FILE [--desc DESC] [--fast] [--frame-gap SECONDS] [--readback each-frame|at-end]
                          [--delay SECONDS] [--linger SECONDS] [--unplug-at SECONDS] [--pause-at SECONDS]
                          [--zero-fuzz] [--fill-resolution UNITS] [--frame-times FILE] [--hid DEVICE]

    Creates a uinput device for each device a recording describes (evemu or libinput record),
    prints `created DEVNODE NAME` for each, then writes the recorded events with their recorded
    timing. With --hid, makes instead the real device DEVICE describes through /dev/uhid (its
    HID report descriptor, bus and ids: the kernel binds the driver the hardware gets), prints
    `created DEVNODE NAME` for each node that driver makes (the one reading back the recording's
    touches or pen first) and `kernel asked REQUEST: ANSWER` for each report the driver asked
    for or set while binding it, and plays each frame of the recording as that device's own
    reports; while a contact rests it sends the last frame's reports again every 20 ms, as the
    device scans, and a silence its driver may take for a lift (over 100 ms: the machine held the
    player back) is said as `silent MS ms with a contact down`. Recorded SYN_DROPPED events are not written (the kernel ignores them from uinput: only
    a real overflow makes one). Test tool for the VM suite (Tests/VM); needs write access to /dev/uinput.

      --desc DESC        separate evemu description of an events-only recording
      --fast             write without waiting between frames
      --frame-gap S      a frame every S seconds instead of the recorded timing (or --fast): long
                         recordings in little time without outrunning slow readers
      --readback MODE    read the devices back with libevdev, `each-frame` (must match exactly,
                         else exit 1) or `at-end` (overflows the kernel buffer: SYN_DROPPED); prints
                         `readback DEVNODE written=N read=N dropped=N stuck=N lag-max-ms=X`
      --delay SECONDS    wait after creating the devices, before the first event (udev, clients)
      --linger SECONDS   keep the devices after the last event
      --unplug-at S      destroy the devices when the recording reaches S seconds and stop there
      --pause-at S[,S…]  when the recording reaches S seconds, print `paused at S` and stop this
                         process (SIGSTOP) with the devices as they are: a finger down stays down,
                         still, until SIGCONT; the rest then plays later by as long (each of a
                         comma-separated list in turn)
      --zero-fuzz        create every axis with fuzz 0, so the kernel passes each changed value
                         unsmoothed (what an exact readback of a recording with fuzz needs)
      --fill-resolution UNITS  give ABS_X and ABS_Y this resolution (units/mm) where the recording
                         has none: libinput ignores a tablet without it (old evemu files lack it)
      --frame-times FILE with --readback: write a line `DEVNODE RECORDED KERNEL` per frame read
                         back, its recorded time (seconds from the first event) and the kernel's
                         CLOCK_MONOTONIC timestamp of it (what a latency is measured from)
      --hid DEVICE       play through /dev/uhid as the device of DEVICE, a JSON device file
                         (Recordings/hid-devices/): positions and pressures keep their fraction of
                         the recording's ranges; the readback counts frames, as the driver writes
                         its own events
      -h, --help         show this help

    Exit status: 0 played (and read back as written), 1 a readback differs, 64 wrong usage,
    65 malformed recording or device file, 66 FILE or DEVICE cannot be opened, 69 no uinput or
    uhid (or no driver bound the HID device), 71 a system call failed, 77 no permission for
    /dev/uinput or /dev/uhid.
    """

    static let descriptionOption = Option.value("--desc", "DESC")
    static let fastOption = Option.flag("--fast")
    static let frameGapOption = Option.value("--frame-gap", "SECONDS")
    static let readbackOption = Option.value("--readback", "MODE")
    static let delayOption = Option.value("--delay", "SECONDS")
    static let lingerOption = Option.value("--linger", "SECONDS")
    static let unplugAtOption = Option.value("--unplug-at", "S")
    static let pauseAtOption = Option.value("--pause-at", "S")
    static let zeroFuzzOption = Option.flag("--zero-fuzz")
    static let fillResolutionOption = Option.value("--fill-resolution", "UNITS")
    static let frameTimesOption = Option.value("--frame-times", "FILE")
    static let hidOption = Option.value("--hid", "DEVICE")
    static let parser = OptionParser([descriptionOption, fastOption, frameGapOption, readbackOption, delayOption, lingerOption,
                                      unplugAtOption, pauseAtOption, zeroFuzzOption, fillResolutionOption, frameTimesOption, hidOption])

    var file: String
    var descriptionPath: String?
    var fast: Bool
    /// Seconds between frames instead of the recorded timing.
    var frameGap: Double?
    var readback: ReadbackMode?
    var delay: Double
    var linger: Double
    var unplugAt: Double?
    /// Where in the recording (seconds, ascending) the player stops itself until continued.
    var pauseAt: [Double]
    var zeroFuzz: Bool
    /// The resolution of ABS_X and ABS_Y where the recording gives none.
    var fillResolution: Int32?
    /// Where the frames' recorded and kernel times go, after a readback.
    var frameTimes: String?
    /// The JSON device file to play as through /dev/uhid.
    var hidDevice: String?

    /// A comma-separated list of times in seconds, each from 0 up, in ascending order.
    private static func times(_ text: String?, of option: Option) throws(UsageError) -> [Double] {
        guard let text else { return [] }
        let times = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard !times.contains(where: { $0 == nil || !$0!.isFinite || $0! < 0 }) else {
            throw .invalidValue(option: option.name, value: text, expected: .number(unit: "seconds", lowest: 0, inclusive: true))
        }
        let values = times.compactMap { $0 }
        guard values == values.sorted() else {
            throw .invalidValue(option: option.name, value: text, expected: .number(unit: "seconds, in ascending order", lowest: 0, inclusive: true))
        }
        return values
    }

    /// The options `words` (the arguments after the program name) give; nil when they ask for help.
    static func parse(_ words: [String]) throws(UsageError) -> PlayerOptions? {
        switch try parser.parse(words) {
        case .help: return nil
        case .arguments(let arguments): return try PlayerOptions(arguments)
        }
    }

    private init(_ arguments: ParsedArguments) throws(UsageError) {
        file = try arguments.operand("FILE")
        descriptionPath = try arguments.path(Self.descriptionOption)
        fast = arguments.flag(Self.fastOption)
        frameGap = try arguments.number(Self.frameGapOption, unit: "seconds", above: 0)
        readback = try arguments.choice(Self.readbackOption, among: ReadbackMode.allCases)
        delay = try arguments.number(Self.delayOption, unit: "seconds", atLeast: 0) ?? 0
        linger = try arguments.number(Self.lingerOption, unit: "seconds", atLeast: 0) ?? 0
        unplugAt = try arguments.number(Self.unplugAtOption, unit: "seconds", atLeast: 0)
        pauseAt = try Self.times(arguments.string(Self.pauseAtOption), of: Self.pauseAtOption)
        zeroFuzz = arguments.flag(Self.zeroFuzzOption)
        fillResolution = try arguments.integer(Self.fillResolutionOption, in: 1...100_000).map(Int32.init)
        frameTimes = try arguments.path(Self.frameTimesOption)
        hidDevice = try arguments.path(Self.hidOption)
        guard frameTimes == nil || readback != nil else {
            throw UsageError.needs(option: Self.frameTimesOption.name, needed: Self.readbackOption.name)
        }
    }
}
