// SPDX-License-Identifier: MIT
import CWebKit
import SystemCalls
import WindowLogic

/// Where the window's downloads go: a response WebKit cannot show, or one the server sends as an
/// attachment, is saved in the user's download folder (`XDG_DOWNLOAD_DIR`, `~/Downloads` when that
/// is unset) under the name the server suggests, never over a file already there, and a note says
/// where it went or why it failed; nothing vanishes silently. The page the user was on stays.
final class DownloadSaver {
    /// Called with a note for the user: the download's URL and what became of it.
    var onNote: ((String) -> Void)?
    /// Each download is the window's open work from its decision to its end (the window may not
    /// quit and lose one).
    private let work: PendingWork
    /// Downloads decided on (`expect`) whose download has not started yet.
    private var expected: [PendingWork.Token] = []

    /// A response is to be downloaded: WebKit starts its download a little later.
    func expect() {
        expected.append(work.begin(.download))
    }

    /// Follows every download of WebKit's default network session (all the window's web views use it).
    init(work: PendingWork) {
        self.work = work
        Signal.connect(UnsafeMutableRawPointer(webkit_network_session_get_default()), "download-started", object: { [weak self] download in
            if let download { self?.follow(download) }
        })
    }

    /// The folder downloads are saved in.
    static var folder: String {
        if let folder = g_get_user_special_dir(G_USER_DIRECTORY_DOWNLOAD) { return String(cString: folder) }
        return String(cString: g_get_home_dir()) + "/Downloads"
    }

    /// A path in `folder` for a file the server calls `suggested` that names no file already there
    /// (`exists`): the name itself, else "name (2).ext", "name (3).ext"… A name that could leave the
    /// folder (a path, "..") or is empty becomes "download".
    static func destination(in folder: String, suggested: String, exists: (String) -> Bool) -> String {
        let base = suggested.split(separator: "/").last.map(String.init) ?? ""
        let name = base.isEmpty || base == "." || base == ".." ? "download" : base
        let path = folder + "/" + name
        guard exists(path) else { return path }
        let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }
        let stem = dot.map { String(name[..<$0]) } ?? name
        let suffix = dot.map { String(name[$0...]) } ?? ""
        var number = 2
        while exists("\(folder)/\(stem) (\(number))\(suffix)") { number += 1 }
        return "\(folder)/\(stem) (\(number))\(suffix)"
    }

    private func follow(_ download: OpaquePointer) {
        // One decided on here, or one WebKit started by itself.
        let running = expected.isEmpty ? work.begin(.download) : expected.removeFirst()
        let url = webkit_uri_request_get_uri(webkit_download_get_request(download)).map { String(cString: $0) } ?? "a download"
        let instance = UnsafeMutableRawPointer(download)
        Signal.onDecideDestination(of: instance) { [weak self] suggested in
            let folder = Self.folder
            do throws(SystemCallError) {
                try Files.createDirectories(folder)
            } catch {
                self?.onNote?("\(url): cannot save the download in \(folder): \(error.path ?? folder): \(error.reason)")
                webkit_download_cancel(download)
                return true
            }
            let path = Self.destination(in: folder, suggested: suggested) { Files.exists($0) }
            webkit_download_set_destination(download, path)
            return true
        }

        var failed = false
        Signal.onFailed(of: instance) { [weak self] reason in
            failed = true
            self?.onNote?("\(url): the download failed: \(reason)")
        }

        // WebKit ends every download with "finished", after "failed" when it failed.
        Signal.connect(instance, "finished") { [weak self] in
            guard let self else { return }
            if !failed, let path = webkit_download_get_destination(download) {
                onNote?("\(url): downloaded to \(String(cString: path))")
            }
            work.end(running)
        }
    }
}
