# SPDX-License-Identifier: MIT
# peekpop: `make run` and `make test` do all the set-up a fresh Debian/Ubuntu machine needs.
SWIFT ?= swift
# C libraries the package links (system library targets) and the tools its build needs.
BUILD_PACKAGES := pkg-config libevdev-dev libudev-dev libyaml-dev libsqlite3-dev libinput-dev libidn2-dev
# The browser window (WebKitGTK 6.0, GTK 4) and its tests under Xvfb; without these packages the
# browser's targets are left out of the package and everything else still builds.
BROWSER_PACKAGES := libwebkitgtk-6.0-dev libgtk-4-dev xvfb xauth bubblewrap python3 xdotool xclip xdg-utils libjs-leaflet libjs-sortable debian-faq
# The browsers the peekpop Touch WebExtension is tested in (headless, no display needed).
WEBEXT_PACKAGES := chromium firefox-esr python3 nodejs libjs-leaflet libjs-sortable debian-faq
# What checks the generated man pages and completions: groff and man, and each shell; and the
# Markdown's commands and links (python3).
DOCS_PACKAGES := groff-base man-db bash-completion zsh fish python3
# The benchmark's reference: libevemu parsing the same file.
BENCH_PACKAGES := $(BUILD_PACKAGES) libevemu-dev gcc valgrind
# The browser benchmark's reference, Epiphany, and the session bus its web process needs; the
# extension's benchmark (bench/extension.sh) runs the WebExtension suite's browsers on Xvfb.
BROWSER_BENCH_PACKAGES := $(BROWSER_PACKAGES) epiphany-browser dbus-daemon $(WEBEXT_PACKAGES)
# The Debian packages (`make deb`) and the checks of what install puts (`make test-install`).
DEB_PACKAGES := dpkg-dev debhelper lintian desktop-file-utils systemd appstream
# A screen for the browser tests (Tests/Browser/run.sh chooses the renderer for stable pixels).
# -noreset: Xvfb otherwise resets when its last client leaves, and a client connecting meanwhile
# (xdotool between two windows) fails with "Can't open display".
XVFB := xvfb-run -a -s "-screen 0 1280x800x24 -noreset"

.PHONY: all deps browser-deps docs-deps webext-deps build test test-unit test-browser test-docs test-webext test-vm test-touch test-touch-browsers test-touch-browsers-smoke generated-docs soak run browser-demo bench size fuzz clean install-udev install-udev-touchpads

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

# Host tests first, then the browser window under Xvfb, then the VM suite and the real-touch suite
# (make test-touch). The browser's packages come first, so the host tests include the window's own
# unit tests on a fresh machine too. The browser suite (make test-touch-browsers) takes 45 to 60
# minutes under TCG, which would take .ci/run past its hour; its smoke subset
# (make test-touch-browsers-smoke, 15 to 20 minutes) is not in it either: under TCG the browsers'
# own long press beats the daemon's line to the page (docs/testing.md, "make test-touch-browsers").
test: browser-deps test-unit test-browser test-docs test-webext test-install
	Tests/VM/run.sh
	Tests/VM/run.sh --desktop

# The browser suite's smoke subset alone (Tests/VM/browsers/00-smoke.sh): per browser, one start,
# then a peek, peek then pop at the recording's pace, a tap and two edge-pans.
test-touch-browsers-smoke: browser-deps webext-deps
	VM_CASES=00-smoke VM_TIMEOUT=$${VM_TIMEOUT:-2700} Tests/VM/run.sh --browsers

# Host-only tests; first, that every import is a dependency its target declares. Then the VM
# suites' verdicts (Tests/VM/guest/verdict.py) on made-up logs and on logs kept from real runs,
# and the IDNA tests' table against Python's idna package, an implementation of its own (pip
# where the python3 in PATH takes it, else Debian's python3-idna).
test-unit: deps
	python3 -c 'import idna' 2>/dev/null || python3 -m pip install --quiet idna || scripts/install-deps.sh python3-idna
	SWIFT=$(SWIFT) scripts/check-imports.sh
	# The window's pure logic builds and its tests pass in a package without the browser's targets:
	# nothing in it can reach WebKitGTK or GTK.
	PEEKPOP_WITHOUT_BROWSER=1 $(SWIFT) build --scratch-path .build-without-browser --build-tests -Xswiftc -warnings-as-errors
	PEEKPOP_WITHOUT_BROWSER=1 $(SWIFT) test --scratch-path .build-without-browser --skip-build --filter WindowLogicTests
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build
	python3 -B Tests/VM/verdict_test.py
	python3 -B Tests/WebAddressTests/check_idna.py

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

# The man pages and completions, made by the programs themselves from the one source of their
# --help (scripts/generate-docs.sh), into $(GENERATED).
GENERATED := .build/generated
generated-docs: browser-deps
	$(SWIFT) build -Xswiftc -warnings-as-errors --product peekpop
	$(SWIFT) build -Xswiftc -warnings-as-errors --product peekpop-browser
	$(SWIFT) build -Xswiftc -warnings-as-errors --product peekpop-native-host
	scripts/generate-docs.sh $$($(SWIFT) build --show-bin-path) $(GENERATED) peekpop peekpop-browser peekpop-native-host

# The generated man pages render without warnings; each completion script loads in its shell and
# completes commands, options, values and files; every command and link of README.md and docs/*.md
# names what is there (Tests/Docs/run.sh, check-markdown.py).
test-docs: docs-deps generated-docs
	Tests/Docs/run.sh $(GENERATED)

# The peekpop Touch WebExtension: first its touch matcher on the vectors the browser window's
# matcher runs too (Tests/Fixtures/touch-matching, in node), then the extension in headless
# Chromium and Firefox, through the real native host and a real daemon playing recordings
# (Tests/WebExtension/run.py; BROWSERS picks some of them).
BROWSERS ?= chromium firefox
test-webext: webext-deps
	node Tests/WebExtension/matcher_test.js
	$(SWIFT) build -Xswiftc -warnings-as-errors --product peekpop
	$(SWIFT) build -Xswiftc -warnings-as-errors --product peekpop-native-host
	python3 -B Tests/WebExtension/run.py "$$($(SWIFT) build --show-bin-path)" $(BROWSERS)

# Real kernel evdev, uinput and udev in QEMU (Tests/VM/run.sh; TCG, no root needed once its packages are installed).
test-vm: deps
	Tests/VM/run.sh

# Real touch end to end (Tests/VM/desktop): in the VM, sway (headless output, libinput input) on a
# uinput touchscreen that the daemon, the compositor and the window all read, the window fullscreen
# on pages that report what they get; the host's /usr (WebKitGTK, GTK, sway) shared over virtio-9p.
test-touch: browser-deps
	Tests/VM/run.sh --desktop

# The same in Chromium and Firefox ESR (Tests/VM/browsers): each in kiosk mode on sway with the
# installed WebExtension, its native host and the daemon, on a real uinput touchscreen.
test-touch-browsers: browser-deps webext-deps
	Tests/VM/run.sh --browsers

run: build
	$(SWIFT) run --skip-build peekpop demo

# The browser window on the demo: its pages served locally, the demo recording at its pace.
browser-demo: browser-deps
	$(SWIFT) build -Xswiftc -warnings-as-errors
	scripts/browser-demo.sh

# The programs' and packages' sizes against issue 23's goals, and the demo's replay timed against
# the last build with Foundation linked in (bench/size.sh).
size: deb
	bench/size.sh

bench:
	@scripts/install-deps.sh $(BENCH_PACKAGES) $(BROWSER_BENCH_PACKAGES)
	bench/run.sh
	python3 bench/everyday.py "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/peekpop" --out bench/out --check
	python3 bench/everyday_touchpad.py "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/peekpop" --out bench/out --check
	bench/daemon.sh
	bench/session.sh
	bench/browser.sh
	bench/extension.sh
	bench/vm-latency.sh

fuzz: deps
	scripts/fuzz.sh evemu 60
	scripts/fuzz.sh libinput-record 60
	scripts/fuzz.sh replay 60
	scripts/fuzz.sh json 60

clean:
	rm -rf .build .build-fuzz .build-vm .build-release .build-without-browser bench/out

# Read access for the seat user to touchscreens and tablets (needs root once).
install-udev:
	install -D -m 0644 udev-rules/70-peekpop.rules /etc/udev/rules.d/70-peekpop.rules
	udevadm control --reload && udevadm trigger --subsystem-match=input --action=change

# Read access for the seat user to touchpads as well, for force clicks (opt-in; needs root once).
install-udev-touchpads:
	install -D -m 0644 udev-rules/71-peekpop-touchpads.rules /etc/udev/rules.d/71-peekpop-touchpads.rules
	udevadm control --reload && udevadm trigger --subsystem-match=input --action=change

# ---- Installing (GNU conventions: PREFIX or prefix, DESTDIR, bindir, datadir, mandir...) ----
.PHONY: release install install-strip uninstall deb test-install
# `make install` builds peekpop (and peekpop-browser where its packages are installed) in release
# mode with the Swift runtime linked in, so the programs need nothing from the toolchain at run
# time. `make install PREFIX=$HOME/.local` installs for the current user only, without root:
# everything but the udev rule (`sudo make install-udev` adds that one).
PREFIX ?= /usr/local
prefix ?= $(PREFIX)
exec_prefix ?= $(prefix)
bindir ?= $(exec_prefix)/bin
datarootdir ?= $(prefix)/share
datadir ?= $(datarootdir)
mandir ?= $(datarootdir)/man
man1dir ?= $(mandir)/man1
# Where completions, desktop entries, icons and AppStream metadata are looked for under datadir.
bashcompletiondir ?= $(datadir)/bash-completion/completions
zshcompletiondir ?= $(datadir)/zsh/vendor-completions
fishcompletiondir ?= $(datadir)/fish/vendor_completions.d
applicationsdir ?= $(datadir)/applications
icondir ?= $(datadir)/icons/hicolor/scalable/apps
metainfodir ?= $(datadir)/metainfo
# A prefix under $HOME is a user install: no udev rule (udev reads only system folders), and the
# user unit where `systemctl --user` finds units of $XDG_DATA_HOME.
user_install := $(filter $(HOME)/%,$(prefix))
# udev and systemd say where their files go; udev's rules are read there whatever the prefix.
udevdir ?= $(or $(shell pkg-config --variable=udevdir udev 2>/dev/null),/usr/lib/udev)
systemduserunitdir ?= $(if $(user_install),$(datadir)/systemd/user,$(or $(shell pkg-config --variable=systemduserunitdir systemd 2>/dev/null),/usr/lib/systemd/user))
# The browser window is built and installed where WebKitGTK 6.0 is (as Package.swift decides);
# `BROWSER=` leaves it out anyway.
BROWSER ?= $(shell pkg-config --exists webkitgtk-6.0 2>/dev/null && echo peekpop-browser)
# The window's AppStream metadata, named after its component ID as AppStream wants.
BROWSER_METAINFO := invalid.peekpop.browser.metainfo.xml
# The WebExtension, its native host and the host's manifests (webextension/install.mk): `WEBEXT=`
# leaves them out.
WEBEXT ?= yes
# The programs installed, each with its man page and completions.
programs := peekpop $(if $(WEBEXT),peekpop-native-host) $(BROWSER)
# One release build, shared by install, deb and the VM suite (Tests/VM/run.sh).
RELEASE_FLAGS := -c release --static-swift-stdlib --scratch-path .build-release
RELEASE_BUILD := $(SWIFT) build $(RELEASE_FLAGS) -Xswiftc -warnings-as-errors
RELEASE_BIN := .build-release/release
INSTALL ?= install
# How programs are installed: install-strip adds -s, as GNU has it.
INSTALL_PROGRAM ?= $(INSTALL)

# Every file install puts, so uninstall removes exactly those.
installed_files := $(addprefix $(bindir)/,$(programs)) \
	$(addprefix $(man1dir)/,$(addsuffix .1,$(programs))) \
	$(addprefix $(bashcompletiondir)/,$(programs)) \
	$(addprefix $(zshcompletiondir)/_,$(programs)) \
	$(addprefix $(fishcompletiondir)/,$(addsuffix .fish,$(programs))) \
	$(systemduserunitdir)/peekpop.service \
	$(if $(user_install),,$(udevdir)/rules.d/70-peekpop.rules) \
	$(if $(BROWSER),$(applicationsdir)/peekpop-browser.desktop $(icondir)/peekpop-browser.svg \
		$(metainfodir)/$(BROWSER_METAINFO))

release_binaries := $(addprefix $(RELEASE_BIN)/,$(programs))
# The man pages and completions of the release binaries, made by them (scripts/generate-docs.sh).
RELEASE_DOCS := .build-release/generated
release: $(release_binaries) $(RELEASE_DOCS)/made

$(RELEASE_DOCS)/made: $(release_binaries)
	scripts/generate-docs.sh $(RELEASE_BIN) $(RELEASE_DOCS) $(programs)
	touch $@

# A program is built again only when a source is newer than it, so `sudo make install` after
# `make release` builds nothing: sudo's PATH seldom has the toolchain, and files a build made as
# root would be root's.
$(RELEASE_BIN)/%: Package.swift $(shell find Sources -type f) | deps
	$(RELEASE_BUILD) --product $*
	touch $@

# `install` with the programs stripped of their symbols (8.8 MB instead of 18 MB for peekpop).
install-strip:
	$(MAKE) INSTALL_PROGRAM='$(INSTALL) -s' install

install: release $(if $(WEBEXT),install-webextension)
	$(INSTALL) -d $(DESTDIR)$(bindir) $(DESTDIR)$(man1dir) $(DESTDIR)$(bashcompletiondir) \
		$(DESTDIR)$(zshcompletiondir) $(DESTDIR)$(fishcompletiondir) $(DESTDIR)$(systemduserunitdir)
	for program in $(programs); do $(INSTALL_PROGRAM) -m 0755 $(RELEASE_BIN)/$$program $(DESTDIR)$(bindir)/$$program || exit 1; done
	for program in $(programs); do \
		$(INSTALL) -m 0644 $(RELEASE_DOCS)/man/$$program.1 $(DESTDIR)$(man1dir)/$$program.1 && \
		$(INSTALL) -m 0644 $(RELEASE_DOCS)/completions/$$program.bash $(DESTDIR)$(bashcompletiondir)/$$program && \
		$(INSTALL) -m 0644 $(RELEASE_DOCS)/completions/_$$program $(DESTDIR)$(zshcompletiondir)/_$$program && \
		$(INSTALL) -m 0644 $(RELEASE_DOCS)/completions/$$program.fish $(DESTDIR)$(fishcompletiondir)/$$program.fish || exit 1; \
	done
	sed 's|^ExecStart=[^ ]*/peekpop |ExecStart=$(bindir)/peekpop |' udev-rules/systemd/peekpop.service > $(DESTDIR)$(systemduserunitdir)/peekpop.service.tmp
	chmod 0644 $(DESTDIR)$(systemduserunitdir)/peekpop.service.tmp
	mv $(DESTDIR)$(systemduserunitdir)/peekpop.service.tmp $(DESTDIR)$(systemduserunitdir)/peekpop.service
ifneq ($(BROWSER),)
	$(INSTALL) -D -m 0644 data/peekpop-browser.desktop $(DESTDIR)$(applicationsdir)/peekpop-browser.desktop
	$(INSTALL) -D -m 0644 data/peekpop-browser.svg $(DESTDIR)$(icondir)/peekpop-browser.svg
	$(INSTALL) -D -m 0644 data/$(BROWSER_METAINFO) $(DESTDIR)$(metainfodir)/$(BROWSER_METAINFO)
endif
ifeq ($(user_install),)
	$(INSTALL) -D -m 0644 udev-rules/70-peekpop.rules $(DESTDIR)$(udevdir)/rules.d/70-peekpop.rules
	@[ -n "$(DESTDIR)" ] || printf '%s\n' "peekpop: udev rule installed: to apply it now to devices already plugged in," \
		"  sudo udevadm control --reload && sudo udevadm trigger --subsystem-match=input --action=change" \
		"  (or replug them), then log in again. The daemon as a user service:" \
		"  systemctl --user daemon-reload && systemctl --user enable --now peekpop"
else
	@printf '%s\n' "peekpop: installed for this user only, without the udev rule that lets the user at the seat" \
		"  read touchscreens and tablets (udev reads rules only from system folders): to add it, once," \
		"  sudo make install-udev" \
		"  then log in again. The daemon as a user service:" \
		"  systemctl --user daemon-reload && systemctl --user enable --now peekpop"
endif

uninstall: $(if $(WEBEXT),uninstall-webextension)
	rm -f $(addprefix $(DESTDIR),$(installed_files))

# The Debian packages peekpop, peekpop-browser and webext-peekpop-touch (debian/, debhelper), built
# offline with the Swift toolchain of /opt/swift from this tree, into .build/deb/ with their
# .changes and .buildinfo: not beside the tree, as dpkg-buildpackage would, where every worktree of
# the repository writes the same names (PEEKPOP_DEB_DIR tells debian/rules).
DEB_DIR := $(CURDIR)/.build/deb
deb: browser-deps
	@scripts/install-deps.sh $(DEB_PACKAGES)
	rm -rf $(DEB_DIR)
	mkdir -p $(DEB_DIR)
	name=$(DEB_DIR)/peekpop_$$(dpkg-parsechangelog -S Version)_$$(dpkg-architecture -qDEB_HOST_ARCH) && \
	PEEKPOP_DEB_DIR=$(DEB_DIR) dpkg-buildpackage -b --no-sign \
		--buildinfo-option=-u$(DEB_DIR) --buildinfo-file=$$name.buildinfo \
		--changes-option=-u$(DEB_DIR) --changes-file=$$name.changes
	ls -l $(DEB_DIR)

# Install and uninstall into a DESTDIR, the unit and desktop entry checked, the packages' contents
# and lintian (Tests/Install/run.sh).
test-install: browser-deps
	@scripts/install-deps.sh $(DEB_PACKAGES)
	Tests/Install/run.sh


# install-webextension / uninstall-webextension: the WebExtension and its host manifests.
include webextension/install.mk
