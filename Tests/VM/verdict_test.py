# SPDX-License-Identifier: MIT
"""Host-side tests of the VM suites' verdicts (guest/verdict.py), run by `make test`.

The cases under fixtures/ are what real desktop-suite runs left (guest/desktop.sh's keep_artifacts,
the witness's log cut to the case): a pass, a window stopped at its first touch while the machine had
time (the suite's self-check), and a machine starved by a real-time hog in the guest. The rest are
the boundaries of each rule on small made-up logs.
"""
import os
import sys
import tempfile
import unittest

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "guest"))
import verdict  # noqa: E402

FIXTURES = os.path.join(here, "fixtures")


def real_case(name):
    folder = os.path.join(FIXTURES, name)
    return verdict.Case(folder, verdict.Witness.read(os.path.join(folder, "witness.log")))


class WitnessTests(unittest.TestCase):
    def witness(self, *lines):
        return verdict.Witness(["start 100.0 1700000000.0", *lines, "tick 200.0 1700000000.0"])

    def test_lost_time_counts_only_the_overlap_of_stalls_of_at_least_the_least_stall(self):
        witness = self.witness("late 110.0 500.0", "late 120.0 19.0", "late 130.0 20.0")
        self.assertAlmostEqual(witness.lost_ms(110.2, 111.0), 300.0)
        self.assertAlmostEqual(witness.lost_ms(119.0, 121.0), 0.0)   # 19 ms: the emulator's timer
        self.assertAlmostEqual(witness.lost_ms(129.0, 131.0), 20.0)

    def test_an_excess_the_witness_lost_is_starved_and_one_ms_more_is_a_failure(self):
        witness = self.witness("late 110.0 400.0")
        self.assertEqual(witness.excuses(110.0, 111.0, 400.0, "late").kind, "starved")
        self.assertEqual(witness.excuses(110.0, 111.0, 401.0, "late").kind, "fail")

    def test_a_witness_that_did_not_run_to_the_end_of_the_interval_excuses_nothing(self):
        witness = verdict.Witness(["start 100.0 0.0", "late 110.0 5000.0"])
        self.assertEqual(witness.excuses(110.0, 120.0, 100.0, "late").kind, "fail")
        self.assertEqual(verdict.Witness([]).excuses(0.0, 1.0, 0.0, "late").kind, "fail")

    def test_a_failure_says_how_busy_the_guest_was_and_busy_alone_excuses_nothing(self):
        witness = self.witness("busy 110.0 0.2", "busy 111.0 1.0", "busy 112.0 0.9", "busy 113.0 0.1")
        self.assertAlmostEqual(witness.busy_over(110.5, 111.5), 0.95)
        result = witness.excuses(110.5, 111.5, 100.0, "late")
        self.assertEqual(result.kind, "fail")
        self.assertIn("95% busy", result.why)
        self.assertIsNone(self.witness().busy_over(110.0, 111.0))

    def test_a_pages_epoch_time_maps_onto_the_kernels_clock(self):
        self.assertAlmostEqual(self.witness().kernel_time(1700000150500), 150.5)


class MadeUpCase:
    """A case folder written from strings, for the rules' boundaries."""

    def __init__(self, test, witness_lines=(), **files):
        self.folder = tempfile.TemporaryDirectory()
        test.addCleanup(self.folder.cleanup)
        for name, text in files.items():
            with open(os.path.join(self.folder.name, name.replace("_", ".")), "w") as file:
                file.write(text)
        self.case = verdict.Case(self.folder.name, verdict.Witness(["start 0.0 1000.0", *witness_lines, "tick 100.0 1000.0"]))


# One tap: finger down at 10.000 s of the recording's clock 0.0, up at 0.1 s; frames read back 5 s on.
TAP = """E: 0.000000 0003 0039 0001
E: 0.000000 0001 014a 0001
E: 0.000000 0000 0000 0000
E: 0.100000 0003 0039 -001
E: 0.100000 0001 014a 0000
E: 0.100000 0000 0000 0000
"""
TAP_FRAMES = "/dev/input/event5 0.000000 10.000000\n/dev/input/event5 0.100000 10.100000\n"
TAP_REPLAYED = '{"v":1,"time":0.1,"gesture":"tap","phase":"recognized"}\n'


def beacon(kind, at_kernel_s, **extra):
    # Page times are epoch ms; the made-up witness puts the epoch 1000 s before the kernel's zero.
    fields = {"type": kind, "href": "http://127.0.0.1:1/en.wikipedia.org/wiki/Start", "prevented": "false",
              "seen": str(round((at_kernel_s + 1000) * 1000)), **extra}
    return "{" + ", ".join(f'"{k}": "{v}"' for k, v in fields.items()) + "}\n"


class RuleTests(unittest.TestCase):
    def test_touches_come_from_the_recording_as_played_at_the_kernels_times(self):
        case = MadeUpCase(self, played_1_events=TAP, frames_1_txt=TAP_FRAMES).case
        [touch] = case.touches()
        self.assertAlmostEqual(touch.began, 10.0)
        self.assertAlmostEqual(touch.ended, 10.1)

    def test_a_paused_players_frames_are_matched_by_their_order(self):
        # `--pause-at` held the finger 5 s after the first frame: the played times shift, the
        # recording's do not; the lift is the second frame's.
        paused = "/dev/input/event5 0.000000 10.000000\n/dev/input/event5 5.100000 15.100000\n"
        case = MadeUpCase(self, played_1_events=TAP, frames_1_txt=paused,
                          replayed_1_events='{"v":1,"time":0.15,"gesture":"peek","phase":"began"}\n').case
        [touch] = case.touches()
        self.assertAlmostEqual(touch.ended, 15.1)
        self.assertEqual([round(at, 3) for at in case.gesture_times("peek", "began")], [15.15])
        self.assertEqual(MadeUpCase(self, played_1_events=TAP, frames_1_txt=paused.split("\n")[0]).case.touches(), [])

    def test_a_click_for_a_finger_peekpop_owns_fails_while_the_machine_had_time(self):
        case = MadeUpCase(self, played_1_events=TAP, frames_1_txt=TAP_FRAMES, beacon_log=beacon("click", 10.3)).case
        result = verdict.page_got_nothing(case, "Start")
        self.assertEqual(result.kind, "fail")
        self.assertIn("while the machine had time", result.why)

    def test_a_menus_failure_tells_when_the_window_had_the_touch_and_claimed_it(self):
        trace = "10.040 touch-begin sequence=7 time=10000 x=1 y=1 to-webkit\n10.650 claim sequence=7 claimed\n"
        files = dict(played_1_events=TAP, frames_1_txt=TAP_FRAMES, beacon_log=beacon("contextmenu", 10.7))
        result = verdict.page_got_nothing(MadeUpCase(self, touch_trace=trace, **files).case, "Start")
        self.assertIn("[the window had its begin 40 ms, claimed it 650 ms, the event came 700 ms in]", result.why)
        result = verdict.page_got_nothing(MadeUpCase(self, touch_trace=trace.split("\n")[0], **files).case, "Start")
        self.assertIn("never claimed it", result.why)
        self.assertIn("has no begin of it", verdict.page_got_nothing(MadeUpCase(self, **files).case, "Start").why)

    def test_the_same_click_is_starved_when_the_witness_lost_the_time_from_the_touch_to_it(self):
        files = dict(played_1_events=TAP, frames_1_txt=TAP_FRAMES, beacon_log=beacon("click", 10.3))
        self.assertEqual(verdict.page_got_nothing(MadeUpCase(self, ["late 10.0 300.0"], **files).case, "Start").kind, "starved")
        self.assertEqual(verdict.page_got_nothing(MadeUpCase(self, ["late 10.0 299.0"], **files).case, "Start").kind, "fail")

    def test_a_taken_finger_ends_for_the_page_in_one_touchcancel_and_no_touchend(self):
        told = beacon("touchstart", 10.0) + beacon("touchcancel", 10.2, trusted="false")
        self.assertEqual(verdict.taken_fingers_told(MadeUpCase(self, beacon_log=told).case, "Start").kind, "pass")
        self.assertEqual(verdict.taken_fingers_told(MadeUpCase(self, beacon_log="").case, "Start").kind, "pass")
        for log in (beacon("touchstart", 10.0), beacon("touchstart", 10.0) + beacon("touchend", 10.5),
                    told + beacon("touchend", 10.5), told + beacon("touchcancel", 10.3)):
            self.assertEqual(verdict.taken_fingers_told(MadeUpCase(self, beacon_log=log).case, "Start").kind, "fail")

    def test_a_cancelled_menu_is_nothing_and_a_click_on_another_page_is_not_this_pages(self):
        case = MadeUpCase(self, played_1_events=TAP, frames_1_txt=TAP_FRAMES,
                          beacon_log=beacon("contextmenu", 10.6, prevented="true")).case
        self.assertEqual(verdict.page_got_nothing(case, "Start").kind, "pass")
        self.assertEqual(verdict.page_got_nothing(case, "Other").kind, "pass")

    def test_a_drag_is_judged_against_the_card_of_its_own_touch(self):
        # Two touches (two plays of the tap, the second 20 s on): the first peek's card came; a drag
        # of the second touch before the second card is before its card, after it a failure.
        second = TAP_FRAMES.replace("10.", "30.")
        plays = dict(played_1_events=TAP, frames_1_txt=TAP_FRAMES, played_2_events=TAP, frames_2_txt=second)
        before = beacon("card", 10.5) + beacon("dragstart", 30.05) + beacon("card", 31.0)
        result = verdict.got_nothing(MadeUpCase(self, **plays, beacon_log=before).case)
        self.assertIn("before the card came", result.why)
        after = beacon("card", 10.5) + beacon("card", 30.5) + beacon("dragstart", 30.6)
        result = verdict.got_nothing(MadeUpCase(self, **plays, beacon_log=after).case)
        self.assertIn("after the card came", result.why)

    def test_more_clicks_than_taps_always_fail_even_on_a_starved_machine(self):
        case = MadeUpCase(self, ["late 9.0 5000.0"], played_1_events=TAP, frames_1_txt=TAP_FRAMES,
                          beacon_log=beacon("click", 10.2) + beacon("click", 10.4)).case
        self.assertEqual(verdict.clicks_for_taps(case, 1), verdict.fail("2 clicks for 1 taps"))

    def test_a_tap_without_its_click_is_starved_only_when_the_witness_lost_its_stretch(self):
        # The window saw the 100 ms tap as 900 ms: 400 ms past the long press.
        trace = "10.050 touch-begin sequence=1 time=10000 x=1 y=1 to-webkit\n10.950 touch-end sequence=1 time=10100 x=1 y=1 to-webkit\n"
        files = dict(played_1_events=TAP, frames_1_txt=TAP_FRAMES, replayed_1_events=TAP_REPLAYED, touch_trace=trace)
        self.assertEqual(verdict.clicks_for_taps(MadeUpCase(self, ["late 10.05 400.0"], **files).case, 1).kind, "starved")
        self.assertEqual(verdict.clicks_for_taps(MadeUpCase(self, ["late 10.05 399.0"], **files).case, 1).kind, "fail")

    def test_a_tap_without_its_click_that_the_window_saw_short_always_fails(self):
        trace = "10.050 touch-begin sequence=1 time=10000 x=1 y=1 to-webkit\n10.150 touch-end sequence=1 time=10100 x=1 y=1 to-webkit\n"
        case = MadeUpCase(self, ["late 10.0 5000.0"], played_1_events=TAP, frames_1_txt=TAP_FRAMES,
                          replayed_1_events=TAP_REPLAYED, touch_trace=trace).case
        self.assertEqual(verdict.clicks_for_taps(case, 1).kind, "fail")

    def test_a_peek_is_no_tap_that_lost_its_click(self):
        peek = '{"v":1,"time":0.05,"gesture":"peek","phase":"began"}\n'
        case = MadeUpCase(self, played_1_events=TAP, frames_1_txt=TAP_FRAMES, replayed_1_events=peek).case
        self.assertEqual(verdict.clicks_for_taps(case, 0).kind, "pass")
        self.assertEqual(case.taps(), [])

    def test_a_touch_event_late_to_the_window_past_the_bound_is_a_stall_unless_the_witness_lost_the_excess(self):
        lag = verdict.WINDOW_LAG_MAX_MS
        trace = f"{10 + (lag + 200) / 1000:.3f} touch-begin sequence=1 time=10000 x=1 y=1 to-webkit\n"
        self.assertEqual(verdict.window_kept_up(MadeUpCase(self, touch_trace=trace).case).kind, "fail")
        self.assertEqual(verdict.window_kept_up(MadeUpCase(self, ["late 10.1 200.0"], touch_trace=trace).case).kind, "starved")
        on_time = f"{10 + lag / 1000:.3f} touch-begin sequence=1 time=10000 x=1 y=1 to-webkit\n"
        self.assertEqual(verdict.window_kept_up(MadeUpCase(self, touch_trace=on_time).case).kind, "pass")

    def test_a_late_player_changed_the_input_so_the_run_is_starved(self):
        late = "/dev/input/event5 0.000000 10.000000\n/dev/input/event5 0.100000 10.201000\n"
        self.assertEqual(verdict.player_on_time(MadeUpCase(self, played_1_events=TAP, frames_1_txt=late).case, 100).kind, "starved")
        self.assertEqual(verdict.player_on_time(MadeUpCase(self, played_1_events=TAP, frames_1_txt=TAP_FRAMES).case, 100).kind, "pass")

    def test_the_card_may_take_three_times_a_taps_p50_and_no_more(self):
        self.assertEqual(verdict.latency_ratio(["card 300", "tap 100", "card 299"]).kind, "pass")
        self.assertEqual(verdict.latency_ratio(["card 301", "tap 100"]).kind, "fail")
        self.assertEqual(verdict.latency_ratio(["card 301"]).kind, "fail")

    def test_idle_means_the_last_seconds_since_the_wait_began_were_each_below_the_level(self):
        busy = [(100.0, 0.9), (101.0, 0.2), (102.0, 0.1), (103.0, 0.25)]
        self.assertTrue(verdict.idle_for(busy, 99.5, 3, 0.3))
        self.assertFalse(verdict.idle_for(busy, 99.5, 3, 0.25))       # 0.25 is not below 0.25
        self.assertFalse(verdict.idle_for(busy, 100.5, 3, 0.3))       # only two whole seconds since
        self.assertFalse(verdict.idle_for(busy[:2] + [(102.0, 0.6), (103.0, 0.1)], 99.5, 3, 0.3))

    def test_quiet_waits_for_time_the_machine_gave(self):
        with tempfile.TemporaryDirectory() as folder:
            watched, witness = os.path.join(folder, "events"), os.path.join(folder, "witness.log")
            open(watched, "w").close()
            clock = [1000.0]
            # The witness lost 1.5 s right after the file last changed: 2 s of quiet needs 3.5 s.
            with open(witness, "w") as file:
                file.write("start 0.0 0.0\nlate 1000.1 1500.0\ntick 2000.0 0.0\n")
            def sleep(seconds): clock[0] += seconds
            self.assertTrue(verdict.settle(witness, 2.0, 10.0, [watched], clock=lambda: clock[0], sleep=sleep))
            self.assertGreaterEqual(clock[0] - 1000.0, 3.5)
            self.assertFalse(verdict.settle(witness, 2.0, 1.0, [watched], clock=lambda: clock[0], sleep=sleep))


@unittest.skipUnless(os.path.isdir(FIXTURES), "no fixtures")
class RealRunTests(unittest.TestCase):
    """Logs kept from real runs of the desktop suite."""

    def test_a_real_pass_passes_every_check(self):
        case = real_case("peek-pass")
        for check in (verdict.window_kept_up(case), verdict.page_got_nothing(case), verdict.player_on_time(case, 100)):
            self.assertEqual(check.kind, "pass", check.why)
        self.assertTrue(verdict.latencies(case), "the pass has a card latency")

    def test_a_window_stopped_at_its_first_touch_fails_as_a_stall_while_the_machine_had_time(self):
        result = verdict.window_kept_up(real_case("peek-window-stopped"))
        self.assertEqual(result.kind, "fail", result.why)
        self.assertIn("the window stalled", result.why)
        self.assertIn("while the machine had time", result.why)

    def test_a_machine_starved_by_a_real_time_hog_is_starved(self):
        case = real_case("tap-machine-starved")
        self.assertEqual(verdict.clicks_for_taps(case, 1).kind, "pass")
        result = verdict.window_kept_up(case)
        self.assertEqual(result.kind, "starved", result.why)

    def test_a_tap_the_starved_machine_made_a_long_press_is_starved(self):
        # The hog held everything 3 s from the tap's first frame: the window then saw the 70 ms tap
        # as a 1.1 s touch, WebKit made it a menu, and no click came.
        result = verdict.clicks_for_taps(real_case("tap-long-press-machine-starved"), 1)
        self.assertEqual(result.kind, "starved", result.why)
        self.assertIn("long press", result.why)


if __name__ == "__main__":
    unittest.main()
