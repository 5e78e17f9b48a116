// SPDX-License-Identifier: MIT
// Linux interfaces the Glibc module leaves out: the daemon's event loop (epoll), signals taken
// as a descriptor (signalfd), timers (timerfd), accept4(2) for non-blocking, close-on-exec clients,
// pipe2(2) for close-on-exec pipes, and gettid(2) for a thread's own priority.
#include <signal.h>
#include <sys/epoll.h>
#include <sys/signalfd.h>
#include <sys/timerfd.h>
#include <sys/socket.h>

// Declared by <sys/socket.h> only under _GNU_SOURCE, which the Glibc module is built without.
extern int accept4(int fd, struct sockaddr *address, socklen_t *length, int flags);
// Declared by <unistd.h> only under _GNU_SOURCE, as accept4.
extern int pipe2(int fds[2], int flags);
// Declared by <unistd.h> only under _GNU_SOURCE, as accept4.
extern pid_t gettid(void);
