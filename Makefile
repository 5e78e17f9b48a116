# peekpop: `make run` and `make test` do all the set-up a fresh Debian/Ubuntu machine needs.
SWIFT ?= swift
# C libraries the package links (system library targets) and the tools its build needs.
BUILD_PACKAGES := pkg-config libevdev-dev libudev-dev libyaml-dev libsqlite3-dev
# The benchmark's reference: libevemu parsing the same file.
BENCH_PACKAGES := $(BUILD_PACKAGES) libevemu-dev gcc valgrind

.PHONY: all deps build test test-unit test-vm run bench fuzz clean install-udev

all: build

deps:
	@scripts/install-deps.sh $(BUILD_PACKAGES)

build: deps
	$(SWIFT) build -Xswiftc -warnings-as-errors

# Host tests first, then the VM suite.
test: test-unit
	Tests/VM/run.sh

# Host-only tests; first, that every import is a dependency its target declares.
test-unit: deps
	SWIFT=$(SWIFT) scripts/check-imports.sh
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build

# Real kernel evdev, uinput and udev in QEMU (Tests/VM/run.sh; TCG, no root needed once its packages are installed).
test-vm: deps
	Tests/VM/run.sh

run: build
	$(SWIFT) run --skip-build peekpop demo

bench:
	@scripts/install-deps.sh $(BENCH_PACKAGES)
	bench/run.sh
	bench/daemon.sh
	bench/session.sh
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
