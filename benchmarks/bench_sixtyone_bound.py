"""Sixty-One: an upper bound on what the best play could still earn, against what the hard bot earns, per seed.

    .venv/bin/python benchmarks/bench_sixtyone_bound.py [--seeds 0 1000] [--rounds 12] [--scale 1.0]
        [--out benchmarks/results/sixtyone_bound.jsonl] [--limit 2000000] [--full-search WIDTH]
    .venv/bin/python benchmarks/bench_sixtyone_bound.py --quick

Each seed's game is played solo by the hard bot (its moves are kept in the output file, so a seed is played
once). For every round R of --rounds, from the sheet the hard bot had after round R: the inner problem of the
information relaxation (duality.py, bound_search.py), solved exactly with the rest of the seed's rolls known
and the penalty built from the fitted values (value.py) times --scale; and what the hard bot went on to earn
from there. The mean over seeds of the first is an upper bound on the expected acorns that any policy earns
after round R from the hard bot's sheets; the mean of the difference bounds what the hard bot leaves on the
table after round R. R = 0 is the whole game from the empty sheet (its exact search outgrows the machine:
a seed whose round outgrows --limit sheets is recorded without a number). Check: on every seed the inner
maximum is at least the penalised score of the hard bot's own line (that line is one the search weighs).

Results go one JSON line a seed to --out, written as each seed finishes; a run stopped half way goes on
from there when started again. --full-search WIDTH also records the best penalised whole game a search
keeping the WIDTH best sheets a round finds (a lower estimate of the whole game's bound, never a bound).
--quick: 20 seeds, the first 14 rounds by the normal bot (fast), the hard bot after, the bound from round 14;
fails when a check fails or the mean bound is below the hard bot's mean (the CI check).
--paired --variant NAME: a setting of the hard bot (VARIANTS) played on the seeds and compared seed by seed
with the hard bot's recorded games (the seed fixes the dice); --cpu-check times both at the same positions.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np


sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.core.protocol import Setup  # noqa: E402
from accessible_games.games import get_game  # noqa: E402
from accessible_games.games.sixtyone.bots import bot_move, hard_advice  # noqa: E402
from accessible_games.games.sixtyone.bound_search import penalties, solve, widest_search  # noqa: E402
from accessible_games.games.sixtyone.duality import Sheet, default_tables, seed_rolls, start_sheet, transitions  # noqa: E402
from accessible_games.games.sixtyone import hard, lagrange, weakly  # noqa: E402
from accessible_games.games.sixtyone.rules import SixtyOneState  # noqa: E402
from accessible_games.games.sixtyone.sheet import LEAF_END, LEAF_JOKERS  # noqa: E402
from accessible_games.games.sixtyone.value import sheet_keys  # noqa: E402

GAME = get_game("sixtyone")
QUICK_SEEDS = 20
QUICK_ROUND = 14
PRICES = Path(__file__).resolve().parent / "results" / "sixtyone_prices.json"
RESULTS = Path(__file__).resolve().parent / "results" / "sixtyone_bound.jsonl"
HARD_GAMES = Path(__file__).resolve().parent / "results" / "sixtyone_hard_games.jsonl"
WHOLE = Path("benchmarks/results/sixtyone_whole.jsonl")


def play(seed: int, opening: int = 0) -> dict[str, Any]:
    """A solo game: the normal bot for the first `opening` rounds, the hard bot after; its moves and score."""
    state, _ = GAME.new_game(Setup(seed, 1, "standard", {}))
    moves: list[dict[str, Any]] = []
    cpu: list[float] = []
    while not GAME.is_over(state):
        view = GAME.observe(state, 0)
        started = time.process_time()
        if state.round <= opening:
            move = bot_move(view, "normal", seed * 1000 + len(moves))
        else:
            move = hard_advice(view).move
            cpu.append(time.process_time() - started)
        moves.append(move)
        GAME.apply(state, move)
    return {"moves": moves, "score": GAME.scores(state)[0], "cpu": cpu}


VARIANTS: dict[str, tuple[int, tuple[int, int], int | None]] = {
    "playouts": (200_000, (0, 0), None),
    "nested": (100_000, (2, 150_000), None),
    "nested-top2": (100_000, (2, 100_000), 2),
}
"""Hard-bot settings to compare (--paired): the play-out budget, the (choices, budget) of the stage one
roll deeper and how many splits of a next roll it plays out (hard.BUDGET, hard.NESTED,
hard.NESTED_SPLITS). "playouts" is the hard bot before the deeper stage."""
BASELINE = "playouts"


def variant_file(name: str) -> Path:
    """Where a variant's games are recorded."""
    if name == BASELINE:
        return HARD_GAMES
    return HARD_GAMES.with_name(f"sixtyone_{name}_games.jsonl")


def use_variant(name: str) -> None:
    """Set the hard bot to a variant's settings."""
    hard.BUDGET, hard.NESTED, hard.NESTED_SPLITS = VARIANTS[name]


def cpu_check(variant: str, seeds: tuple[int, int], games: dict[int, dict[str, Any]]) -> None:
    """At every decision of the baseline's recorded games on the seeds, the CPU of a move by the
    baseline and by the variant, one after the other on the same position (the same load for both)."""
    times: dict[str, list[float]] = {BASELINE: [], variant: []}
    for seed in range(*seeds):
        state, _ = GAME.new_game(Setup(seed, 1, "standard", {}))
        for move in games[seed]["moves"]:
            view = GAME.observe(state, 0)
            for name in times:
                use_variant(name)
                started = time.process_time()
                hard_advice(view)
                times[name].append(time.process_time() - started)
            GAME.apply(state, move)
    for name, cpu in times.items():
        cpu.sort()
        print(
            f"{name}, CPU a move at the same {len(cpu)} positions: mean {statistics.fmean(cpu):.3f} s, "
            f"p95 {cpu[int(0.95 * (len(cpu) - 1))]:.3f} s, max {cpu[-1]:.3f} s"
        )


def first_difference(mine: list[dict[str, Any]], theirs: list[dict[str, Any]]) -> str:
    """What the first move two games on the same seed differ in: the leaf die, the write (the same leaf die)
    or a joker's cell; "no move" when they are the same game."""
    for move, other in zip(mine, theirs):
        if move != other:
            if move["kind"] == "joker":
                return "a joker's cell"
            return "the leaf die" if move.get("leaf") != other.get("leaf") else "the write (the same leaf die)"
    return "no move (the same game)"


def paired(options: argparse.Namespace) -> int:
    """Play --variant and the baseline on the seeds without a recorded game (resumable), then print each
    one's mean, their paired difference seed by seed and the variant's CPU a move."""
    names = [options.variant, BASELINE]
    if options.cpu_check:
        hard_advice(GAME.observe(GAME.new_game(Setup(0, 1, "standard", {}))[0], 0))  # the tables, made once
        cpu_check(options.variant, options.seeds, read_games(RESULTS, HARD_GAMES))
        return 0
    games: dict[str, dict[int, dict[str, Any]]] = {}
    for name in names:
        out = options.games_out if options.games_out and name == options.variant else variant_file(name)
        games[name] = read_games(out, *([RESULTS] if name == BASELINE else []), variant_file(name))
        if options.summary:
            continue
        use_variant(name)
        for seed in range(*options.seeds):
            if seed not in games[name]:
                games[name][seed] = {"seed": seed, **play(seed)}
                with out.open("a") as file:
                    file.write(json.dumps(games[name][seed]) + "\n")
    seeds = [s for s in range(*options.seeds) if all(s in games[name] for name in names)]
    if len(seeds) < 2:
        print("fewer than two seeds with both games")
        return 1
    for name in names:
        scores = [games[name][s]["score"] for s in seeds]
        print(f"{name}: {len(seeds)} seeds, mean ± s.e. {_pm(scores)}")
    diffs = [games[options.variant][s]["score"] - games[BASELINE][s]["score"] for s in seeds]
    same = sum(1 for s in seeds if games[options.variant][s]["moves"] == games[BASELINE][s]["moves"])
    print(
        f"{options.variant} - {BASELINE}, paired: {statistics.fmean(diffs):+.3f} ± "
        f"{statistics.stdev(diffs) / len(diffs) ** 0.5:.3f} "
        f"(identical games {same}, better {sum(d > 0 for d in diffs)}, worse {sum(d < 0 for d in diffs)})"
    )
    parts: dict[str, list[float]] = {}
    for seed, diff in zip(seeds, diffs):
        parts.setdefault(
            first_difference(games[options.variant][seed]["moves"], games[BASELINE][seed]["moves"]), []
        ).append(diff)
    for what, values in sorted(parts.items()):
        error = f" ± {statistics.stdev(values) / len(values) ** 0.5:.2f}" if len(values) > 1 else ""
        print(f"  the games first part at {what}: {len(values)} seeds, paired {statistics.fmean(values):+.2f}{error}")
    cpu = sorted(c for s in seeds for c in games[options.variant][s].get("cpu", []))
    if cpu:
        print(
            f"{options.variant} CPU a move over {len(cpu)} moves: mean {statistics.fmean(cpu):.3f} s, "
            f"p95 {cpu[int(0.95 * (len(cpu) - 1))]:.3f} s, max {cpu[-1]:.3f} s"
        )
    return 0


def rounds_of(seed: int, moves: list[dict[str, Any]]) -> list[tuple[Sheet, tuple[int, int, int], int]]:
    """Replay a game: per round, the reduced sheet before the roll, the roll, and the acorns held then."""
    tables = default_tables()
    state, _ = GAME.new_game(Setup(seed, 1, "standard", {}))
    out: list[tuple[Sheet, tuple[int, int, int], int]] = []
    for move in moves:
        if not state.joker_pending:
            out.append(_reduced(tables, state) + (state.sheets[0].score(),))
        GAME.apply(state, move)
    out.append(((_reduced(tables, state)[0]), (0, 0, 0), state.sheets[0].score()))
    return out


def _reduced(tables: Any, state: SixtyOneState) -> tuple[Sheet, tuple[int, int, int]]:
    """The sheet as the search sees it, and the roll of the round."""
    sheet = state.sheets[0]
    dice = tuple(state.dice)
    return (tuple(tables.rows(sheet_keys(sheet.areas))), sheet.total), (dice[0], dice[1], dice[2])


def measure(seed: int, moves: list[dict[str, Any]], rounds: list[int], scale: float, limit: int) -> dict[str, Any]:
    """Per round R: the exact inner maximum from the hard bot's sheet after round R, what the bot earned after
    it, and the bot line's own penalised score (which the maximum must reach)."""
    tables = default_tables()
    history = rounds_of(seed, moves)
    final = history[-1][2]
    played = len(history) - 1
    out: dict[str, Any] = {}
    for start in rounds:
        if start >= played:
            out[str(start)] = {"bound": 0.0, "bot": 0, "line": 0.0, "widest": 0, "cpu": 0.0}
            continue
        sheet, _dice, held = history[start]
        rolls = seed_rolls(seed)[start:]
        line = float(final - held)
        if scale:
            for r in range(start, played):
                line += scale * float(penalties(tables, [history[r][0]], r, history[r][1])[0])
        started = time.process_time()
        inner = solve(tables, sheet, start, rolls, scale, limit)
        out[str(start)] = {
            "bound": inner.value,
            "bot": final - held,
            "line": line,
            "widest": inner.widest,
            "cpu": time.process_time() - started,
            "split": parting(start, [h[0] for h in history[start + 1 :]], list(inner.line)),
        }
    return out


def parting(start: int, bot: list[Sheet], best: list[Sheet]) -> dict[str, Any] | None:
    """Where the search's best line first leaves the hard bot's: the round, and whether the leaf die differs
    ("leaf": the dice took other roles) or only the write ("write": area, value or cell; the areas named)."""
    for step, (mine, theirs) in enumerate(zip(best, bot)):
        if mine != theirs:
            areas = [area + 1 for area in range(6) if mine[0][area] != theirs[0][area]]
            kind = "leaf" if mine[1] != theirs[1] else "write"
            return {"round": start + step + 1, "kind": kind, "areas": areas, "joker": mine[1] in LEAF_JOKERS}
    return None


def summary(lines: list[dict[str, Any]], rounds: list[int]) -> None:
    """Print mean ± standard error of the bound, the bot and the gap, per starting round.

    The gap is the mean of (bound - the bot line's penalised score): the same expectation as bound - bot (the
    penalty along the bot's own line has mean zero), with far less noise (the roll's luck cancels)."""
    print(
        "| from round | seeds | bound (mean ± s.e.) | hard bot after it | gap: bound - bot line | "
        "bound - bot, paired | unsolved | CPU s a seed |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for start in rounds:
        rows = [line["rounds"][str(start)] for line in lines if str(start) in line["rounds"]]
        solved = [row for row in rows if row["bound"] is not None]
        if len(solved) < 2:
            continue
        bound = [row["bound"] for row in solved]
        bot = [float(row["bot"]) for row in solved]
        gap = [row["bound"] - row["line"] for row in solved]
        paired = [b - c for b, c in zip(bound, bot)]
        cpu = statistics.fmean(row["cpu"] for row in solved)
        print(
            f"| {start} | {len(solved)} | {_pm(bound)} | {_pm(bot)} | {_pm(gap)} | {_pm(paired)} | "
            f"{len(rows) - len(solved)} | {cpu:.2f} |"
        )
    for start in rounds:
        parted = [
            (row["split"], row["bound"] - row["line"])
            for line in lines
            if (row := line["rounds"].get(str(start))) and row["bound"] is not None and row.get("split")
        ]
        total = sum(excess for _, excess in parted) or 1.0
        kinds: dict[str, float] = {}
        for split, excess in parted:
            name = split["kind"] + (" (joker total)" if split["joker"] else "")
            kinds[name] = kinds.get(name, 0.0) + excess
        if parted:
            shares = ", ".join(f"{name} {100 * value / total:.0f}%" for name, value in sorted(kinds.items()))
            print(f"from round {start}: where the best line first leaves the bot's, share of the gap: {shares}")
    scores = [float(line["score"]) for line in lines]
    if len(scores) > 1:
        print(f"hard bot, whole game, the same seeds: {_pm(scores)} over {len(scores)} seeds")
    widths = sorted({int(w) for line in lines for w in line.get("full_search", {})})
    for width in widths:
        found = [line for line in lines if str(width) in line.get("full_search", {})]
        if len(found) > 1:
            wide = [line["full_search"][str(width)] for line in found]
            bot = [float(line["score"]) for line in found]
            print(
                f"whole game, best penalised line a search keeping {width} sheets a round finds (a lower estimate "
                f"of the whole game's bound, NOT a bound): {_pm(wide)} over {len(found)} seeds (hard bot {_pm(bot)})"
            )


def _pm(values: list[float]) -> str:
    """Mean ± standard error."""
    return f"{statistics.fmean(values):.2f} ± {statistics.stdev(values) / len(values) ** 0.5:.2f}"


def checked(lines: list[dict[str, Any]]) -> list[str]:
    """The seeds where the inner maximum fell below the bot line's own penalised score (none if exact)."""
    bad = []
    for line in lines:
        for start, row in line["rounds"].items():
            if row["bound"] is not None and row["bound"] < row["line"] - 1e-6:
                bad.append(f"seed {line['seed']} from round {start}: {row['bound']:.3f} < {row['line']:.3f}")
    return bad


def count_sheets(seed: int, rounds: int) -> None:
    """Print how many distinct reduced sheets each round can hold from the empty sheet with the seed's rolls."""
    tables = default_tables()
    layer = {start_sheet(tables)}
    for now, roll in enumerate(seed_rolls(seed)[:rounds]):
        layer = {after for x in layer if x[1] < LEAF_END for after, _ in transitions(tables, x, roll)}
        print(f"seed {seed}, after round {now + 1}: {len(layer)} sheets", flush=True)


def prices_for(path: Path, steps: int, target: float) -> weakly.RollPrices:
    """The weakly coupled bound's prices: read from `path`, or fitted by `steps` subgradient steps and saved."""
    if path.exists():
        return weakly.load(path)
    tables = default_tables()
    prices, value = weakly.fit(tables, steps, target, report=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    weakly.save(path, prices, value)
    return prices


def whole_game(seed: int, solved: weakly.Solved, prices: weakly.RollPrices, steps: int) -> dict[str, Any]:
    """The seed's whole-game bound: the inner problem from the empty sheet, relaxed into its seven parts
    (lagrange.py), charged with the parts' penalty, the prices starting from the weakly coupled ones."""
    tables = default_tables()
    sheet = start_sheet(tables)
    dice = seed_rolls(seed)
    job = lagrange.problem(dice, sheet[0], sheet[1], 0)
    rounds = len(job.roll)
    start = lagrange.Prices(
        np.array([prices.lam[t, job.roll[t]] for t in range(rounds)]),
        np.array([prices.mu[t, job.roll[t]] for t in range(rounds)]),
    )
    started = time.process_time()
    value, found = lagrange.bound(tables, job, weakly.penalty_of(solved), steps, solved.value - 8.0, start)
    return {"seed": seed, "bound": value, "weakly": solved.value, "step": found, "cpu": time.process_time() - started}


def bot_line(seed: int, moves: list[dict[str, Any]], pen: lagrange.Penalty) -> dict[str, Any]:
    """The hard bot's game on a seed: its score, the score minus the parts' charges along its line (the same
    mean, far less noise: the luck of the rolls cancels against the bound's), and its acorns per part (the
    leaf row, then each area with its first-completion bonus)."""
    history = rounds_of(seed, moves)
    table = weakly.rolls()
    dice = seed_rolls(seed)
    played = len(history) - 1
    line = float(history[-1][2])
    for r in range(len(dice)):
        keys, total = history[min(r, played)][0]
        line += pen.charge(r, keys, total, table.index[dice[r]])
    state, _ = GAME.new_game(Setup(seed, 1, "standard", {}))
    for move in moves:
        GAME.apply(state, move)
    sheet = state.sheets[0]
    parts = [sheet.breakdown()["leaves"]] + [sheet.breakdown()["areas"][a] + 3 * sheet.first[a] for a in range(6)]
    return {"score": float(sheet.score()), "line": line, "parts": parts}


def whole_summary(lines: list[dict[str, Any]], bots: dict[int, dict[str, Any]], solved: weakly.Solved) -> None:
    """Print the whole-game bound over the seeds, the weakly coupled bound, the hard bot on the seeds whose
    game is known, the gap, and the parts' acorns beside the bot's."""
    if not lines:
        return
    bounds = [line["bound"] for line in lines]
    print(f"whole game, weakly coupled bound (exact, no seed): {lines[0]['weakly']:.3f}")
    if len(bounds) > 1:
        cpu = statistics.fmean(line["cpu"] for line in lines)
        print(
            f"whole game, information relaxation bound over {len(bounds)} seeds "
            f"({lines[0]['seed']}..{lines[-1]['seed']}): {_pm(bounds)} (CPU {cpu:.2f} s a seed)"
        )
    known = [(line["bound"], bots[line["seed"]]) for line in lines if line["seed"] in bots]
    if len(known) > 1:
        print(
            f"  the {len(known)} of them whose hard-bot game is known: bound {_pm([b for b, _ in known])}, "
            f"hard bot {_pm([g['score'] for _, g in known])}; gap: bound - bot {_pm([b - g['score'] for b, g in known])}, "
            f"bound - the bot's charged line {_pm([b - g['line'] for b, g in known])}"
        )
        names = ["leaf row", *(f"area {a}" for a in range(1, 7))]
        bot_parts = [statistics.fmean(g["parts"][i] for _, g in known) for i in range(7)]
        print("  | part | the relaxation's own line (expected) | hard bot | difference |")
        print("  |---|---:|---:|---:|")
        for i, name in enumerate(names):
            print(f"  | {name} | {solved.acorns[i]:.2f} | {bot_parts[i]:.2f} | {solved.acorns[i] - bot_parts[i]:.2f} |")
        flow = solved.value - float(solved.acorns.sum())
        print(f"  | prices paid between the parts | {flow:.2f} | | {flow:.2f} |")
        print(
            f"  expected by the parts: {solved.jokers:.2f} jokers reached by the leaf row, {solved.rounds:.2f} rounds "
            f"played by it, {solved.writes:.2f} writes by the areas together"
        )


def read_games(*paths: Path) -> dict[int, dict[str, Any]]:
    """The hard bot's recorded games (seed, score, moves, CPU a move) in results files, by seed."""
    games: dict[int, dict[str, Any]] = {}
    for path in paths:
        if path.exists():
            for text in path.read_text().splitlines():
                if text.strip():
                    line = json.loads(text)
                    games.setdefault(line["seed"], line)
    return games


def whole(options: argparse.Namespace) -> int:
    """The whole-game bound on every seed of --seeds (resuming --whole-out), the hard bot's games with
    --play-bot (resuming --games-out), then their summary."""
    prices = prices_for(options.prices, options.fit_steps, 40.0)
    solved = weakly.solve(default_tables(), prices)
    pen = weakly.penalty_of(solved)
    done: dict[int, dict[str, Any]] = {}
    out: Path = options.whole_out
    if out.exists():
        for text in out.read_text().splitlines():
            if text.strip():
                line = json.loads(text)
                done[line["seed"]] = line
    out.parent.mkdir(parents=True, exist_ok=True)
    if not options.summary:
        for seed in range(*options.seeds):
            if seed in done:
                continue
            line = whole_game(seed, solved, prices, options.steps)
            done[seed] = line
            with out.open("a") as file:
                file.write(json.dumps(line) + "\n")
    games_out = options.games_out or HARD_GAMES
    games = read_games(options.out, games_out)
    if options.play_bot and not options.summary:
        for seed in range(*options.seeds):
            if seed not in games:
                game = play(seed)
                games[seed] = {"seed": seed, **game}
                with games_out.open("a") as file:
                    file.write(json.dumps(games[seed]) + "\n")
    lines = [done[s] for s in sorted(done) if options.seeds[0] <= s < options.seeds[1]]
    bots = {seed: bot_line(seed, game["moves"], pen) for seed, game in games.items() if seed in done}
    whole_summary(lines, bots, solved)
    cpu = sorted(
        c for seed, game in games.items() if options.seeds[0] <= seed < options.seeds[1] for c in game.get("cpu", [])
    )
    if cpu:
        print(
            f"hard bot CPU a move over {len(cpu)} moves: mean {statistics.fmean(cpu):.3f} s, "
            f"p95 {cpu[int(0.95 * (len(cpu) - 1))]:.3f} s, max {cpu[-1]:.3f} s"
        )
    bad = [
        f"seed {line['seed']}: {line['bound']:.3f} above the weakly bound"
        for line in lines
        if line["bound"] > line["weakly"] + 1e-6
    ]
    bad += [
        f"seed {seed}: bound below the bot's charged line"
        for seed, g in bots.items()
        if done[seed]["bound"] < g["line"] - 1e-6
    ]
    for text in bad:
        print("FAILED:", text)
    return 1 if bad else 0


def hard_game(seed: int) -> list[dict[str, Any]]:
    """The hard bot's moves in a whole game on a seed: its recorded game (benchmarks/results), or a game
    played now when none is recorded."""
    recorded = read_games(RESULTS, HARD_GAMES)
    return recorded[seed]["moves"] if seed in recorded else play(seed)["moves"]


def quick() -> int:
    """The CI check: 20 seeds from round 14, and the whole game's bound (40 steps a seed) above the hard bot."""
    lines = []
    for seed in range(QUICK_SEEDS):
        game = play(seed, opening=QUICK_ROUND)
        rounds = measure(seed, game["moves"], [QUICK_ROUND], 1.0, 200_000)
        lines.append({"seed": seed, "score": game["score"], "rounds": rounds})
    summary(lines, [QUICK_ROUND])
    bad = checked(lines)
    rows = [line["rounds"][str(QUICK_ROUND)] for line in lines]
    if any(row["bound"] is None for row in rows):
        bad.append("a seed outgrew the limit")
    else:
        bound = statistics.fmean(row["bound"] for row in rows)
        bot = statistics.fmean(row["bot"] for row in rows)
        if bound < bot:
            bad.append(f"mean bound {bound:.2f} below the hard bot's {bot:.2f}")
    prices = weakly.load(PRICES) if PRICES.exists() else weakly.zero_prices()
    solved = weakly.solve(default_tables(), prices)
    wholes = [whole_game(seed, solved, prices, 40) for seed in range(QUICK_SEEDS)]
    pen = weakly.penalty_of(solved)
    bots = {seed: bot_line(seed, hard_game(seed), pen) for seed in range(QUICK_SEEDS)}
    whole_summary(wholes, bots, solved)
    bound_whole = statistics.fmean(line["bound"] for line in wholes)
    bot_whole = statistics.fmean(game["score"] for game in bots.values())
    bad += [
        f"seed {s}: bound below the bot's charged line"
        for s, g in bots.items()
        if wholes[s]["bound"] < g["line"] - 1e-6
    ]
    if bound_whole < bot_whole:
        bad.append(f"whole-game bound {bound_whole:.2f} below the hard bot's {bot_whole:.2f}")
    bad += [f"seed {w['seed']}: above the weakly coupled bound" for w in wholes if w["bound"] > w["weakly"] + 1e-6]
    for line in bad:
        print("FAILED:", line)
    return 1 if bad else 0


def main() -> int:
    """Run the seeds (resuming the output file) and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs=2, default=(0, 1000), metavar=("FIRST", "END"))
    parser.add_argument("--rounds", type=int, nargs="+", default=[12])
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--limit", type=int, default=2_000_000, help="most sheets a round of the search may hold")
    parser.add_argument("--out", type=Path, default=Path("benchmarks/results/sixtyone_bound.jsonl"))
    parser.add_argument("--bot-cache", type=Path, help="a file of hard-bot games (seed, bot, moves) to reuse")
    parser.add_argument("--full-search", type=int, default=0, metavar="WIDTH")
    parser.add_argument("--summary", action="store_true", help="only print the table of the output file")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--count-sheets", type=int, metavar="ROUNDS", help="count the whole game's sheets a round")
    parser.add_argument("--whole", action="store_true", help="the whole-game bound (weakly coupled parts)")
    parser.add_argument("--whole-out", type=Path, default=WHOLE)
    parser.add_argument("--prices", type=Path, default=PRICES, help="the weakly coupled prices (fitted if absent)")
    parser.add_argument("--fit-steps", type=int, default=300)
    parser.add_argument("--steps", type=int, default=150, help="subgradient steps a seed (whole game)")
    parser.add_argument("--play-bot", action="store_true", help="play the hard bot on the seeds without a game")
    parser.add_argument("--games-out", type=Path, help="where the bot's games go (default: per bot, in results)")
    parser.add_argument("--paired", action="store_true", help="--variant against the hard bot before it, seed by seed")
    parser.add_argument("--variant", choices=sorted(VARIANTS), default="nested")
    parser.add_argument("--cpu-check", action="store_true", help="with --paired: both settings' CPU a move")
    options = parser.parse_args()
    if options.paired:
        return paired(options)
    if options.quick:
        return quick()
    if options.whole:
        return whole(options)
    if options.count_sheets:
        count_sheets(options.seeds[0], options.count_sheets)
        return 0
    done: dict[int, dict[str, Any]] = {}
    if options.out.exists():
        for text in options.out.read_text().splitlines():
            if text.strip():
                line = json.loads(text)
                done[line["seed"]] = line
    if not options.summary:
        cache: dict[int, dict[str, Any]] = {}
        if options.bot_cache and options.bot_cache.exists():
            for text in options.bot_cache.read_text().splitlines():
                if text.strip():
                    line = json.loads(text)
                    cache[line["seed"]] = {"moves": line["moves"], "score": line["bot"]}
        options.out.parent.mkdir(parents=True, exist_ok=True)
        for seed in range(*options.seeds):
            wide = str(options.full_search)
            if (
                seed in done
                and all(str(r) in done[seed]["rounds"] for r in options.rounds)
                and (not options.full_search or wide in done[seed].get("full_search", {}))
            ):
                continue
            game = done.get(seed) or cache.get(seed) or play(seed)
            known = done[seed]["rounds"] if seed in done else {}
            todo = [r for r in options.rounds if str(r) not in known]
            rounds = {**known, **measure(seed, game["moves"], todo, options.scale, options.limit)}
            line = {"seed": seed, "score": game["score"], "moves": game["moves"], "rounds": rounds}
            line["full_search"] = dict(done[seed].get("full_search", {})) if seed in done else {}
            if options.full_search and wide not in line["full_search"]:
                line["full_search"][wide] = widest_search(default_tables(), seed_rolls(seed), options.full_search)
            done[seed] = line
            with options.out.open("a") as file:
                file.write(json.dumps(line) + "\n")
    lines = [done[s] for s in sorted(done)]
    summary(lines, sorted({int(r) for line in lines for r in line["rounds"]}))
    bad = checked(lines)
    for text in bad:
        print("FAILED:", text)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
