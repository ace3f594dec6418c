"""Ramses II rules: pure functions over a plain-data state (no speech, sound, UI, file or clock).

Moves (JSON dicts):
  {"kind": "slide", "row": r, "col": c}       slide the pyramid at view cell (r, c) into the hole
  {"kind": "name", "treasure": t}             name a treasure (Gift, Risk, Desert poker)
  {"kind": "pick", "player": p}               pick the opponent of a Desert poker
  {"kind": "give", "card": code, "player": p} give one of your cards (after a failed Risk or Fata
                                              Morgana, or a failed Gift when that option is on)
Search cards are turned automatically when a turn begins, so a turn is only slides and choices.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.plain import as_plain
from ...core.protocol import Event, Move, Setup
from ...core.rng import Rng
from .box import (
    BLANK,
    CELLS,
    SQUARES,
    TREASURES,
    box_to_view,
    neighbours,
    square_cells,
    view_size,
    view_to_box,
)
from .cards import (
    card_event,
    card_treasure,
    card_value,
    is_end,
    stack_one,
    stack_three,
    stack_two,
)

VARIANTS: tuple[str, ...] = ("standard", "children", "no-end-card", "professional")
MIN_PLAYERS = 2
MAX_PLAYERS = 5

SEARCH, NAME, PICK, GIVE, OVER = "search", "name", "pick", "give", "over"


@dataclass
class RamsesState:
    """The whole table: layout (hidden), pyramids, box orientation, stacks, hands and whose move."""

    players: int
    variant: str
    options: dict[str, str]
    rng: int
    chips: list[str]  # 48 chips in box order: a treasure or "blank"
    hole: int  # box cell with no pyramid
    quarter: int = 0  # clockwise quarter turns of the box so far (mod 4)
    stage: int = 1
    stacks: list[list[str]] = field(default_factory=list)  # top card last
    open_card: str | None = None  # the face-up search or event card now in play
    hands: list[list[str]] = field(default_factory=list)
    active: list[bool] = field(default_factory=list)  # False once a player left (stage 3)
    owner: int = 0  # the player whose turn it is (who turned the card)
    phase: str = SEARCH
    task: dict[str, Any] = field(default_factory=dict)
    turn: int = 0  # serial number of the current turn (a new searcher)
    log: list[list[Any]] = field(default_factory=list)  # public: ["u", turn, row, col, chip], ["r", q]
    discard: list[str] = field(default_factory=list)
    end_reason: str | None = None
    slides: list[int] = field(default_factory=list)  # slides made, per player
    finds: list[int] = field(default_factory=list)  # sought treasures found, per player


# --- setup and serialization -------------------------------------------------------------


def new_state(setup: Setup) -> tuple[RamsesState, list[Event]]:
    """Hide the treasures, open the hole over a blank, shuffle the stacks, turn the first card."""
    rng = Rng(setup.seed)
    chips = [BLANK] * CELLS
    treasures = list(TREASURES)
    rng.shuffle(treasures)
    for square, treasure in zip(range(SQUARES), treasures):
        chips[rng.choice(square_cells(square))] = treasure
    hole = rng.choice([i for i in range(CELLS) if chips[i] == BLANK])
    stacks = [stack_one(), stack_two(), stack_three(setup.variant != "no-end-card")]
    for stack in stacks:
        rng.shuffle(stack)
    state = RamsesState(
        players=setup.players,
        variant=setup.variant,
        options=dict(setup.options),
        rng=rng.state,
        chips=chips,
        hole=hole,
        stacks=stacks,
        hands=[[] for _ in range(setup.players)],
        active=[True] * setup.players,
        slides=[0] * setup.players,
        finds=[0] * setup.players,
    )
    row, col = box_to_view(hole, 0)
    state.log.append(["u", 0, row, col, BLANK])
    events = [
        Event(
            "game-started",
            {
                "players": setup.players,
                "variant": setup.variant,
                "row": row,
                "col": col,
                "rows": view_size(0)[0],
                "cols": view_size(0)[1],
            },
        )
    ]
    events.append(Event("stage-began", {"stage": 1}))
    _begin_turn(state, 0, events)
    return state, events


def to_json(state: RamsesState) -> dict[str, Any]:
    """Plain JSON data of a state."""
    return as_plain(state)


def from_json(data: dict[str, Any]) -> RamsesState:
    """Rebuild a state from `to_json` output."""
    return RamsesState(**{k: _copy(v) for k, v in data.items()})


def _copy(value: Any) -> Any:
    """A deep copy of JSON data, so a rebuilt state shares nothing with its source."""
    if isinstance(value, list):
        return [_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    return value


# --- queries ------------------------------------------------------------------------------


def to_move(state: RamsesState) -> int | None:
    """Who must choose now: the searcher while searching, the turn's owner for choices."""
    if state.phase == OVER:
        return None
    if state.phase == SEARCH:
        return int(state.task["searcher"])
    return state.owner


def diagonal(state: RamsesState) -> bool:
    """True when the 8 neighbours of the hole may slide (option), else only the 4 orthogonal."""
    return state.options.get("neighbours", "4") == "8"


def fixed(state: RamsesState) -> bool:
    """True when coordinates stay fixed to the box (option), so the box's turns leave them alone."""
    return state.options.get("coordinates", "turning") == "fixed"


def frame(state: RamsesState) -> int:
    """The quarter turns coordinates follow: the box's own, or none when they are fixed to the box."""
    return 0 if fixed(state) else state.quarter


def hole_view(state: RamsesState) -> tuple[int, int]:
    """View coordinates of the hole."""
    return box_to_view(state.hole, frame(state))


def hole_chip(state: RamsesState) -> str:
    """The chip lying uncovered in the hole (everybody sees it)."""
    return state.chips[state.hole]


def slidable(state: RamsesState) -> list[tuple[int, int, int, int]]:
    """Pyramids next to the hole, as (row, col, d_row, d_col) in view coordinates."""
    rows, cols = view_size(frame(state))
    row, col = hole_view(state)
    return neighbours(row, col, rows, cols, diagonal(state))


def namable(state: RamsesState) -> list[str]:
    """Treasures the owner may name now: any not named already; a Risk's must not lie open in the hole.

    The seed lets a Gift "go to one of the twelve treasures" (the one in the hole is then found at
    once); only Risk asks for "two treasures which are not yet open".
    """
    taken = set(state.task.get("names", []))
    if state.task.get("for") == "risk":
        taken.add(hole_chip(state))
    return [t for t in TREASURES if t not in taken]


def opponents(state: RamsesState, player: int) -> list[int]:
    """Every other player still in the game."""
    return [p for p in range(state.players) if p != player and state.active[p]]


def next_player(state: RamsesState, player: int) -> int | None:
    """The next player still in the game after `player` in seating order (left neighbour)."""
    for step in range(1, state.players + 1):
        p = (player + step) % state.players
        if state.active[p]:
            return p
    return None


def previous_player(state: RamsesState, player: int) -> int | None:
    """The player before `player` in seating order who is still in the game (right neighbour)."""
    for step in range(1, state.players + 1):
        p = (player - step) % state.players
        if state.active[p]:
            return p
    return None


def legal_moves(state: RamsesState, player: int) -> list[Move]:
    """Every legal move of `player` now; empty when it is not their move."""
    if to_move(state) != player:
        return []
    if state.phase == SEARCH:
        return [{"kind": "slide", "row": r, "col": c} for r, c, _, _ in slidable(state)]
    if state.phase == NAME:
        return [{"kind": "name", "treasure": t} for t in namable(state)]
    if state.phase == PICK:
        return [{"kind": "pick", "player": p} for p in opponents(state, player)]
    if state.phase == GIVE:
        targets = [state.task["to"]] if state.task.get("to") is not None else opponents(state, player)
        return [{"kind": "give", "card": c, "player": p} for c in state.hands[player] for p in targets]
    return []


def scores(state: RamsesState) -> list[int]:
    """Points of every player: the values of the search cards they hold."""
    return [sum(card_value(c) for c in hand) for hand in state.hands]


def is_over(state: RamsesState) -> bool:
    """True once the game has ended."""
    return state.phase == OVER


def sought(state: RamsesState) -> str | None:
    """The treasure being searched for now, if a search is going on."""
    if state.phase != SEARCH:
        return None
    return str(state.task["targets"][state.task["step"]])


# --- moves --------------------------------------------------------------------------------


def apply(state: RamsesState, move: Move) -> list[Event]:
    """Play a legal `move` (the protocol checked it) for the player to move; return the events."""
    player = to_move(state)
    assert player is not None
    events: list[Event] = []
    kind = move["kind"]
    if kind == "slide":
        _slide(state, int(move["row"]), int(move["col"]), events)
    elif kind == "name":
        _name(state, str(move["treasure"]), events)
    elif kind == "pick":
        _start_poker(state, int(move["player"]), events)
    elif kind == "give":
        _give(state, player, int(move["player"]), str(move["card"]), events)
    return events


def slid_back(log: list[list[Any]], turn: int, row: int, col: int) -> int:
    """How many slides in a row of this turn, a slide of the pyramid at (row, col) included, each moved back the
    pyramid the slide before had moved, uncovering again the cell that had been the hole (0: this one does not)."""
    cells: list[tuple[int, int]] = []
    for entry in reversed(log):  # the cells uncovered since the box last turned, back to the hole this turn began on
        if entry[0] != "u":
            break
        cells.append((entry[2], entry[3]))
        if entry[1] != turn:
            break
    cells.reverse()
    cells.append((row, col))
    count = 0
    while len(cells) - count >= 3 and cells[-1 - count] == cells[-3 - count]:
        count += 1
    return count


def _slide(state: RamsesState, row: int, col: int, events: list[Event]) -> None:
    """Move the pyramid at (row, col) into the hole and uncover the chip it covered."""
    searcher = int(state.task["searcher"])
    from_row, from_col = hole_view(state)
    state.hole = view_to_box(row, col, frame(state))
    chip = state.chips[state.hole]
    state.slides[searcher] += 1
    back = slid_back(state.log, state.turn, row, col)
    state.log.append(["u", state.turn, row, col, chip])
    events.append(
        Event(
            "uncovered",
            {
                "player": searcher,
                "row": row,
                "col": col,
                "chip": chip,
                "turn": state.turn,
                "from_row": from_row,
                "from_col": from_col,
                "back": back,
                "rows": view_size(frame(state))[0],
                "cols": view_size(frame(state))[1],
            },
        )
    )
    if chip == BLANK:
        return
    target = sought(state)
    if chip != target:
        _search_failed(state, chip, events)
        return
    state.finds[searcher] += 1
    if state.task["kind"] == "risk" and state.task["step"] == 0:
        state.task["step"] = 1
        events.append(
            Event("risk-first-found", {"player": searcher, "treasure": chip, "next": state.task["targets"][1]})
        )
        return
    _search_succeeded(state, events)


def _name(state: RamsesState, treasure: str, events: list[Event]) -> None:
    """The owner names a treasure for the event card in play."""
    owner, purpose = state.owner, state.task["for"]
    names = list(state.task.get("names", [])) + [treasure]
    if purpose == "gift":
        events.append(Event("gift-named", {"player": owner, "treasure": treasure}))
        _start_search(state, "gift", owner, [treasure], events)
    elif purpose == "risk" and len(names) == 1:
        state.task = {"for": "risk", "names": names}
        events.append(Event("risk-named-first", {"player": owner, "treasure": treasure}))
    elif purpose == "risk":
        events.append(Event("risk-named", {"player": owner, "first": names[0], "second": names[1]}))
        _start_search(state, "risk", owner, names, events)
    else:  # poker
        rivals = opponents(state, owner)
        state.task = {"for": "poker", "names": names}
        events.append(Event("poker-named", {"player": owner, "treasure": treasure}))
        if len(rivals) == 1:
            _start_poker(state, rivals[0], events)
        else:
            state.phase = PICK


def _start_poker(state: RamsesState, opponent: int, events: list[Event]) -> None:
    """The picked opponent must search for the treasure the owner named."""
    treasure = state.task["names"][0]
    events.append(Event("poker-challenge", {"player": state.owner, "opponent": opponent, "treasure": treasure}))
    _start_search(state, "poker", opponent, [treasure], events)


def _start_search(
    state: RamsesState, kind: str, searcher: int, targets: list[str], events: list[Event], **extra: Any
) -> None:
    """Begin a search by `searcher`; a sought treasure already in the hole is found at once."""
    state.phase = SEARCH
    if searcher != state.task.get("searcher"):
        state.turn += 1
    state.task = {"kind": kind, "searcher": searcher, "targets": list(targets), "step": 0, **extra}
    began: dict[str, Any] = {"player": searcher, "kind": kind}
    if kind != "fata":  # a Fata Morgana card was drawn blindly: the others do not learn it yet
        began["treasure"] = targets[0]
    events.append(Event("search-began", began))
    if hole_chip(state) == targets[0] and len(targets) == 1:
        state.finds[searcher] += 1
        events.append(Event("lucky", {"player": searcher, "treasure": targets[0]}))
        _search_succeeded(state, events)


def _search_succeeded(state: RamsesState, events: list[Event]) -> None:
    """The sought treasure is uncovered: carry out what the card in play gives."""
    task, owner = state.task, state.owner
    searcher, kind = int(task["searcher"]), task["kind"]
    treasure = task["targets"][-1]
    if kind == "card":
        card = state.open_card
        assert card is not None
        state.hands[searcher].append(card)
        state.open_card = None
        events.append(
            Event(
                "found",
                {
                    "player": searcher,
                    "treasure": treasure,
                    "card": card,
                    "value": card_value(card),
                    "stage": state.stage,
                },
            )
        )
    elif kind == "gift":
        events.append(Event("gift-found", {"player": owner, "treasure": treasure}))
        givers = 0
        for giver in range(state.players):
            held = [c for c in state.hands[giver] if card_treasure(c) == treasure]
            if giver == owner or not held:
                continue
            card = min(held, key=card_value)
            state.hands[giver].remove(card)
            state.hands[owner].append(card)
            # the card changes hands face down: its value only the two players concerned learn
            _private(
                events,
                "gift-given",
                {"giver": giver, "taker": owner, "card": card, "treasure": treasure, "value": card_value(card)},
                (giver, owner),
                keep=("treasure",),
            )
            givers += 1
        if not givers:
            events.append(Event("gift-empty", {"player": owner, "treasure": treasure}))
    elif kind == "risk":
        events.append(Event("risk-won", {"player": owner}))
        left = next_player(state, owner)
        if left is not None and left != owner:
            _draw_blind(state, owner, left, events)
    elif kind == "fata":
        card, victim = task["drawn"], int(task["victim"])
        state.hands[owner].append(card)
        _private(
            events,
            "fata-won",
            {"player": owner, "giver_player": victim, "card": card, "treasure": treasure, "value": card_value(card)},
            (owner, victim),
            keep=("treasure",),
        )
    elif kind == "poker":
        events.append(Event("poker-found", {"player": owner, "opponent": searcher, "treasure": treasure}))
        _draw_blind(state, searcher, owner, events)
    if state.stage == 2:
        _turn_box(state, 1, "find", events)
    _end_turn(state, owner if kind != "card" else searcher, events)


def _search_failed(state: RamsesState, chip: str, events: list[Event]) -> None:
    """A different treasure is uncovered: the search fails, with what the card in play demands."""
    task, owner = state.task, state.owner
    searcher, kind = int(task["searcher"]), task["kind"]
    target = sought(state)
    wrong = {"player": searcher, "chip": chip, "treasure": target, "kind": kind}
    if kind == "fata":  # the card drawn blindly goes back unseen: only the two players concerned learn it
        told = sorted({owner, int(task["victim"])})
        events.append(Event("wrong", wrong, tuple(told)))
        events.append(Event("wrong-hidden", {"player": searcher, "chip": chip, "kind": kind, "told": told}))
    else:
        events.append(Event("wrong", wrong))
    if kind == "card":
        if state.stage == 3:
            state.active[searcher] = False
            events.append(Event("left-game", {"player": searcher, "cards": len(state.hands[searcher])}))
        nxt = next_player(state, searcher)
        if nxt is None:
            _game_over(state, "all-left", events)
            return
        state.owner = nxt
        events.append(Event("search-passes", {"player": nxt, "treasure": target}))
        assert target is not None  # a search under way always seeks a treasure
        _start_search(state, "card", nxt, [target], events)
    elif kind == "gift":
        events.append(Event("gift-failed", {"player": owner, "treasure": target}))
        if state.options.get("gift-failure", "none") == "give":
            _ask_give(state, None, "gift", events)
        else:
            _end_turn(state, owner, events)
    elif kind == "risk":
        events.append(Event("risk-lost", {"player": owner}))
        _ask_give(state, None, "risk", events)
    elif kind == "fata":
        card, victim = task["drawn"], int(task["victim"])
        state.hands[victim].append(card)
        _private(
            events,
            "fata-returned",
            {
                "player": owner,
                "giver_player": victim,
                "card": card,
                "treasure": card_treasure(card),
                "value": card_value(card),
            },
            (owner, victim),
        )
        _ask_give(state, victim, "fata", events)
    elif kind == "poker":
        events.append(Event("poker-missed", {"player": owner, "opponent": searcher, "treasure": target}))
        _draw_blind(state, owner, searcher, events)
        _end_turn(state, owner, events)


def _ask_give(state: RamsesState, to: int | None, reason: str, events: list[Event]) -> None:
    """The owner must give one of their cards (to `to`, or to a player of their choice)."""
    owner = state.owner
    if not state.hands[owner] or not opponents(state, owner):
        events.append(Event("cannot-give", {"player": owner}))
        _end_turn(state, owner, events)
        return
    state.phase = GIVE
    state.task = {"to": to, "reason": reason}
    args: dict[str, Any] = {"player": owner, "reason": reason}
    if to is not None:
        args["to_player"] = to
    events.append(Event("must-give", args))


def _give(state: RamsesState, giver: int, taker: int, card: str, events: list[Event]) -> None:
    """The owner gives a chosen card face down: only giver and taker learn which."""
    state.hands[giver].remove(card)
    state.hands[taker].append(card)
    _private(
        events,
        "card-given",
        {"giver": giver, "taker": taker, "card": card, "treasure": card_treasure(card), "value": card_value(card)},
        (giver, taker),
    )
    _end_turn(state, giver, events)


def _draw_blind(state: RamsesState, taker: int, giver: int, events: list[Event]) -> None:
    """`taker` draws one of `giver`'s cards blindly; only the two of them learn which."""
    hand = state.hands[giver]
    if not hand:
        events.append(Event("no-cards", {"player": giver, "taker": taker}))
        return
    rng = Rng(state.rng)
    card = hand.pop(rng.below(len(hand)))
    state.rng = rng.state
    state.hands[taker].append(card)
    _private(
        events,
        "card-drawn",
        {"taker": taker, "giver": giver, "card": card, "treasure": card_treasure(card), "value": card_value(card)},
        (taker, giver),
    )


def _private(
    events: list[Event], kind: str, args: dict[str, Any], to: tuple[int, ...], keep: tuple[str, ...] = ()
) -> None:
    """An event whose card only `to` may know, and its public twin `<kind>-hidden` without the card.

    The twin is for everybody (spectators included) and names in `told` the seats that heard the
    private event, so they do not hear the same thing twice. `keep` lists card details that are
    public anyway (a treasure just found in the open).
    """
    told = sorted(set(to))
    events.append(Event(kind, dict(args), tuple(told)))
    public = {k: v for k, v in args.items() if k not in ("card", "treasure", "value") or k in keep}
    events.append(Event(kind + "-hidden", {**public, "told": told}))


def _turn_box(state: RamsesState, quarters: int, cause: str, events: list[Event]) -> None:
    """Turn the box `quarters` quarter turns clockwise; every coordinate the players see changes."""
    state.quarter = (state.quarter + quarters) % 4
    state.log.append(["r", quarters])
    row, col = hole_view(state)
    rows, cols = view_size(frame(state))
    events.append(
        Event(
            "box-turned",
            {
                "quarters": quarters,
                "cause": cause,
                "facing": state.quarter,
                "row": row,
                "col": col,
                "rows": rows,
                "cols": cols,
                "fixed": fixed(state),
            },
        )
    )


def _end_turn(state: RamsesState, player: int, events: list[Event]) -> None:
    """The turn of `player` ends: the event card in play is put away, the next player begins."""
    if state.open_card is not None and card_treasure(state.open_card) is None:
        state.discard.append(state.open_card)
        state.open_card = None
    nxt = next_player(state, player)
    if nxt is None:
        _game_over(state, "all-left", events)
        return
    _begin_turn(state, nxt, events)


def _begin_turn(state: RamsesState, player: int, events: list[Event]) -> None:
    """`player` turns cards until one needs a search or a choice (or the game ends)."""
    while True:
        state.owner = player
        state.turn += 1
        state.task = {}
        stack = state.stacks[state.stage - 1]
        if not stack:
            last = 1 if state.variant == "children" else 3
            if state.stage >= last:
                _game_over(state, "stack-exhausted", events)
                return
            state.stage += 1
            events.append(Event("stage-began", {"stage": state.stage}))
            continue
        card = stack.pop()
        state.open_card = card
        events.append(
            Event(
                "card-turned",
                {
                    "player": player,
                    "card": card,
                    "stage": state.stage,
                    "treasure": card_treasure(card),
                    "event": card_event(card),
                    "value": card_value(card),
                    "left": len(stack),
                },
            )
        )
        if is_end(card):
            state.discard.append(card)
            state.open_card = None
            _game_over(state, "end-card", events)
            return
        treasure, event = card_treasure(card), card_event(card)
        if treasure is not None:
            if hole_chip(state) == treasure:
                state.hands[player].append(card)
                state.open_card = None
                state.finds[player] += 1
                events.append(Event("lucky", {"player": player, "treasure": treasure}))
                events.append(
                    Event(
                        "found",
                        {
                            "player": player,
                            "treasure": treasure,
                            "card": card,
                            "value": card_value(card),
                            "stage": state.stage,
                        },
                    )
                )
                if state.stage == 2:
                    _turn_box(state, 1, "find", events)
                nxt = next_player(state, player)
                assert nxt is not None
                player = nxt
                continue
            state.phase = SEARCH
            state.task = {"kind": "card", "searcher": player, "targets": [treasure], "step": 0}
            events.append(Event("search-began", {"player": player, "treasure": treasure, "kind": "card"}))
            return
        if event == "sandstorm":
            state.discard.append(card)
            state.open_card = None
            _turn_box(state, 2, "sandstorm", events)
            continue
        if event == "fata":
            victim = previous_player(state, player)
            if victim is None or victim == player or not state.hands[victim]:
                state.discard.append(card)
                state.open_card = None
                events.append(Event("fata-void", {"player": player, "giver_player": victim}))
                continue
            hand = state.hands[victim]
            rng = Rng(state.rng)
            drawn = hand.pop(rng.below(len(hand)))
            state.rng = rng.state
            _private(
                events,
                "fata-drawn",
                {
                    "player": player,
                    "giver_player": victim,
                    "card": drawn,
                    "treasure": card_treasure(drawn),
                    "value": card_value(drawn),
                },
                (player, victim),
            )
            _start_search(state, "fata", player, [str(card_treasure(drawn))], events, drawn=drawn, victim=victim)
            return
        state.phase = NAME
        state.task = {"for": event, "names": []}
        events.append(Event("must-name", {"player": player, "event": event}))
        return


def _game_over(state: RamsesState, reason: str, events: list[Event]) -> None:
    """The game ends: every card counts."""
    state.phase = OVER
    state.task = {}
    state.end_reason = reason
    events.append(Event("game-over", {"reason": reason, "scores": scores(state)}))
