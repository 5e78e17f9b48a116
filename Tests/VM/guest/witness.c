// SPDX-License-Identifier: MIT
// The VM suites' witness for "the machine was too slow": a process apart from everything a case
// tests, at normal priority (SCHED_OTHER, nice 0, as the window and the browsers run), that asks to
// run every 5 ms and writes down how late it ran. When it ran on time while the window was
// late, the machine had time and the window stalled; only a late witness lets a verdict say the
// machine was too slow (Tests/VM/guest/verdict.py reads its log).
//
// usage: witness LOG
// LOG gets, appended as they happen (CLOCK_MONOTONIC seconds, the kernel's input timestamps' clock):
//   start MONOTONIC REALTIME_MINUS_MONOTONIC
//   late DUE LATE_MS        a wake-up due at DUE that ran LATE_MS late (5 ms or more)
//   tick MONOTONIC REALTIME_MINUS_MONOTONIC   once a second: it is alive, and how the page's
//                                             clock (epoch milliseconds) maps onto the kernel's
//   busy MONOTONIC FRACTION  with each tick: how much of the guest's CPU time since the last tick was
//                            not idle (the kernel's /proc/stat): not evidence of starvation (a busy
//                            guest still runs a waiting process on time), but what a failure's
//                            reader wants to know of the machine next to it
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

// Every 5 ms: asking every millisecond cost the guest a third of a CPU under TCG while a browser
// handled a touch (265 of 1600 ticks in 8 s, /proc/PID/stat), time taken from what it watches; a
// stall of 20 ms or more (what a verdict counts) is still seen, to within a period.
static const long period_ns = 5000000;
static const long periods_a_second = 1000000000 / period_ns;
// Under TCG a wake-up 1 to 4 ms late is the emulator's timer, dozens of times a second: not logged.
static const long reported_late_ns = 5000000;

static double seconds(struct timespec at) { return at.tv_sec + at.tv_nsec / 1e9; }

static struct timespec now(clockid_t clock) {
    struct timespec at;
    clock_gettime(clock, &at);
    return at;
}

// Writes a whole line at once (O_APPEND: a reader never sees half of one).
static void say(int fd, const char *line, int length) {
    while (length > 0) {
        ssize_t written = write(fd, line, (size_t)length);
        if (written < 0 && errno == EINTR) continue;
        if (written < 0) return;
        line += written;
        length -= (int)written;
    }
}

static void say_clocks(int fd, const char *kind) {
    struct timespec monotonic = now(CLOCK_MONOTONIC), realtime = now(CLOCK_REALTIME);
    char line[96];
    int length = snprintf(line, sizeof line, "%s %.6f %.6f\n", kind, seconds(monotonic),
                          seconds(realtime) - seconds(monotonic));
    say(fd, line, length);
}

// The guest's CPU time in all and idle (idle and iowait), in clock ticks, from /proc/stat's first
// line; false when it cannot be read.
static int cpu_times(unsigned long long *total, unsigned long long *idle) {
    char text[256];
    int fd = open("/proc/stat", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    ssize_t length = read(fd, text, sizeof text - 1);
    close(fd);
    if (length <= 0) return 0;
    text[length] = 0;
    unsigned long long field[8] = {0};
    if (sscanf(text, "cpu %llu %llu %llu %llu %llu %llu %llu %llu", &field[0], &field[1], &field[2], &field[3],
               &field[4], &field[5], &field[6], &field[7]) < 5) return 0;
    *total = 0;
    for (int i = 0; i < 8; i++) *total += field[i];
    *idle = field[3] + field[4];
    return 1;
}

static void say_busy(int fd, unsigned long long *last_total, unsigned long long *last_idle) {
    unsigned long long total, idle;
    if (!cpu_times(&total, &idle)) return;
    if (total > *last_total) {
        double busy = 1.0 - (double)(idle - *last_idle) / (double)(total - *last_total);
        char line[64];
        int length = snprintf(line, sizeof line, "busy %.6f %.3f\n", seconds(now(CLOCK_MONOTONIC)), busy);
        say(fd, line, length);
    }
    *last_total = total;
    *last_idle = idle;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: witness LOG\n");
        return 64;
    }
    int fd = open(argv[1], O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0) {
        fprintf(stderr, "witness: %s: %s\n", argv[1], strerror(errno));
        return 73;
    }
    say_clocks(fd, "start");
    unsigned long long last_total = 0, last_idle = 0;
    cpu_times(&last_total, &last_idle);
    struct timespec due = now(CLOCK_MONOTONIC);
    long wakeups = 0;
    for (;;) {
        due.tv_nsec += period_ns;
        if (due.tv_nsec >= 1000000000) {
            due.tv_nsec -= 1000000000;
            due.tv_sec += 1;
        }
        while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &due, NULL) == EINTR) {}
        struct timespec woke = now(CLOCK_MONOTONIC);
        long late = (woke.tv_sec - due.tv_sec) * 1000000000L + (woke.tv_nsec - due.tv_nsec);
        if (late >= reported_late_ns) {
            char line[64];
            int length = snprintf(line, sizeof line, "late %.6f %.3f\n", seconds(due), late / 1e6);
            say(fd, line, length);
            // The wake-ups it missed are not owed: the next is due a period from now.
            due = woke;
        }
        if (++wakeups % periods_a_second == 0) {
            say_clocks(fd, "tick");
            say_busy(fd, &last_total, &last_idle);
        }
    }
}
