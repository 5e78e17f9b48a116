// SPDX-License-Identifier: MIT
import CommandLineDocs
import CommandLineOptions
import CommandLineSupport

/// `peekpop-browser`: the command line of the WebKitGTK window.
enum BrowserCommand {
    static let version = PeekpopVersion.current

    static let site = Option.value("--site", "SITE")
    static let state = Option.value("--state", "DIR")
    static let socket = Option.value("--socket", "PATH")
    static let replay = Option.value("--replay", "FILE")
    static let realtime = Option.flag("--realtime")
    static let events = Option.flag("--events")
    static let screenshots = Option.value("--screenshots", "DIR")
    static let quitWhenDone = Option.flag("--quit-when-done")
    static let fullscreen = Option.flag("--fullscreen")

    /// peekpop-browser's documentation: `--help`, peekpop-browser(1) and the completions are all made from it.
    static let program = ProgramDoc(
        name: "peekpop-browser",
        version: version,
        main: CommandDoc(
            name: nil,
            summary: "a WebKitGTK browser window driven by peekpop's pressure-touch gestures",
            synopsis: [
                """
                [--site SITE] [--state DIR] [--socket PATH | --replay FILE [--realtime]] [--events] \
                [--screenshots DIR] [--quit-when-done] [--fullscreen] [URL ...]
                """,
                "--man | --completions SHELL",
            ],
            description: ["""
                A browser window (WebKitGTK 6.0, GTK 4) driven by peekpop's browser session: the session core \
                decides what a gesture does (previews and their actions, navigation by the site's policy, back \
                and forward, zoom) and the window renders it, hit-testing links in the real page and reporting \
                what its pages do back to the session. With a site file, links it does not allow go to the \
                system browser (xdg-open); a preview's Share goes to the mail program (xdg-email); when either \
                cannot be run, a note says so and the window goes on. A tap clicks the page where it lands (the window makes the click \
                for a replay, and live where the finger did not reach the page; a javascript: link is never \
                followed from a gesture). A page that cannot load is noted with its URL and why; a download (an \
                attachment, or a type the window cannot show) is saved in the XDG download folder (~/Downloads \
                when unset), never over a file, with a note. Notes and errors go to stderr.
                """, """
                It browses in one of two modes. Without a site file each tab keeps to the site it was opened \
                for (the registrable domain of its address, by the public suffix list: en.wikipedia.org and \
                www.wikipedia.org are one site, wikimedia.org another), and a link to another site opens in a new \
                tab of the window, in front. With a site file (--site, or a browser.json with allow) every tab \
                keeps to the file's hosts and other links go to the system browser, as a site's own app does. \
                URLs of other schemes than http, https and file are never opened.
                """, """
                The toolbar along the top has back, forward and reload, the address field, new tab, the tabs \
                button (the overview, with the number of tabs) and close tab, each at least 44 px high for a \
                finger. The address field shows the page's URL; an address typed there (a URL, or a host name \
                such as wikipedia.org, made https) opens in the tab in front, and anything else is searched for \
                with the search of the settings (browser.json's search; DuckDuckGo without one). It hides while \
                a link's preview is on screen. Ctrl+L puts the keyboard in it.
                """, """
                One window owns a state folder. Started while another window holds it, peekpop-browser hands \
                its URLs to that window, which opens each in a tab and comes to the front, and exits: so \
                xdg-open, with peekpop-browser as the default browser (its desktop entry takes http and https \
                URLs), opens links in the window already running. The window takes them through DIR/window.sock \
                (mode 0600, in the folder only its user can enter).
                """],
            operands: [DocumentedOperand("URL", """
                a page to open, each in a tab of its own after the tabs restored (the first in a fresh window \
                instead of the start page): a URL, a file's path, or what the address field takes (a host \
                name, words to search for). URLs without --site open the browsing mode, even where \
                browser.json is a site file. Given while another window holds the state folder, they open \
                in that window.
                """, values: .files(extensions: ["html", "htm", "xhtml", "svg"]))],
            options: [
                DocumentedOption(site, """
                    the start page and the hosts kept in the window: a site file (JSON with start and allow, and \
                    search for the address field; pages, if any, are not used). Without it, \
                    $XDG_CONFIG_HOME/peekpop/browser.json (~/.config when unset) pins the window the same way \
                    when it has allow and no URL is given; otherwise the window browses, each tab on its own \
                    site, from browser.json's start (https://www.wikipedia.org/ without one).
                    """, values: .files(extensions: ["json"])),
                DocumentedOption(state, """
                    keep the session in DIR/session.sqlite: restored at start, every change committed before it is \
                    printed (default $XDG_STATE_HOME/peekpop, ~/.local/state/peekpop when unset). A corrupt \
                    database is moved aside. One process per DIR: a window holding it takes the URLs of another \
                    peekpop-browser started with no option but --state and --fullscreen; any other process \
                    holding it is named, and this one exits.
                    """, values: .directories),
                DocumentedOption(socket, """
                    read the gestures from the peekpop daemon's socket at PATH (the default, at \
                    $XDG_RUNTIME_DIR/peekpop.sock). While the daemon is not running the window says so at its top \
                    and tries again (after 0.1 s, doubling to 2 s); when it goes away mid-gesture, the gesture is \
                    cancelled (a preview is dismissed). The window's own session decides what each gesture does, \
                    whatever the daemon's does. Where the touchscreen also reaches the compositor, a gesture lands \
                    where the window saw its finger (its GTK touch sequence, matched by the time it landed), and a \
                    hint (its force passing a light level, well before a long press), peek, pop or edge-pan claims that \
                    touch so the page sees no click, long press or scroll for it; taps stay the page's (the window clicks \
                    for a firm tap whose hint claimed its touch). Otherwise positions map onto the screen when the window is fullscreen \
                    (--fullscreen), onto the page area when it is not. A gesture waits for the hit-test of the one \
                    before, never for a load. Lines that are not protocol v1 are skipped with a note.
                    """, values: .anyFile),
                DocumentedOption(replay, """
                    play a recording (evemu or libinput record; as peekpop replay) into the window. Positions map \
                    onto the page area. Without --realtime each gesture waits until the window has settled \
                    (hit-tests answered, loads finished or failed), so a replay gives the same lines on any machine.
                    """, values: .files(extensions: ["events", "evemu", "yml", "yaml"])),
                DocumentedOption(realtime, "play the recording at its recorded pace."),
                DocumentedOption(events, """
                    print the gestures and the session's events on standard output, exactly as \
                    `peekpop replay FILE --site SITE` prints them (docs/PROTOCOL.md).
                    """),
                DocumentedOption(screenshots, """
                    save a PNG of the window after every session event, once the window has settled: \
                    DIR/NNN-EVENT.png, numbered from 001 (e.g. 002-preview-shown.png); an edge-pan also halfway \
                    (NNN-edge-pan.png) and, when it springs back, after that (NNN-edge-pan-sprung-back.png); a pinch \
                    as the page has shrunk to 0.8 (NNN-overview-shrinking.png), as the overview's titles have faded \
                    (NNN-overview-zoomed.png) and, when it springs back, after that (NNN-overview-sprung-back.png); \
                    NNN the next event's number.
                    """, values: .directories),
                DocumentedOption(quitWhenDone, """
                    exit once the replay has ended and the window has settled; from the socket, once the daemon has \
                    ended the stream (or gone away) and the window has settled, without reconnecting (it waits for a \
                    daemon that is not running yet).
                    """),
                DocumentedOption(fullscreen, """
                    show the window over its whole monitor: recommended with a live touchscreen, whose surface is \
                    then the window's.
                    """),
            ] + DocumentationOptions.documented(for: "peekpop-browser"),
            notes: ["""
                The window needs a display (X11 or Wayland). With PEEKPOP_PAINT_TRACE=FILE in the environment \
                (for bench/browser.sh) it appends to FILE the CLOCK_MONOTONIC times at which each preview card \
                is shown and its first frame painted; with PEEKPOP_TOUCH_TRACE=FILE, what it did with each touch.
                """],
            exitStatus: nil,
            examples: [
                "peekpop-browser https://en.wikipedia.org/wiki/Swift_(programming_language) wikipedia.org",
                "xdg-settings set default-web-browser peekpop-browser.desktop; xdg-open https://example.org/",
                "peekpop run & peekpop-browser --site Recordings/demo/demo-site.json",
                "peekpop-browser --fullscreen       (on a live touchscreen, with peekpop run)",
                "peekpop-browser --socket /tmp/peekpop.sock --events",
                """
                peekpop-browser --site site.json --replay Recordings/demo/pressure-touchscreen.demo.events \\
                    --events --quit-when-done
                """,
            ]),
        commands: [],
        exitStatuses: [
            ExitStatusDoc(ExitCode.ok.rawValue, "done (or the URLs handed to the window holding the state folder)"),
            ExitStatusDoc(ExitCode.usage.rawValue, "wrong usage"),
            ExitStatusDoc(ExitCode.dataError.rawValue, """
                malformed recording, site file or browser.json (FILE:LINE: reason; also when the window holding the \
                state folder opened none of the URLs handed to it)
                """),
            ExitStatusDoc(ExitCode.noInput.rawValue, "a file cannot be opened"),
            ExitStatusDoc(ExitCode.unavailable.rawValue, "no display"),
            ExitStatusDoc(ExitCode.cannotCreate.rawValue, "the session database, a screenshot or a trace cannot be written"),
            ExitStatusDoc(ExitCode.temporaryFailure.rawValue, "another process holds the state folder (and takes no URLs)"),
            ExitStatusDoc(ExitCode.configuration.rawValue, "XDG_RUNTIME_DIR is not set and neither --socket nor --replay was given"),
        ],
        environment: [
            TermDoc("XDG_RUNTIME_DIR", "where the daemon's socket, peekpop.sock, is looked for unless --socket or --replay is given."),
            TermDoc("XDG_STATE_HOME", "the session's default folder is peekpop/ in it (~/.local/state when unset)."),
            TermDoc("XDG_CONFIG_HOME", "the settings, peekpop/browser.json, are in it (~/.config when unset)."),
            TermDoc("XDG_ACTIVATION_TOKEN, DESKTOP_STARTUP_ID", """
                the desktop's token for bringing a window to the front, passed on to the window URLs are handed to.
                """),
            TermDoc("PEEKPOP_PAINT_TRACE", """
                a file to append the CLOCK_MONOTONIC times at which each peek's hit-test is answered, each \
                preview card is shown and its first frame painted, and the overview comes to rest (bench/browser.sh).
                """),
            TermDoc("PEEKPOP_TOUCH_TRACE", """
                a file to append, live, each touch event the window gets (and whether it went on to the page), \
                each gesture line with the touch it was paired with, and each claim, with CLOCK_MONOTONIC times: \
                what the window did with a finger.
                """),
            TermDoc("HOME", "the home folder, for the defaults above."),
            TermDoc("DISPLAY, WAYLAND_DISPLAY", "the display the window opens on."),
        ],
        files: [
            TermDoc("$XDG_RUNTIME_DIR/peekpop.sock", "the socket of the peekpop daemon (`peekpop run`), read for gestures."),
            TermDoc("$XDG_CONFIG_HOME/peekpop/browser.json", """
                the settings, JSON, each key optional: start, the home page (a fresh window's and a new tab's; \
                https://www.wikipedia.org/ without it); search, the address field's search, a URL with %s where the \
                words go (https://duckduckgo.com/?q=%s without it); with allow, a site file that pins the window \
                to its hosts, as --site does, unless URLs are given.
                """),
            TermDoc("$XDG_CONFIG_HOME/user-dirs.dirs", """
                its XDG_DOWNLOAD_DIR (xdg-user-dirs) is the folder downloads are saved in; ~/Downloads without it.
                """),
            TermDoc("$XDG_STATE_HOME/peekpop/session.sqlite", """
                the session (tabs, history, zoom) kept without --state, with SQLite's -wal and -shm files and \
                the tabs' snapshots beside it.
                """),
            TermDoc("$XDG_STATE_HOME/peekpop/window.sock", """
                where the window running on the folder takes URLs from another peekpop-browser (xdg-open).
                """),
        ],
        seeAlso: ["peekpop(1)", "libinput(1)", "evemu-record(1)", "udev(7)", "xdg-open(1)", "xdg-settings(1)"])

    static let help = HelpText(program).programHelp

    /// Runs the command line `words`, returning the exit status.
    static func main(_ words: [String]) -> ExitCode {
        CommandExecution.run(words, options: program.main.parserOptions, help: help) { arguments in
            if try DocumentationOptions.printIfAsked(arguments, for: program) { return }
            try arguments.require(replay, for: [realtime])
            if arguments.isGiven(socket), arguments.isGiven(replay) {
                throw UsageError.exactlyOne([socket.name, replay.name])
            }
            var run = BrowserRun()
            run.operands = arguments.operands
            run.sitePath = try arguments.path(site)
            run.stateDirectory = try arguments.path(state)
            run.socket = try arguments.path(socket)
            run.recording = try arguments.path(replay)
            run.realtime = arguments.flag(realtime)
            run.events = arguments.flag(events)
            run.screenshots = try arguments.path(screenshots)
            run.quitWhenDone = arguments.flag(quitWhenDone)
            run.fullscreen = arguments.flag(fullscreen)
            try run.run()
        }
    }
}
