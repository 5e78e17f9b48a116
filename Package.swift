// swift-tools-version:6.2
// SPDX-License-Identifier: MIT
import Foundation
import PackageDescription

/// Whether pkg-config can find `module` (its .pc file in pkg-config's search path): the browser's
/// targets are in the package only where WebKitGTK and GTK 4 are installed (`make browser-deps`),
/// so `peekpop` and the daemon build on a machine without them.
func pkgConfigHas(_ module: String) -> Bool {
    let environment = ProcessInfo.processInfo.environment
    let extra = (environment["PKG_CONFIG_PATH"] ?? "").split(separator: ":").map(String.init)
    let standard = ["/usr/local/lib/pkgconfig", "/usr/local/share/pkgconfig", "/usr/lib/pkgconfig", "/usr/share/pkgconfig"]
        + ["x86_64", "aarch64", "arm", "i386", "riscv64", "powerpc64le", "s390x"].map { "/usr/lib/\($0)-linux-gnu/pkgconfig" }
    return (extra + standard).contains { FileManager.default.fileExists(atPath: "\($0)/\(module).pc") }
}
/// `PEEKPOP_WITHOUT_BROWSER=1` leaves them out where they are installed too: `make test-unit` builds
/// `WindowLogic` so, to show it needs nothing of them.
let browser = ProcessInfo.processInfo.environment["PEEKPOP_WITHOUT_BROWSER"] == nil && pkgConfigHas("webkitgtk-6.0")

/// The daemon's loop and the device reader, which every frame of every device goes through from
/// the read to the line on the socket. Release builds skip the runtime's exclusivity checks there:
/// the loop is single-threaded, and each access to a class's stored property costs a call into the
/// runtime (about a tenth of the instructions between a frame and its line), which on the latency
/// bench's emulated CPU costs far more than its instructions. The tracker, recognizer and encoder
/// are structs and need no such setting. Debug builds, which run the tests, keep every check.
let perFrame: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "peekpop",
    products: [
        .executable(name: "peekpop", targets: ["peekpop"]),
        .executable(name: "peekpop-native-host", targets: ["peekpop-native-host"]),
    ],
    targets: [
        // C libraries from Debian, through pkg-config.
        .systemLibrary(name: "CEvdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CUdev", pkgConfig: "libudev", providers: [.apt(["libudev-dev"])]),
        // libinput: only the pen oracle links it (peekpop reproduces its pen handling in Contacts).
        .systemLibrary(name: "CLibinput", pkgConfig: "libinput", providers: [.apt(["libinput-dev"])]),
        // IDNA (UTS #46) for host names beyond ASCII: what curl, wget and libpsl use for it.
        .systemLibrary(name: "CIDN2", pkgConfig: "libidn2", providers: [.apt(["libidn2-dev"])]),
        // Linux interfaces the Glibc module leaves out (epoll, signalfd, timerfd, accept4).
        .systemLibrary(name: "CLinux"),
        // System calls in swift-system's style: the one owner of a file descriptor, errno as
        // SystemCallError, EINTR retried in one place, write-all, the clocks and replay pacing,
        // signalfd, timerfd, epoll, poll, sockets, flock, waitpid.
        .target(name: "SystemCalls", dependencies: ["CLinux"]),

        // Numbers with a set number of digits (fixed-point, zero-padded decimal and hex), written in
        // one place for the stream, the recordings, the man pages and every message: standard library only.
        .target(name: "NumberFormat"),
        // JSON, both ways, for every module that reads or writes it: `JSONText`, the stream's
        // number and string writer; `JSONValue`, a whole document, written or parsed (RFC 8259,
        // strictly). On `NumberFormat` only, so the programs need no Foundation for JSON.
        .target(name: "JSON", dependencies: ["NumberFormat"]),
        // The command lines' option parser (peekpop, peekpop-uinput): standard library only.
        .target(name: "CommandLineOptions"),
        // One description of each command line that `--help`, the man pages and the bash, zsh and
        // fish completions are all made from: standard library only.
        .target(name: "CommandLineDocs", dependencies: ["CommandLineOptions", "NumberFormat"]),
        // What every command line shares beyond options: sysexits statuses and `CLIError`, notes on
        // stderr, buffered output, the daemon's socket path. Nothing more, so that the native host
        // links only what it uses.
        .target(name: "CommandLineSupport", dependencies: ["CommandLineOptions", "SystemCalls"]),

        // HID report descriptors and the reports they describe, both ways, for the uhid device player:
        // a descriptor parsed into fields as hid-core reads it, touch and pen frames into input
        // reports, the replies to the kernel's GET_REPORT for feature reports, reports read back into
        // values for tests and logs. Pure logic, standard library only: the player owns /dev/uhid.
        .target(name: "HIDReports"),
        // Pure Swift core: no I/O beyond reading the bytes handed to it.
        .target(name: "InputEvents", dependencies: ["CEvdev", "NumberFormat"]),
        // Readers over a byte source; SystemCalls only for the file byte source and file output.
        .target(name: "Recordings", dependencies: ["InputEvents", "CYAML", "NumberFormat", "SystemCalls"]),
        .target(name: "Contacts", dependencies: ["InputEvents"], exclude: ["ContactTracker.md"]),
        // The recognizers and their state machines, and one device's tracker feeding its recognizer
        // (`DevicePipeline`): what every front end runs per device.
        .target(name: "Gestures", dependencies: ["Contacts", "InputEvents", "JSON"],
                exclude: ["ForceClickMachine.md", "PressMachine.md", "PinchMachine.md", "EdgePanMachine.md"]),
        .target(name: "GestureStream", dependencies: ["InputEvents", "Contacts", "Gestures", "JSON", "NumberFormat"]),
        // WebExtension native messaging: the framing (length + JSON, both ways, with the browsers'
        // limits) and the messages the host sends the extension. Pure.
        .target(name: "NativeMessaging", dependencies: ["GestureStream", "JSON"]),
        // Force thresholds from labelled presses, the guided sequence, profile lookup, force plots.
        .target(name: "Calibration", dependencies: ["Gestures", "Contacts", "InputEvents", "NumberFormat", "SystemCalls"], exclude: ["CalibrationSession.md"]),

        // Web addresses: URLs taken apart, host names, percent-encoding, what the address field makes
        // of what is typed, the search template, the navigation policy, what a site is. Pure: the
        // public suffix list and IDNA come in through protocols (`SiteNaming`, `DomainNameMapping`).
        .target(name: "WebAddress", dependencies: ["NumberFormat"]),
        // `DomainNameMapping` by libidn2: what the programs give `WebAddress` for names beyond ASCII.
        .target(name: "IDNA", dependencies: ["CIDN2", "WebAddress"]),
        // The browser-session core: tabs, history, policy, previews, zoom, overview. Pure, no UI.
        .target(name: "BrowserSession", dependencies: ["Gestures", "Contacts", "InputEvents", "JSON", "NumberFormat", "WebAddress"], exclude: ["Session/BrowserSession.md", "Preview/LinkPreview.md", "Session/ScreenOwner.md"]),
        // The session in SQLite: WAL, one transaction per step, corrupt files moved aside.
        .target(name: "SessionStore", dependencies: ["BrowserSession", "InputEvents", "CSQLite", "SystemCalls"]),

        // Live devices: udev discovery and hotplug, libevdev reading, recording them.
        .target(name: "Devices", dependencies: ["InputEvents", "Contacts", "Recordings", "CEvdev", "CUdev", "JSON", "NumberFormat", "SystemCalls"], swiftSettings: perFrame),

        // Recording to stream lines, device by device: what `replay` and the tests run. Pure: no store,
        // no processes; the session it may drive comes in through `GestureSession`.
        .target(name: "Pipeline", dependencies: ["Recordings", "InputEvents", "Contacts", "Gestures", "GestureStream"]),
        // Runs a browser session: core, renderer, store and opener, in the order commit, report, hand off.
        .target(name: "SessionRunner", dependencies: ["InputEvents", "Gestures", "GestureStream", "Pipeline", "BrowserSession", "SessionStore", "SystemCalls"]),
        // What `peekpop` and `peekpop-browser` open before they replay or run: recordings, profiles,
        // site files, the session store; and the exit status each of their failures gives.
        .target(name: "CommandLineSetup", dependencies: ["CommandLineSupport", "BrowserSession", "WebAddress", "Gestures", "InputEvents", "NumberFormat", "Recordings", "Pipeline", "SessionRunner", "SessionStore", "SystemCalls"]),

        // `peekpop run`: the epoll loop, the socket server and its clients, the input feeds (what an
        // `InputSource` is). The session, when there is one, comes from the caller as a
        // `GestureSession`: no SQLite here.
        .target(name: "Daemon", dependencies: ["SystemCalls", "InputEvents", "Contacts", "Gestures", "GestureStream", "Pipeline"], swiftSettings: perFrame),
        // A client of the daemon's socket, whatever loop runs it (the window's, the native host's):
        // connecting with backoff, lines into gestures, the gestures of a lost stream cancelled.
        .target(name: "DaemonClient", dependencies: ["GestureStream", "Gestures", "SystemCalls"]),

        // The command line.
        .executableTarget(name: "peekpop", dependencies: ["CommandLineOptions", "CommandLineDocs", "CommandLineSupport", "CommandLineSetup", "IDNA", "SystemCalls", "InputEvents", "Recordings", "Contacts", "Gestures", "GestureStream", "Pipeline", "SessionRunner", "BrowserSession", "SessionStore", "Devices", "Calibration", "Daemon", "JSON", "NumberFormat"]),

        // The WebExtension's native messaging host: the daemon's gestures to Chromium or Firefox.
        .executableTarget(name: "peekpop-native-host", dependencies: ["CommandLineDocs", "CommandLineOptions", "CommandLineSupport", "DaemonClient", "NativeMessaging", "SystemCalls"]),

        // libFuzzer target for the readers, the JSON parser and the whole pipeline (`make fuzz`); built normally it
        // replays corpus files as regression inputs.
        .executableTarget(name: "FuzzRecordings", dependencies: ["Recordings", "Gestures", "GestureStream", "JSON", "Pipeline"]),
        // `bench/session.sh`: commit latency per navigation and restore time of a large session.
        .executableTarget(name: "SessionBench", dependencies: ["SessionStore", "BrowserSession", "InputEvents", "NumberFormat"]),
        // `bench/daemon.sh`: a recording's frames through the daemon's loop and device feed, per device read.
        .executableTarget(name: "DaemonBench", dependencies: ["Daemon", "Gestures", "InputEvents", "Recordings", "SystemCalls"]),
        // The VM suite's player (Tests/VM): recordings into real uinput devices, or as a real
        // device's own HID reports into /dev/uhid (HIDReports), read back through Devices' libevdev reader.
        .executableTarget(name: "peekpop-uinput", dependencies: ["CommandLineOptions", "HIDReports", "InputEvents", "JSON", "NumberFormat", "Recordings", "Devices", "CEvdev", "SystemCalls"]),
        // The VM suite's pen oracle (Tests/VM): libinput (path backend) and peekpop's libevdev
        // reader and tracker on the same device at once, tip and pressure compared frame by frame.
        .executableTarget(name: "peekpop-pen-oracle", dependencies: ["CLibinput", "CommandLineOptions", "InputEvents", "Contacts", "Devices", "NumberFormat", "SystemCalls"]),

        // SessionStoreTests' child process: snapshots written until it is killed (kill -9 mid-write).
        .executableTarget(name: "SnapshotWriter", dependencies: ["SessionStore", "BrowserSession", "InputEvents", "SystemCalls"], path: "Tests/SnapshotWriter"),
        // SessionStoreTests' child process: a heavy schema migration, killed -9 before, during and after it.
        .executableTarget(name: "MigrationChild", dependencies: ["SessionStore", "SystemCalls"], path: "Tests/MigrationChild"),
        .target(name: "TestSupport", dependencies: ["WebAddress"], path: "Tests/TestSupport"),
        .testTarget(name: "SystemCallsTests", dependencies: ["SystemCalls"]),
        .testTarget(name: "NumberFormatTests", dependencies: ["NumberFormat"]),
        .testTarget(name: "JSONTests", dependencies: ["TestSupport", "JSON"]),
        .testTarget(name: "CommandLineOptionsTests", dependencies: ["CommandLineOptions"]),
        .testTarget(name: "CommandLineDocsTests", dependencies: ["CommandLineDocs", "CommandLineOptions"]),
        .testTarget(name: "InputEventsTests", dependencies: ["InputEvents"]),
        .testTarget(name: "HIDReportsTests", dependencies: ["HIDReports", "JSON"]),
        .testTarget(name: "RecordingsTests", dependencies: ["TestSupport", "Recordings", "InputEvents", "SystemCalls"], exclude: ["Fixtures"]),
        .testTarget(name: "ContactsTests", dependencies: ["TestSupport", "Contacts", "Recordings", "InputEvents"]),
        .testTarget(name: "GesturesTests", dependencies: ["TestSupport", "Gestures", "Contacts", "InputEvents", "Recordings"]),
        .testTarget(name: "GestureStreamTests", dependencies: ["TestSupport", "GestureStream", "Gestures", "Contacts"]),
        .testTarget(name: "WebAddressTests", dependencies: ["TestSupport", "WebAddress", "IDNA"], exclude: ["check_idna.py"]),
        .testTarget(name: "BrowserSessionTests", dependencies: ["TestSupport", "BrowserSession", "Gestures", "Contacts", "InputEvents", "WebAddress", "IDNA"]),
        .testTarget(name: "SessionRunnerTests", dependencies: ["IDNA", "SessionRunner", "BrowserSession", "SessionStore", "Gestures", "GestureStream", "Contacts", "InputEvents"]),
        .testTarget(name: "SessionStoreTests", dependencies: ["IDNA", "SessionStore", "BrowserSession", "InputEvents", "CSQLite", "SystemCalls", "TestSupport"]),
        .testTarget(name: "DevicesTests", dependencies: ["Devices", "CEvdev", "Contacts", "InputEvents", "Recordings", "SystemCalls"]),
        .testTarget(name: "CommandLineSetupTests", dependencies: ["CommandLineSetup", "Gestures", "InputEvents"]),
        .testTarget(name: "CalibrationTests", dependencies: ["TestSupport", "Calibration", "Contacts", "Gestures", "InputEvents", "Recordings", "GestureStream", "Pipeline"]),
        .testTarget(name: "DaemonClientTests", dependencies: ["DaemonClient", "Daemon", "SystemCalls", "GestureStream", "Gestures", "Contacts", "InputEvents"]),
        .testTarget(name: "NativeMessagingTests", dependencies: ["TestSupport", "NativeMessaging", "GestureStream", "Gestures", "Contacts"]),
        .testTarget(name: "PlayerTests", dependencies: ["peekpop-uinput", "HIDReports", "InputEvents", "Recordings"]),
        .testTarget(name: "NativeHostTests", dependencies: ["TestSupport", "peekpop-native-host", "SystemCalls"]),
        .testTarget(name: "DaemonTests", dependencies: ["TestSupport", "Daemon", "SystemCalls", "Recordings", "Gestures", "GestureStream", "InputEvents"]),
        .testTarget(name: "PenOracleTests", dependencies: ["peekpop-pen-oracle", "InputEvents"]),
        .testTarget(name: "PeekpopTests", dependencies: ["TestSupport", "InputEvents", "Contacts", "Gestures", "GestureStream", "Pipeline", "Recordings", "BrowserSession", "SessionStore", "CSQLite"]),
    ]
)

// The browser window's pure logic (machines, geometry, policy, the page script's text): no GTK,
// no WebKit, no loop, so it builds and is tested everywhere, and the compiler keeps it so.
package.targets += [
    .target(name: "WindowLogic", dependencies: ["BrowserSession", "Contacts", "Gestures", "GestureStream", "InputEvents", "JSON", "SessionRunner", "WebAddress"],
            exclude: ["TouchSequenceMatcher.md", "SwipeMachine.md", "OverviewMachine.md", "WindowPacing.md", "CardMotion.md", "PageLoad.md"]),
    .testTarget(name: "WindowLogicTests", dependencies: ["WindowLogic", "BrowserSession", "Contacts", "Gestures", "GestureStream", "InputEvents", "SessionRunner", "WebAddress", "IDNA"]),
]

// The browser window (`peekpop-browser`): WebKitGTK 6.0 and GTK 4, only where they are installed.
if browser {
    package.products.append(.executable(name: "peekpop-browser", targets: ["peekpop-browser"]))
    package.targets += [
        .systemLibrary(name: "CWebKit", pkgConfig: "webkitgtk-6.0", providers: [.apt(["libwebkitgtk-6.0-dev", "libgtk-4-dev"])]),
        // The window: GObject signals, the GLib loop, a WebKit web view as the session's renderer.
        .target(name: "BrowserWindow", dependencies: ["CWebKit", "WindowLogic", "BrowserSession", "DaemonClient", "Contacts", "Gestures", "GestureStream", "InputEvents", "JSON", "Pipeline", "SessionRunner", "SessionStore", "SystemCalls", "WebAddress"]),
        .executableTarget(name: "peekpop-browser", dependencies: ["BrowserWindow", "WindowLogic", "BrowserSession", "IDNA", "CommandLineOptions", "CommandLineDocs", "CommandLineSupport", "CommandLineSetup", "Gestures", "GestureStream", "NumberFormat", "Pipeline", "Recordings", "SessionRunner", "SessionStore", "SystemCalls", "WebAddress"]),
        // The window's pure parts; the window itself is tested under Xvfb by Tests/Browser/run.sh.
        .testTarget(name: "BrowserWindowTests", dependencies: ["CWebKit", "BrowserWindow", "WindowLogic", "BrowserSession", "Contacts", "Gestures", "GestureStream", "InputEvents", "SessionRunner", "SessionStore", "WebAddress", "IDNA"]),
    ]
}
