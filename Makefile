# FrameLab: `make run` starts the REPL on the default device; `make test` runs every test.
SWIFT ?= swift
# The system libraries, per platform (docs/platforms.md). On macOS Homebrew provides libyaml, cairo
# and pkg-config; libedit and zlib come with the SDK; Foundation needs no libcurl.
ifeq ($(shell uname -s),Darwin)
SYSTEM_PACKAGES := libyaml pkg-config cairo
PKGCONFIG_NAMES := yaml-0.1 cairo
PACKAGE_INSTALL := brew install $(SYSTEM_PACKAGES)
else
SYSTEM_PACKAGES := libedit-dev libyaml-dev libcurl4-openssl-dev zlib1g-dev pkg-config libcairo2-dev fonts-inter
# pkg-config name of each system library the package links (libcurl: the static Foundation of
# release builds links FoundationNetworking, which needs it; zlib: the report's stored layouts;
# cairo draws the PNG pictures).
PKGCONFIG_NAMES := libedit yaml-0.1 libcurl zlib cairo
PACKAGE_INSTALL := sudo apt-get install $(SYSTEM_PACKAGES)
endif

.PHONY: run build test deps release bench fuzz clean check-reference corpus corpus-fetch audit browser-deps test-browser browser-smoke screenshots hostile install uninstall install-test fidelity

deps:
	@missing=""; \
	command -v pkg-config >/dev/null 2>&1 || missing="pkg-config"; \
	for p in $(PKGCONFIG_NAMES); do \
	  command -v pkg-config >/dev/null 2>&1 && pkg-config --exists $$p || missing="$$missing $$p"; \
	done; \
	if [ "$$(uname)" = "Linux" ]; then command -v fc-list >/dev/null 2>&1 && fc-list :family=Inter | grep -q . || missing="$$missing fonts-inter"; fi; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(uname -s)" = "Darwin" ] && command -v brew >/dev/null 2>&1; then \
	    echo "Installing with Homebrew: $(SYSTEM_PACKAGES)"; \
	    brew install $(SYSTEM_PACKAGES) || exit 1; \
	  elif [ "$$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "Installing system packages: $(SYSTEM_PACKAGES)"; \
	    (apt-get install -y -qq $(SYSTEM_PACKAGES) >/dev/null 2>&1 || \
	     (apt-get update -qq && apt-get install -y -qq $(SYSTEM_PACKAGES))) || exit 1; \
	  else \
	    echo "FrameLab needs system packages that are missing ($$missing)."; \
	    echo "Install them with: $(PACKAGE_INSTALL)"; \
	    [ "$$(uname -s)" = "Darwin" ] && echo "(Homebrew: https://brew.sh; libedit comes with the macOS SDK)"; \
	    exit 1; \
	  fi; \
	fi

build: deps
	$(SWIFT) build

run: build
	@$$($(SWIFT) build --show-bin-path)/framelab

# `make test` builds once: `swift build --build-tests` makes every product (framelab,
# framelab-server, the fuzz targets) besides the test bundles. The steps after the Swift tests run
# that build (FRAMELAB_BIN) instead of asking SwiftPM for each product again (ten builds, each a
# manifest load and a plan even when nothing changed), two at a time (each step's output stays
# together): the browser and the MCP client spend much of their time waiting on their processes.
# docs/testing.md has the time of each step.
TEST_STEPS := fuzz-replay audit browser-smoke test-mcp-client
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@bin=$$($(SWIFT) build --show-bin-path) && \
	  $(MAKE) --no-print-directory -j2 --output-sync=target $(TEST_STEPS) FRAMELAB_BIN=$$bin

# The committed fuzz seed corpus replayed through the fuzz targets of the debug build (below).
.PHONY: fuzz-replay
fuzz-replay:
	$(if $(FRAMELAB_BIN),FUZZ_BIN=$(FRAMELAB_BIN) ,)scripts/fuzz replay

# The folder of the debug binaries. Empty: each target below builds what it runs; `make test`
# sets it to the folder its one build wrote.
FRAMELAB_BIN ?=
BIN_PATH = $(or $(FRAMELAB_BIN),$$($(SWIFT) build --show-bin-path))

# The plausibility audit (scripts/plausibility-audit, docs/real-files.md): every fixture's frames,
# and the fetched corpus's when CORPUS_DIR holds it, checked for absurd frames (empty texts, nodes
# three screens wide, stand-ins over half the screen, children outside their stack, overlapping
# neighbours, controls that lost their label); a flag not explained in Tests/Plausibility/ALLOWED fails.
# One framelab process per core lays out its share of the files (eval --json --each): about 30 s in debug.
audit:
	$(if $(FRAMELAB_BIN),,$(SWIFT) build --product framelab)
	scripts/plausibility-audit --binary $(BIN_PATH)/framelab --allow Tests/Plausibility/ALLOWED \
	  Tests/Fixtures $$(ls -d $(CORPUS_DIR)/*/ 2>/dev/null | grep -v -e '/apps/$$' -e '/clones/$$')

# Release builds link the Swift runtime and Foundation statically: a third of a process's
# start-up went to dynamic linking. They are not position-independent (`-no-pie`): the loader
# then has no 155,000 relative relocations to apply to the 190 MB binary at every start. They export
# no symbols (`--no-export-dynamic`; the static runtime's link arguments export the program's 42,000,
# and the runtime's start-up `dladdr` searches them). Generic types' metadata is made by accessor
# calls, not from mangled names: the runtime checks a mangled name's conformances by searching all
# 11,500 conformance records, 0.45 M instructions for each new type (a fifth of `eval`'s start).
# `bench` uses the same flags so the two share one build.
ifeq ($(shell uname -s),Darwin)
# macOS links the Swift runtime from the OS (no --static-swift-stdlib) and ld64 takes neither GNU ld
# flag; only the metadata-accessor flag carries over.
RELEASE_FLAGS := -c release -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
else
RELEASE_FLAGS := -c release --static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
endif

# The two executables only: the fuzz targets of the package use @testable imports, which an
# optimised build without -enable-testing refuses.
release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product framelab
	$(SWIFT) build $(RELEASE_FLAGS) --product framelab-server

# The hostile-input catalogue (scripts/hostile-catalogue): about 1,950 hostile sources, scripts,
# profiles, command lines and JSON-RPC streams run against the debug binary, each a clean error,
# warning or layout with its position, in under HOSTILE_TIMEOUT seconds. About 6 minutes on two cores.
HOSTILE_TIMEOUT ?= 10
hostile: build
	scripts/hostile-catalogue --binary $$($(SWIFT) build --show-bin-path)/framelab --timeout $(HOSTILE_TIMEOUT) $(HOSTILE_ARGS)

# Release build of the layout benchmarks only (LayoutCore; no swift-syntax). The whole-process
# cases run when a release `framelab` sits next to it (after `make release`).
bench: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product framelab-bench
	$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/framelab-bench $(BENCH_ARGS)

# --- The interactive page in a real headless browser (Tests/Browser, Debian's chromium driven over
# the DevTools pipe by a standard-library Python script). `browser-smoke` (in `make test`) checks
# the report; `test-browser` also runs `framelab serve` and saves files under it.

browser-deps:
	@if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then \
	  if [ "$$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "Installing chromium for the browser tests"; \
	    (apt-get install -y -qq chromium >/dev/null 2>&1 || \
	     (apt-get update -qq && apt-get install -y -qq chromium)) || exit 1; \
	  else \
	    echo "The browser tests need chromium. Install it with: sudo apt-get install chromium"; \
	    exit 1; \
	  fi; \
	fi

browser-smoke: browser-deps
	$(if $(FRAMELAB_BIN),,$(SWIFT) build --product framelab)
	python3 Tests/Browser/browser_test.py --framelab $(BIN_PATH)/framelab --smoke

test-browser: browser-deps
	$(SWIFT) build --product framelab
	$(SWIFT) build --product framelab-server
	python3 Tests/Browser/browser_test.py --framelab $$($(SWIFT) build --show-bin-path)/framelab

# Retakes the README's pictures of the report and the served page (docs/images).
screenshots: browser-deps
	$(SWIFT) build --product framelab
	$(SWIFT) build --product framelab-server
	python3 Tests/Browser/browser_test.py --framelab $$($(SWIFT) build --show-bin-path)/framelab --screenshots docs/images

# --- The MCP server through the official MCP Python SDK (PyPI `mcp`, in a virtual environment in
# the user's cache, outside the clone, so that a clean clone does not install it again): the
# `render` tool's PNG and `layout`'s picture option (Tests/MCPClient/render_test.py). The test runs
# `framelab mcp`, which runs the framelab-server next to it.
MCP_CLIENT_VERSION := 2.3.0
MCP_CLIENT_VENV ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/framelab/mcp-client-$(MCP_CLIENT_VERSION)
.PHONY: mcp-client-deps test-mcp-client
# A complete install leaves a marker (.installed); checking it costs nothing, where importing
# `mcp` to see whether it is there takes seconds.
mcp-client-deps:
	@if [ ! -f $(MCP_CLIENT_VENV)/.installed ] || [ ! -x $(MCP_CLIENT_VENV)/bin/python ]; then \
	  echo "Installing the MCP Python SDK $(MCP_CLIENT_VERSION) into $(MCP_CLIENT_VENV)"; \
	  if ! python3 -m venv $(MCP_CLIENT_VENV) >/dev/null 2>&1; then \
	    if [ "$$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then \
	      (apt-get install -y -qq python3-venv >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq python3-venv)) || exit 1; \
	      rm -rf $(MCP_CLIENT_VENV); python3 -m venv $(MCP_CLIENT_VENV) || exit 1; \
	    else \
	      echo "The MCP client test needs Python's venv module. Install it with: sudo apt-get install python3-venv"; exit 1; \
	    fi; \
	  fi; \
	  $(MCP_CLIENT_VENV)/bin/pip install -q "mcp==$(MCP_CLIENT_VERSION)" || exit 1; \
	  touch $(MCP_CLIENT_VENV)/.installed; \
	fi

test-mcp-client: mcp-client-deps
	$(if $(FRAMELAB_BIN),,$(SWIFT) build --product framelab)
	$(if $(FRAMELAB_BIN),,$(SWIFT) build --product framelab-server)
	$(MCP_CLIENT_VENV)/bin/python Tests/MCPClient/render_test.py --framelab $(BIN_PATH)/framelab

# Lays out every file of Tests/Corpus (real apps' SwiftUI files) and prints the pass rate by cause.

# The real-app corpus is a manifest (Tests/Corpus/MANIFEST.tsv), not files: `make corpus-fetch`
# writes the listed files from git clones into CORPUS_DIR (ignored by git; CORPUS_FETCH_ARGS, e.g.
# --clone or --clones DIR, see scripts/corpus-fetch); `make corpus` lays out what it holds and
# prints the pass rate by cause. docs/real-files.md.
CORPUS_DIR ?= .corpus
corpus-fetch:
	scripts/corpus-fetch --into $(CORPUS_DIR) $(CORPUS_FETCH_ARGS)

corpus: build
	scripts/corpus-report --corpus $(CORPUS_DIR)

# The measured corpus (Tests/Fidelity, Tests/Fixtures/measured-*): pass rate within one pixel and
# 0.5 pt, mean and worst error per class; fails below Tests/Fidelity/baseline.txt (docs/fidelity.md).
fidelity: deps
	$(SWIFT) build --build-tests
	@$(SWIFT) test --skip-build --filter FidelityTests > .build/fidelity-test.log 2>&1; status=$$?; \
	  cat .build/fidelity-report.txt; [ $$status -eq 0 ] || { tail -5 .build/fidelity-test.log; exit $$status; }

check-reference: build
	../shared/tools/check-reference-cases

clean:
	rm -rf .build

# --- Fuzzing (Tests/Fuzz, scripts/fuzz): libFuzzer with AddressSanitizer, built into .build-fuzz.
# `make fuzz` runs each target for FUZZ_SECONDS (default 600), optimised (-c release); `make
# fuzz-smoke` runs each for 10 s on a debug build. `make test` does not build with the sanitizer (a
# second whole build, half of its time): it replays the committed seed corpus through the targets of
# the ordinary build (`scripts/fuzz replay`). A crash fails the run and leaves its input in
# .build-fuzz/crashes/TARGET/.
FUZZ_SECONDS ?= 600
.PHONY: fuzz-build fuzz-smoke fuzz-long fuzz-corpus

fuzz-build: deps
	scripts/fuzz build

fuzz: deps
	scripts/fuzz run $(FUZZ_SECONDS)

fuzz-smoke: deps
	FUZZ_CONFIG=debug FUZZ_TIMEOUTS_FATAL=0 scripts/fuzz run 10

# A long campaign, optimised build: every target for FUZZ_LONG_SECONDS (default 1800) each,
# FUZZ_PARALLEL (default 2) at a time, at nice 10; reports executions per target and in total.
# Crashing inputs stay in .build-fuzz/crashes/TARGET/.
FUZZ_LONG_SECONDS ?= 1800
FUZZ_PARALLEL ?= 2
fuzz-long: deps
	FUZZ_PARALLEL=$(FUZZ_PARALLEL) nice -n 10 scripts/fuzz run $(FUZZ_LONG_SECONDS)

# Regenerates the committed seed corpus and dictionaries from the repository.
fuzz-corpus:
	scripts/fuzz-corpus.py

# --- Installing (docs/install.md): `make install PREFIX=DIR` (default /usr/local) puts framelab and
# framelab-server in DIR/bin, the shipped profiles in DIR/share/framelab (the binary finds them from
# its own location), bash/zsh/fish completions and the man page (generated from the commands'
# help by swift-argument-parser). INSTALL_CONFIG=debug installs the debug build instead of a
# release build. `make uninstall PREFIX=DIR` removes exactly what install put there.
PREFIX ?= /usr/local
INSTALL_CONFIG ?= release
INSTALL_BUILD_FLAGS := $(if $(filter release,$(INSTALL_CONFIG)),$(RELEASE_FLAGS),)
PROFILE_DIRECTORIES := Containers Devices Views
INSTALLED_FILES := bin/framelab bin/framelab-server share/man/man1/framelab.1 \
	share/bash-completion/completions/framelab share/zsh/site-functions/_framelab share/fish/vendor_completions.d/framelab.fish

install: deps
	$(SWIFT) build $(INSTALL_BUILD_FLAGS) --product framelab
	$(SWIFT) build $(INSTALL_BUILD_FLAGS) --product framelab-server
	scripts/install-framelab --prefix "$(PREFIX)" --bin "$$($(SWIFT) build $(INSTALL_BUILD_FLAGS) --show-bin-path)" --profiles "$(PROFILE_DIRECTORIES)"

uninstall:
	@for file in $(INSTALLED_FILES); do \
	  if [ -e "$(PREFIX)/$$file" ]; then rm -f "$(PREFIX)/$$file" && echo "removed $(PREFIX)/$$file"; fi; \
	done
	@if [ -d "$(PREFIX)/share/framelab" ]; then rm -rf "$(PREFIX)/share/framelab" && echo "removed $(PREFIX)/share/framelab"; fi

# Installs the debug build into a temporary prefix and runs it from another directory (Tests/Install).
install-test:
	$(SWIFT) build --product framelab
	$(SWIFT) build --product framelab-server
	Tests/Install/install-test.sh
