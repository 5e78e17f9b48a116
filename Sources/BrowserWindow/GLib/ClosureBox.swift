// SPDX-License-Identifier: MIT
import CWebKit

/// A Swift value GLib holds as a callback's `user_data`: every callback the window hands GLib
/// (signal handlers, sources, tick callbacks, async completions, threads) boxes its closure here,
/// and GLib gives the box back through `destroy`, so a closure leaked or freed twice has one file
/// to look in.
final class ClosureBox<Body> {
    let body: Body

    init(_ body: Body) { self.body = body }

    /// The box as `user_data`, with one reference for GLib: given back by `destroy` or `take`.
    func retained() -> gpointer { Unmanaged.passRetained(self).toOpaque() }

    /// The body of the box `data` is, GLib's reference kept (a callback that may run again).
    static func body(_ data: gpointer?) -> Body {
        Unmanaged<ClosureBox>.fromOpaque(data!).takeUnretainedValue().body
    }

    /// The body of the box `data` is, GLib's reference given back (a callback run exactly once).
    static func take(_ data: gpointer?) -> Body {
        Unmanaged<ClosureBox>.fromOpaque(data!).takeRetainedValue().body
    }
}

/// The destroy notify of every `ClosureBox`: gives back GLib's reference. Any box type, since
/// releasing needs none.
let releaseClosureBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
