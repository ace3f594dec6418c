# Quick start: `make play` to play, `make test` to lint (ruff) and run every test. Both build .venv from nothing.
# `make play PYTHON=python3.12` picks another Python (3.11 or newer); a .venv made by an unusable
# Python is set aside and made again, so no `make clean` is needed first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
SOURCES := pyproject.toml setup.py prismatoid-wheels.txt
NEEDS := import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)

.PHONY: play test bench sounds clean venv

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

# The install's chatter goes to a log (shown only if it fails), so a screen reader hears the app, not pip.
$(STAMP): $(SOURCES) | venv
	@echo "Installing into $(VENV) (log: $(VENV)/install.log)"
	@$(BIN)/python -m pip install --upgrade pip > $(VENV)/install.log 2>&1 || { cat $(VENV)/install.log; exit 1; }
	@$(BIN)/python -m pip install -e . >> $(VENV)/install.log 2>&1 || { cat $(VENV)/install.log; exit 1; }
	@touch $(STAMP)

# The test tools (pytest, Hypothesis, ruff, Selenium) go into the same .venv only for `make test`.
$(TEST_STAMP): $(STAMP)
	@echo "Installing the test tools into $(VENV) (log: $(VENV)/install.log)"
	@$(BIN)/python -m pip install -e '.[test]' >> $(VENV)/install.log 2>&1 || { cat $(VENV)/install.log; exit 1; }
	@touch $(TEST_STAMP)

# axe-core 4.x from npm for the page's accessibility tests (tests/web_helpers.py injects its axe.min.js);
# without npm those tests skip and say why (under CI=true they fail).
AXE := $(VENV)/npm/node_modules/axe-core/axe.min.js
$(AXE): | venv
	@if command -v npm > /dev/null; then npm install --silent --no-audit --no-fund --prefix $(VENV)/npm axe-core@4 >> $(VENV)/install.log 2>&1 || { cat $(VENV)/install.log; exit 1; }; else echo "npm not found: the page's axe-core checks will skip"; fi

play: venv $(STAMP)
	@$(BIN)/accessible-games $(ARGS)

test: venv $(TEST_STAMP) $(AXE)
	$(BIN)/ruff check .
	SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 $(BIN)/python -m pytest

bench: venv $(STAMP)
	for script in benchmarks/bench_*.py; do $(BIN)/python $$script || exit 1; done

sounds: venv $(STAMP)
	$(BIN)/python tools/make_sounds.py

clean:
	rm -rf $(VENV) build *.egg-info
