# Quick start: `make play` to play, `make test` to lint and check the layout (ruff), type-check (mypy) and run every test. Both build .venv from nothing.
# `make play PYTHON=python3.12` picks another Python (3.11 or newer); a .venv made by an unusable
# Python is set aside and made again, so no `make clean` is needed first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
SOURCES := pyproject.toml setup.py prismatoid-wheels.txt
CONSTRAINTS := constraints.txt
NEEDS := import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)

.PHONY: play test bench sounds clean venv constraints

# One clear line when the Python asked for is missing or too old, before anything is installed.
ifneq ($(filter-out clean,$(or $(MAKECMDGOALS),play)),)
PYTHON_VERSION := $(shell $(PYTHON) -c '$(NEEDS)' >/dev/null 2>&1 && echo ok || { $(PYTHON) -V 2>/dev/null || echo missing; })
ifneq ($(PYTHON_VERSION),ok)
$(error Accessible Games needs Python 3.11 or newer, but $(PYTHON) is $(if $(filter missing,$(PYTHON_VERSION)),not installed,$(PYTHON_VERSION)): run make play PYTHON=python3.11 (or python3.12, python3.13))
endif
endif

# A .venv whose Python is too old, gone or without pip (python3-venv was missing) is made again.
venv:
	@if [ -e $(BIN)/python ] && ! { $(BIN)/python -c '$(NEEDS)' && $(BIN)/python -m pip --version; } >/dev/null 2>&1; then \
	  echo "Making $(VENV) again: the one here was made by an unusable Python."; rm -rf $(VENV); fi
	@[ -e $(BIN)/python ] || $(PYTHON) -m venv $(VENV) > /dev/null 2>&1 || { rm -rf $(VENV); \
	  echo "$(PYTHON) -m venv failed: install the venv module (Debian and Ubuntu: sudo apt install python3-venv)."; exit 1; }

# The install's chatter goes to a log, so a screen reader hears the app, not pip; when a step fails,
# the log's last 30 lines (where the cause is) are shown, not the whole of it.
LOG := $(VENV)/install.log
SHOW_LOG = { echo "The install failed; the last lines of $(1):"; tail -n 30 $(1); exit 1; }
$(STAMP): $(SOURCES) | venv
	@echo "Installing into $(VENV) (log: $(LOG))"
	@$(BIN)/python -m pip install --upgrade pip > $(LOG) 2>&1 || $(call SHOW_LOG,$(LOG))
	@$(BIN)/python -m pip install -e . >> $(LOG) 2>&1 || $(call SHOW_LOG,$(LOG))
	@touch $(STAMP)

# The test tools (pytest, Hypothesis, ruff, mypy, Selenium) go into the same .venv only for `make test`,
# with the app, at the versions constraints.txt pins (the app's dependencies too, since mypy reads their
# types), so a tool's new release cannot turn `make test` red with no change here: `make constraints` moves
# the pins. uv (pinned too) installs them: about 5 s from nothing against pip's 50 (benchmarks/README.md,
# "Test suite time"); where uv cannot be installed or cannot reach the index (it does not read pip's own
# settings, such as a mirror), pip installs them instead. `make play` installs with pip alone.
$(TEST_STAMP): $(SOURCES) $(CONSTRAINTS) | venv
	@echo "Installing the app and its test tools into $(VENV) (log: $(LOG))"
	@{ $(BIN)/python -m pip install -c $(CONSTRAINTS) uv && \
	  $(BIN)/python -m uv pip install --python $(BIN)/python -e '.[test]' -c $(CONSTRAINTS); } >> $(LOG) 2>&1 || \
	{ echo "uv could not install them: pip does (slower)" | tee -a $(LOG); \
	  $(BIN)/python -m pip install -e '.[test]' -c $(CONSTRAINTS) >> $(LOG) 2>&1; } || $(call SHOW_LOG,$(LOG))
	@touch $(STAMP) $(TEST_STAMP)

# New pins: the newest versions that install together, resolved in a throwaway venv by $(PYTHON) (make it
# the oldest Python the app supports, 3.11, so every pin installs there), then `make test` and commit.
FRESH := $(VENV)/constraints-venv
constraints: venv
	@rm -rf $(FRESH) && $(PYTHON) -m venv $(FRESH)
	@echo "Resolving the newest test tools in $(FRESH) (log: $(LOG))"
	@$(FRESH)/bin/python -m pip install --upgrade pip >> $(LOG) 2>&1 || $(call SHOW_LOG,$(LOG))
	@$(FRESH)/bin/python -m pip install -e '.[test]' uv >> $(LOG) 2>&1 || $(call SHOW_LOG,$(LOG))
	@{ echo "# What make test installs (pip install -c): regenerate with make constraints, see CONTRIBUTING.md."; \
	  echo "# Resolved by Python $$($(FRESH)/bin/python -c 'import platform; print(platform.python_version())') on $$(uname -s)."; \
	  $(FRESH)/bin/python -m pip freeze --all --exclude-editable | grep -v '^pip=='; } > $(CONSTRAINTS).new
	@mv $(CONSTRAINTS).new $(CONSTRAINTS) && rm -rf $(FRESH)
	@echo "$(CONSTRAINTS) updated: run make test, then commit it"

# axe-core 4.x from npm for the page's accessibility tests (tests/web_helpers.py injects its axe.min.js).
# Without npm, or when npm cannot reach its registry (offline: one quick retry, not npm's minute of them),
# the tests still run and those checks skip saying why; under CI=true a failed install stops the build.
AXE := $(VENV)/npm/node_modules/axe-core/axe.min.js
NPM_LOG := $(VENV)/npm-install.log
$(AXE): | venv
	@if ! command -v npm > /dev/null; then echo "npm not found: the page's axe-core checks will skip"; \
	elif ! npm install --loglevel=error --no-audit --no-fund --fetch-retries=1 --fetch-retry-mintimeout=2000 \
	    --fetch-retry-maxtimeout=5000 --prefix $(VENV)/npm axe-core@4 > $(NPM_LOG) 2>&1; then \
	  if [ "$$CI" = true ]; then $(call SHOW_LOG,$(NPM_LOG)); fi; \
	  echo "npm could not install axe-core (log: $(NPM_LOG)): the page's axe-core checks will skip"; fi

play: venv $(STAMP)
	@$(BIN)/accessible-games $(ARGS)

# The tests run in worker processes (pytest-xdist; a module's tests that share a fixture made once for the
# module stay in one worker, see tests/conftest.py); `make test WORKERS=0` runs them in this process alone.
# Their temporary files (homes, saves, databases, browser profiles) go to a folder in memory where the system
# has one (/dev/shm), removed afterwards: every save is still made durable as in play, but a shared disk's
# waits for it took a third of the suite's time (benchmarks/README.md, "Test suite time"). Python keeps the bytecode
# it compiles (PYTHONDONTWRITEBYTECODE emptied, where a machine sets it): each worker's collection, every app and
# server the tests start, would otherwise compile the same sources again, assertions rewritten and all.
# Three workers for two cores: about a third of a test's time is spent waiting (a frozen server, an outage, a browser
# or an app starting), and a third worker fills it (benchmarks/README.md, "Test suite time").
WORKERS ?= $(shell $(BIN)/python -c 'import os; print(max(1, (os.cpu_count() or 1) * 3 // 2))')
# mypy checks the types while the tests run (it takes one core for about 20 s from a fresh checkout): beside them it
# shares the cores with the tests (busy 95% of a run, benchmarks/README.md, "Test suite time") instead of adding its
# 20 s after them. Its report follows the tests', and either failing fails `make test`.
MYPY_LOG := $(VENV)/mypy.log
test: venv $(TEST_STAMP) $(AXE)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	@echo "mypy: checking the types beside the tests (its report follows theirs)"; \
	$(BIN)/mypy > $(MYPY_LOG) 2>&1 & mypy=$$!; \
	tmp=$$( [ -d /dev/shm ] && [ -w /dev/shm ] && mktemp -d /dev/shm/ag-tests.XXXXXX ) || tmp=; \
	if [ -n "$$tmp" ]; then chmod 755 "$$tmp"; echo "temporary files of the tests in $$tmp"; fi; \
	TMPDIR=$${tmp:-$${TMPDIR:-/tmp}} SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 PYTHONDONTWRITEBYTECODE= \
	  $(BIN)/python -m pytest -n $(WORKERS) --dist loadgroup --durations=30; status=$$?; \
	if [ -n "$$tmp" ]; then rm -rf "$$tmp"; fi; \
	wait $$mypy; typed=$$?; echo "mypy:"; cat $(MYPY_LOG); \
	if [ $$status -eq 0 ] && [ $$typed -ne 0 ]; then status=$$typed; fi; exit $$status

bench: venv $(STAMP)
	for script in benchmarks/bench_*.py; do $(BIN)/python $$script || exit 1; done

sounds: venv $(STAMP)
	$(BIN)/python tools/make_sounds.py

clean:
	rm -rf $(VENV) build *.egg-info
