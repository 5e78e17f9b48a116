// SPDX-License-Identifier: MIT
import SessionStore

/// What a `SessionRunner` tells its user about the store while the session goes on: said once when
/// the store stops taking steps, once when it takes them again.
public enum StoreNotice: Hashable, Sendable {
    /// A step could not be committed (`error.isStorageFault`: a full disk, a read-only or vanished
    /// folder): its events were not reported; its changes, and those of every step after it, are
    /// held and committed with the first step the store takes again.
    case stoppedSaving(SessionStoreError)
    /// The store took a step again, with the changes of the `heldSteps` steps before it that it
    /// could not take: the stored session is the core's again.
    case savingAgain(heldSteps: Int)
}
