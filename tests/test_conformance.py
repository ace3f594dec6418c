"""What every registered game must do, run for each game the registry holds (as OpenSpiel's random_sim_test does
for every game): a new game needs no test of its own to be checked on all of this.

- random play-throughs of every variant and player count, and bot ones (every variant with the fewest players,
  the first with the most), reach the end through legal moves only;
- the state and every seat's view (and a spectator's) survive a JSON round trip, step after step;
- a seed and the moves replay the game exactly, and a save reloads equal at every step;
- an event meant for some seats is never presented to another seat or a spectator;
- every message a game says, and the ones the menus, `accessible-games games` and the page ask of it, exist in
  English, Russian and French;
- random keys through the terminal board and through the page's seat never break the game;
- the app, started as a player starts it in a terminal, plays the game to its end.

The template game of docs/adding-a-game.md (tests/pebble) is registered here when no installed game has its name,
so it runs as a fourth game; tests/test_template_game.py runs this file on a copy of it installed as a game folder.
"""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any, Iterator

import pytest

from accessible_games.board_host.board import answers_for
from accessible_games.core.messages import Msg
from accessible_games.core.protocol import Event, Game, Setup
from accessible_games.core.seats import parse_players
from accessible_games.games import games
from accessible_games.i18n import LANGUAGES, catalog
from accessible_games.session import Session
from accessible_games.ui.testing import Harness
from app_helpers import AppProcess, installed_games, playable_games, run_until, seats_for

GAMES = playable_games()  # the template, tests/pebble, among them
STEP_LIMIT = 20000
CHECK_ALL, CHECK_EVERY = 40, 100
"""Every step of a play-through is checked up to move 40, then one in 100 (a random Ramses II game runs to 2,800
moves), and always the last."""
LEVELS = ("normal",)  # an easy Ramses II bot forgets what it saw: its games run to thousands of moves


def required_messages(game: Game[Any, Any]) -> set[str]:
    """The message ids the app asks of every game (docs/adding-a-game.md lists them): its title and summary (the
    game menu, `accessible-games games`, the page's start page), each variant, each option and its values, each
    section of its rules, and its board's F1 help."""
    name = game.name
    ids = {f"{name}-title", f"{name}-summary", *(f"{name}-variant-{variant}" for variant in game.variants)}
    for spec in game.options:
        ids.add(f"{name}-option-{spec.key}")
        ids |= {f"{name}-option-{spec.key}-{value}" for value in spec.values if not value.lstrip("-").isdigit()}
    ids |= set(game.rules_sections)
    ids.add(answers_for(game).help_id)
    return ids


def message_ids(messages: list[Msg]) -> Iterator[str]:
    """Every message id in these messages, with their parts and the messages in their arguments."""
    for message in messages:
        yield message.id
        yield from message_ids(list(message.parts))
        yield from message_ids([value for value in message.args.values() if isinstance(value, Msg)])


def roundtrip(data: Any) -> Any:
    """Through JSON text and back, as a save or the wire carries it."""
    return json.loads(json.dumps(data))


class PlayThrough:
    """One game played to its end, checked at every step."""

    def __init__(self, game: Game[Any, Any], variant: str, players: int, seed: int) -> None:
        self.game = game
        self.setup = Setup(seed, players, variant, game.default_options(variant))
        self.state, opening = game.new_game(self.setup)
        self.moves: list[Any] = []
        self.said: set[str] = set()
        self.check(opening)

    def seats(self) -> list[int | None]:
        """Every seat, and a spectator."""
        return [*range(self.setup.players), None]

    def check(self, events: list[Event], whole: bool = True) -> None:
        """Every view survives JSON and gets the events it may see, and only those; with `whole`, the state survives
        JSON too (a Ramses II state takes 17 ms to write: it is checked more sparsely)."""
        game, state = self.game, self.state
        if whole:
            data = game.to_json(state)
            assert roundtrip(data) == data and game.to_json(game.from_json(roundtrip(data))) == data
        for seat in self.seats():
            view = game.observe(state, seat)
            shown = view.to_json()
            assert roundtrip(shown) == shown and type(view).from_json(roundtrip(shown)) == view, (game.name, seat)
            if seat is not None and hasattr(view, "legal"):
                assert list(view.legal) == game.legal_moves(state, seat), (game.name, seat)
            for event in events:
                presented = game.present(view, [event])
                if not event.visible_to(seat):
                    assert presented == [], f"{game.name}: {event.kind} meant for {event.to} reached seat {seat}"
                self.said.update(message_ids(presented))

    def play(self, rng: random.Random, bots: bool) -> None:
        """Random legal moves, or each seat's bot from its own view, until the game ends."""
        game = self.game
        for step in range(STEP_LIMIT):
            player = game.to_move(self.state)
            if player is None:
                assert game.is_over(self.state) and len(game.ranking(self.state)) == self.setup.players
                return
            legal = game.legal_moves(self.state, player)
            assert legal, f"{game.name}: seat {player} is to move with no legal move"
            if bots:
                view = game.observe(self.state, player)
                move = game.bot_move(view, LEVELS[step % len(LEVELS)], rng.randrange(1 << 30))
                assert move in legal, f"{game.name}: the bot chose an illegal move {move!r}"
            else:
                move = rng.choice(legal)
            self.moves.append(move)
            events = game.apply(self.state, move)
            last = game.to_move(self.state) is None
            if step < CHECK_ALL or step % CHECK_EVERY == 0 or last:
                self.check(events, whole=step < 20 or step % 200 == 0 or last)
        raise AssertionError(f"{game.name} did not end in {STEP_LIMIT} moves")

    def replayed(self) -> dict[str, Any]:
        """The state that the seed and the moves rebuild."""
        state, _events = self.game.new_game(self.setup)
        for move in self.moves:
            self.game.apply(state, move)
        return self.game.to_json(state)


VARIANTS = [(name, variant) for name in GAMES for variant in games()[name].variants]


@pytest.mark.parametrize(("name", "variant"), VARIANTS, ids=[f"{name}-{variant}" for name, variant in VARIANTS])
def test_every_variant_and_player_count_plays_to_the_end_and_replays(name: str, variant: str) -> None:
    """Random play-throughs of every player count, bot ones with the fewest players (and the most, in the first
    variant): legal, serializable step after step, secrets kept, replayed exactly; every message said exists in
    every language."""
    game = games()[name]
    said: set[str] = set()
    for players in range(game.min_players, game.max_players + 1):
        with_bots = players == game.min_players or (players == game.max_players and variant == game.variants[0])
        for bots in (False, True) if with_bots else (False,):
            rng = random.Random(f"{name}-{variant}-{players}-{bots}")
            run = PlayThrough(game, variant, players, seed=1000 + players)
            run.play(rng, bots)
            assert run.replayed() == game.to_json(run.state), f"{name} {variant} {players}: the replay differs"
            said |= run.said
    missing = {(lang, i) for lang in LANGUAGES for i in said if not catalog(lang).has(i)}
    assert not missing, sorted(missing)


@pytest.mark.parametrize("name", GAMES)
def test_a_save_reloads_equal_at_every_step(name: str, tmp_path: Path) -> None:
    """Each variant, fewest players: after every move the autosave reloads to the same state and moves."""
    game = games()[name]
    for variant in game.variants:
        players = max(game.min_players, 2) if game.max_players >= 2 else game.min_players
        seats = parse_players(",".join(["bot"] * players), lambda n, _level: f"Bot {n}")
        session = Session.new(name, seats, variant, {}, seed=77)
        path = session.autosave_path()
        for _ in range(STEP_LIMIT):
            if session.finished:
                break
            session.play(session.bot_move())
            session.save()
            loaded = Session.load(path)
            assert game.to_json(loaded.state) == game.to_json(session.state) and loaded.moves == session.moves
        assert session.finished, f"{name} {variant} did not end"


@pytest.mark.parametrize("name", GAMES)
def test_every_message_the_app_asks_of_the_game_exists_in_every_language(name: str) -> None:
    """Title, summary, variants, options, rules and board help: none is ever spoken or shown as a raw id."""
    game = games()[name]
    missing = {(lang, i) for lang in LANGUAGES for i in required_messages(game) if not catalog(lang).has(i)}
    assert not missing, sorted(missing)


@pytest.mark.parametrize("name", GAMES)
def test_random_keys_through_the_terminal_board_never_break_the_game(name: str, tmp_path: Path) -> None:
    """One player and bots at the terminal's board: 1,500 random keys, the game legal and saved all along."""
    from test_fuzz import fuzz

    h = Harness(tmp_path, seed=3)
    first = h.start_game(name, seats_for(name, humans=1), seed=31)
    h.app.run_pending()
    seen = fuzz(h, seed=sum(map(ord, name)), keys=1500)
    assert seen["screens"] >= 2 and (first.session.moves or seen["moves"]), seen


PAGE_KEYS = ["up", "down", "left", "right", "enter", "enter", "space", "home", "end", "tab", "backspace"]


async def page_answers(page: Any, wait: float) -> list[dict[str, Any]]:
    """The messages the page's socket has now, waiting up to `wait` seconds for the first."""
    answers: list[dict[str, Any]] = []
    timeout = wait
    while True:
        try:
            answers.append(json.loads(await asyncio.wait_for(page.recv(), timeout)))
        except TimeoutError:
            return answers
        timeout = 0.01


@pytest.mark.parametrize("name", GAMES)
def test_random_keys_through_the_pages_seat_never_break_the_table(name: str, tmp_path: Path) -> None:
    """A page seat at a table with bots: 250 random keys, menu choices and cancels; every refusal is a game's
    refusal, never a fault, and the table's game stays a legal state."""
    from websockets.asyncio.client import connect

    from net_helpers import run, running_server

    game = games()[name]
    letters = sorted(answers_for(game).reads) + ["t", "s", "d", "h", "x", "1", "?"]
    rng = random.Random(name)

    async def scenario() -> None:
        async with running_server(tmp_path, rate=1000.0, burst=1000.0) as (server, url):
            async with connect(url + "/web?lang=en") as page:
                bots = max(1, game.min_players - 1)
                await page.send(json.dumps({"type": "create", "game": name, "name": "Anna", "bots": bots}))
                answers = await page_answers(page, 10)
                assert answers and answers[0]["type"] == "seated", answers
                code = next(iter(server.tables))
                menu: dict[str, Any] | None = None
                for _ in range(250):
                    if menu is not None and rng.random() < 0.6:
                        choice = rng.randrange(len(menu["items"]))
                        request = {"type": "choose", "index": choice} if rng.random() < 0.85 else {"type": "cancel"}
                    else:
                        key = rng.choice(PAGE_KEYS) if rng.random() < 0.7 else rng.choice(letters)
                        request = {"type": "key", "key": key}
                    await page.send(json.dumps(request))
                    for answer in await page_answers(page, 10):
                        assert answer.get("error") in (None, "not-your-turn", "illegal-move"), (request, answer)
                        if "board" in answer:
                            menu = answer["board"].get("menu")
                table = server.tables[code]
                data = table.game.to_json(table.state)
                assert table.game.to_json(table.game.from_json(roundtrip(data))) == data
                await page.send(json.dumps({"type": "ping"}))  # the link is still open

    run(scenario(), 240)


@pytest.mark.parametrize("name", installed_games())
def test_the_app_in_a_terminal_plays_the_game_to_its_end(name: str, tmp_path: Path) -> None:
    """`accessible-games --game NAME --players bot,bot` in a pseudo-terminal, as a player starts it: the game is
    announced by its title, bots play it through, the end is heard, and Ctrl+Q leaves."""
    game = games()[name]
    transcript = tmp_path / "heard.txt"
    players = ",".join(["bot"] * max(2, game.min_players))
    app = AppProcess(
        tmp_path,
        ["--game", name, "--players", players, "--bot-delay", "0", "--seed", "5", "--speech", "lines", "--no-sound"]
        + ["--lang", "en", "--transcript", str(transcript)],
    )
    try:
        title = catalog("en").text(f"{name}-title")
        assert run_until(app, f"New game of {title}", 60), app.text()[-800:]
        assert run_until(app, "Game over", 240), app.text()[-800:]
        lines = transcript.read_text(encoding="utf-8").splitlines()
        assert not [line for line in lines if line.startswith(f"{name}-")], lines  # no raw message id heard
        assert app.quit(confirm=True) == 0
    finally:
        app.close()
