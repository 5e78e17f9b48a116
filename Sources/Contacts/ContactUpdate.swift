// SPDX-License-Identifier: MIT
/// What the protocol A and single-touch trackers say about one contact at the end of a frame.
/// `ContactTracker` turns these into `Contact`s, remembering the last position of each so that
/// ended contacts carry it. (Slots remember their own contact and put it in the frame directly.)
enum ContactUpdate: Hashable {
    /// Touching in this frame: phase `began` the first time, `changed` after.
    case touching(Contact)
    /// Lifted in this frame.
    case ended(id: Int)
    /// No longer trustworthy (palm detected, events dropped, device gone).
    case cancelled(id: Int)
}
