"""How long whole games take by ear: keys per turn, characters per turn and minutes of speech.

Each game is played through the real app (the same screens, board and announcer as
`python -m accessible_games --speech silent --transcript FILE --bot-delay 0`), key by key, by a
player who follows simple habits: Oflameron presses H for a hint and Enter to play it; Ramses II
slides the first pyramid of the L list and takes the first line of every menu; at a hand-over the
seat called presses Enter. Figures come from the transcript: every line spoken, as a listener
hears it, timed at 175 words a minute.

    .venv/bin/python benchmarks/bench_by_ear.py                 # the three Ramses seeds and Oflameron, each in en and ru
    .venv/bin/python benchmarks/bench_by_ear.py --game oflameron --lang ru --seed 7
    .venv/bin/python benchmarks/bench_by_ear.py --keep DIR      # keep the transcripts in DIR
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from accessible_games.core.seats import parse_players  # noqa: E402
from accessible_games.i18n import catalog  # noqa: E402
from accessible_games.session import Session  # noqa: E402
from accessible_games.settings import Settings  # noqa: E402
from accessible_games.speech.factory import make_speaker  # noqa: E402
from accessible_games.startup import voice_of  # noqa: E402
from accessible_games.speech.announcer import Announcer  # noqa: E402
from accessible_games.ui.app import App, AppOptions, NoCues  # noqa: E402
from accessible_games.ui.game_screen import ChoiceMenu, GameScreen  # noqa: E402
from accessible_games.ui.screens import MainMenu  # noqa: E402

WORDS_A_MINUTE = 175
KEY_LIMIT = 20000  # a game that needs more keys than this is stuck: the figures say so


@dataclass
class Figures:
    """One game's figures."""

    label: str
    keys: int
    turns: int
    characters: int
    words: int
    lines: int
    hand_overs: int
    finished: bool

    @property
    def minutes(self) -> float:
        """Minutes of speech at 175 words a minute."""
        return self.words / WORDS_A_MINUTE

    def row(self) -> str:
        """One line of the table."""
        per_turn = self.turns or 1
        return (
            f"{self.label:<28} turns {self.turns:>4}  keys/turn {self.keys / per_turn:5.1f}  "
            f"chars/turn {self.characters / per_turn:7.0f}  minutes {self.minutes:5.1f}  "
            f"hand-overs {self.hand_overs:>3}{'' if self.finished else '  NOT FINISHED'}"
        )


def human_turns(session: Session) -> int:
    """Turns of human seats: runs of consecutive moves by the same human seat."""
    turns, last = 0, None
    for mover in session.movers:
        if mover != last and mover >= 0 and not session.seats[mover].is_bot:
            turns += 1
        last = mover
    return turns


def slide_keys(screen: GameScreen) -> list[str]:
    """Ramses: L, Down (or Up) to the pyramid a normal bot would slide (it remembers what it saw), Enter. The list
    opens on its second line when the first is the pyramid just moved."""
    from accessible_games.games.ramses.answers import just_moved, slidable

    move = screen.session.bot_move()
    view = screen.game.observe(screen.state, screen.game.to_move(screen.state))
    places = [(row, col) for row, col, _d_row, _d_col in slidable(view)]
    index = places.index((move["row"], move["col"])) if move.get("kind") == "slide" else 0
    steps = index - (1 if len(places) > 1 and places[0] == just_moved(view) else 0)
    return ["l", *(["down"] * steps if steps >= 0 else ["up"] * -steps), "enter"]


def next_keys(screen: GameScreen, app: App) -> list[str]:
    """What the player at the keyboard presses next (none: nothing to do, the bots play)."""
    top = app.top
    if isinstance(top, ChoiceMenu) or screen.waiting is not None:
        return ["enter"]
    game, state = screen.game, screen.state
    player = game.to_move(state)
    if top is not screen or player is None or screen.seats[player].is_bot:
        return []
    if game.name == "oflameron":
        return ["h", "enter"]
    if game.name == "ramses" and game.observe(state, player).phase == "search":
        return slide_keys(screen)
    return ["enter"]


def play(game: str, players: str, seed: int, lang: str, folder: Path, variant: str | None = None) -> Figures:
    """Play one whole game through the app, the transcript written to `folder`; its figures."""
    os.environ["ACCESSIBLE_GAMES_HOME"] = str(folder / "home")
    transcript = folder / f"{game}-{seed}-{lang}.txt"
    transcript.unlink(missing_ok=True)
    settings = Settings(lang=lang)
    speaker, _problems = make_speaker("silent", voice_of(settings), transcript=transcript)
    app = App(
        settings,
        Announcer(speaker, lang, NoCues()),
        NoCues(),
        AppOptions(seed=seed, bot_delay=0.0, visual=False, save_settings=False),
    )
    seats = parse_players(players, lambda n, level: catalog(lang).text("bot-name", number=n, level=level))
    session = Session.new(game, seats, variant, {}, seed)
    screen = GameScreen(app, session)
    app.start([MainMenu(app), screen])
    app.run_pending()
    keys = 0
    handover_texts = {
        catalog(lang).text(called, player=seat.name)
        for seat in seats
        if not seat.is_bot
        for called in ("handover", "handover-private")
    }
    while not session.finished and keys < KEY_LIMIT:
        pressing = next_keys(screen, app)
        if not pressing:
            if not app.run_pending():
                break
            continue
        for key in pressing:
            app.dispatch(key)
            app.run_pending()
            keys += 1
    speaker.close()
    text = transcript.read_text(encoding="utf-8").splitlines()
    hand_overs = sum(1 for line in text if line in handover_texts)
    return Figures(
        f"{game} seed {seed} {lang}",
        keys,
        human_turns(session),
        sum(len(line) for line in text),
        sum(len(line.split()) for line in text),
        len(text),
        hand_overs,
        session.finished,
    )


def main() -> int:
    """Play the games asked for and print their figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("ramses", "oflameron"), help="one game only")
    parser.add_argument("--lang", choices=("en", "ru", "fr"), help="one language only")
    parser.add_argument("--seed", type=int, help="one seed only")
    parser.add_argument("--keep", metavar="DIR", help="keep the transcripts in DIR")
    args = parser.parse_args()
    runs: list[tuple[str, str, int, str]] = []
    langs = [args.lang] if args.lang else ["en", "ru"]
    if args.game in (None, "ramses"):
        seeds = [args.seed] if args.seed is not None else [31, 32, 33]
        runs += [("ramses", "Anna,Boris,bot", seed, lang) for lang in langs for seed in seeds]
    if args.game in (None, "oflameron"):
        runs += [("oflameron", "Anna,bot:hard", args.seed if args.seed is not None else 7, lang) for lang in langs]
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(args.keep) if args.keep else Path(temporary)
        folder.mkdir(parents=True, exist_ok=True)
        for game, players, seed, lang in runs:
            print(play(game, players, seed, lang, folder).row(), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
