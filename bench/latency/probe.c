// SPDX-License-Identifier: MIT
/* The latency bench's client (runs in the VM, see bench/vm-latency.sh): how long after the kernel
 * stamps a frame does a client read the first output line that frame caused, for peekpop's socket
 * or for `libinput debug-events`; and the CPU the tool used while idle and during the stream.
 *
 *   latency-probe DEVNODE --socket PATH --pid PID        peekpop run's gesture stream (protocol v1)
 *   latency-probe DEVNODE --libinput PROGRAM [ARGS...]   libinput debug-events, its stdout on a pty
 *
 * The probe reads DEVNODE itself (CLOCK_MONOTONIC, as both tools ask for) and keeps the kernel
 * timestamp of every SYN_REPORT. It notes the CLOCK_MONOTONIC time each output line is read. Both
 * tools print times relative to a start of their own (peekpop: microseconds since it opened the
 * device; libinput: milliseconds since it started), so the probe finds that offset: the one value
 * that puts the most lines exactly on a frame's timestamp (microseconds: no line lands on a frame by
 * chance; milliseconds, a frame every 4 ms: a wrong offset hits about one line in four). A line
 * whose time is no frame's is a timer's (peekpop's hold deadlines): it is measured from its own time
 * (or it belongs to a frame the probe lost: syn_dropped counts the overflows).
 *
 * It runs until the device goes away (the player ends) and GRACE seconds more, then prints two lines:
 *   frames=N syn_dropped=N lines=N on_frames=N timer_lines=N frames_with_output=N
 *   p50_ms=X p99_ms=X max_ms=X timer_p50_ms=X timer_max_ms=X
 *   idle_s=X idle_cpu_s=X stream_s=X stream_cpu_s=X
 * and every latency behind those figures, in microseconds: `J:US` for frame J (the J-th
 * SYN_REPORT the probe read, from 0: the same frame of the same recording for either tool, unless
 * syn_dropped) and `t:US` for a timer line, separated by spaces (bench/latency/table.py pools the
 * rounds and compares the two tools on the same frames).
 * The idle window runs from SETTLE seconds after the probe started to the first frame; the stream
 * from the first frame to the end (its length is first to last frame). CPU is utime + stime of the
 * tool (/proc/PID/stat). Exit status 0, or 1 when nothing could be measured.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/input.h>
#include <poll.h>
#include <pty.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define SETTLE_S 2.0
#define GRACE_S 1.0

struct line { int64_t read_us, rel; };

static int64_t *frames;
static size_t nframes, frames_cap;
static struct line *lines;
static size_t nlines, lines_cap;

static int64_t now_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static void *grow(void *array, size_t *cap, size_t size)
{
	*cap = *cap ? *cap * 2 : 4096;
	void *bigger = realloc(array, *cap * size);
	if (!bigger) {
		perror("latency-probe: realloc");
		exit(1);
	}
	return bigger;
}

/* utime + stime of PID in seconds, or -1 when it cannot be read. */
static double cpu_seconds(pid_t pid)
{
	char path[64], text[1024];
	snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	size_t n = fread(text, 1, sizeof text - 1, f);
	fclose(f);
	text[n] = '\0';
	char *p = strrchr(text, ')'); /* the command name may hold spaces */
	unsigned long utime, stime;
	if (!p || sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &utime, &stime) != 2)
		return -1;
	return (double)(utime + stime) / (double)sysconf(_SC_CLK_TCK);
}

/* The relative time a line carries, in the tool's unit; 0 when the line has none. */
static int parse_peekpop(const char *s, int64_t *rel)
{
	const char *p = strstr(s, "\"time\":");
	if (!p || !strstr(s, "\"gesture\":"))
		return 0;
	p += 7;
	int64_t whole = 0, frac = 0;
	int digits = 0;
	while (*p >= '0' && *p <= '9')
		whole = whole * 10 + (*p++ - '0');
	if (*p == '.')
		for (p++; *p >= '0' && *p <= '9' && digits < 6; p++, digits++)
			frac = frac * 10 + (*p - '0');
	if (digits != 6)
		return 0;
	*rel = whole * 1000000 + frac;
	return 1;
}

/* libinput debug-events: `-event5   TOUCH_DOWN       +1.234s	...`, milliseconds. */
static int parse_libinput(const char *s, int64_t *rel)
{
	const char *p = strstr(s, " +");
	if (!p || !strstr(s, "TOUCH_"))
		return 0;
	p += 2;
	int64_t whole = 0, frac = 0;
	int digits = 0;
	while (*p >= '0' && *p <= '9')
		whole = whole * 10 + (*p++ - '0');
	if (*p != '.')
		return 0;
	for (p++; *p >= '0' && *p <= '9'; p++, digits++)
		frac = frac * 10 + (*p - '0');
	if (digits != 3 || *p != 's')
		return 0;
	*rel = whole * 1000 + frac;
	/* libinput subtracts its start time in uint32 milliseconds: an event stamped before it is
	 * printed as about +4294967 s. */
	if (*rel >= (int64_t)1 << 31)
		*rel -= (int64_t)1 << 32;
	return 1;
}

static int cmp64(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
	return (x > y) - (x < y);
}

static double percentile_ms(int64_t *sorted, size_t n, double q)
{
	if (!n)
		return -1;
	size_t rank = (size_t)(q * (double)n + 0.999999);
	if (rank < 1)
		rank = 1;
	return (double)sorted[(rank > n ? n : rank) - 1] / 1000.0;
}

/* The offset that puts the most of the first lines exactly on a frame: frames read in the two
 * seconds before each line was read vote for frame/unit - rel. */
static int64_t find_offset(int64_t unit)
{
	size_t cap = 0, n = 0;
	int64_t *votes = NULL;
	size_t first = 0;
	for (size_t i = 0; i < nlines && i < 200; i++) {
		while (first < nframes && frames[first] < lines[i].read_us - 2000000)
			first++;
		for (size_t j = first; j < nframes && frames[j] <= lines[i].read_us; j++) {
			if (n == cap)
				votes = grow(votes, &cap, sizeof *votes);
			votes[n++] = frames[j] / unit - lines[i].rel;
		}
	}
	qsort(votes, n, sizeof *votes, cmp64);
	int64_t best = 0;
	size_t best_count = 0;
	for (size_t i = 0; i < n;) {
		size_t j = i;
		while (j < n && votes[j] == votes[i])
			j++;
		if (j - i > best_count) {
			best_count = j - i;
			best = votes[i];
		}
		i = j;
	}
	free(votes);
	return best;
}

/* The first frame at or after `from` whose timestamp in `unit` is `key`, or -1. */
static long frame_at(int64_t key, int64_t unit, size_t from)
{
	size_t lo = from, hi = nframes;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (frames[mid] / unit < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < nframes && frames[lo] / unit == key ? (long)lo : -1;
}

static int open_socket(const char *path)
{
	int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	struct sockaddr_un address = { .sun_family = AF_UNIX };
	snprintf(address.sun_path, sizeof address.sun_path, "%s", path);
	if (fd < 0 || connect(fd, (struct sockaddr *)&address, sizeof address) < 0) {
		fprintf(stderr, "latency-probe: cannot connect to %s: %s\n", path, strerror(errno));
		exit(1);
	}
	return fd;
}

/* Runs argv with its stdout and stderr on a pty (line-buffered, as in a terminal). */
static int spawn_on_pty(char **argv, pid_t *child)
{
	int master;
	*child = forkpty(&master, NULL, NULL, NULL);
	if (*child < 0) {
		perror("latency-probe: forkpty (is devpts mounted?)");
		exit(1);
	}
	if (*child == 0) {
		execv(argv[0], argv);
		fprintf(stderr, "latency-probe: cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	return master;
}

int main(int argc, char **argv)
{
	if (argc < 4 || (strcmp(argv[2], "--socket") != 0 && strcmp(argv[2], "--libinput") != 0)) {
		fprintf(stderr, "usage: latency-probe DEVNODE --socket PATH --pid PID\n"
				"       latency-probe DEVNODE --libinput PROGRAM [ARGS...]\n");
		return 64;
	}
	int64_t started = now_us();
	/* The instrument must not be starved: at real-time priority it reads each frame and each line
	 * as soon as it is there (else, under TCG, the kernel's per-client buffer overflows and frames
	 * are lost). The tool it starts gets the normal policy back. */
	struct sched_param priority = { .sched_priority = 10 };
	if (sched_setscheduler(0, SCHED_FIFO | SCHED_RESET_ON_FORK, &priority) < 0)
		fprintf(stderr, "latency-probe: cannot run at real-time priority (%s): it may lose frames under load\n",
			strerror(errno));
	int device = open(argv[1], O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	int clock = CLOCK_MONOTONIC;
	if (device < 0 || ioctl(device, EVIOCSCLOCKID, &clock) < 0) {
		fprintf(stderr, "latency-probe: cannot read %s: %s\n", argv[1], strerror(errno));
		return 1;
	}
	int libinput = strcmp(argv[2], "--libinput") == 0;
	int64_t unit = libinput ? 1000 : 1;
	pid_t tool = 0, child = 0;
	int output;
	if (libinput) {
		output = spawn_on_pty(argv + 3, &child);
		tool = child;
	} else {
		if (argc != 6 || strcmp(argv[4], "--pid") != 0) {
			fprintf(stderr, "latency-probe: --socket PATH needs --pid PID (the daemon's)\n");
			return 64;
		}
		output = open_socket(argv[3]);
		tool = (pid_t)atoi(argv[5]);
	}

	double idle_cpu0 = -1, stream_cpu0 = -1, idle_s = -1;
	int64_t idle_from = 0, gone_at = 0;
	size_t dropped = 0;
	char buffer[1 << 16];
	size_t held = 0, shown = 0;
	for (;;) {
		int64_t now = now_us();
		if (!idle_from && now - started >= (int64_t)(SETTLE_S * 1e6) && !nframes) {
			idle_from = now;
			idle_cpu0 = cpu_seconds(tool);
		}
		if (gone_at && now - gone_at >= (int64_t)(GRACE_S * 1e6))
			break;
		struct pollfd fds[2] = { { .fd = gone_at ? -1 : device, .events = POLLIN }, { .fd = output, .events = POLLIN } };
		int ready = poll(fds, 2, 100);
		if (ready < 0 && errno != EINTR) {
			perror("latency-probe: poll");
			return 1;
		}
		if (fds[0].revents) {
			struct input_event events[64];
			ssize_t n;
			while ((n = read(device, events, sizeof events)) > 0) {
				for (size_t i = 0; i < (size_t)n / sizeof *events; i++) {
					if (events[i].type != EV_SYN)
						continue;
					if (events[i].code == SYN_DROPPED) {
						dropped++;
						continue;
					}
					if (events[i].code != SYN_REPORT)
						continue;
					if (!nframes) {
						stream_cpu0 = cpu_seconds(tool);
						if (idle_from)
							idle_s = (double)(now_us() - idle_from) / 1e6;
					}
					if (nframes == frames_cap)
						frames = grow(frames, &frames_cap, sizeof *frames);
					frames[nframes++] = (int64_t)events[i].input_event_sec * 1000000 + events[i].input_event_usec;
				}
			}
			if (n < 0 && errno != EAGAIN && errno != EINTR)
				gone_at = now_us(); /* ENODEV: the player destroyed the device */
		}
		if (fds[1].revents) {
			ssize_t n = read(output, buffer + held, sizeof buffer - held - 1);
			int64_t read_at = now_us();
			if (n <= 0) {
				if (n < 0 && errno == EINTR)
					continue;
				fprintf(stderr, "latency-probe: the tool's output ended (%s)\n", n ? strerror(errno) : "end of file");
				break;
			}
			held += (size_t)n;
			buffer[held] = '\0';
			char *start = buffer, *end;
			while ((end = strchr(start, '\n'))) {
				*end = '\0';
				int64_t rel;
				if (libinput ? parse_libinput(start, &rel) : parse_peekpop(start, &rel)) {
					if (nlines == lines_cap)
						lines = grow(lines, &lines_cap, sizeof *lines);
					lines[nlines++] = (struct line){ read_at, rel };
				} else if (shown < 20 && *start && !strstr(start, "DEVICE_ADDED")) {
					shown++; /* what else the tool says (errors, dropped lines), shown when the bench fails */
					fprintf(stderr, "tool: %s\n", start);
				}
				start = end + 1;
			}
			held = (size_t)(buffer + held - start);
			memmove(buffer, start, held);
			if (held == sizeof buffer - 1)
				held = 0; /* a line longer than the buffer: not one of ours */
		}
	}
	double stream_cpu1 = cpu_seconds(tool);
	if (child) {
		kill(child, SIGTERM);
		waitpid(child, NULL, 0);
	}
	if (!nframes || !nlines) {
		fprintf(stderr, "latency-probe: %zu frames, %zu lines: nothing to measure\n", nframes, nlines);
		return 1;
	}

	int64_t offset = find_offset(unit);
	int64_t *first = calloc(nframes, sizeof *first); /* latency of each frame's first line, +1 */
	int64_t *timer = calloc(nlines, sizeof *timer);
	if (!first || !timer) {
		perror("latency-probe: calloc");
		return 1;
	}
	size_t on_frames = 0, timers = 0, with_output = 0, last = 0;
	int64_t worst_negative = 0;
	for (size_t i = 0; i < nlines; i++) {
		int64_t key = lines[i].rel + offset;
		long j = frame_at(key, unit, last);
		if (j < 0) {
			timer[timers++] = lines[i].read_us - key * unit;
			continue;
		}
		on_frames++;
		last = (size_t)j;
		int64_t latency = lines[i].read_us - frames[j];
		if (latency < worst_negative)
			worst_negative = latency;
		if (!first[j]) {
			first[j] = latency + 1;
			with_output++;
		}
	}
	if (worst_negative < 0)
		fprintf(stderr, "latency-probe: a line was read %.3f ms before its frame: the offset is wrong\n",
			(double)-worst_negative / 1000.0);
	int64_t *latencies = malloc((with_output + 1) * sizeof *latencies);
	size_t n = 0;
	for (size_t j = 0; j < nframes; j++)
		if (first[j])
			latencies[n++] = first[j] - 1;
	qsort(latencies, n, sizeof *latencies, cmp64);
	qsort(timer, timers, sizeof *timer, cmp64);
	printf("frames=%zu syn_dropped=%zu lines=%zu on_frames=%zu timer_lines=%zu frames_with_output=%zu "
	       "p50_ms=%.3f p99_ms=%.3f max_ms=%.3f timer_p50_ms=%.3f timer_max_ms=%.3f "
	       "idle_s=%.2f idle_cpu_s=%.2f stream_s=%.2f stream_cpu_s=%.2f\n",
	       nframes, dropped, nlines, on_frames, timers, with_output,
	       percentile_ms(latencies, n, 0.50), percentile_ms(latencies, n, 0.99), percentile_ms(latencies, n, 1.0),
	       percentile_ms(timer, timers, 0.50), percentile_ms(timer, timers, 1.0),
	       idle_s, idle_s >= 0 && idle_cpu0 >= 0 ? stream_cpu0 - idle_cpu0 : -1,
	       (double)(frames[nframes - 1] - frames[0]) / 1e6, stream_cpu0 >= 0 ? stream_cpu1 - stream_cpu0 : -1);
	const char *separator = "";
	for (size_t j = 0; j < nframes; j++)
		if (first[j]) {
			printf("%s%zu:%lld", separator, j, (long long)(first[j] - 1));
			separator = " ";
		}
	for (size_t i = 0; i < timers; i++) {
		printf("%st:%lld", separator, (long long)timer[i]);
		separator = " ";
	}
	printf("\n");
	return worst_negative < 0 || n == 0;
}
