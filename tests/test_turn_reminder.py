"""The turn reminder: after a quiet while on your turn (a setting: off, 30, 60 or 120 seconds) the your-turn cue
and a short sentence, again at that interval; a key or a spoken line starts the quiet again; at one keyboard it
names the seat and never speaks while a hand-over waits."""

from __future__ import annotations

from pathlib import Path

from accessible_games.ui.menus import SettingsMenu
from accessible_games.ui.testing import Harness


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def start(
    tmp_path: Path, players: str, game: str = "oflameron", every: str = "30", lang: str = "en"
) -> tuple[Harness, Clock]:
    """A game with the reminder set to `every` and a hand-moved clock."""
    h = Harness(tmp_path, lang=lang)
    h.app.settings.turn_reminder = every
    h.start_game(game, players=players, seed=4)
    h.app.run_pending()
    clock = Clock()
    reminder = h.game_screen.reminder
    reminder.clock = clock
    reminder.quiet_since = clock.now
    return h, clock


def wait(h: Harness, clock: Clock, seconds: float) -> list[str]:
    """Let `seconds` pass in silence and look at the clock as the app's loop does; the lines heard."""
    h.clear()
    clock.now += seconds
    h.game_screen.reminder.tick()
    return h.said()


def test_a_quiet_turn_brings_the_cue_and_a_line_again_at_each_interval(tmp_path: Path) -> None:
    """Anna against a bot: 29 seconds, nothing; 30, the cue and "Still your turn."; again 30 seconds later."""
    h, clock = start(tmp_path, "Anna,bot")
    assert wait(h, clock, 29) == []
    cues = len(h.cues.names())
    assert wait(h, clock, 1) == ["Still your turn."]
    assert h.cues.names()[cues:] == ["your-turn"]
    assert wait(h, clock, 29) == []
    assert wait(h, clock, 1) == ["Still your turn."]


def test_a_key_starts_the_quiet_again(tmp_path: Path) -> None:
    """A key 20 seconds in (here T): the reminder waits a whole interval from that key."""
    h, clock = start(tmp_path, "Anna,bot", every="60")
    clock.now += 20
    h.press("t")
    assert wait(h, clock, 59) == []
    assert wait(h, clock, 1) == ["Still your turn."]


def test_off_says_nothing(tmp_path: Path) -> None:
    """The setting off (the default): never a reminder."""
    h, clock = start(tmp_path, "Anna,bot", every="off")
    assert wait(h, clock, 1000) == []
    assert Harness(tmp_path / "fresh").app.settings.turn_reminder == "off"


def test_at_one_keyboard_never_while_a_hand_over_waits_and_then_by_name(tmp_path: Path) -> None:
    """Sixty-One, Anna and Boris: while the keyboard is handed to Anna, no reminder however long the wait; once
    she has it, the reminder names her, in each language."""
    h, clock = start(tmp_path, "Anna,Boris", game="sixtyone")
    assert h.game_screen.waiting == 0
    assert wait(h, clock, 500) == []
    h.press("enter")
    assert wait(h, clock, 30) == ["Anna, it is still your turn."]
    h.press("enter")  # Anna chooses: Boris is called to the keyboard
    assert h.game_screen.waiting == 1
    assert wait(h, clock, 500) == []
    for lang, line in (("fr", "Anna, c'est toujours à vous de jouer."), ("ru", "Anna, всё ещё ваш ход.")):
        h, clock = start(tmp_path / lang, "Anna,Boris", game="sixtyone", lang=lang)
        h.press("enter")
        assert wait(h, clock, 30) == [line]


def test_not_on_a_bot_s_turn_nor_in_the_game_menu(tmp_path: Path) -> None:
    """Escape opens the game menu: the reminder keeps quiet there; the quiet counts only on the player's turn."""
    h, clock = start(tmp_path, "Anna,bot")
    h.app.dispatch("escape")
    assert h.app.top is not h.game_screen
    assert wait(h, clock, 500) == []


def test_the_settings_list_the_reminder_and_cycle_its_values(tmp_path: Path) -> None:
    """Settings: "Reminder when your turn is quiet: off", Right goes to 30 seconds, 60, 120 and back to off."""
    h = Harness(tmp_path)
    h.app.push(SettingsMenu(h.app))
    menu = h.app.top
    assert isinstance(menu, SettingsMenu)
    item = next(n for n, it in enumerate(menu.items) if it.key == "turn_reminder")
    seen = []
    for _ in range(4):
        menu.change("turn_reminder", 1)
        seen.append(h.app.text(menu.setting_msg("turn_reminder")))
    assert item > 0 and seen == [
        "Reminder when your turn is quiet: after 30 seconds, then every 30",
        "Reminder when your turn is quiet: after a minute, then every minute",
        "Reminder when your turn is quiet: after 2 minutes, then every 2",
        "Reminder when your turn is quiet: off",
    ]


def test_without_the_app_s_loop_nothing_is_scheduled(tmp_path: Path) -> None:
    """Tests and benchmarks run scheduled work at once: the reminder never schedules itself there, so a game by
    keys runs as before."""
    h, _clock = start(tmp_path, "Anna,bot")
    assert not h.game_screen.reminder.running
    assert h.app.run_pending() == 0
