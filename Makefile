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

play: $(STAMP)
	@$(BIN)/accessible-games $(ARGS)

test: $(STAMP)
	$(BIN)/ruff check .
	SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 $(BIN)/python -m pytest

bench: $(STAMP)
	for script in benchmarks/bench_*.py; do $(BIN)/python $$script || exit 1; done

sounds: $(STAMP)
	$(BIN)/python tools/make_sounds.py

clean:
	rm -rf $(VENV) build *.egg-info
