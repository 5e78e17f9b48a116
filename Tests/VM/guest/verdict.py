# SPDX-License-Identifier: MIT
"""The VM suites' verdicts: every check of a desktop or browser case, defined once.

A case (Tests/VM/desktop, Tests/VM/browsers) leaves its files in one folder: the pages' beacon log,
the window's --events, the daemon's lines, the window's touch and paint traces, and per recording
it played the recording as played (`played.N.events`) with the kernel's time of each of its frames
(`frames.N.txt`, `DEVNODE RECORDED KERNEL`). The witness (guest/witness.c) logs, for the whole
boot, how late a process at normal priority that asks to run every 5 ms ran.

A check returns one of three verdicts:
- pass;
- fail(why): what the case saw is a defect of the program under test;
- starved(why): the machine was too slow for the case to mean anything. Said only on evidence from
  outside the program under test: the witness, or the player's own lag by kernel timestamps. It is
  judged over the interval of the touch or the wait that went wrong, and only where the excess it
  must excuse is covered by the time the witness lost there. Outcomes starvation cannot cause
  (more clicks than taps, two navigations for one pop, a card that never shows) always fail.

Usage (in the guest; exit status 0 pass, 1 fail, 75 starved; the reason on stdout):
  verdict.py [--case DIR] [--witness LOG] CHECK [ARGS...]
Checks: page-got-nothing PAGE | taken-fingers-told [PAGE] | clicks-for-taps N [PAGE] | taps-clicked | fingers-are-the-pages COUNT |
  player-on-time MAX_MS | window-kept-up | got-nothing | latencies | latency-ratio FILE |
  settle SECONDS BOUND FILE...
"""
import argparse
import json
import os
import statistics
import sys
import time

# --- Verdicts -----------------------------------------------------------------------------------


class Verdict:
    """pass, fail(why) or starved(why)."""

    def __init__(self, kind, why=""):
        self.kind, self.why = kind, why

    def __repr__(self):
        return self.kind + (f"({self.why})" if self.why else "")

    def __eq__(self, other):
        return isinstance(other, Verdict) and (self.kind, self.why) == (other.kind, other.why)

    exit_status = property(lambda self: {"pass": 0, "fail": 1, "starved": 75}[self.kind])


PASS = Verdict("pass")
def fail(why): return Verdict("fail", why)
def starved(why): return Verdict("starved", why)


# --- What the witness saw -----------------------------------------------------------------------

# The least stall of the witness that counts as the machine's at all: under TCG a wake-up a few
# milliseconds late is the emulator's timer, not starvation.
STALL_MS = 20.0


class Witness:
    """How late a normal-priority process that asked to run every 5 ms ran (guest/witness.c)."""

    def __init__(self, lines):
        self.stalls = []      # (due, late seconds)
        self.offset = None    # the page's clock (epoch) minus the kernel's (CLOCK_MONOTONIC), seconds
        self.last = None      # the latest time the witness is known to have run
        self.busy = []        # (end of a second, the fraction of the guest's CPU time not idle in it)
        for line in lines:
            parts = line.split()
            if len(parts) != 3:
                continue
            kind, first, second = parts[0], float(parts[1]), float(parts[2])
            if kind == "late":
                self.stalls.append((first, second / 1000))
                self.last = max(self.last or 0, first + second / 1000)
            elif kind in ("start", "tick"):
                self.offset = second
                self.last = max(self.last or 0, first)
            elif kind == "busy":
                self.busy.append((first, second))

    @classmethod
    def read(cls, path):
        return cls(read_lines(path))

    def lost_ms(self, start, end):
        """Milliseconds of [start, end] (kernel seconds) in which the witness wanted to run and could
        not, counting only stalls of STALL_MS or more."""
        lost = 0.0
        for due, late in self.stalls:
            if late * 1000 < STALL_MS:
                continue
            overlap = min(end, due + late) - max(start, due)
            if overlap > 0:
                lost += overlap
        return lost * 1000

    def saw(self, end):
        """Whether the log runs to `end`: a witness that stopped (or never ran) proves nothing."""
        return self.last is not None and self.last >= end

    def busy_over(self, start, end):
        """How busy the guest's CPUs were over [start, end] (the mean of the seconds that overlap
        it), or None when the log says nothing of that time. Not evidence of starvation: a busy
        guest still runs a waiting process on time, so the program under test had its share."""
        seconds = [busy for at, busy in self.busy if at > start and at - 1 < end]
        return sum(seconds) / len(seconds) if seconds else None

    def kernel_time(self, epoch_ms):
        """A page's time stamp (milliseconds since the epoch) on the kernel's clock."""
        return None if self.offset is None else float(epoch_ms) / 1000 - self.offset

    def excuses(self, start, end, excess_ms, what):
        """The verdict on `what`, which took `excess_ms` longer than it may over [start, end]:
        starved when the witness lost at least that much time there, fail otherwise."""
        if not self.saw(end):
            return fail(f"{what}, and the witness has no record of that time, so it cannot be the machine's")
        lost = self.lost_ms(start, end)
        if lost >= excess_ms - 1e-6:  # rounding of the logs' own times
            return starved(f"{what}; the machine held a waiting process back {lost:.0f} ms of that time (the witness)")
        busy = self.busy_over(start, end)
        return fail(f"{what}, while the machine had time: a waiting process was held back only {lost:.0f} ms "
                    f"of it (the witness), less than the {excess_ms:.0f} ms to explain"
                    + (f"; the guest's CPUs were {busy:.0%} busy then" if busy is not None else ""))


# --- What a case left ---------------------------------------------------------------------------


def read_lines(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as file:
            return [line.rstrip("\n") for line in file if line.strip()]
    except FileNotFoundError:
        return []


def json_lines(path):
    records = []
    for line in read_lines(path):
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError:
            pass  # a line cut short by a process ended mid-write
    return records


class Touch:
    """One touch of a played recording: from the first finger down to the last finger up, on the
    kernel's clock (by the frames' read-back times)."""

    def __init__(self, play, began, ended):
        self.play, self.began, self.ended = play, began, ended

    def __repr__(self):
        return f"touch {self.play}@{self.began:.3f}-{self.ended:.3f}"



class Case:
    """The files one case left in a folder (guest/desktop.sh, keep_artifacts)."""

    def __init__(self, folder, witness):
        self.folder, self.witness = folder, witness
        path = lambda name: os.path.join(folder, name)
        self.beacons = json_lines(path("beacon.log"))
        self.window = json_lines(path("window.events"))
        self.touch_trace = [line.split() for line in read_lines(path("touch.trace"))]
        self.paint = [(float(at), event) for at, event, *_ in map(str.split, read_lines(path("paint.trace")))]
        self.plays = []
        play = 1
        while os.path.exists(path(f"played.{play}.events")):
            self.plays.append(Play(read_lines(path(f"played.{play}.events")),
                                   [(float(recorded), float(kernel)) for _, recorded, kernel in
                                    map(str.split, read_lines(path(f"frames.{play}.txt")))]))
            play += 1

    # Touches, from the recordings as played and the frames' kernel times.
    def touches(self):
        touches = []
        for number, play in enumerate(self.plays, 1):
            down = None
            for at, code, value in play.events:
                if code != "0001 014a":
                    continue
                at = play.kernel_time(at)
                if at is None:
                    continue
                if value and down is None:
                    down = at
                elif not value and down is not None:
                    touches.append(Touch(number, down, at))
                    down = None
        return touches

    def gesture_times(self, gesture, phase):
        """The kernel times of a gesture line of `peekpop replay` of each recording played
        (`replayed.N.events`: the stream's times are on the recording's clock)."""
        times = []
        for number, play in enumerate(self.plays, 1):
            for event in json_lines(os.path.join(self.folder, f"replayed.{number}.events")):
                if event.get("gesture") == gesture and event.get("phase") == phase:
                    at = play.kernel_time(event["time"], made_by_frame_before=True)
                    if at is not None:
                        times.append(at)
        return times

    def taps(self):
        """The touches peekpop recognises as taps (the recordings' taps, not their peeks)."""
        tapped = self.gesture_times("tap", "recognized")
        return [touch for touch in self.touches() if any(touch.began - 0.001 <= at <= touch.ended + 0.001 for at in tapped)]

    def touch_at(self, kernel_time):
        """The touch a page event at `kernel_time` came of: the last that began before it."""
        touches = [touch for touch in self.touches() if touch.began <= kernel_time + 0.001]
        return touches[-1] if touches else None

    def beacons_of(self, kind, page=None):
        return [b for b in self.beacons if b.get("type") == kind and (page is None or b.get("href", "").endswith("/" + page))]

    def beacon_time(self, beacon):
        """When a report's event happened, on the kernel's clock: a click's time stamp (`at`: the
        touch's lift, which the page may get seconds later when its web process is busy); for
        anything else when the page got it (`seen`: Chromium stamps a long press's menu with its
        touch's start)."""
        stamp = beacon.get("at") if beacon.get("type") == "click" else None
        return self.witness.kernel_time(stamp or beacon.get("seen") or beacon.get("at"))


class Play:
    """One recording as played (`played.N.events`) and the kernel's time of each of its frames as
    read back (`frames.N.txt`: `DEVNODE PLAYED KERNEL`, one line a frame, in order)."""

    def __init__(self, lines, frames):
        self.frames = frames
        self.events = []      # (time in the recording, "TYPE CODE", value)
        self.frame_ends = []  # the recording's time of each frame's SYN_REPORT
        for line in lines:
            parts = line.split("#")[0].split()  # evemu's comment after an event names it
            if len(parts) != 5 or parts[0] != "E:":
                continue
            at, code, value = float(parts[1]), f"{parts[2]} {parts[3]}", int(parts[4])
            self.events.append((at, code, value))
            if code == "0000 0000":
                self.frame_ends.append(at)

    def kernel_time(self, at, made_by_frame_before=False):
        """The kernel's time of the recording's moment `at`: that of the frame that carries an event
        at `at` (the first frame ending at or after it), or with `made_by_frame_before`, for a
        gesture (made by the last frame at or before `at`, or a deadline after it), that frame's
        plus the time since. Frames are matched by their order, which a pause of the player
        (`--pause-at`, which shifts the played times) keeps; None when not read back."""
        if len(self.frames) != len(self.frame_ends):
            return None
        if made_by_frame_before:
            index = max((i for i, end in enumerate(self.frame_ends) if end <= at + 1e-6), default=None)
            return None if index is None else self.frames[index][1] + (at - self.frame_ends[index])
        index = next((i for i, end in enumerate(self.frame_ends) if end >= at - 1e-6), None)
        return None if index is None else self.frames[index][1]


# --- Checks -------------------------------------------------------------------------------------

# The window's long press (GTK's): a touch the window saw longer than this is a long press to WebKit.
LONG_PRESS_MS = 500
# How long a touch event may take from the kernel to the window's main thread before the window is
# said to have stalled: under TCG a window busy with a first peek (its preview web view made)
# takes a touch 0.8 s late; the witness decides whether the machine or the window spent the excess.
WINDOW_LAG_MAX_MS = 2000


def explain_touch(case, touch, what, excess_ms):
    """The verdict on `what` that went wrong with `touch`, judged over that touch (and the long
    press's time after its lift, when the window may still have been acting on it)."""
    if touch is None:
        return fail(f"{what} (of no touch the player made)")
    return case.witness.excuses(touch.began, touch.ended + LONG_PRESS_MS / 1000, excess_ms, f"{what} ({touch})")


def page_got_nothing(case, page=None, kinds=("click", "contextmenu", "dblclick", "selection")):
    """The page (any, when None) got no click, long-press menu, double click or text selection of a
    finger peekpop owns. A click or a menu can come of a tap the machine stretched into a long press
    before the claim came: starved only when the witness lost the time that stretched it."""
    for kind in kinds:
        for beacon in case.beacons_of(kind, page):
            if kind == "contextmenu" and beacon.get("prevented") == "true":
                continue
            what = f"the page {page or beacon.get('href', '?')} got a {kind} for a finger peekpop owns"
            at = case.beacon_time(beacon)
            if kind in ("click", "contextmenu") and at is not None:
                touch = case.touch_at(at)
                # Starvation excuses it only when the claim could have come late by the machine's
                # doing: the time from the touch's start to the event, all of it.
                excess = (at - touch.began) * 1000 if touch else 0
                return explain_touch(case, touch, f"{what}{window_story(case, touch, at)}", excess)
            return fail(what)
    return PASS


def taken_fingers_told(case, page=None):
    """Every touch of a finger peekpop took that the page saw begin ended for the page in one
    `touchcancel` (the page script's) and none in a `touchend`: a library that began a drag on
    `touchstart` is told it is over. A finger claimed before WebKit saw it gives the page nothing."""
    starts, ends, cancels = (len(case.beacons_of(kind, page)) for kind in ("touchstart", "touchend", "touchcancel"))
    if ends or cancels != starts:
        return fail(f"the page was not told of the fingers peekpop took: {starts} touchstart, {cancels} touchcancel, {ends} touchend")
    return PASS


def clicks_for_taps(case, taps, page=None):
    """Exactly one click for each tap. More clicks than taps is always a defect; a tap without its
    click is starvation only when the witness lost the time that made it a long press (its touch
    reached the window stretched past the long press)."""
    clicks = case.beacons_of("click", page)
    if len(clicks) > taps:
        return fail(f"{len(clicks)} clicks for {taps} taps")
    if len(clicks) == taps:
        return PASS
    clicked = [case.touch_at(case.beacon_time(click)) for click in clicks if case.beacon_time(click) is not None]
    clicked_at = {touch.began for touch in clicked if touch is not None}
    lost = [touch for touch in case.taps() if touch.began not in clicked_at]
    what = f"{len(clicks)} clicks for {taps} taps"
    spans = window_touch_spans(case)
    verdicts = []
    for touch in lost:
        seen, end_arrived = next((span for began, span in spans.items() if abs(began - touch.began * 1000) <= 2), (None, None))
        if seen is None or seen < LONG_PRESS_MS:
            return fail(f"{what}: {touch} got no click and did not reach the window as a long press")
        # The stretch happened between the touch and the window's having its end: the witness must
        # have lost the part of it past the long press there.
        verdicts.append(case.witness.excuses(touch.began, end_arrived, seen - LONG_PRESS_MS,
                                             f"{what}: {touch} reached the window as a {seen:.0f} ms touch, a long press"))
    return next((v for v in verdicts if v.kind == "fail"), verdicts[0] if verdicts else fail(what))


def window_touch_spans(case):
    """For each touch the window got (keyed by its begin's event time, ms): how long it saw it (from
    its begin's arrival to its end's, ms) and when its end arrived (kernel seconds)."""
    began, spans = {}, {}
    for kind, sequence, event_ms, arrived in touch_events(case):
        if kind == "touch-begin":
            began[sequence] = (arrived, event_ms)
        elif kind in ("touch-end", "touch-cancel") and sequence in began:
            begin_arrived, event_began = began.pop(sequence)
            spans[event_began] = ((arrived - begin_arrived) * 1000, arrived)
    return spans


def window_story(case, touch, event_at):
    """What the window's touch trace says of `touch`, for a message: when its begin reached the
    window's main thread, when the window claimed it, and the event, each in ms after the kernel
    had the touch ("" without a trace of it). A claim later than the long press explains a menu;
    one long before it says the menu came of something else."""
    if touch is None:
        return ""
    ms = lambda at: f"{(at - touch.began) * 1000:.0f} ms"
    begin = next(((sequence, arrived) for kind, sequence, event_ms, arrived in touch_events(case)
                  if kind == "touch-begin" and abs(event_ms - touch.began * 1000) <= 2), None)
    if begin is None:
        return f" [the window's trace has no begin of it; the event came {ms(event_at)} in]"
    sequence, arrived = begin
    claimed = next((float(f[0]) for f in case.touch_trace if len(f) >= 4 and f[1] == "claim" and f[2] == sequence
                    and f[3] == "claimed" and float(f[0]) >= arrived), None)
    said = f"the window had its begin {ms(arrived)}, " + (f"claimed it {ms(claimed)}" if claimed is not None else "never claimed it")
    return f" [{said}, the event came {ms(event_at)} in]"


def touch_events(case):
    """(kind, sequence, the compositor's time of it in ms, which is the kernel's, when the window's
    main thread had it) for every touch event of the trace: those the window passed on or held
    back (`touch-*`) and those of a sequence it claimed (`claimed-*`)."""
    return [(fields[1], fields[2], int(fields[3].split("=")[1]), float(fields[0])) for fields in case.touch_trace
            if len(fields) >= 4 and fields[1].startswith(("touch-", "claimed-")) and fields[3].startswith("time=")]


def fingers_are_the_pages(case, count):
    """Fingers peekpop recognises nothing in reach WebKit whole: none held back or claimed, each
    page touch begun and ended, no gesture or session action."""
    held = [" ".join(f) for f in case.touch_trace if "held-back" in f or (len(f) > 1 and f[1] == "claim")]
    if held:
        return fail(f"the window kept a finger from the page: {held[0]}")
    starts, ends, cancels = (len(case.beacons_of(kind)) for kind in ("touchstart", "touchend", "touchcancel"))
    if (starts, ends, cancels) != (count, count, 0):
        return fail(f"the page did not get {count} whole touches ({starts} touchstart, {ends} touchend, {cancels} touchcancel)")
    acted = [line for line in case.window if "gesture" in line or line.get("session") in
             ("overview-shown", "zoom", "preview-shown", "back", "forward")]
    if acted:
        return fail(f"peekpop acted on fingers that made no gesture: {json.dumps(acted[0])}")
    return PASS


def player_on_time(case, max_ms):
    """The player wrote every frame within max_ms of the recording's pace (by the kernel's time of
    each frame): a late player changed the input, so the run means nothing. The player is the
    harness's own, at a real-time priority, so its lag is evidence from outside the program."""
    worst = 0.0
    for play in case.plays:
        frames = play.frames
        if not frames:
            continue
        recorded0, kernel0 = frames[0]
        worst = max([worst] + [((kernel - kernel0) - (recorded - recorded0)) * 1000 for recorded, kernel in frames])
    if worst > max_ms:
        return starved(f"the player wrote a frame {worst:.0f} ms behind the recording (more than {max_ms:.0f}): the input was not the recording's")
    return PASS


def window_kept_up(case):
    """The window was not the one that stalled: each touch event reached its main thread within
    WINDOW_LAG_MAX_MS of the kernel's time of it; what took longer is starvation only where the
    witness lost the excess. (The card's own latency is checked over the run: latency_ratio. The
    daemon's lines are not timed here: a line waits, by design, for the hit-test of the peek before
    it, which under TCG takes a second or more.)"""
    for kind, made, arrived in window_inputs(case):
        lag = (arrived - made) * 1000
        if lag > WINDOW_LAG_MAX_MS:
            return case.witness.excuses(made, arrived, lag - WINDOW_LAG_MAX_MS,
                                        f"a {kind} reached the window {lag:.0f} ms after the kernel had it "
                                        f"(the bound is {WINDOW_LAG_MAX_MS} ms): the window stalled")
    return PASS


def window_inputs(case):
    """(what, the kernel's time of it, when the window's main thread had it) for every touch event
    the window got (`touch_events`)."""
    return [(kind, event_ms / 1000, arrived) for kind, _, event_ms, arrived in touch_events(case)]


def card_times(case):
    """Per peek of the recordings played: (kernel time of the frame that made it, kernel time of the
    window's first frame painted with its card after it, or None)."""
    painted = sorted(at for at, event in case.paint if event == "card-painted")
    return [(made, next((at for at in painted if at >= made), None)) for made in case.gesture_times("peek", "began")]


def latencies(case):
    """`card MS` per peek (its frame to the card painted) and `tap MS` per tap (the page's own
    reaction, from its lift to the frame after it), for the run's latency check."""
    lines = [f"card {(painted - made) * 1000:.1f}" for made, painted in card_times(case) if painted is not None]
    lines += [f"tap {float(b['ms']):.1f}" for b in case.beacons_of("reaction")]
    return lines


# The run's latency check: a card's p50 against a tap's p50 of the same run (the window's work to a
# first frame against WebKit's own reaction to a touch: both scale with the machine).
CARD_TO_TAP_MAX = 3.0


def latency_ratio(lines):
    samples = {}
    for line in lines:
        kind, ms = line.split()[:2]
        samples.setdefault(kind, []).append(float(ms))
    if not samples.get("card") or not samples.get("tap"):
        return fail(f"no latency to compare ({', '.join(f'{k}: {len(v)}' for k, v in samples.items()) or 'no samples'})")
    card, tap = statistics.median(samples["card"]), statistics.median(samples["tap"])
    ratio = card / tap
    summary = f"card p50 {card:.0f} ms against a tap's {tap:.0f} ms ({ratio:.2f}x, at most {CARD_TO_TAP_MAX:.0f}x)"
    return Verdict("pass", summary) if ratio <= CARD_TO_TAP_MAX else fail(summary)


def settle(witness_path, seconds, bound, paths, clock=time.monotonic, sleep=time.sleep):
    """Waits until none of `paths` changed for `seconds` of time the machine gave a waiting process
    (the quiet time less what the witness lost in it), at most `bound` seconds; whether they did."""
    sizes, changed, deadline = None, clock(), clock() + bound
    while clock() < deadline:
        now_sizes = [os.path.getsize(p) if os.path.exists(p) else -1 for p in paths]
        if now_sizes != sizes:
            sizes, changed = now_sizes, clock()
        quiet = clock() - changed
        if quiet >= seconds and quiet - Witness.read(witness_path).lost_ms(changed, clock()) / 1000 >= seconds:
            return True
        sleep(0.2)
    return False


def idle_for(busy, since, seconds, level):
    """Whether the guest's CPUs were less than `level` busy in each of the last `seconds` seconds
    the witness logged after `since` (its `busy` lines: (end of a second, fraction))."""
    recent = [fraction for at, fraction in busy if at - 1 >= since][-seconds:]
    return len(recent) == seconds and all(fraction < level for fraction in recent)


def settle_idle(witness_path, seconds, bound, level, clock=time.monotonic, sleep=time.sleep):
    """Waits until the guest's CPUs were less than `level` busy for `seconds` seconds in a row (a
    browser done starting: under TCG it works for minutes after its page shows), at most `bound`
    seconds; whether they were. The clock is the witness's (CLOCK_MONOTONIC)."""
    since, deadline = clock(), clock() + bound
    while clock() < deadline:
        if idle_for(Witness.read(witness_path).busy, since, seconds, level):
            return True
        sleep(0.5)
    return False


# --- The browser suite's "the page got nothing" -----------------------------------------------


def got_nothing(case):
    """Every page and frame got nothing of a finger peekpop owns: no click, double click or text
    selection, no long-press menu nobody cancelled, no drag nobody cancelled once the card came."""
    verdict = page_got_nothing(case, None, kinds=("click", "dblclick", "selection", "contextmenu"))
    if verdict.kind != "pass":
        return verdict
    cards = case.beacons_of("card")
    for drag in case.beacons_of("dragstart"):
        if drag.get("prevented") == "true":
            continue
        at = case.beacon_time(drag)
        touch = case.touch_at(at) if at is not None else None
        # The card of the drag's own touch: the first to come after it began (a case may peek more than once).
        card = next((t for t in (case.beacon_time(c) for c in cards) if t is not None and (touch is None or t >= touch.began)), None)
        if card is not None and at >= card:
            return fail("the page started dragging the link after the card came (a drag nobody cancelled for a finger peekpop owns)")
        return explain_touch(case, touch, "the page started dragging the link before the card came",
                             (at - touch.began) * 1000 if touch else 0)
    return PASS


# --- Command line -------------------------------------------------------------------------------


def main(argv):
    parser = argparse.ArgumentParser(description="One check of a VM case's verdict.")
    parser.add_argument("--case", default="/tmp", help="the folder of the case's files")
    parser.add_argument("--witness", default="/run/witness.log", help="the witness's log")
    parser.add_argument("check")
    parser.add_argument("args", nargs="*")
    options = parser.parse_args(argv)
    witness = Witness.read(options.witness)
    case = Case(options.case, witness)
    args = options.args
    if options.check == "latencies":
        print("\n".join(latencies(case)))
        return 0
    if options.check == "idle":
        started = time.monotonic()
        idle = settle_idle(options.witness, int(args[0]), float(args[1]), float(args[2]))
        print(f"measure idle-after-s {time.monotonic() - started:.0f}" if idle
              else f"note: the guest was still busy after {args[1]} s; going on")
        return 0
    if options.check == "settle":
        quiet = settle(options.witness, float(args[0]), float(args[1]), args[2:])
        if not quiet:
            print(f"note: still changing after {args[1]} s; read as they are")
        return 0
    checks = {
        "page-got-nothing": lambda: page_got_nothing(case, args[0] if args else None),
        "taken-fingers-told": lambda: taken_fingers_told(case, args[0] if args else None),
        "clicks-for-taps": lambda: clicks_for_taps(case, int(args[0]), args[1] if len(args) > 1 else None),
        "taps-clicked": lambda: clicks_for_taps(case, len(case.taps())),
        "fingers-are-the-pages": lambda: fingers_are_the_pages(case, int(args[0])),
        "player-on-time": lambda: player_on_time(case, float(args[0])),
        "window-kept-up": lambda: window_kept_up(case),
        "got-nothing": lambda: got_nothing(case),
        "latency-ratio": lambda: latency_ratio(read_lines(args[0])),
    }
    if options.check not in checks:
        parser.error(f"no check {options.check!r}: {', '.join(sorted(checks))}, latencies, settle, idle")
    verdict = checks[options.check]()
    print(verdict.why or verdict.kind)
    return verdict.exit_status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
