"""Pebble's answers to the generic board, from one seat's view."""

from __future__ import annotations

from accessible_games.core.board_protocol import Action, Drawing, Focus, Menu, Shape, Translate
from accessible_games.core.messages import Msg, column_pan, msg

from .present import cell_msg
from .rules import CELLS
from .view import PebbleView


class PebbleAnswers:
    """One row of four cells; Enter hides the pebble in the focused cell; P says where yours is."""

    help_id = "pebble-help"
    reads = {"p": "pebble"}

    def shape(self, view: PebbleView) -> Shape:
        """A single row."""
        return Shape((len(CELLS),))

    def cell(self, view: PebbleView, focus: Focus) -> Msg:
        """The cell's points, and the pebble if this seat hid it there."""
        col = focus[1]
        return msg(
            "pebble-focus", cell=cell_msg(col), mine=view.mine == col, cue="move", pan=column_pan(col, len(CELLS))
        )

    def edge(self, view: PebbleView, focus: Focus) -> Msg | None:
        """The edge cue, then the cell again."""
        return None

    def prompt(self, view: PebbleView) -> list[Msg]:
        """Where to hide, then the focused cell."""
        return [msg("pebble-prompt", round=view.round), self.cell(view, (0, 0))]

    def start(self, view: PebbleView, focus: Focus) -> Focus:
        """Each turn starts on the first cell."""
        return (0, 0)

    def follow(self, view: PebbleView, events: list[object], focus: Focus) -> Focus:
        """The focus stays."""
        return focus

    def enter(self, view: PebbleView, focus: Focus) -> Action:
        """Hide the pebble here, when it is this seat's turn."""
        move = {"kind": "hide", "cell": focus[1]}
        if move not in view.legal:
            return self.whose_turn(view)[0]
        return move

    def read(self, view: PebbleView, name: str, focus: Focus) -> list[Msg] | Menu:
        """P: where this seat's pebble lies this round."""
        if view.mine is None:
            return [msg("pebble-no-pebble")]
        return [msg("pebble-mine", cell=cell_msg(view.mine))]

    def whose_turn(self, view: PebbleView) -> list[Msg]:
        """T: the round and who hides now."""
        if view.over:
            return [msg("pebble-over")]
        return [msg("pebble-turn", round=view.round, player=view.to_move, self=view.to_move == view.player)]

    def scores(self, view: PebbleView) -> list[Msg]:
        """S: every seat's points."""
        return [msg("pebble-score", player=p, self=p == view.player, points=s) for p, s in enumerate(view.scores)]

    def dice(self, view: PebbleView) -> list[Msg]:
        """D: the last die."""
        return [msg("pebble-die", die=view.die)]

    def final(self, view: PebbleView) -> list[Msg]:
        """Nothing more than the ranking."""
        return []

    def draw(self, view: PebbleView, tr: Translate, focus: Focus) -> Drawing:
        """The four cells in a row, the pebble marked."""
        drawing = Drawing([tr(msg("pebble-title")), ""])
        line = ""
        for col, points in enumerate(CELLS):
            drawing.cells[(0, col)] = (2, len(line) + 1)
            line += f"[{'o' if view.mine == col else points}]"
        drawing.lines.append(line)
        drawing.lines.extend(tr(m) for m in self.scores(view))
        return drawing


ANSWERS = PebbleAnswers()
