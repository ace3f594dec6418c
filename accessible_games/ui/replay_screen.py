"""Listen to a saved or finished game move by move, and export it as a text log: both rebuilt from the
seed and the moves through the rules and the locale files, never from text stored in the save."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.messages import Msg, msg, names_msg
from ..core.text import clean_text
from ..files import WRITE_ERRORS, atomic_write_text, inside
from ..i18n import catalog
from ..saves import AUTOSAVE_PREFIX, saves_dir
from ..session import Session, replay
from ..speech.base import SilentSpeaker
from ..speech.announcer import Announcer
from ..board_host.controller import View
from ..board_host.keys import letter
from .open_game import cause_msg
from .screen import Screen

if TYPE_CHECKING:
    from .app import App


@dataclass
class Timeline:
    """A game's steps (the opening, then each move): who moved, the round, and the lines heard."""

    lines: list[list[str]]  # per step, the game's lines, presented again from the moves
    rounds: list[int]  # per step, the round it was played in
    movers: list[int]  # per step, the seat that moved (-1 for the opening)

    @property
    def count(self) -> int:
        """Number of steps (moves + 1)."""
        return len(self.lines)

    def round_start(self, step: int) -> int:
        """The first step of the round `step` belongs to."""
        first = step
        while first > 0 and self.rounds[first - 1] == self.rounds[step]:
            first -= 1
        return first

    def round_end(self, step: int) -> int:
        """The last step of the round `step` belongs to."""
        last = step
        while last + 1 < self.count and self.rounds[last + 1] == self.rounds[step]:
            last += 1
        return last


def timeline(session: Session, lang: str) -> Timeline:
    """Build the timeline: every step's lines presented again from the seed and the moves, in `lang`."""
    count = len(session.moves) + 1
    if len(session.rounds) != count or len(session.movers) != count - 1:
        _state, session.rounds, session.movers = replay(session.game, session.setup, session.moves)
    rounds = [session.rounds[max(step - 1, 0)] for step in range(count)]
    movers = [-1] + list(session.movers)
    return Timeline(rebuild_lines(session, lang, count), rounds, movers)


def rebuild_lines(session: Session, lang: str, steps: int) -> list[list[str]]:
    """The game lines of the first `steps` steps, presented again from seed and moves."""
    game = session.game
    humans = [n for n, seat in enumerate(session.seats) if not seat.is_bot]
    viewer = humans[0] if len(humans) == 1 else None  # several humans: only what all of them heard
    speaker = Announcer(SilentSpeaker(), lang)
    speaker.names = [seat.name for seat in session.seats]
    out: list[list[str]] = []
    replay(
        game,
        session.setup,
        session.moves[: steps - 1],
        lambda state, events: out.append([speaker.text(m) for m in game.present(game.observe(state, viewer), events)]),
    )
    return [[line for line in step if line] for step in out]


def export_text(session: Session, lang: str, source: Path | None = None) -> str:
    """The whole game as a plain text log: a header, then every step's heading and lines."""
    cat = catalog(lang)
    line = timeline(session, lang)
    title = msg(f"{session.game.name}-title")
    names = [seat.name for seat in session.seats]
    out = [
        cat.render(msg("replay-export-title", game=title)),
        cat.render(msg("replay-export-players", players=names_msg(names))),
        cat.render(
            msg(
                "replay-export-setup",
                variant=session.setup.variant,
                seed=str(session.setup.seed),
                moves=len(session.moves),
                finished=session.finished,
            )
        ),
    ]
    if source is not None:
        out.append(cat.render(msg("replay-export-source", file=clean_text(source.name))))
    for step in range(line.count):
        out.append("")
        out.append(cat.render(step_msg(line, step, names)))
        heard = line.lines[step]
        out.extend(heard if heard else [cat.render(msg("replay-nothing-heard"))])
    if session.finished:
        out.append("")
        scores = session.game.scores(session.state)
        places = session.game.ranking(session.state)
        for seat in sorted(range(len(names)), key=lambda n: (places[n], n)):
            out.append(cat.render(msg("replay-place", place=places[seat], name=names[seat], score=scores[seat])))
    return "\n".join(out) + "\n"


EXPORT_NAME_BYTES = 180  # bytes of a named save's name kept in its export's file name


def export_path(source: Path | None, session: Session) -> Path:
    """Where the text log goes: beside the saves, named after a named save, else after the game and its start.

    A save's file name may come from anywhere: only letters, digits, spaces, - and _ of it are kept,
    cut to fit any file system, and the path is checked to lie in the saves folder (UnsafePath otherwise).
    """
    from .game_screen import save_file_name

    if source is not None and not source.name.startswith(AUTOSAVE_PREFIX):
        stem = save_file_name(clean_text(source.stem))
        stem = stem.encode("utf-8")[:EXPORT_NAME_BYTES].decode("utf-8", "ignore").strip() or session.game.name
        return inside(saves_dir(), f"{stem}.txt")
    return inside(saves_dir(), f"{session.game.name}-{session.game_id}.txt")


def step_msg(line: Timeline, step: int, names: list[str]) -> Msg:
    """The heading of one step: "Start of the game" or "Move 5 of 80, Anna, round 2"."""
    if step == 0:
        return msg("replay-step-opening", count=line.count - 1, round=line.rounds[0])
    mover = line.movers[step]
    name = names[mover] if 0 <= mover < len(names) else ""
    return msg("replay-step", move=step, count=line.count - 1, name=name, round=line.rounds[step])


def export_and_say(app: "App", session: Session, source: Path | None) -> None:
    """Write a game's text log beside the saves and say its path (or that it could not be written)."""
    try:
        path = export_path(source, session)
        atomic_write_text(path, export_text(session, app.settings.lang, source), limit=None)  # never read back
    except WRITE_ERRORS as error:
        app.cue("invalid")
        app.say(msg("export-failed-where", folder=str(saves_dir()), cause=cause_msg(error)))
        return
    app.say(msg("replay-exported", path=str(path)))


class ReplayScreen(Screen):
    """Steps through a game: Left/Right a move, Up/Down the start/end of a round, Home/End, E exports."""

    help_id = "replay-help"

    def __init__(self, app: "App", session: Session, source: Path | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.source = source
        self.line = timeline(session, app.settings.lang)
        self.names = [seat.name for seat in session.seats]
        self.step = 0
        self._states: dict[int, Any] = {}

    def rules_game(self) -> str | None:
        """F2 reads the rules of the replayed game."""
        return self.session.game.name

    def on_show(self) -> None:
        """The title, then the first step."""
        title = msg(
            "replay-title",
            game=msg(f"{self.session.game.name}-title"),
            moves=self.line.count - 1,
            players=names_msg(self.names),
        )
        self.app.say(title)
        self.speak_step(interrupt=False)

    def speak_step(self, interrupt: bool = True) -> None:
        """Say this step's heading (which move of how many, who played it), then the game's lines at that move."""
        heading = self.app.text(step_msg(self.line, self.step, self.names))
        heard = self.line.lines[self.step] or [self.app.text(msg("replay-nothing-heard"))]
        for number, text in enumerate([heading, *heard]):
            self.app.announcer.raw(text, interrupt=interrupt and number == 0)

    def go(self, step: int) -> None:
        """Move to a step and say it; at either end play the edge cue."""
        if not 0 <= step < self.line.count:
            self.app.cue("edge")
            return
        if step == self.step:
            self.app.cue("edge")
        else:
            self.step = step
            self.app.cue("move")
        self.speak_step()

    def handle_key(self, key: str) -> bool:
        """Replay keys."""
        if key == "right":
            self.go(self.step + 1)
        elif key == "left":
            self.go(self.step - 1)
        elif key == "home":
            self.go(0)
        elif key == "end":
            self.go(self.line.count - 1)
        elif key == "up":
            start = self.line.round_start(self.step)
            self.go(start if start != self.step or start == 0 else self.line.round_start(start - 1))
        elif key == "down":
            end = self.line.round_end(self.step)
            last = self.line.count - 1
            self.go(end if end != self.step or end == last else self.line.round_end(end + 1))
        elif key in ("enter", "space"):
            self.speak_step()
        elif letter(key) == "e":
            self.export()
        elif letter(key) == "s":
            self.app.say(*self.scores_here())
        else:
            return False
        return True

    def state_at(self, step: int) -> Any:
        """The game state after `step` steps (rebuilt from the seed and moves, remembered)."""
        if step not in self._states:
            state, _rounds, _movers = replay(self.session.game, self.session.setup, self.session.moves[:step])
            self._states = {step: state}
        return self._states[step]

    def scores_here(self) -> list[Msg]:
        """Every player's score at this point of the game."""
        scores = self.session.game.scores(self.state_at(self.step))
        return [msg("replay-score", name=name, score=score) for name, score in zip(self.names, scores)]

    def export(self) -> None:
        """Write the text log beside the saves and say its path."""
        export_and_say(self.app, self.session, self.source)

    def view(self) -> View:
        """The step's heading and lines."""
        lines = [self.app.text(step_msg(self.line, self.step, self.names)), ""]
        lines.extend(self.line.lines[self.step] or [self.app.text(msg("replay-nothing-heard"))])
        return View(lines, (0, 0))
