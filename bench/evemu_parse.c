// SPDX-License-Identifier: MIT
/* The benchmark's baseline: libevemu parsing an evemu recording, counting its events.
 *
 *   gcc -O2 -o bench/out/evemu_parse bench/evemu_parse.c $(pkg-config --cflags --libs evemu)
 *   bench/out/evemu_parse FILE   -> prints "EVENTS DEVICE-NAME"
 *
 * Exits 65 (EX_DATAERR) when the description cannot be read, 66 (EX_NOINPUT) when FILE cannot be
 * opened. */
#include <evemu.h>
#include <linux/input.h>
#include <stdio.h>

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s FILE\n", argv[0]);
		return 64;
	}
	FILE *fp = fopen(argv[1], "r");
	if (!fp) {
		perror(argv[1]);
		return 66;
	}
	struct evemu_device *dev = evemu_new(NULL);
	if (!dev || evemu_read(dev, fp) <= 0) {
		fprintf(stderr, "%s: no evemu device description\n", argv[1]);
		return 65;
	}
	struct input_event ev;
	unsigned long long events = 0;
	while (evemu_read_event(fp, &ev) > 0)
		events++;
	printf("%llu %s\n", events, evemu_get_name(dev));
	evemu_delete(dev);
	fclose(fp);
	return 0;
}
