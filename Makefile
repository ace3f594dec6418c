# Quick start: `make play` to play, `make test` to lint (ruff) and run every test. Both build .venv from nothing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test bench sounds clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# The install's chatter goes to a log (shown only if it fails), so a screen reader hears the app, not pip.
$(STAMP): $(BIN)/python pyproject.toml
	@echo "Installing into $(VENV) (log: $(VENV)/install.log)"
	@$(BIN)/python -m pip install --upgrade pip > $(VENV)/install.log 2>&1 || { cat $(VENV)/install.log; exit 1; }
	@$(BIN)/python -m pip install -e '.[test]' >> $(VENV)/install.log 2>&1 || { cat $(VENV)/install.log; exit 1; }
	@touch $(STAMP)

# axe-core 4.x from npm for the page's accessibility tests (tests/web_helpers.py injects its axe.min.js);
# without npm those tests skip and say why (under CI=true they fail).
AXE := $(VENV)/npm/node_modules/axe-core/axe.min.js
$(AXE):
	@if command -v npm > /dev/null; then npm install --silent --no-audit --no-fund --prefix $(VENV)/npm axe-core@4 >> $(VENV)/install.log 2>&1 || { cat $(VENV)/install.log; exit 1; }; else echo "npm not found: the page's axe-core checks will skip"; fi

play: $(STAMP)
	@$(BIN)/accessible-games $(ARGS)

test: $(STAMP) $(AXE)
	$(BIN)/ruff check .
	SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 $(BIN)/python -m pytest

bench: $(STAMP)
	for script in benchmarks/bench_*.py; do $(BIN)/python $$script || exit 1; done

sounds: $(STAMP)
	$(BIN)/python tools/make_sounds.py

clean:
	rm -rf $(VENV) build *.egg-info
