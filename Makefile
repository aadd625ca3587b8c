# make                 build a release binary (Swift runtime, FreeType and fontconfig linked in;
#                      Scripts/build-release.sh)
# make test            run the tests (what CI runs)
# make check           every public declaration of the libraries has a /// comment, none
#                      shows a C type (Scripts/check-api-docs.sh)
# make install         install into $(PREFIX) (default /usr/local); DESTDIR for staging;
#                      BINARY=path installs an already built binary instead of building one
# make uninstall       remove what install put there
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
RELEASE_BINARY := .build/release/catalog
BINARY ?= $(RELEASE_BINARY)

.PHONY: all build test check install uninstall clean

all: build

build:
	SWIFT="$(SWIFT)" Scripts/build-release.sh >/dev/null

test:
	$(SWIFT) test

check:
	SWIFT="$(SWIFT)" Scripts/check-api-docs.sh

install: $(if $(filter $(RELEASE_BINARY),$(BINARY)),build)
	DESTDIR="$(DESTDIR)" Scripts/install.sh --prefix "$(PREFIX)" --binary "$(BINARY)"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/catalog" \
	      "$(DESTDIR)$(PREFIX)/share/man/man1/catalog.1" \
	      "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/catalog" \
	      "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_catalog" \
	      "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/catalog.fish"
	rm -rf "$(DESTDIR)$(PREFIX)/share/catalog/symbols"
	rm -f "$(DESTDIR)$(PREFIX)/share/catalog/install-fonts.sh" "$(DESTDIR)$(PREFIX)/share/catalog/fetch-fontawesome.sh" \
	      "$(DESTDIR)$(PREFIX)/share/catalog/fetch-icon-sets.sh" "$(DESTDIR)$(PREFIX)/share/catalog/export-icon-sets.py" \
	      "$(DESTDIR)$(PREFIX)/share/catalog/build-icon-fonts.py" "$(DESTDIR)$(PREFIX)/share/catalog/icon_sources.py"
	rm -rf "$(DESTDIR)$(PREFIX)/share/catalog/icon-licenses" "$(DESTDIR)$(PREFIX)/share/catalog/__pycache__"
	-rmdir "$(DESTDIR)$(PREFIX)/share/catalog" 2>/dev/null

clean:
	$(SWIFT) package clean
