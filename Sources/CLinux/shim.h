/* Linux system calls Glibc's Swift module leaves out. */
#include <signal.h>
#include <sys/signalfd.h>
