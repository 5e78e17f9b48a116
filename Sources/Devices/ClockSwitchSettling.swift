// SPDX-License-Identifier: MIT
import InputEvents

/// The kernel's late answer to switching a device's clock when it was opened.
///
/// `EVIOCSCLOCKID` flushes what the kernel queued since the open and, when there was anything,
/// queues a `SYN_DROPPED` stamped with the switch's time; but the kernel publishes it only with the
/// next frame, so it can come after the open's own read, before events stamped later than the state
/// at open. It lost nothing: libevdev answers it with the differences between its state and the
/// kernel's (sync events stamped like the `SYN_DROPPED`), which continue the contacts the state at
/// open started. So that `SYN_DROPPED` is left out, as it would cancel the very fingers the state
/// counts, and nothing read before the first later frame is stamped earlier than the state.
///
/// Pure: `EvdevDevice` passes its reads through it until it has settled.
struct ClockSwitchSettling {
    /// When the state at open was taken: after the switch.
    let openedAt: Timestamp
    /// Whether the switch's `SYN_DROPPED`, if any, has come or can no longer come.
    private(set) var settled = false

    init(openedAt: Timestamp) {
        self.openedAt = openedAt
    }

    /// `events` without the switch's `SYN_DROPPED`, none stamped before `openedAt`.
    mutating func settle(_ events: [InputEvent]) -> [InputEvent] {
        guard !settled else { return events }
        var result: [InputEvent] = []
        result.reserveCapacity(events.count)
        for var event in events {
            if event.type == EventType.syn && event.code == SynCode.dropped && event.time <= openedAt {
                // Published with the first frame after the switch: nothing earlier can follow.
                settled = true
                continue
            }
            if event.time > openedAt {
                settled = true
            }
            event.time = max(event.time, openedAt)
            result.append(event)
        }
        return result
    }
}
