# peekpop: `make run` and `make test` do all the set-up a fresh Debian/Ubuntu machine needs.
SWIFT ?= swift
# C libraries the package links (system library targets) and the tools its build needs.
BUILD_PACKAGES := pkg-config libevdev-dev libudev-dev libyaml-dev libsqlite3-dev libinput-dev
# The browser window (WebKitGTK 6.0, GTK 4) and its tests under Xvfb; without these packages the
# browser's targets are left out of the package and everything else still builds.
BROWSER_PACKAGES := libwebkitgtk-6.0-dev libgtk-4-dev xvfb xauth bubblewrap python3 xdotool xclip
# The benchmark's reference: libevemu parsing the same file.
BENCH_PACKAGES := $(BUILD_PACKAGES) libevemu-dev gcc valgrind
# The browser benchmark's reference, Epiphany, and the session bus its web process needs.
BROWSER_BENCH_PACKAGES := $(BROWSER_PACKAGES) epiphany-browser dbus-daemon
# A screen for the browser tests (Tests/Browser/run.sh chooses the renderer for stable pixels).
# -noreset: Xvfb otherwise resets when its last client leaves, and a client connecting meanwhile
# (xdotool between two windows) fails with "Can't open display".
XVFB := xvfb-run -a -s "-screen 0 1280x800x24 -noreset"

.PHONY: all deps browser-deps build test test-unit test-browser test-vm soak run browser-demo bench fuzz clean install-udev

all: build

deps:
	@scripts/install-deps.sh $(BUILD_PACKAGES)

browser-deps: deps
	@scripts/install-deps.sh $(BROWSER_PACKAGES)

build: deps
	$(SWIFT) build -Xswiftc -warnings-as-errors

# Host tests first, then the browser window under Xvfb, then the VM suite. The browser's packages
# come first, so the host tests include the window's own unit tests on a fresh machine too.
test: browser-deps test-unit test-browser
	Tests/VM/run.sh

# Host-only tests; first, that every import is a dependency its target declares.
test-unit: deps
	SWIFT=$(SWIFT) scripts/check-imports.sh
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build

# The hour-long soak of `peekpop run` (scripts/soak.py through SoakTests: a 60-minute recording
# fed as fast as it goes, clients coming and going); `make test` runs a 10-minute one. SOAK_SEED=N
# repeats a run.
soak: deps
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	SOAK_MINUTES=$${SOAK_MINUTES:-60} $(SWIFT) test --skip-build --filter SoakTests

# The WebKitGTK window against the headless site model on locally served pages (Tests/Browser/run.sh).
test-browser: browser-deps
	$(SWIFT) build -Xswiftc -warnings-as-errors
	$(XVFB) Tests/Browser/run.sh

# Real kernel evdev, uinput and udev in QEMU (Tests/VM/run.sh; TCG, no root needed once its packages are installed).
test-vm: deps
	Tests/VM/run.sh

run: build
	$(SWIFT) run --skip-build peekpop demo

# The browser window on the demo: its pages served locally, the demo recording at its pace.
browser-demo: browser-deps
	$(SWIFT) build -Xswiftc -warnings-as-errors
	scripts/browser-demo.sh

bench:
	@scripts/install-deps.sh $(BENCH_PACKAGES) $(BROWSER_BENCH_PACKAGES)
	bench/run.sh
	python3 bench/everyday.py "$$($(SWIFT) build -c release --show-bin-path)/peekpop" --out bench/out --check
	bench/daemon.sh
	bench/session.sh
	bench/browser.sh
	bench/vm-latency.sh

fuzz: deps
	scripts/fuzz.sh evemu 60
	scripts/fuzz.sh libinput-record 60
	scripts/fuzz.sh replay 60

clean:
	rm -rf .build .build-fuzz .build-vm bench/out

# Read access for the seat user to touchscreens and tablets (needs root once).
install-udev:
	install -D -m 0644 udev-rules/70-peekpop.rules /etc/udev/rules.d/70-peekpop.rules
	udevadm control --reload && udevadm trigger --subsystem-match=input --action=change
