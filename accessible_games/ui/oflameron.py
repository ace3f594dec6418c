"""Oflameron on the game screen: choosing moves by ear, reading the field, the deck and hints."""

from __future__ import annotations

from typing import Any, Callable

from ..core.messages import Msg, column_pan
from ..core.protocol import Move
from ..games.oflameron import present as P
from ..games.oflameron.bots import GridPlanner, advise, unseen_cards
from ..games.oflameron.cards import GRID, LOOP, MARKER_PRICE, SHEET, card_slug
from ..games.oflameron.rules import can_buy, landing_preview, legal_moves, max_markers
from ..games.oflameron.rules import MOVE, OFFER, OVER, PLACE, ROLL, TURN, OflameronState
from .controller import BoardController, GameContext, View

# Keys by what they do; the second letters are the same keys on a Russian layout.
LIST_KEYS = {"l", "L", "д", "Д"}
ROW_KEYS = {"b", "B", "и", "И"}
COLUMN_KEYS = {"c", "C", "с", "С"}
FIELD_KEYS = {"f", "F", "а", "А"}
AHEAD_KEYS = {"a", "A", "ф", "Ф"}
DECK_KEYS = {"k", "K", "л", "Л"}
HINT_KEYS = {"h", "H", "р", "Р"}
WHERE_KEYS = {"p", "P", "з", "З"}
BUY_KEYS = {"m", "M", "ь", "Ь"}
LOOP_AHEAD = 12  # cards read ahead of the marker in the loop (two rolls of a six)


class Board(BoardController):
    """The field explorer, the move chooser (direction, then distance) and the reading keys."""

    help_id = "oflameron-help"

    def __init__(self, ctx: GameContext) -> None:
        super().__init__(ctx)
        self.row = 0  # explorer focus
        self.column = 0
        self.direction = 0  # chosen direction of the move being prepared: -1 left, 1 right, 0 none
        self.distance = 0

    # --- helpers -------------------------------------------------------------------------
    @property
    def state(self) -> OflameronState:
        """The game state."""
        return self.ctx.state  # type: ignore[no-any-return]

    @property
    def coordinates(self) -> str:
        """Where coordinates go in a cell's description: first, last or off."""
        value = self.ctx.setting("coordinates")
        return value if value in ("first", "last", "off") else "last"

    @property
    def full(self) -> bool:
        """True when the verbosity setting is full: prompts then name their keys."""
        return self.ctx.setting("verbosity") != "brief"

    def my_turn(self) -> bool:
        """True when the viewer must act now."""
        return self.ctx.viewer is not None and self.ctx.game.to_move(self.state) == self.ctx.viewer

    def moves(self) -> list[Move]:
        """The viewer's legal moves now."""
        return legal_moves(self.state, self.ctx.viewer) if self.my_turn() and self.ctx.viewer is not None else []

    def current_marker(self) -> tuple[int, int] | None:
        """(row, column) of the marker that rolls or moves next, when the viewer has one."""
        state = self.state
        if not state.markers[self.me]:
            return None
        index = state.marker if state.turn == self.me and state.marker < len(state.markers[self.me]) else 0
        return state.marker_rows[self.me][index], state.markers[self.me][index]

    # --- turns and events ----------------------------------------------------------------
    def on_turn(self) -> list[Msg]:
        """The decision to make now, with what the focus or the die offers."""
        state = self.state
        self.direction = 0
        self.distance = 0
        if not self.my_turn():
            return []
        score = state.scores[self.me]
        if state.phase == PLACE:
            self.row = 0
            self.column = 0 if state.variant != LOOP else self.column
            return [Msg(f"oflameron-prompt-place-{state.variant}", {"full": self.full}), self.focus_msg()]
        if state.phase == TURN:
            return [
                Msg(
                    "oflameron-prompt-roll",
                    {"score": score, "buy": can_buy(state, self.me), "price": MARKER_PRICE[GRID], "markers": len(state.markers[self.me]), "full": self.full},
                )
            ]
        if state.phase == ROLL:
            row, column = state.marker_rows[self.me][state.marker], state.markers[self.me][state.marker]
            self.row, self.column = row, column
            cell = P.cell_msg(state, row, column, self.coordinates)
            return [Msg("oflameron-prompt-roll-marker", {"marker": state.marker + 1, "markers": len(state.markers[self.me]), "cell": cell, "full": self.full})]
        if state.phase == MOVE:
            marker = self.current_marker()
            if marker is not None:
                self.row, self.column = marker
            return [
                Msg(
                    f"oflameron-prompt-move-{state.variant}",
                    {"die": state.die, "marker": state.marker + 1, "markers": len(state.markers[self.me]), "full": self.full},
                )
            ]
        if state.phase == OFFER:
            marker = self.current_marker()
            if marker is not None:
                self.row, self.column = marker
            return [Msg("oflameron-prompt-offer", {"price": MARKER_PRICE[SHEET], "score": score, "full": self.full})]
        return []

    def on_events(self, events: list[Any]) -> None:
        """A new turn or roll forgets the move being prepared."""
        self.direction = 0
        self.distance = 0

    def scores(self) -> list[Msg]:
        """Every player's score and markers."""
        return P.scores_read(self.state, self.ctx.viewer)

    def whose_turn(self) -> list[Msg]:
        """The round and who does what."""
        state = self.state
        if state.phase == OVER:
            return [Msg("oflameron-whose-over", {"round": state.round})]
        return [
            Msg(
                "oflameron-whose",
                {
                    "player": state.turn,
                    "self": state.turn == self.ctx.viewer,
                    "phase": state.phase,
                    "round": state.round,
                    "rounds": P.round_total(state),
                    "marker": state.marker + 1,
                    "markers": len(state.markers[state.turn]),
                },
            )
        ]

    def dice(self) -> list[Msg]:
        """The dice rolled in this turn."""
        state = self.state
        if not state.dice:
            return [Msg("oflameron-dice-none", {"player": state.turn, "self": state.turn == self.ctx.viewer})]
        return [
            Msg("oflameron-dice", {"player": state.turn, "self": state.turn == self.ctx.viewer, "die": d, "marker": n + 1, "count": len(state.dice)})
            for n, d in enumerate(state.dice)
        ]

    def final_summary(self) -> list[Msg]:
        """How long the game lasted."""
        return [Msg("oflameron-final", {"round": self.state.round, "variant": self.state.variant})]

    # --- keys ----------------------------------------------------------------------------
    def handle_key(self, key: str) -> bool:
        """The board's keys (see oflameron-help)."""
        state = self.state
        if key in LIST_KEYS:
            self.open_list()
        elif key in ROW_KEYS:
            self.read_row()
        elif key in COLUMN_KEYS:
            self.read_column()
        elif key in FIELD_KEYS:
            self.read_field()
        elif key in AHEAD_KEYS:
            self.read_ahead()
        elif key in DECK_KEYS:
            self.read_deck()
        elif key in HINT_KEYS:
            self.hint()
        elif key in WHERE_KEYS:
            self.ctx.say(*P.positions_read(state, self.ctx.viewer, self.coordinates))
        elif key in BUY_KEYS:
            self.buy_menu()
        elif key in ("enter", "space"):
            self.act()
        elif state.phase == MOVE and self.my_turn() and key in ("left", "right", "up", "down", "1", "2", "3", "4", "5", "6", "7", "8", "9"):
            self.choose_key(key)
        elif key in ("left", "right", "up", "down", "home", "end"):
            self.explore(key)
        else:
            return False
        return True

    # --- acting --------------------------------------------------------------------------
    def act(self) -> None:
        """Enter: place, roll (or choose between rolling and buying), move, or answer an X offer."""
        state = self.state
        if not self.my_turn():
            self.refuse()
            return
        if state.phase == PLACE:
            key = "position" if state.variant == LOOP else "column"
            self.ctx.play({"kind": "place", key: self.column})
        elif state.phase == TURN and can_buy(state, self.me):
            options = [
                (Msg("oflameron-choice-roll"), self._player({"kind": "roll"})),
                (Msg("oflameron-choice-buy", {"price": MARKER_PRICE[GRID], "markers": len(state.markers[self.me]), "limit": max_markers(state)}), self.buy_menu),
            ]
            self.ctx.choose(Msg("oflameron-choose-turn", {"score": state.scores[self.me]}), options)
        elif state.phase in (TURN, ROLL):
            self.ctx.play({"kind": "roll"})
        elif state.phase == MOVE:
            if self.direction and self.distance:
                self.ctx.play({"kind": "move", "steps": self.direction * self.distance})
            else:
                self.open_list()
        elif state.phase == OFFER:
            self.offer_menu()

    def refuse(self) -> None:
        """Said when the viewer has nothing to do now."""
        self.ctx.cue("invalid")
        self.ctx.say(*self.whose_turn())

    def _player(self, move: Move) -> Callable[[], None]:
        """A callback that plays `move`."""
        return lambda: self.ctx.play(move)

    def buy_menu(self) -> None:
        """M: choose the bottom-row card for a new marker (2000 points)."""
        state = self.state
        if not self.my_turn():
            self.refuse()
            return
        if not can_buy(state, self.me):
            self.ctx.cue("invalid")
            limit = max_markers(state)
            args = {
                "variant": state.variant,
                "price": MARKER_PRICE[GRID],
                "limit": limit,
                "phase": state.phase,
                "score": state.scores[self.me],
                "full_house": len(state.markers[self.me]) >= limit,
            }
            self.ctx.say(Msg("oflameron-cannot-buy", args))
            return
        options = [
            (self.with_outcome(Msg("oflameron-choice-cell", {"cell": P.cell_msg(state, 0, c, self.coordinates), "above": self.above_msg(0, c)}), 0, c, MARKER_PRICE[GRID]),
             self._player({"kind": "buy", "column": c}))
            for c in range(state.columns)
        ]
        self.ctx.choose(Msg("oflameron-choose-buy", {"price": MARKER_PRICE[GRID], "score": state.scores[self.me]}), options)

    def offer_menu(self) -> None:
        """Sheet X: a column for the extra marker, or decline."""
        state = self.state
        row = state.marker_rows[self.me][state.marker]
        options = [
            (self.with_outcome(Msg("oflameron-choice-cell", {"cell": P.cell_msg(state, row, c, self.coordinates), "above": self.above_msg(row, c)}), row, c, MARKER_PRICE[SHEET]),
             self._player({"kind": "extra", "column": c}))
            for c in range(state.columns)
        ]
        options.append((Msg("oflameron-choice-decline"), self._player({"kind": "decline"})))
        self.ctx.choose(Msg("oflameron-choose-extra", {"price": MARKER_PRICE[SHEET], "score": state.scores[self.me]}), options, can_cancel=True)

    def open_list(self) -> None:
        """L: every reachable card of this roll with its value and what lies above it."""
        state = self.state
        if state.phase != MOVE or not self.my_turn():
            self.ctx.cue("invalid")
            self.ctx.say(Msg("oflameron-no-roll"))
            return
        options = [(self.target_msg(m["steps"]), self._player(m)) for m in self.moves()]
        self.ctx.choose(Msg("oflameron-choose-move", {"die": state.die}), options)

    def choose_key(self, key: str) -> None:
        """Move phase: Left/Right pick the direction, Up/Down or a digit the distance."""
        state = self.state
        die = state.die
        fixed = state.variant == SHEET
        if key in ("left", "right"):
            direction = -1 if key == "left" else 1
            if direction != self.direction:
                self.direction = direction
                self.distance = die if fixed else 1
            elif not fixed and self.distance < die:
                self.distance += 1
            else:
                self.ctx.cue("edge")
        elif not self.direction:
            self.ctx.cue("invalid")
            self.ctx.say(Msg("oflameron-direction-first"))
            return
        elif fixed:
            self.ctx.cue("edge")
        elif key in ("up", "down"):
            target = self.distance + (1 if key == "up" else -1)
            if 1 <= target <= die:
                self.distance = target
            else:
                self.ctx.cue("edge")
        else:
            wanted = int(key)
            if wanted > die:
                self.ctx.cue("invalid")
                self.ctx.say(Msg("oflameron-too-far", {"die": die}))
                return
            self.distance = wanted
        self.ctx.say(self.target_msg(self.direction * self.distance))

    def target_msg(self, steps: int) -> Msg:
        """A move choice: direction and distance, the card reached, and what lies above it."""
        state = self.state
        row, column = self.current_marker() or (0, 0)
        target_row = row + (1 if state.variant == SHEET else 0)
        target = (column + steps) % state.columns
        self.row, self.column = target_row, target
        message = Msg(
            "oflameron-target",
            {
                "direction": "left" if steps < 0 else "right",
                "distance": abs(steps),
                "cell": P.cell_msg(state, target_row, target, self.coordinates),
                "above": self.above_msg(target_row, target),
            },
            cue="move",
            pan=column_pan(target, state.columns),
        )
        return self.with_outcome(message, target_row, target)

    def with_outcome(self, message: Msg, row: int, column: int, cost: int = 0) -> Msg:
        """A choice with its consequence for the viewer: the score it leaves (full verbosity), and
        always when that score ends the game."""
        state = self.state
        preview = landing_preview(state, self.me, state.card_at(row, column), cost)
        if preview is None or not (preview[1] or self.full):
            return message
        score, ends = preview
        outcome = Msg("oflameron-outcome", {"score": score, "ends": ends})
        return Msg("oflameron-with-outcome", {"text": message, "outcome": outcome}, cue=message.cue, pan=message.pan)

    def above_msg(self, row: int, column: int) -> Msg:
        """What the next row holds above a card (the card the shift brings down in the grid)."""
        state = self.state
        if state.variant == LOOP or row + 1 >= state.rows:
            return Msg("oflameron-above-nothing", {"variant": state.variant})
        return Msg("oflameron-above", {"card": P.card_msg(state.field[row + 1][column % state.columns], state.variant)})

    def hint(self) -> None:
        """H: what the hard bot would do, and the expected score behind it."""
        state = self.state
        if not self.my_turn() or self.ctx.viewer is None:
            self.refuse()
            return
        advice = advise(self.ctx.game.observe(state, self.ctx.viewer))
        move = advice.move
        args: dict[str, Any] = {"expected": round(advice.expected), "horizon": "final" if state.variant != GRID else "turns"}
        if state.variant == GRID:
            args["turns"] = GridPlanner(state, self.ctx.viewer).depth
        kind = move["kind"]
        if kind == "move":  # Enter then plays the hinted move, as it places on a hinted card
            args["target"] = self.target_msg(move["steps"])
            self.direction = -1 if move["steps"] < 0 else 1
            self.distance = abs(move["steps"])
        elif kind in ("place", "buy", "extra"):
            where = move.get("column", move.get("position", 0))
            row = state.marker_rows[self.me][state.marker] if kind == "extra" else 0
            args["cell"] = P.cell_msg(state, row, where, "first")
            self.row, self.column = row, where
        self.ctx.say(Msg(f"oflameron-hint-{kind}", args))

    # --- reading -------------------------------------------------------------------------
    def read_row(self) -> None:
        """B: the row the viewer plays on (grid: the bottom row; sheet: the next row up; loop: the loop)."""
        state = self.state
        if state.variant == LOOP:
            self.ctx.say(P.loop_read(state))
            return
        row = 0
        if state.variant == SHEET:
            marker = self.current_marker()
            row = min(state.rows - 1, marker[0] + 1) if marker else 0
        self.ctx.say(P.row_read(state, row))

    def read_column(self) -> None:
        """C: the cards above each of the viewer's markers."""
        state = self.state
        if state.variant == LOOP:
            self.read_ahead()
            return
        if not state.markers[self.me]:
            self.ctx.say(Msg("oflameron-no-markers"))
            return
        self.ctx.say(*[P.column_read(state, self.me, i) for i in range(len(state.markers[self.me]))])

    def read_field(self) -> None:
        """F: the whole field, row by row from the viewer's row up (the loop: all of it, clockwise from
        the viewer's marker once it stands on the loop)."""
        state = self.state
        if state.variant == LOOP:
            placed = bool(state.markers[self.me])
            self.ctx.say(P.loop_ahead(state, self.me, state.columns - 1) if placed else P.loop_read(state))
            return
        start = 0
        if state.variant == SHEET and state.markers[self.me]:
            start = min(state.marker_rows[self.me])
        self.ctx.say(*[P.row_read(state, r) for r in range(start, state.rows)])

    def read_ahead(self) -> None:
        """A: the loop ahead of the viewer's marker (other variants: the column above)."""
        state = self.state
        if state.variant != LOOP:
            self.read_column()
            return
        if not state.markers[self.me]:
            self.ctx.say(Msg("oflameron-no-markers"))
            return
        self.ctx.say(P.loop_ahead(state, self.me, min(LOOP_AHEAD, state.columns - 1)))

    def read_deck(self) -> None:
        """K: how many cards of each value are left in the deck (as every player can count)."""
        state = self.state
        if state.variant == SHEET:
            self.ctx.say(Msg("oflameron-no-deck"))
            return
        self.ctx.say(P.deck_read(unseen_cards(state), state.variant))

    # --- exploring -----------------------------------------------------------------------
    def explore(self, key: str) -> None:
        """Arrows and Home/End move the focus over the field; the focused card is spoken."""
        state = self.state
        row, column = self.row, self.column
        if key in ("left", "right"):
            column += -1 if key == "left" else 1
            if state.variant == LOOP:
                column %= state.columns
        elif key in ("up", "down"):
            row += 1 if key == "up" else -1
        elif key == "home":
            column = 0
        else:
            column = state.columns - 1
        if not (0 <= row < state.rows and 0 <= column < state.columns):
            self.ctx.cue("edge")
        else:
            self.row, self.column = row, column
        self.ctx.say(self.focus_msg())

    def focus_msg(self) -> Msg:
        """The focused card, with what lies above it, and who stands on it."""
        state = self.state
        self.row = min(self.row, state.rows - 1)
        self.column = min(self.column, state.columns - 1)
        here = [
            p for p in range(state.players)
            for i, c in enumerate(state.markers[p])
            if c == self.column and state.marker_rows[p][i] == self.row
        ]
        message = P.cell_msg(state, self.row, self.column, self.coordinates)
        pan = column_pan(self.column, state.columns)
        if state.variant == GRID and self.coordinates != "off":  # the row goes where the column goes
            row_msg = P.row_name(state, self.row)
            focus_id = "oflameron-focus-first" if self.coordinates == "first" else "oflameron-focus"
            message = Msg(focus_id, {"cell": message, "row": row_msg, "above": self.above_msg(self.row, self.column)}, pan=pan)
        elif state.variant in (GRID, SHEET):
            message = Msg("oflameron-focus-sheet", {"cell": message, "above": self.above_msg(self.row, self.column)}, pan=pan)
        if state.phase == PLACE and self.my_turn() and self.row == 0:
            message = self.with_outcome(message, 0, self.column)
        parts = [Msg("oflameron-marker-here", {"player": p, "self": p == self.ctx.viewer}) for p in dict.fromkeys(here)]
        return message.with_parts(*parts) if parts else message

    # --- the visual view -----------------------------------------------------------------
    def view(self) -> View:
        """The field as a table of card faces (top row first), the markers, scores and status."""
        state = self.state
        tr = self.ctx.tr
        lines: list[str] = [f"{tr(Msg('oflameron-title'))} · {tr(Msg(f'oflameron-variant-{state.variant}'))} · {tr(self.whose_turn()[0])}"]
        width = 5
        cursor = (0, 0)
        for row in range(state.rows - 1, -1, -1):
            label = f"{row + 1:>3} "
            cells = ""
            for c, card in enumerate(state.field[row]):
                if row == self.row and c == self.column:
                    cursor = (len(lines), len(label) + len(cells))
                cells += tr(Msg(f"oflameron-face-short-{card_slug(card, state.variant)}")).rjust(width)
            lines.append(label + cells)
            marks = ""
            for c in range(state.columns):
                owners = "".join(
                    str(p + 1)
                    for p in range(state.players)
                    for i, col in enumerate(state.markers[p])
                    if col == c and state.marker_rows[p][i] == row
                )
                marks += (owners or "").rjust(width)
            if marks.strip():
                lines.append("    " + marks)
        lines.append("    " + "".join(str(c + 1).rjust(width) for c in range(state.columns)))
        lines.extend(tr(m) for m in self.scores())
        if state.dice:
            lines.extend(tr(m) for m in self.dice())
        return View(lines, cursor)
