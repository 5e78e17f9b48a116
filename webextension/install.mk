# peekpop Touch, the WebExtension, and its native host's manifests: included by the Makefile, whose
# install and uninstall rules call install-webextension and uninstall-webextension.
#
# A system install (PREFIX outside $HOME, the default) puts them where Debian's browsers look: the
# unpacked extension in /usr/share/chromium/extensions/peekpop-touch (Chromium loads it from there,
# see README), the Firefox add-on in the system extensions folder, the host manifests in
# /etc/chromium/native-messaging-hosts and /usr/lib/mozilla/native-messaging-hosts. A user install
# (PREFIX under $HOME, e.g. PREFIX=$HOME/.local) uses the per-user folders instead. WEBEXT_SCOPE=user or
# system overrides the guess. The manifests name the host as $(bindir)/peekpop-native-host. PREFIX,
# bindir, datadir, DESTDIR and user_install are the Makefile's.
#
# The Debian package (debian/rules) puts the extension once where Debian's webext-* packages do,
# WEBEXT_DIR=/usr/share/webext/peekpop-touch, and FIREFOX_EXTENSIONS= leaves the .xpi out:
# debian/webext-peekpop-touch.links links that one folder into each browser's instead.
WEBEXT_SCOPE ?= $(if $(user_install),user,system)

WEBEXT_FILES := manifest.json background.js page.js matcher.js content.js options.html options.js
# Firefox's application ID: its extensions folders are named after it.
FIREFOX_APP_ID := {ec8030f7-c20a-464f-9b0e-13a3a9e97384}
WEBEXT_XPI := peekpop-touch@peekpop.invalid.xpi

ifeq ($(WEBEXT_SCOPE),user)
WEBEXT_DIR := $(datadir)/peekpop/webextension
CHROMIUM_HOSTS := $(HOME)/.config/chromium/NativeMessagingHosts
FIREFOX_HOSTS := $(HOME)/.mozilla/native-messaging-hosts
FIREFOX_EXTENSIONS := $(HOME)/.mozilla/extensions/$(FIREFOX_APP_ID)
else
WEBEXT_DIR := /usr/share/chromium/extensions/peekpop-touch
CHROMIUM_HOSTS := /etc/chromium/native-messaging-hosts
FIREFOX_HOSTS := /usr/lib/mozilla/native-messaging-hosts
FIREFOX_EXTENSIONS := /usr/lib/mozilla/extensions/$(FIREFOX_APP_ID)
endif

.PHONY: install-webextension uninstall-webextension

install-webextension:
	install -d '$(DESTDIR)$(WEBEXT_DIR)' '$(DESTDIR)$(CHROMIUM_HOSTS)' '$(DESTDIR)$(FIREFOX_HOSTS)'
	cd webextension/extension && install -m 0644 $(WEBEXT_FILES) '$(abspath $(DESTDIR)$(WEBEXT_DIR))/'
	sed 's|@BINDIR@|$(bindir)|' webextension/native-host/chromium/peekpop_touch.json.in \
		> '$(DESTDIR)$(CHROMIUM_HOSTS)/peekpop_touch.json'
	sed 's|@BINDIR@|$(bindir)|' webextension/native-host/firefox/peekpop_touch.json.in \
		> '$(DESTDIR)$(FIREFOX_HOSTS)/peekpop_touch.json'
	chmod 0644 '$(DESTDIR)$(CHROMIUM_HOSTS)/peekpop_touch.json' '$(DESTDIR)$(FIREFOX_HOSTS)/peekpop_touch.json'
ifneq ($(FIREFOX_EXTENSIONS),)
	install -d '$(DESTDIR)$(FIREFOX_EXTENSIONS)'
	rm -f '$(DESTDIR)$(FIREFOX_EXTENSIONS)/$(WEBEXT_XPI)'
	cd webextension/extension && python3 -m zipfile -c '$(abspath $(DESTDIR)$(FIREFOX_EXTENSIONS))/$(WEBEXT_XPI)' $(WEBEXT_FILES)
	chmod 0644 '$(DESTDIR)$(FIREFOX_EXTENSIONS)/$(WEBEXT_XPI)'
endif

uninstall-webextension:
	rm -f $(foreach file,$(WEBEXT_FILES),'$(DESTDIR)$(WEBEXT_DIR)/$(file)') \
		'$(DESTDIR)$(CHROMIUM_HOSTS)/peekpop_touch.json' '$(DESTDIR)$(FIREFOX_HOSTS)/peekpop_touch.json' \
		$(if $(FIREFOX_EXTENSIONS),'$(DESTDIR)$(FIREFOX_EXTENSIONS)/$(WEBEXT_XPI)')
	-rmdir '$(DESTDIR)$(WEBEXT_DIR)' 2>/dev/null
