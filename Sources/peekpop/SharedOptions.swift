// SPDX-License-Identifier: MIT
import CommandLineDocs
import CommandLineOptions

/// The options several commands take, declared once so each means the same everywhere.
enum SharedOptions {
    /// Where a command writes its file (`record`, `calibrate`, `plot`).
    static let output = Option.value("--output", short: "-o", "FILE")
    static let device = Option.value("--device", "PATH")
    static let description = Option.value("--desc", "DESC")
    static let profile = Option.value("--profile", "PROFILE")
    static let site = Option.value("--site", "SITE")
    static let state = Option.value("--state", "DIR")
    static let openLinks = Option.flag("--open-links")
    static let realtime = Option.flag("--realtime")
    static let json = Option.flag("--json")

    /// Recordings, as the completions offer them: evemu and libinput record files.
    static let recordings = ArgumentValues.files(extensions: ["events", "evemu", "yml", "yaml"])
    /// The description files of events-only evemu recordings.
    static let descriptions = ArgumentValues.files(extensions: ["desc", "prop", "device"])
    /// Force profiles.
    static let profiles = ArgumentValues.files(extensions: ["json"])
    /// Site files.
    static let sites = ArgumentValues.files(extensions: ["json"])
}
