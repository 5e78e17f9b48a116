# peekpop: `make run` and `make test` do all the set-up a fresh Debian/Ubuntu machine needs.
SWIFT ?= swift
# C libraries the package links (system library targets) and the tools its build needs.
BUILD_PACKAGES := pkg-config libevdev-dev libudev-dev libyaml-dev libsqlite3-dev libinput-dev
# The browser window (WebKitGTK 6.0, GTK 4) and its tests under Xvfb; without these packages the
# browser's targets are left out of the package and everything else still builds.
BROWSER_PACKAGES := libwebkitgtk-6.0-dev libgtk-4-dev xvfb xauth bubblewrap python3 xdotool xclip
# The browsers the peekpop Touch WebExtension is tested in (headless, no display needed).
WEBEXT_PACKAGES := chromium firefox-esr python3
# What checks the generated man pages and completions: groff and man, and each shell.
DOCS_PACKAGES := groff-base man-db bash-completion zsh fish
# The benchmark's reference: libevemu parsing the same file.
BENCH_PACKAGES := $(BUILD_PACKAGES) libevemu-dev gcc valgrind
# The browser benchmark's reference, Epiphany, and the session bus its web process needs.
BROWSER_BENCH_PACKAGES := $(BROWSER_PACKAGES) epiphany-browser dbus-daemon
# A screen for the browser tests (Tests/Browser/run.sh chooses the renderer for stable pixels).
# -noreset: Xvfb otherwise resets when its last client leaves, and a client connecting meanwhile
# (xdotool between two windows) fails with "Can't open display".
XVFB := xvfb-run -a -s "-screen 0 1280x800x24 -noreset"

.PHONY: all deps browser-deps docs-deps webext-deps build test test-unit test-browser test-docs test-webext test-vm generated-docs run browser-demo bench fuzz clean install-udev

all: build

deps:
	@scripts/install-deps.sh $(BUILD_PACKAGES)

browser-deps: deps
	@scripts/install-deps.sh $(BROWSER_PACKAGES)

docs-deps:
	@scripts/install-deps.sh $(DOCS_PACKAGES)

webext-deps: deps
	@scripts/install-deps.sh $(WEBEXT_PACKAGES)

build: deps
	$(SWIFT) build -Xswiftc -warnings-as-errors

# Host tests first, then the browser window under Xvfb, then the VM suite. The browser's packages
# come first, so the host tests include the window's own unit tests on a fresh machine too.
test: browser-deps test-unit test-browser test-docs test-webext
	Tests/VM/run.sh

# Host-only tests; first, that every import is a dependency its target declares.
test-unit: deps
	SWIFT=$(SWIFT) scripts/check-imports.sh
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build

# The WebKitGTK window against the headless site model on locally served pages (Tests/Browser/run.sh).
test-browser: browser-deps
	$(SWIFT) build -Xswiftc -warnings-as-errors
	$(XVFB) Tests/Browser/run.sh

# The man pages and completions, made by the programs themselves from the one source of their
# --help (`peekpop --man`, `peekpop --completions SHELL`, the same for peekpop-browser), into
# $(GENERATED). DOCS_BUILD adds flags to the build that makes them (e.g. DOCS_BUILD="-c release").
GENERATED := .build/generated
DOCS_BUILD ?=
generated-docs: browser-deps
	$(SWIFT) build $(DOCS_BUILD) -Xswiftc -warnings-as-errors --product peekpop
	$(SWIFT) build $(DOCS_BUILD) -Xswiftc -warnings-as-errors --product peekpop-browser
	@mkdir -p $(GENERATED)/man $(GENERATED)/completions
	@bin=$$($(SWIFT) build $(DOCS_BUILD) --show-bin-path) && for program in peekpop peekpop-browser; do \
		$$bin/$$program --man > $(GENERATED)/man/$$program.1 && \
		$$bin/$$program --completions bash > $(GENERATED)/completions/$$program.bash && \
		$$bin/$$program --completions zsh > $(GENERATED)/completions/_$$program && \
		$$bin/$$program --completions fish > $(GENERATED)/completions/$$program.fish || exit 1; \
	done
	@echo "generated-docs: man pages and completions in $(GENERATED)"

# The generated man pages render without warnings; each completion script loads in its shell and
# completes commands, options, values and files (Tests/Docs/run.sh).
test-docs: docs-deps generated-docs
	Tests/Docs/run.sh $(GENERATED)

# The peekpop Touch WebExtension in headless Chromium and Firefox, through the real native host
# and a real daemon playing recordings (Tests/WebExtension/run.py; BROWSERS picks some of them).
BROWSERS ?= chromium firefox
test-webext: webext-deps
	$(SWIFT) build -Xswiftc -warnings-as-errors --product peekpop
	$(SWIFT) build -Xswiftc -warnings-as-errors --product peekpop-native-host
	python3 -B Tests/WebExtension/run.py "$$($(SWIFT) build --show-bin-path)" $(BROWSERS)

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

# install-webextension / uninstall-webextension: the WebExtension and its host manifests.
include webextension/install.mk
