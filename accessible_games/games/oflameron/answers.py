"""Oflameron's answers to the generic board, from one seat's view: the field, the prompts, the menus
and the reading keys (B C F A K P L M)."""

from __future__ import annotations

from typing import Any, cast

from ...core.board_protocol import Action, Choice, Drawing, Focus, Menu, Shape, Translate
from ...core.messages import Msg, column_pan
from . import present as P
from .bots import Advice, ends_at_once, landing, unseen_cards
from .cards import END, GRID, LOOP, MARKER_PRICE, SHEET, card_slug, fixed_points
from .rules import MOVE, OFFER, OVER, PLACE, ROLL, TURN, can_buy, landing_preview, max_markers, rounds_limit
from .view import OflameronView

LOOP_AHEAD = 12  # cards read ahead of the marker in the loop (two rolls of a six)
FULL_INSTRUCTION_ROUNDS = 2  # at full verbosity the move instruction is said whole in these first rounds


def me(view: OflameronView) -> int:
    """The seat the board speaks for (the first seat for a spectator)."""
    return view.player if view.player is not None else 0


def my_turn(view: OflameronView) -> bool:
    """True when the seat must act now."""
    return view.player is not None and view.phase != OVER and view.turn == view.player


def current_marker(view: OflameronView) -> Focus | None:
    """(row, column) of the seat's marker that rolls or moves next, when it has one."""
    seat = me(view)
    if not view.markers[seat]:
        return None
    index = view.marker if view.turn == seat and view.marker < len(view.markers[seat]) else 0
    return view.marker_rows[seat][index], view.markers[seat][index]


def above_msg(view: OflameronView, row: int, column: int) -> Msg:
    """What the next row holds above a card (the card the shift brings down in the grid)."""
    if view.variant == LOOP or row + 1 >= view.rows:
        return Msg("oflameron-above-nothing", {"variant": view.variant})
    return Msg("oflameron-above", {"card": P.card_msg(view.field[row + 1][column % view.columns], view.variant)})


def with_outcome(view: OflameronView, message: Msg, row: int, column: int, cost: int = 0) -> Msg:
    """A choice with its consequence for the seat: the score it leaves (full verbosity), and always
    when that score ends the game."""
    preview = landing_preview(view, me(view), view.card_at(row, column), cost)
    if preview is None:
        return message
    score, ends = preview
    outcome = Msg("oflameron-outcome", {"score": score, "ends": ends})
    return Msg("oflameron-with-outcome", {"text": message, "outcome": outcome}, cue=message.cue, pan=message.pan)


def target(view: OflameronView, steps: int) -> Focus:
    """The cell a move of `steps` from the seat's marker reaches."""
    row, column = current_marker(view) or (0, 0)
    return row + (1 if view.variant == SHEET else 0), (column + steps) % view.columns


def wraps(view: OflameronView, steps: int) -> bool:
    """True when a move of `steps` from the seat's marker goes round the edge of the row."""
    column = (current_marker(view) or (0, 0))[1]
    return not 0 <= column + steps < view.columns


def target_msg(view: OflameronView, steps: int) -> Msg:
    """A move choice: direction and distance, the card reached, and (grid) what lies above it, which
    the shift brings down; on the sheet, whether the move goes round the edge (nothing above counts)."""
    row, column = target(view, steps)
    args = {
        "direction": "left" if steps < 0 else "right",
        "distance": abs(steps),
        "cell": P.cell_msg(view, row, column),
    }
    if view.variant == SHEET:
        message = Msg(
            "oflameron-target-sheet",
            {**args, "wrapped": wraps(view, steps)},
            cue="move",
            pan=column_pan(column, view.columns),
        )
    else:
        message = Msg(
            "oflameron-target",
            {**args, "above": above_msg(view, row, column)},
            cue="move",
            pan=column_pan(column, view.columns),
        )
    return with_outcome(view, message, row, column)


def reach_read(view: OflameronView) -> list[Msg]:
    """Sheet, A: the two cells each die face reaches from the marker to play (the rolled face only,
    once rolled), going round the edges."""
    marker = current_marker(view)
    if marker is None:
        return [Msg("oflameron-no-markers")]
    if marker[0] + 1 >= view.rows:
        return [Msg("oflameron-reach-top")]
    faces = [view.die] if view.phase == MOVE and my_turn(view) else list(range(1, view.sides + 1))
    return [
        Msg("oflameron-reach-face", {"die": d, "left": target_msg(view, -d), "right": target_msg(view, d)})
        for d in faces
    ]


def move_label(view: OflameronView, move: dict[str, Any]) -> Msg:
    """A move named shortly, for the hint's runner-up ("left 2", "column 5", "no extra marker")."""
    kind = move["kind"]
    args: dict[str, Any] = {"kind": kind, "variant": view.variant}
    if kind == "move":
        args.update(direction="left" if move["steps"] < 0 else "right", distance=abs(move["steps"]))
    elif kind in ("place", "buy", "extra"):
        args["column"] = move.get("column", move.get("position", 0)) + 1
    return Msg("oflameron-move-label", args)


def certain_gain(view: OflameronView, move: dict[str, Any]) -> int | None:
    """What a place, move or extra marker surely adds to the score: the card reached, and in the grid
    the card the shift then brings down; None when chance or the game's end has a say (B, Z, END, X)."""
    if move["kind"] not in ("place", "move", "extra"):
        return None
    row, column = landing(view, me(view), move)
    cards = [view.card_at(row, column)]
    if view.variant == GRID and row + 1 < view.rows:
        cards.append(view.card_at(row + 1, column))
    points = [fixed_points(card, view.variant) for card in cards]
    if any(p is None for p in points):
        return None
    return sum(p for p in points if p is not None)


def hint_reason(view: OflameronView, advice: Advice) -> Msg | None:
    """One reason for the hinted move: what it makes certain against the next best move and what it
    gains in expectation, or why an ending is the best left."""
    seat, move = me(view), advice.move
    if ends_at_once(view, seat, move):
        return Msg("oflameron-reason-ending")
    kind = move["kind"]
    if kind == "roll" and view.variant == GRID and view.phase == TURN and can_buy(view, seat):
        return Msg(
            "oflameron-reason-no-buy", {"price": MARKER_PRICE[GRID], "rounds": rounds_limit(view) - view.round + 1}
        )
    if kind == "buy":
        return Msg("oflameron-reason-buy", {"price": MARKER_PRICE[GRID], "rounds": rounds_limit(view) - view.round + 1})
    if kind == "decline":
        return Msg("oflameron-reason-decline", {"price": MARKER_PRICE[SHEET]})
    if kind not in ("place", "move", "extra"):
        return None
    row, column = landing(view, seat, move)
    card = view.card_at(row, column)
    above = view.card_at(row + 1, column) if view.variant == GRID and row + 1 < view.rows else None
    if above == card:  # the shift brings the same card down
        return Msg("oflameron-reason-twice", {"card": P.card_msg(card, view.variant)})
    runner = advice.runner_up
    later = round(advice.expected) - round(runner[1]) if runner is not None else 0
    after = move_label(view, runner[0]) if runner is not None else ""  # the next best move, named
    if runner is not None and later <= 0:  # as good as the next best: say how they differ, if they do
        ends = ends_at_once(view, seat, runner[0])
        return Msg("oflameron-reason-tie-ends" if ends else "oflameron-reason-tie", {"next": after})
    now, other = certain_gain(view, move), certain_gain(view, runner[0]) if runner else None
    if runner is not None and now is not None and other is not None:  # against the next best
        if now == other:
            return Msg("oflameron-reason-same", {"later": later, "next": after})
        return Msg(
            "oflameron-reason-less" if now < other else "oflameron-reason-more",
            {"now": abs(now - other), "later": later, "next": after},
        )
    if above is not None:
        return Msg(
            "oflameron-reason-then",
            {
                "card": P.card_msg(card, view.variant),
                "then": P.card_msg(above, view.variant),
                "later": later,
                "next": after,
            },
        )
    return Msg("oflameron-reason-now", {"card": P.card_msg(card, view.variant), "later": later, "next": after})


def alone_note(view: OflameronView) -> Msg | None:
    """The paper sheet's assumption at a table: its values count as if no other player ended the game first."""
    return Msg("oflameron-hint-alone") if view.variant == SHEET and view.players > 1 else None


def hint_msg(view: OflameronView, advice: Advice, turns: int, note: bool = True) -> Msg:
    """H, brief: the hinted move and the card it reaches, its expected final score, and the runner-up with
    its own, or that it ends the game ("Hint: left 2, P, expecting 2,558. Next: right 1, 2,547."); W gives
    the why (`hint_why`). With `note`, the sheet's assumption at a table (said with a game's first hint;
    W says it every time)."""
    move = advice.move
    action = Msg("oflameron-hint-action", {"kind": move["kind"], "label": move_label(view, move)})
    args: dict[str, Any] = {
        "move": action,
        "expected": round(advice.expected),
        "card": "",
        "has_card": move["kind"] in ("place", "move", "extra", "buy"),
    }
    if args["has_card"]:
        row, column = landing(view, me(view), move)
        args["card"] = Msg(f"oflameron-face-short-{P.card_slug(view.card_at(row, column), view.variant)}")
    head = Msg("oflameron-hint", args)
    runner = advice.runner_up
    parts: list[Msg] = []
    if runner is not None:
        ends = ends_at_once(view, me(view), runner[0])  # the runner-up's consequence: it ends the game
        parts.append(
            Msg(
                "oflameron-hint-next-ends" if ends else "oflameron-hint-runner",
                {"move": move_label(view, runner[0]), "expected": round(runner[1])},
            )
        )
    assumption = alone_note(view)
    if note and assumption is not None:
        parts.append(assumption)
    return head.with_parts(*parts) if parts else head


def hint_why(view: OflameronView, advice: Advice, turns: int) -> Msg:
    """W after a hint: what the expected score counts (the whole game's final score, every marker) and one reason."""
    head = Msg(
        "oflameron-hint-why", {"horizon": "final", "turns": turns, "markers": max(1, len(view.markers[me(view)]))}
    )
    parts = [part for part in (hint_reason(view, advice), alone_note(view)) if part is not None]
    return head.with_parts(*parts) if parts else head


def ending_msg(view: OflameronView, move: dict[str, Any]) -> Msg | None:
    """When `move` surely ends the game at once: the question that asks to confirm it, with the card and
    the final score; None otherwise."""
    seat = me(view)
    if not ends_at_once(view, seat, move):
        return None
    row, column = landing(view, seat, move)
    card = view.card_at(row, column)
    cost = MARKER_PRICE[view.variant] if move["kind"] in ("buy", "extra") else 0
    preview = landing_preview(view, seat, card, cost)
    score = view.scores[seat] - cost if card == END or preview is None else preview[0]
    return Msg("oflameron-confirm-end", {"card": P.card_msg(card, view.variant), "score": score})


def cell_choice(view: OflameronView, row: int, column: int, price: int) -> Msg:
    """A cell offered for a new marker, with what lies above it (grid) and the score it leaves."""
    if view.variant == SHEET:
        return with_outcome(view, P.cell_msg(view, row, column), row, column, price)
    message = Msg(
        "oflameron-choice-cell", {"cell": P.cell_msg(view, row, column), "above": above_msg(view, row, column)}
    )
    return with_outcome(view, message, row, column, price)


class OflameronAnswers:
    """The field as rows of cards (row 1 nearest the player; the loop wraps round)."""

    help_id = "oflameron-help"
    reads = {
        "l": "list",
        "b": "row",
        "c": "column",
        "f": "field",
        "a": "ahead",
        "k": "deck",
        "p": "positions",
        "m": "buy",
        "u": "top",
    }

    def shape(self, view: OflameronView) -> Shape:
        """Rows of cards; Left and Right go round the loop."""
        return Shape((view.columns,) * view.rows, wrap=view.variant == LOOP)

    def cell(self, view: OflameronView, focus: Focus) -> Msg:
        """The focused card, with what lies above it, and who stands on it."""
        row, column = min(focus[0], view.rows - 1), min(focus[1], view.columns - 1)
        message = P.cell_msg(view, row, column)
        pan = column_pan(column, view.columns)
        if view.variant == GRID:  # the row goes where the column goes
            message = Msg(
                "oflameron-focus",
                {"cell": message, "row": P.row_name(view, row), "above": above_msg(view, row, column)},
                pan=pan,
            )
        elif view.variant == SHEET:  # no move reaches the cell above: every move goes sideways too
            message = Msg(message.id, message.args, pan=pan)
        if view.phase == PLACE and my_turn(view) and row == 0:
            message = with_outcome(view, message, 0, column)
        here = [
            p
            for p in range(view.players)
            for i, c in enumerate(view.markers[p])
            if c == column and view.marker_rows[p][i] == row
        ]
        parts = [Msg("oflameron-marker-here", {"player": p, "self": p == view.player}) for p in dict.fromkeys(here)]
        return message.with_parts(*parts) if parts else message

    def edge(self, view: OflameronView, focus: Focus) -> Msg | None:
        """The edge cue, then the card again."""
        return None

    def prompt(self, view: OflameronView) -> list[Msg]:
        """The decision to make now."""
        seat = me(view)
        score, markers = view.scores[seat], len(view.markers[seat])
        if view.phase == PLACE:
            return [Msg(f"oflameron-prompt-place-{view.variant}"), self.cell(view, self.start(view, (0, 0)))]
        if view.phase == TURN:
            return [
                Msg(
                    "oflameron-prompt-roll",
                    {"score": score, "buy": can_buy(view, seat), "price": MARKER_PRICE[GRID], "markers": markers},
                )
            ]
        if view.phase == ROLL:
            row, column = view.marker_rows[seat][view.marker], view.markers[seat][view.marker]
            return [
                Msg(
                    "oflameron-prompt-roll-marker",
                    {"marker": view.marker + 1, "markers": markers, "cell": P.cell_msg(view, row, column)},
                )
            ]
        if view.phase == MOVE:
            args: dict[str, Any] = {"die": view.die, "marker": view.marker + 1, "markers": markers}
            if view.round > FULL_INSTRUCTION_ROUNDS:  # the keys are known by now: the short form
                args["verbosity"] = "brief"
            prompt = Msg(f"oflameron-prompt-move-{view.variant}", args)
            if view.variant == SHEET:  # the two moves, said at once
                prompt = prompt.with_parts(
                    *(Msg("oflameron-option-line", {"text": target_msg(view, m["steps"])}) for m in view.legal)
                )
            return [prompt]
        if view.phase == OFFER:
            return [Msg("oflameron-prompt-offer", {"price": MARKER_PRICE[SHEET], "score": score})]
        return []

    def start(self, view: OflameronView, focus: Focus) -> Focus:
        """Placing starts on the bottom row (the loop where it was); later on the marker to play."""
        if view.phase == PLACE:
            return (0, 0 if view.variant != LOOP else focus[1])
        if view.phase == ROLL:
            seat = view.turn if view.player is None else me(view)  # a listener follows the player to move
            index = view.marker if seat == view.turn else 0  # the marker index counts the mover's markers
            if index < len(view.markers[seat]):
                return view.marker_rows[seat][index], view.markers[seat][index]
            return focus
        if view.phase in (MOVE, OFFER):
            return current_marker(view) or focus
        return focus

    def follow(self, view: OflameronView, events: list[Any], focus: Focus) -> Focus:
        """The focus stays where it was."""
        return focus

    def enter(self, view: OflameronView, focus: Focus) -> Action:
        """Place, roll (or choose between rolling and buying), open the move list, or answer an X offer."""
        if not my_turn(view):
            return self.whose_turn(view)[0]
        seat = me(view)
        if view.phase == PLACE:
            return {"kind": "place", "position" if view.variant == LOOP else "column": focus[1]}
        if view.phase == TURN and can_buy(view, seat):
            choices: tuple[Choice, ...] = (
                Choice(Msg("oflameron-choice-roll"), {"kind": "roll"}),
                Choice(
                    Msg(
                        "oflameron-choice-buy",
                        {"price": MARKER_PRICE[GRID], "markers": len(view.markers[seat]), "limit": max_markers(view)},
                    ),
                    then=cast(Menu, self.buy_menu(view)),
                ),
            )  # can buy: a menu
            return Menu(Msg("oflameron-choose-turn", {"score": view.scores[seat]}), choices)
        if view.phase in (TURN, ROLL):
            return {"kind": "roll"}
        if view.phase == MOVE:
            return self.move_list(view)
        row = view.marker_rows[seat][view.marker]
        choices = tuple(
            Choice(cell_choice(view, row, c, MARKER_PRICE[SHEET]), {"kind": "extra", "column": c})
            for c in range(view.columns)
        )
        return Menu(
            Msg("oflameron-choose-extra", {"price": MARKER_PRICE[SHEET], "score": view.scores[seat]}),
            choices + (Choice(Msg("oflameron-choice-decline"), {"kind": "decline"}),),
        )

    def move_list(self, view: OflameronView) -> Menu | Msg:
        """L: every reachable card of this roll with its value and what lies above it; before the first move, every
        card the marker may start on."""
        if view.phase == PLACE and my_turn(view):
            key = "position" if view.variant == LOOP else "column"
            lines = [
                cell_choice(view, 0, c, 0)
                if view.variant == GRID
                else with_outcome(view, P.cell_msg(view, 0, c), 0, c, 0)
                for c in range(view.columns)
            ]  # on the loop nothing lies above a card
            return Menu(
                Msg("oflameron-choose-start", {"variant": view.variant}),
                tuple(Choice(line, {"kind": "place", key: c}) for c, line in enumerate(lines)),
            )
        if view.phase != MOVE or not my_turn(view):
            return Msg("oflameron-no-roll")
        return Menu(
            Msg("oflameron-choose-move", {"die": view.die}),
            tuple(Choice(target_msg(view, m["steps"]), m) for m in view.legal),
        )

    def buy_menu(self, view: OflameronView) -> Menu | Msg:
        """M: the bottom-row card for a new marker (grid), or why not."""
        if not my_turn(view):
            return self.whose_turn(view)[0]
        seat = me(view)
        if not can_buy(view, seat):
            limit = max_markers(view)
            return Msg(
                "oflameron-cannot-buy",
                {
                    "variant": view.variant,
                    "price": MARKER_PRICE[GRID],
                    "limit": limit,
                    "phase": view.phase,
                    "score": view.scores[seat],
                    "full_house": len(view.markers[seat]) >= limit,
                },
            )
        choices = tuple(
            Choice(cell_choice(view, 0, c, MARKER_PRICE[GRID]), {"kind": "buy", "column": c})
            for c in range(view.columns)
        )
        return Menu(Msg("oflameron-choose-buy", {"price": MARKER_PRICE[GRID], "score": view.scores[seat]}), choices)

    def read(self, view: OflameronView, name: str, focus: Focus) -> list[Msg] | Menu | Msg | Focus:
        """The reading keys."""
        seat = me(view)
        if name == "list":
            return self.move_list(view)
        if name == "buy":
            return self.buy_menu(view)
        if name == "positions":
            return P.positions_read(view, view.player)
        if name == "deck":
            return (
                [Msg("oflameron-no-deck")] if view.variant == SHEET else [P.deck_read(unseen_cards(view), view.variant)]
            )
        if name == "column" and view.variant != GRID:
            return Msg("oflameron-no-column", {"variant": view.variant})
        if name == "ahead" and view.variant == SHEET:
            return reach_read(view)
        if view.variant == LOOP:
            placed = bool(view.markers[seat])
            if name == "field":
                return [P.loop_ahead(view, seat, view.columns - 1) if placed else P.loop_read(view)]
            if name == "row":
                return [P.loop_read(view)]
            if not placed:
                return [Msg("oflameron-no-markers")]
            return [P.loop_ahead(view, seat, min(LOOP_AHEAD, view.columns - 1))]
        if name == "top":  # the top row in full, card by card (the shift names it briefly)
            return (
                [P.row_read(view, view.rows - 1)]
                if view.variant == GRID
                else Msg("oflameron-no-top", {"variant": view.variant})
            )
        if name == "row":  # grid: the bottom row; sheet: the next row up
            marker = current_marker(view) if view.variant == SHEET else None
            return [P.row_read(view, min(view.rows - 1, marker[0] + 1) if marker else 0)]
        if name == "field":  # row by row from the seat's row up
            start = min(view.marker_rows[seat]) if view.variant == SHEET and view.markers[seat] else 0
            return [P.row_read(view, r) for r in range(start, view.rows)]
        if not view.markers[seat]:  # C and A: the cards above each marker
            return [Msg("oflameron-no-markers")]
        return [P.column_read(view, seat, i) for i in range(len(view.markers[seat]))]

    def whose_turn(self, view: OflameronView) -> list[Msg]:
        """T: the round and who does what."""
        if view.phase == OVER:
            return [Msg("oflameron-whose-over", {"round": view.round})]
        return [
            Msg(
                "oflameron-whose",
                {
                    "player": view.turn,
                    "self": view.turn == view.player,
                    "phase": view.phase,
                    "round": view.round,
                    "rounds": P.round_total(view),
                    "marker": view.marker + 1,
                    "markers": len(view.markers[view.turn]),
                },
            )
        ]

    def scores(self, view: OflameronView) -> list[Msg]:
        """S: every seat's score and markers."""
        return P.scores_read(view, view.player)

    def dice(self, view: OflameronView) -> list[Msg]:
        """D: the dice rolled in this turn."""
        mine = view.turn == view.player
        if not view.dice:
            return [Msg("oflameron-dice-none", {"player": view.turn, "self": mine})]
        return [
            Msg(
                "oflameron-dice",
                {"player": view.turn, "self": mine, "die": d, "marker": n + 1, "count": len(view.dice)},
            )
            for n, d in enumerate(view.dice)
        ]

    def final(self, view: OflameronView) -> list[Msg]:
        """How long the game lasted."""
        return [Msg("oflameron-final", {"round": view.round, "variant": view.variant})]

    def draw(self, view: OflameronView, tr: Translate, focus: Focus) -> Drawing:
        """The field as a table of card faces (top row first), the markers, scores and dice."""
        title = f"{tr(Msg('oflameron-title'))} · {tr(Msg(f'oflameron-variant-{view.variant}'))} · {tr(self.whose_turn(view)[0])}"
        drawing = Drawing([title])
        width = 5
        for row in range(view.rows - 1, -1, -1):
            label, cells = f"{row + 1:>3} ", ""
            for c, card in enumerate(view.field[row]):
                drawing.cells[(row, c)] = (len(drawing.lines), len(label) + len(cells))
                cells += tr(Msg(f"oflameron-face-short-{card_slug(card, view.variant)}")).rjust(width)
            drawing.lines.append(label + cells)
            marks = "".join(
                "".join(
                    str(p + 1)
                    for p in range(view.players)
                    for i, col in enumerate(view.markers[p])
                    if col == c and view.marker_rows[p][i] == row
                ).rjust(width)
                for c in range(view.columns)
            )
            if marks.strip():
                drawing.lines.append("    " + marks)
        drawing.lines.append("    " + "".join(str(c + 1).rjust(width) for c in range(view.columns)))
        drawing.lines.extend(tr(m) for m in self.scores(view))
        if view.dice:
            drawing.lines.extend(tr(m) for m in self.dice(view))
        return drawing


ANSWERS = OflameronAnswers()


def last_roll_read(view: OflameronView, last_roll: tuple[int, tuple[int, ...]]) -> list[Msg]:
    """D before anyone has rolled this turn: the last roll heard, die by die."""
    player, dice = last_roll
    return [
        Msg("oflameron-dice-last"),
        *(
            Msg(
                "oflameron-dice",
                {"player": player, "self": player == view.player, "die": d, "marker": n + 1, "count": len(dice)},
            )
            for n, d in enumerate(dice)
        ),
    ]


def aim(view: OflameronView, key: str, direction: int, distance: int) -> tuple[int, int, str | None, Msg | None]:
    """A key choosing the move after a roll: Left/Right pick the direction (again: one card further), Up/Down or
    a digit the distance. The new direction and distance, the cue to play (edge, invalid) and a refusal, if any."""
    die, fixed = view.die, view.variant == SHEET
    if key in ("left", "right"):
        wanted = -1 if key == "left" else 1
        if wanted != direction:
            return wanted, die if fixed else 1, None, None
        return (
            (direction, distance + 1, None, None)
            if not fixed and distance < die
            else (direction, distance, "edge", None)
        )
    if not direction:
        return direction, distance, "invalid", Msg("oflameron-direction-first")
    if fixed:
        return direction, distance, "edge", None
    if key in ("up", "down"):
        wanted = distance + (1 if key == "up" else -1)
        return (direction, wanted, None, None) if 1 <= wanted <= die else (direction, distance, "edge", None)
    if int(key) > die:
        return direction, distance, "invalid", Msg("oflameron-too-far", {"die": die})
    return direction, int(key), None, None


def aimed(view: OflameronView, focus: Focus) -> Action:
    """Enter after a roll: the move that reaches the focused card (a menu when two do), else the list of moves."""
    moves = [move for move in view.legal if target(view, move["steps"]) == tuple(focus)]
    if len(moves) == 1:
        return moves[0]
    if not moves:
        return ANSWERS.enter(view, focus)
    return Menu(
        Msg("oflameron-choose-move", {"die": view.die}), tuple(Choice(target_msg(view, m["steps"]), m) for m in moves)
    )


def hint_card(view: OflameronView, move: dict[str, Any], focus: Focus) -> Focus:
    """The card a hinted move names (where the marker goes or starts), which the focus goes to; else `focus`."""
    if move["kind"] == "move":
        return target(view, move["steps"])
    if move["kind"] in ("place", "buy", "extra"):
        row = view.marker_rows[view.player][view.marker] if move["kind"] == "extra" else 0  # type: ignore[index]
        return row, move.get("column", move.get("position", 0))
    return focus
