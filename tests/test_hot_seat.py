"""Several players at one keyboard, through the real game screen: each seat hears only its own secrets."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.session import Session
from accessible_games.ui.testing import Harness


def read_whole_history(h: Harness) -> list[str]:
    """Every line the history keys give now, from the first to the last (Shift+Page Up, then Page Down)."""
    lines: list[str] = []
    h.press("s-pageup")
    lines.append(h.last())
    for _ in range(len(h.app.announcer.history.entries)):
        h.press("pagedown")
        if h.cues.names()[-1:] == ["edge"]:
            break
        lines.append(h.last())
    return lines


class Seats:
    """Watches every line spoken: to whom it belonged, and who was at the keyboard then."""

    def __init__(self, h: Harness) -> None:
        self.h = h
        self.lines: list[tuple[str, int | None, int | None, int | None]] = []  # text, owner, keyboard, waiting
        h.app.announcer.listeners.append(self.heard)

    def heard(self, text: str) -> None:
        """Record one line with the seat it belongs to and the state of the hand-over."""
        screen = self.h.game_screen
        self.lines.append((text, self.h.app.announcer.speaking_owner, screen.viewer, screen.waiting))

    def check(self) -> None:
        """No private line while the keyboard is being handed over, and each to the seat at the keyboard."""
        for text, owner, viewer, waiting in self.lines:
            if owner is not None:
                assert waiting is None and owner == viewer, text


def test_sixtyone_hidden_choice_stays_with_anna(tmp_path: Path) -> None:
    """Sixty-One, seed 5: during Boris's turn neither history nor R gives Anna's hidden choice."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", players="Anna,Boris", seed=5)
    h.app.run_pending()
    assert h.said()[-1] == "Anna, your turn. Everyone else, please do not listen. Anna, press Enter when ready."
    assert h.game_screen.viewer is None and h.game_screen.view().lines[-1] == h.said()[-1]
    h.press("enter")  # Anna takes the keyboard: her prompt only now
    assert h.said()[-2].endswith("choices.") or h.said()[-2] == "One choice."
    h.clear()
    h.press("enter")  # Anna writes her choice
    annas = [line for line in h.said() if line.startswith(("You write", "Nothing fits: you"))]
    assert annas and h.said()[-1].startswith("Boris, your turn.")
    for reader in ("waiting", "boris"):
        if reader == "boris":
            h.press("enter")
        h.clear()
        history = read_whole_history(h)
        assert not set(annas) & set(history), reader
        assert not any(line.startswith("You write") for line in history if reader == "waiting")
        h.press("r")
        assert h.last() not in annas
    assert any(line.startswith("Boris, your turn.") for line in history)


def test_after_the_game_every_line_may_be_reviewed(tmp_path: Path) -> None:
    """When the game is over, the history reads every seat's lines again."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", players="Anna,Boris", seed=5)
    h.app.run_pending()
    h.session.state.round = 20
    h.press("enter", "enter")
    annas = [line for line in h.said() if line.startswith(("You write", "Nothing fits: you"))]
    h.press("enter", "enter")
    assert h.session.finished
    h.clear()
    assert set(annas) <= set(read_whole_history(h))


@pytest.mark.parametrize(
    "game, players, seed",
    [
        ("ramses", "Anna,Boris,bot", 31),
        ("sixtyone", "Anna,Boris", 5),
        ("oflameron", "Anna,Boris", 4),
    ],
)
def test_a_whole_hot_seat_game_says_secrets_only_to_the_seat_at_the_keyboard(
    tmp_path: Path, game: str, players: str, seed: int
) -> None:
    """Every private line comes after its seat pressed Enter at the hand-over, and the round-1 player is named."""
    h = Harness(tmp_path)
    seats = Seats(h)
    h.start_game(game, players=players, seed=seed)
    h.app.run_pending()
    first = h.session.game.to_move(h.session.state)
    assert any(line.startswith(f"{h.session.seats[first].name}, your turn.") for line in h.said()[-2:])
    for _ in range(3000):
        if h.session.finished:
            break
        screen = h.game_screen
        if screen.waiting is not None:
            h.press("enter")
            continue
        screen.play(h.session.bot_move())
        h.app.run_pending()
    assert h.session.finished and not h.app.errors
    seats.check()
    public = [text for text, owner, _viewer, _waiting in seats.lines if owner is None]
    assert not any(text.startswith(("You ", "Your ")) for text in public)
    private = [owner for _text, owner, _viewer, _waiting in seats.lines if owner is not None]
    assert bool(private) == (game != "oflameron")  # the card grid hides nothing: nobody is asked not to listen
    assert (game == "oflameron") == (not any("do not listen" in text for text, *_rest in seats.lines))


def test_a_resumed_game_names_whose_turn_it_is(tmp_path: Path) -> None:
    """Continue at one keyboard calls the seat to move by name; alone against bots it says "Your turn"."""
    h = Harness(tmp_path)
    h.start_game("ramses", players="Anna,Boris", seed=31)
    h.app.run_pending()
    h.press("enter")
    h.game_screen.play(h.session.bot_move())
    h.app.run_pending()
    player = h.session.seats[h.session.game.to_move(h.session.state)].name
    h.clear()
    h.reload()
    h.app.run_pending()
    assert h.said()[-1].startswith(f"{player}, your turn.")
    h = Harness(tmp_path / "alone")
    h.start_game("ramses", players="Anna,bot", seed=31)
    h.app.run_pending()
    h.clear()
    h.reload()
    h.app.run_pending()
    assert h.said()[0].startswith("Ramses II resumed, stage ") and h.said()[0].endswith(". Your turn.")


def test_the_hand_over_lets_nothing_else_through(tmp_path: Path) -> None:
    """Before Enter, board keys only call the seat again; F1 explains the hand-over."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", players="Anna,Boris", seed=5)
    h.app.run_pending()
    call = h.said()[-1]
    for key in ("a", "tab", "down", "1", "o"):
        h.clear()
        h.press(key)
        assert h.said() == [call]
    h.clear()
    h.press("f1")
    assert h.said()[0].startswith("Handing over: Anna takes the keyboard")


def test_a_spectator_hears_the_public_outcome_of_every_hidden_draw(tmp_path: Path) -> None:
    """Bots alone (seed 1): the listener hears who draws blindly from whom and how it ends, never a card drawn."""
    h = Harness(tmp_path)
    seats = Seats(h)
    h.start_game("ramses", players="bot,bot,bot", seed=1)
    h.run_bots()
    said = h.said()
    assert h.session.finished and h.game_screen.viewer is None
    draw = said.index("Fata Morgana: Bot 1 draws a card blindly from Bot 3 and searches for its treasure.")
    assert any(line.startswith("Fata Morgana won: Bot 1 finds the") for line in said[draw:])
    assert "Bot 2 draws a card blindly from Bot 3." in said
    assert not any(line.startswith(("You ", "Your ")) or "you draw" in line for line in said)
    assert all(owner is None for _text, owner, _viewer, _waiting in seats.lines)  # every line is public


def test_a_hot_seat_save_keeps_no_seat_s_secret(tmp_path: Path) -> None:
    """Anna's hidden choice is in neither the save's history nor its replay log: anyone may open the save."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", players="Anna,Boris", seed=5)
    h.app.run_pending()
    h.press("enter", "enter")  # Anna takes the keyboard and chooses
    annas = [line for line in h.said() if line.startswith(("You write", "Nothing fits: you"))]
    assert annas
    saved = Session.load(h.session.autosave_path())
    from accessible_games.ui.replay_screen import export_text

    kept = saved.history + export_text(saved, "en").splitlines()
    assert not set(annas) & set(kept)
    assert "Round 1. Rolled 2, 2 and 4." in kept and any(line.startswith("Boris, your turn.") for line in kept)
