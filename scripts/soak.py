#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Soak `peekpop run`: a long generated recording fed as fast as it goes, clients that come and go.

    python3 scripts/soak.py --peekpop PATH [--minutes 10] [--seed N] [--out DIR]

The recording is bench/generate.py's (ten fingers on the pressure touchscreen at 240 Hz), MINUTES
long, played by `peekpop run --replay FILE --site Recordings/demo/demo-site.json --state DIR
--keep-running --await-clients 2 --stdout`. Two clients are there from the first line: one is a
separate process stopped with SIGSTOP for most of the run (a reader that stopped reading), the
other reads one line a second. Meanwhile 50 clients connect and disconnect at random moments
(seeded: the seed is printed, --seed repeats a run), reading as fast as they can, often leaving
mid-line. After the replay all clients leave and the daemon is stopped with SIGTERM.

Checked (exit status 1 and a line saying what, on failure):
- RssAnon of the daemon grows less than 1 MiB from the first window of the replay to the last (a
  window is a minute, or a third of the replay's steady part when that is shorter; the first begins
  once the slow readers' bounded queues are full, as they grow until then by design; the median of
  the samples, one a second, in each);
- its open descriptors are back to the idle count (before any client) once every client left;
- every client's stream is the daemon's own stream (its --stdout) cut into runs: each run starts
  exactly where the previous one ended plus the N of the `{"v":1,"dropped":N}` line between them,
  so every gap is announced and counted right; only the last line may be cut (a client leaving);
- the session database passes SQLite's integrity check, holds one visit per `navigated` line the
  daemon reported, and `peekpop session show` and every line equal those of `peekpop replay
  --site --state` on the same recording (the same steps, committed and reported).
Each client's stream is kept in OUT/clients/ for the strict decoder (Tests/DaemonTests/SoakTests)
and OUT/summary.json holds the figures.
"""

import argparse
import atexit
import json
import os
import random
import selectors
import signal
import socket
import statistics
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "Recordings/demo/demo-site.json"
RANDOM_CLIENTS = 50
MIB = 1 << 20
# A client's queue in the daemon: 1,000 lines (ClientQueue.Limits), then it drops the oldest.
QUEUE_LINES = 1000


def fail(message):
    print(f"soak: FAILED: {message}", flush=True)
    sys.exit(1)


def status_field(pid, name):
    """A field of /proc/PID/status in kB."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(name + ":"):
                return int(line.split()[1])
    raise RuntimeError(f"no {name} in /proc/{pid}/status")


def descriptors(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))


def connect(path, timeout=10.0):
    deadline = time.monotonic() + timeout
    while True:
        try:
            client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            client.connect(path)
            return client
        except (FileNotFoundError, ConnectionRefusedError):
            client.close()
            if time.monotonic() > deadline:
                raise
            time.sleep(0.01)


def reader_main(path, out):
    """The reader that gets stopped: a process of its own reading everything into `out`, unbuffered
    (it leaves by SIGKILL: a signal mask inherited from the test runner may block SIGTERM)."""
    client = connect(path)
    with open(out, "wb", buffering=0) as sink:
        while True:
            chunk = client.recv(65536)
            if not chunk:
                return
            sink.write(chunk)


class SlowReader(threading.Thread):
    """Reads one line a second (byte by byte, so the kernel's buffer is not emptied ahead); when
    told to leave, reads what is left for it at once (the dropped notice among it), then closes."""

    def __init__(self, path, out):
        super().__init__(daemon=True)
        self.client = connect(path)
        self.client.settimeout(1.0)
        self.out = out
        self.draining = threading.Event()

    def run(self):
        with open(self.out, "wb") as sink:
            while not self.draining.is_set():
                try:
                    byte = self.client.recv(1)
                except socket.timeout:
                    continue
                if not byte:
                    return
                sink.write(byte)
                if byte == b"\n":
                    sink.flush()
                    self.draining.wait(1.0)
            while True:
                try:
                    chunk = self.client.recv(65536)
                except socket.timeout:
                    return
                if not chunk:
                    return
                sink.write(chunk)

    def leave(self):
        self.draining.set()
        self.join(30)
        self.client.close()


class RandomClients:
    """Clients that connect, read as fast as they can and leave at random moments."""

    def __init__(self, path, folder, rng):
        self.path = path
        self.folder = folder
        self.rng = rng
        self.selector = selectors.DefaultSelector()
        # Per slot: (socket, file) while connected, else None; and the moment it changes next.
        self.slots = [None] * RANDOM_CLIENTS
        self.next_change = [rng.uniform(0, 3) for _ in range(RANDOM_CLIENTS)]
        self.connections = 0
        self.files = []

    def step(self, now, timeout):
        for slot in range(RANDOM_CLIENTS):
            if now < self.next_change[slot]:
                continue
            if self.slots[slot] is None:
                client = connect(self.path)
                client.setblocking(False)
                name = self.folder / f"random-{slot:02d}-{self.connections:05d}.stream"
                sink = open(name, "wb")
                self.files.append(name)
                self.connections += 1
                self.slots[slot] = (client, sink)
                self.selector.register(client, selectors.EVENT_READ, slot)
                self.next_change[slot] = now + self.rng.expovariate(1 / 6.0)
            else:
                self.leave(slot)
                self.next_change[slot] = now + self.rng.expovariate(1 / 2.0)
        for key, _ in self.selector.select(timeout):
            client, sink = self.slots[key.data]
            try:
                chunk = client.recv(65536)
            except BlockingIOError:
                continue
            if chunk:
                sink.write(chunk)
            else:
                fail(f"the daemon closed random client {key.data} during the run")

    def leave(self, slot):
        client, sink = self.slots[slot]
        self.selector.unregister(client)
        client.close()
        sink.close()
        self.slots[slot] = None

    def leave_all(self):
        for slot in range(RANDOM_CLIENTS):
            if self.slots[slot] is not None:
                self.leave(slot)


def check_stream(name, data, full, index, from_start):
    """Whether a client's bytes are runs of the daemon's stream with every gap announced; the
    lines it read and the lines it was told it missed."""
    lines = data.split(b"\n")
    # What follows the last newline is a line cut by the client leaving (or nothing).
    lines.pop()
    position = -1 if from_start else None
    pending = 0
    read = dropped = 0
    for number, line in enumerate(lines, 1):
        if line.startswith(b'{"v":1,"dropped":'):
            if pending:
                fail(f"{name}:{number}: two dropped notices in a row")
            pending = json.loads(line)["dropped"]
            dropped += pending
            continue
        if position is None:
            candidates = index.get(line)
            if not candidates:
                fail(f"{name}:{number}: a line the daemon never sent: {line[:120]!r}")
            position = candidates[0]
        else:
            position += 1 + pending
            if position >= len(full) or full[position] != line:
                fail(f"{name}:{number}: not line {position + 1} of the daemon's stream although "
                     f"{pending} were announced dropped: {line[:120]!r}")
        pending = 0
        read += 1
    return read, dropped


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--peekpop", required=True, type=Path)
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--seed", type=int)
    parser.add_argument("--stop-seconds", type=float, help="how long the stopped reader stays stopped "
                        "(default: until the replay ends)")
    parser.add_argument("--out", type=Path, default=ROOT / ".build/soak")
    parser.add_argument("--reader", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.reader:
        reader_main(*args.reader)
        return

    seed = args.seed if args.seed is not None else random.randrange(1 << 31)
    print(f"soak: seed {seed} (repeat with --seed {seed}), {args.minutes:g}-minute recording", flush=True)
    rng = random.Random(seed)
    out = args.out
    clients_folder = out / "clients"
    state = out / "state"
    reference_state = out / "reference-state"
    subprocess.run(["rm", "-rf", str(clients_folder), str(state), str(reference_state)], check=True)
    clients_folder.mkdir(parents=True)
    # Kept between runs (hundreds of MB for an hour): the generator gives the same bytes each time.
    cache = ROOT / ".build/soak"
    cache.mkdir(parents=True, exist_ok=True)
    recording = cache / f"soak-{args.minutes:g}min.events"
    if not recording.exists() or (ROOT / "bench/generate.py").stat().st_mtime > recording.stat().st_mtime:
        subprocess.run([sys.executable, str(ROOT / "bench/generate.py"), "--minutes", str(args.minutes),
                        "-o", str(recording)], check=True, stdout=subprocess.DEVNULL)

    sock = str(out / "peekpop.sock")
    stdout_path, stderr_path = out / "daemon.stdout", out / "daemon.stderr"
    daemon = subprocess.Popen(
        [str(args.peekpop), "run", "--replay", str(recording), "--site", str(SITE), "--state", str(state),
         "--socket", sock, "--keep-running", "--await-clients", "2", "--stdout"],
        stdin=subprocess.DEVNULL, stdout=open(stdout_path, "wb"), stderr=open(stderr_path, "wb"))
    pid = daemon.pid
    children = [daemon]
    # However the driver ends (a failed check, an exception), nothing it started outlives it.
    atexit.register(lambda: [child.kill() for child in children if child.poll() is None])
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    deadline = time.monotonic() + 20
    while not os.path.exists(sock):
        if daemon.poll() is not None or time.monotonic() > deadline:
            fail(f"the daemon did not start: {stderr_path.read_text()}")
        time.sleep(0.05)
    time.sleep(0.2)
    idle_fds = descriptors(pid)
    idle_rss = status_field(pid, "RssAnon")

    # The stopped reader first (stopped before the replay starts), then the slow one: the replay
    # starts with the second.
    stopped_out = clients_folder / "stopped.stream"
    stopped = subprocess.Popen([sys.executable, __file__, "--peekpop", str(args.peekpop), "--reader", sock, str(stopped_out)])
    children.append(stopped)
    while descriptors(pid) < idle_fds + 1:
        time.sleep(0.01)
    os.kill(stopped.pid, signal.SIGSTOP)
    slow = SlowReader(sock, clients_folder / "slow.stream")
    slow.start()
    started = time.monotonic()
    stop_seconds = args.stop_seconds
    randoms = RandomClients(sock, clients_folder, rng)

    samples = []  # (seconds since start, RssAnon kB, descriptors)
    next_sample = started
    resumed = False
    ended_at = None
    while ended_at is None:
        now = time.monotonic()
        if now >= next_sample:
            samples.append((now - started, status_field(pid, "RssAnon"), descriptors(pid), stdout_path.stat().st_size))
            next_sample += 1.0
            if b"the replay has ended" in stderr_path.read_bytes():
                ended_at = now - started
        if not resumed and stop_seconds is not None and now - started >= stop_seconds:
            os.kill(stopped.pid, signal.SIGCONT)
            resumed = True
        if daemon.poll() is not None:
            fail(f"the daemon exited with {daemon.returncode} during the run: {stderr_path.read_text()}")
        randoms.step(now, 0.05)
    if not resumed:
        os.kill(stopped.pid, signal.SIGCONT)
    stopped_for = (stop_seconds if resumed else ended_at)
    # Let everyone read what is queued for them, then leave.
    drain_until = time.monotonic() + 3
    while time.monotonic() < drain_until:
        randoms.step(time.monotonic(), 0.05)
    randoms.leave_all()
    slow.leave()
    stopped.kill()
    stopped.wait(10)
    deadline = time.monotonic() + 10
    while descriptors(pid) != idle_fds and time.monotonic() < deadline:
        time.sleep(0.05)
    final_fds = descriptors(pid)
    leftover = sorted(os.readlink(f"/proc/{pid}/fd/{fd}") for fd in os.listdir(f"/proc/{pid}/fd"))
    final_rss = status_field(pid, "RssAnon")
    peak_fds = max(fds for _, _, fds, _ in samples)
    daemon.send_signal(signal.SIGTERM)
    status = daemon.wait(20)

    # Streams.
    full = stdout_path.read_bytes().split(b"\n")
    full.pop()
    index = {}
    for position, line in enumerate(full):
        index.setdefault(line, []).append(position)
    per_client = {}
    for name in ["stopped.stream", "slow.stream"] + [path.name for path in randoms.files]:
        data = (clients_folder / name).read_bytes()
        per_client[name] = check_stream(name, data, full, index, from_start=name in ("stopped.stream", "slow.stream"))

    # Memory: the first and the last window of the replay, the first from the moment the two slow
    # readers' queues are full (the daemon has sent what they read plus a queue's 1,000 lines):
    # until then their bounded queues grow by design, which is no leak (in a short run that is
    # nearly half the replay; in the hour, seconds).
    replay_samples = [sample for sample in samples if sample[0] <= ended_at]
    full_after = max(per_client[name][0] for name in ("stopped.stream", "slow.stream")) + QUEUE_LINES
    full_at_byte = sum(len(line) + 1 for line in full[:full_after])
    steady = [sample for sample in replay_samples if sample[3] >= full_at_byte] or replay_samples[-1:]
    steady_from = steady[0][0]
    window = min(60.0, max(1.0, (ended_at - steady_from) / 3))
    first = [rss for t, rss, _, _ in steady if t <= steady_from + window]
    last = [rss for t, rss, _, _ in steady if t >= ended_at - window]
    # Medians: a leak moves them; a moment's backlog (clients slow to read, up to 1 MiB each) does not.
    rss_start, rss_end = int(statistics.median(first)), int(statistics.median(last))


    # The store against the same recording replayed.
    reference = subprocess.run([str(args.peekpop), "replay", str(recording), "--site", str(SITE), "--state", str(reference_state)],
                               capture_output=True, check=True).stdout.split(b"\n")
    reference.pop()
    show = subprocess.run([str(args.peekpop), "session", "show", "--state", str(state)], capture_output=True, check=True).stdout
    reference_show = subprocess.run([str(args.peekpop), "session", "show", "--state", str(reference_state)], capture_output=True, check=True).stdout
    database = sqlite3.connect(f"file:{state / 'session.sqlite'}?mode=ro", uri=True)
    integrity = database.execute("PRAGMA integrity_check").fetchone()[0]
    visits = database.execute("SELECT count(*) FROM visits").fetchone()[0]
    database_bytes = (state / "session.sqlite").stat().st_size
    database.close()
    reference_bytes = (reference_state / "session.sqlite").stat().st_size
    session_lines = [json.loads(line) for line in full if b'"session":' in line]
    navigated = sum(1 for line in session_lines if line["session"] == "navigated")

    summary = {
        "seed": seed, "minutes": args.minutes, "replay_seconds": round(ended_at, 1),
        "stopped_reader_seconds": round(stopped_for, 1), "daemon_status": status,
        "rss_anon_kib": {"idle": idle_rss, "first_window": rss_start, "last_window": rss_end,
                         "after_clients_left": final_rss, "window_seconds": round(window, 1), "first_window_from": round(steady_from, 1)},
        "fds": {"idle": idle_fds, "peak": peak_fds, "after_clients_left": final_fds},
        "lines_sent": len(full), "session_lines": len(session_lines), "navigated": navigated,
        "database": {"visits": visits, "bytes": database_bytes, "reference_bytes": reference_bytes, "integrity": integrity},
        "random_connections": randoms.connections,
        "clients": {name: {"read": read, "dropped": dropped} for name, (read, dropped) in per_client.items()},
    }
    (out / "summary.json").write_text(json.dumps(summary, indent=1) + "\n")
    (out / "samples.tsv").write_text("".join(f"{t:.1f}\t{rss}\t{fds}\t{size}\n" for t, rss, fds, size in samples))
    randoms_read = sum(read for name, (read, _) in per_client.items() if name.startswith("random-"))
    randoms_dropped = sum(dropped for name, (_, dropped) in per_client.items() if name.startswith("random-"))
    print(f"soak: replay {ended_at:.0f} s, {len(full)} lines sent ({len(session_lines)} session lines, {navigated} navigated)")
    print(f"soak: RssAnon idle {idle_rss} kB, {window:.0f} s from {steady_from:.0f} s (slow readers' queues full) {rss_start} kB, "
          f"last {window:.0f} s {rss_end} kB "
          f"(growth {rss_end - rss_start} kB), after clients left {final_rss} kB")
    print(f"soak: descriptors idle {idle_fds}, peak {peak_fds}, after every client left {final_fds}")
    for name in ("stopped.stream", "slow.stream"):
        print(f"soak: {name.split('.')[0]} reader: {per_client[name][0]} lines read, {per_client[name][1]} dropped")
    print(f"soak: {randoms.connections} random connections: {randoms_read} lines read, {randoms_dropped} dropped")
    print(f"soak: database {database_bytes} bytes (replay's {reference_bytes}), {visits} visits, integrity {integrity}")

    if status != 0:
        fail(f"the daemon exited with {status} on SIGTERM: {stderr_path.read_text()}")
    if rss_end - rss_start >= 1024:
        fail(f"RssAnon grew {rss_end - rss_start} kB from the first window to the last (limit 1024 kB)")
    if final_fds != idle_fds:
        fail(f"{final_fds} descriptors open after every client left, {idle_fds} when idle: {leftover}")
    if per_client["stopped.stream"][1] == 0:
        fail("the stopped reader lost no lines: it was not stopped long enough to fall behind")
    if per_client["slow.stream"][1] == 0:
        fail("the slow reader lost no lines: the recording is too short for it to fall behind")
    if full != reference:
        fail("the daemon's stream differs from `peekpop replay --site --state` of the same recording")
    if show != reference_show:
        fail(f"the stored session differs from the replay's:\n{show.decode()}\n{reference_show.decode()}")
    if integrity != "ok":
        fail(f"the session database is damaged: {integrity}")
    if visits != navigated:
        fail(f"{visits} visits stored, {navigated} navigated lines reported")
    print("soak: ok")


if __name__ == "__main__":
    main()
