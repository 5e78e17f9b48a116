// SPDX-License-Identifier: MIT
import BrowserSession
import Glibc
import InputEvents
import NumberFormat
import SessionStore

/// `bench/session.sh`: what the session store costs a browser. Commit latency of one navigation step
/// (a global-history visit and the tab saved whole, as the core commits them) and the time to restore a
/// large session when peekpop starts.
///
///     SessionBench FOLDER [NAVIGATIONS]    # FOLDER must not hold a session yet
@main
enum SessionBench {
    static let entriesPerTab = 50
    static let restoredTabs = 200
    static let restoreRuns = 5

    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let folder = arguments.first, arguments.count <= 2, let navigations = Int(arguments.dropFirst().first ?? "2000"), navigations > 0 else {
            print("usage: SessionBench FOLDER [NAVIGATIONS]")
            exit(64)
        }
        let commits = try commitLatencies(in: folder + "/navigations", navigations: navigations).sorted()
        let (restore, openAndRestore) = try restoreTimes(in: folder + "/restore")

        print("session store: SQLite WAL, synchronous=NORMAL, in \(folder)")
        print("| measure | ms |")
        print("|---|---:|")
        print("| commit per navigation, p50 (\(navigations) navigations) | \(format(percentile(commits, 0.50))) |")
        print("| commit per navigation, p99 | \(format(percentile(commits, 0.99))) |")
        print("| commit per navigation, max | \(format(commits[commits.count - 1])) |")
        print("| restore \(restoredTabs) tabs × \(entriesPerTab) entries, median of \(restoreRuns) | \(format(restore)) |")
        print("| open + check + restore, median of \(restoreRuns) | \(format(openAndRestore)) |")
    }

    /// One tab browsing: every step visits a page (some of them again) and saves the tab, its list kept
    /// at `entriesPerTab` as it would be after a while of browsing.
    static func commitLatencies(in folder: String, navigations: Int) throws -> [Double] {
        let store = try SessionStore(directory: folder)
        guard try store.restore() == nil else { throw BenchError("\(folder) already holds a session") }
        var tab = Tab(id: TabID(1))
        let clock = ContinuousClock()
        var latencies: [Double] = []
        latencies.reserveCapacity(navigations)
        for step in 0..<navigations {
            let page = item(step % 300)
            tab.history.visit(page)
            let (items, current) = tab.history.entries
            if items.count > entriesPerTab {
                tab.history = BackForwardList(items: Array(items.suffix(entriesPerTab)), currentIndex: current - (items.count - entriesPerTab))
            }
            let changes: [SessionChange] = [.visit(url: page.url, title: page.title, at: .milliseconds(Int64(step) * 1_000)), .tabSaved(tab, position: 0)]
            latencies.append(milliseconds(try clock.measure { try store.commit(changes) }))
        }
        return latencies
    }

    /// The median time of `restore()` alone and of opening the store (with its checks) and restoring.
    static func restoreTimes(in folder: String) throws -> (restore: Double, openAndRestore: Double) {
        let tabs = (1...restoredTabs).map { id in
            Tab(id: TabID(id), history: BackForwardList(items: (0..<entriesPerTab).map { item(id * entriesPerTab + $0) }, currentIndex: entriesPerTab - 1))
        }
        let state = SessionState(tabs: tabs, selectedTab: TabID(1), zoomByHost: ["en.wikipedia.org": 1.25])
        do {
            let store = try SessionStore(directory: folder)
            guard try store.restore() == nil else { throw BenchError("\(folder) already holds a session") }
            try store.commit(tabs.enumerated().map { SessionChange.tabSaved($1, position: $0) } + [.hostZoom(host: "en.wikipedia.org", scale: 1.25), .selectedTab(TabID(1))])
        }
        let clock = ContinuousClock()
        var restores: [Double] = []
        var opens: [Double] = []
        for _ in 0..<restoreRuns {
            var restored: SessionState?
            var restoreTime = Duration.zero
            let total = try clock.measure {
                let store = try SessionStore(directory: folder)
                restoreTime = try clock.measure { restored = try store.restore() }
            }
            guard restored == state else { throw BenchError("the restored session differs from the committed one") }
            restores.append(milliseconds(restoreTime))
            opens.append(milliseconds(total))
        }
        return (percentile(restores.sorted(), 0.5), percentile(opens.sorted(), 0.5))
    }

    static func item(_ number: Int) -> HistoryItem {
        HistoryItem(url: "https://en.wikipedia.org/wiki/Page_\(number)", title: "Page \(number) – Wikipedia")
    }

    /// Nearest-rank percentile of sorted values.
    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        sorted[min(sorted.count - 1, max(0, Int((fraction * Double(sorted.count)).rounded(.up)) - 1))]
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
    }

    /// Milliseconds with three decimals.
    static func format(_ value: Double) -> String {
        Digits.fixed(Int64((value * 1000).rounded()), decimals: 3)
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
