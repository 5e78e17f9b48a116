// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "peekpop",
    products: [
        .executable(name: "peekpop", targets: ["peekpop"]),
    ],
    targets: [
        // C libraries from Debian, through pkg-config.
        .systemLibrary(name: "CEvdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CUdev", pkgConfig: "libudev", providers: [.apt(["libudev-dev"])]),
        // Linux interfaces the Glibc module leaves out (epoll, signalfd, timerfd, accept4).
        .systemLibrary(name: "CLinux"),

        // The command lines' option parser (peekpop, peekpop-uinput): standard library only.
        .target(name: "CommandLineOptions"),

        // Pure Swift core: no I/O beyond reading the bytes handed to it.
        .target(name: "InputEvents", dependencies: ["CEvdev"], linkerSettings: [.linkedLibrary("m")]),
        .target(name: "Recordings", dependencies: ["InputEvents", "CYAML"]),
        .target(name: "Contacts", dependencies: ["InputEvents"], exclude: ["ContactTracker.md"]),
        .target(name: "Gestures", dependencies: ["Contacts"],
                exclude: ["PressMachine.md", "PinchMachine.md", "EdgePanMachine.md"]),
        .target(name: "GestureStream", dependencies: ["Gestures", "BrowserSession"]),
        // Force thresholds from labelled presses, the guided sequence, profile lookup, force plots.
        .target(name: "Calibration", dependencies: ["Gestures", "Contacts", "InputEvents"], exclude: ["CalibrationSession.md"]),

        // The browser-session core: tabs, history, policy, previews, zoom, overview. Pure, no UI.
        .target(name: "BrowserSession", dependencies: ["Gestures"], exclude: ["LinkPreview.md"]),
        // The session in SQLite: WAL, one transaction per step, corrupt files moved aside.
        .target(name: "SessionStore", dependencies: ["BrowserSession", "InputEvents", "CSQLite"]),

        // Live devices: udev discovery and hotplug, libevdev reading, recording them.
        .target(name: "Devices", dependencies: ["InputEvents", "Contacts", "Recordings", "CEvdev", "CUdev", "CLinux"]),

        // Recording to stream lines, device by device: what `replay` and the tests run.
        .target(name: "Pipeline", dependencies: ["Recordings", "Contacts", "Gestures", "GestureStream", "BrowserSession", "SessionStore"]),

        // `peekpop run`: the epoll loop, the socket server and its clients, signals and timers.
        .target(name: "Daemon", dependencies: ["CLinux", "InputEvents", "Contacts", "Gestures", "GestureStream", "Pipeline"]),

        // The command line.
        .executableTarget(name: "peekpop", dependencies: ["CommandLineOptions", "InputEvents", "Recordings", "Gestures", "GestureStream", "Pipeline", "BrowserSession", "SessionStore", "Devices", "Calibration", "Daemon"]),

        // libFuzzer target for the readers and the whole pipeline (`make fuzz`); built normally it
        // replays corpus files as regression inputs.
        .executableTarget(name: "FuzzRecordings", dependencies: ["Recordings", "Gestures", "GestureStream", "Pipeline"]),
        // `bench/session.sh`: commit latency per navigation and restore time of a large session.
        .executableTarget(name: "SessionBench", dependencies: ["SessionStore", "BrowserSession", "InputEvents"]),
        // `bench/daemon.sh`: a recording's frames through the daemon's loop and device feed, per device read.
        .executableTarget(name: "DaemonBench", dependencies: ["Daemon", "Gestures", "InputEvents", "Recordings"]),
        // The VM suite's player (Tests/VM): recordings into real uinput devices, read back with libevdev.
        .executableTarget(name: "peekpop-uinput", dependencies: ["CommandLineOptions", "InputEvents", "Recordings", "CEvdev"]),

        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "CommandLineOptionsTests", dependencies: ["CommandLineOptions"]),
        .testTarget(name: "InputEventsTests", dependencies: ["InputEvents"]),
        .testTarget(name: "RecordingsTests", dependencies: ["TestSupport", "Recordings"], exclude: ["Fixtures"]),
        .testTarget(name: "ContactsTests", dependencies: ["TestSupport", "Contacts", "Recordings"]),
        .testTarget(name: "GesturesTests", dependencies: ["TestSupport", "Gestures", "Recordings"]),
        .testTarget(name: "GestureStreamTests", dependencies: ["TestSupport", "GestureStream"]),
        .testTarget(name: "BrowserSessionTests", dependencies: ["BrowserSession"]),
        .testTarget(name: "SessionStoreTests", dependencies: ["SessionStore", "BrowserSession", "InputEvents", "CSQLite"]),
        .testTarget(name: "DevicesTests", dependencies: ["Devices", "Contacts", "InputEvents", "Recordings"]),
        .testTarget(name: "CalibrationTests", dependencies: ["TestSupport", "Calibration", "Contacts", "Gestures", "Recordings", "Pipeline"]),
        .testTarget(name: "DaemonTests", dependencies: ["TestSupport", "Daemon", "Recordings", "Gestures", "GestureStream", "InputEvents"]),
        .testTarget(name: "PeekpopTests", dependencies: ["TestSupport", "Contacts", "GestureStream", "Pipeline", "Recordings", "SessionStore"]),
    ]
)
