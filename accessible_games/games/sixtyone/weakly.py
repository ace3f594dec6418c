"""Sixty-One as seven weakly coupled parts: an upper bound on the best expected score by Lagrangian relaxation.

The game splits into the leaf row and the six areas (lagrange.py), coupled only by the roll's role split
each round and by the jokers. Price that coupling with numbers that may depend on the round and on the roll
that came, never on a sheet: `lam[t, r, s]`, what the leaf row pays and the area of split s earns when split
s of roll r is taken in round t, and `mu[t, r] >= 0`, what an area pays and the leaf row earns for a joker
in round t under roll r. Each part is then a small game of its own against the same dice, solved exactly
in expectation (`solve`): the leaf row over its totals, each area over its keys. Whatever the prices, the
sum of the seven parts' expected values is at least the expected score of every policy of the real game
(Hawkins 2003; Adelman and Mersereau 2008: a policy of the game is one of each part, the prices cancel on
its line, and the parts may do more: pass when a write fits, leave a joker, write after the game's end).
`fit` lowers it by subgradient steps on the prices. No seed is involved: the number is exact.

Each part's choice values `Q[t, state, r]` also give a penalty for the information relaxation (lagrange.py,
`Penalty`): charged that way, a clairvoyant part at the same prices earns exactly its expected value on
every seed, so the seeds' Lagrangian bound starts from this one and its steps can only lower it (Ye, Zhu and
Zhou 2014, "Weakly coupled dynamic program: information and Lagrangian relaxations").
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .duality import rolls
from .lagrange import NEG, Penalty, areas_of, edges_of
from .playouts import TOTALS, Tables
from .rules import role_splits
from .sheet import LEAF_END, LEAVES


@dataclass
class RollPrices:
    """The prices: `lam[t, r, s]` per round, roll (of 56) and role split (free sign), `mu[t, r] >= 0`."""

    lam: np.ndarray  # [20, 56, 6]
    mu: np.ndarray  # [20, 56]

    def to_json(self) -> dict[str, list[list[list[float]]] | list[list[float]]]:
        """Plain lists, for a results file."""
        return {"lam": np.round(self.lam, 6).tolist(), "mu": np.round(self.mu, 6).tolist()}

    @staticmethod
    def from_json(data: dict[str, list[list[list[float]]] | list[list[float]]]) -> "RollPrices":
        """Inverse of `to_json`."""
        return RollPrices(np.array(data["lam"], dtype=float), np.array(data["mu"], dtype=float))


def zero_prices() -> RollPrices:
    """Prices of nothing."""
    return RollPrices(np.zeros((LEAVES, len(rolls().dice), 6)), np.zeros((LEAVES, len(rolls().dice))))


@dataclass(frozen=True)
class Solved:
    """The parts solved at some prices: the bound, each part's values and choice values, and the gradient."""

    value: float  # the sum of the parts' expected values from the empty sheet
    area_q: np.ndarray  # [20, g, 56]: an area in key g, round t, roll r: the best it can do from there
    area_w: np.ndarray  # [21, g]: its expected value before the roll
    leaf_q: np.ndarray  # [20, TOTALS, 56]
    leaf_w: np.ndarray  # [21, TOTALS]
    grad_lam: np.ndarray  # [20, 56, 6]
    grad_mu: np.ndarray  # [20, 56]
    acorns: np.ndarray  # [7]: the acorns the leaf row (0) and each area (1..6) expect on their own lines
    jokers: float  # the jokers the leaf row expects to reach
    writes: float  # the writes the six areas expect, together
    rounds: float  # the rounds the leaf row expects to play (the game's length)


def _splits() -> list[list[tuple[int, int, int]]]:
    """Per roll (of 56), its distinct role splits."""
    return [list(role_splits(list(d))) for d in rolls().dice]


def solve(tables: Tables, prices: RollPrices) -> Solved:
    """Every part solved exactly in expectation at these prices, with the bound's subgradient."""
    table = rolls()
    chance = table.chance
    splits = _splits()
    areas = areas_of(tables)
    edges = edges_of(tables)
    count = len(areas.area)
    every = np.arange(count)
    rounds = LEAVES
    area_q = np.zeros((rounds, count, len(chance)))
    area_w = np.zeros((rounds + 1, count))
    # per round and roll, per key: the split taken (-1 none), the key after its write, the key after all
    took = np.full((rounds, len(chance), count), -1, dtype=np.int8)
    earned = np.zeros((rounds, len(chance), count))
    joked = np.zeros((rounds, len(chance), count), dtype=bool)
    after = np.zeros((rounds, len(chance), count), dtype=np.int32)
    j_source, j_lead, j_gain, j_starts = edges.joker
    j_group = np.repeat(np.arange(len(j_starts)), np.diff(np.r_[j_starts, len(j_lead)]))
    for t in range(rounds - 1, -1, -1):
        ahead = area_w[t + 1]
        each = j_gain + ahead[j_lead]
        best_joker = np.maximum.reduceat(each, j_starts)
        first = np.full(len(j_starts), len(each))
        np.minimum.at(first, j_group, np.where(each >= best_joker[j_group] - 1e-12, np.arange(len(each)), len(each)))
        placed = np.full(count, NEG)
        placed[j_source] = best_joker
        jump = every.copy()
        jump[j_source] = j_lead[first]
        joker_gain = np.zeros(count)
        joker_gain[j_source] = j_gain[first]
        for r in range(len(chance)):
            use = placed - prices.mu[t, r] > ahead
            held = np.where(use, placed - prices.mu[t, r], ahead)
            best = held.copy()
            split = np.full(count, -1)
            lead = every.copy()
            gained = np.zeros(count)
            for s, (a, v, _lf) in enumerate(splits[r]):
                w_source, w_lead, w_gain, w_starts = edges.write[a - 1][v]
                if not w_source.size:
                    continue
                each_w = w_gain + held[w_lead]
                top = np.maximum.reduceat(each_w, w_starts)
                group = np.repeat(np.arange(len(w_starts)), np.diff(np.r_[w_starts, len(w_lead)]))
                pick = np.full(len(w_starts), len(each_w))
                np.minimum.at(pick, group, np.where(each_w >= top[group] - 1e-12, np.arange(len(each_w)), len(each_w)))
                option = top + prices.lam[t, r, s]
                better = option > best[w_source]
                rows = w_source[better]
                best[rows] = option[better]
                split[rows] = s
                lead[rows] = w_lead[pick[better]]
                gained[rows] = w_gain[pick[better]]
            area_q[t, :, r] = best
            took[t, r] = split
            joked[t, r] = use[lead]
            after[t, r] = np.where(use[lead], jump[lead], lead)
            earned[t, r] = gained + np.where(use[lead], joker_gain[lead], 0.0)
        area_w[t] = area_q[t] @ chance
    leaf_q = np.zeros((rounds, TOTALS, len(chance)))
    leaf_w = np.zeros((rounds + 1, TOTALS))
    leaf_took = np.full((rounds, len(chance), LEAF_END), -1, dtype=np.int8)
    leaf_next = np.zeros((rounds, len(chance), LEAF_END), dtype=np.int64)
    totals = np.arange(LEAF_END)
    for t in range(rounds - 1, -1, -1):
        ahead = leaf_w[t + 1]
        for r, dice in enumerate(table.dice):
            names = np.array(list(range(len(splits[r]))) + [-1] * len(set(dice)))
            die = np.array([lf for _a, _v, lf in splits[r]] + sorted(set(dice)))
            cost = np.r_[prices.lam[t, r, : len(splits[r])], np.zeros(len(set(dice)))]
            reach = totals[None, :] + die[:, None]
            capped = np.minimum(reach, TOTALS - 1)
            scores = (
                tables.leaf_acorns[capped]
                + prices.mu[t, r] * tables.joker_total[capped]
                + np.where(reach < LEAF_END, ahead[capped], 0.0)
                - cost[:, None]
            )
            pick = scores.argmax(axis=0)
            leaf_q[t, :LEAF_END, r] = scores[pick, totals]
            leaf_took[t, r] = names[pick]
            leaf_next[t, r] = reach[pick, totals]
        leaf_w[t] = leaf_q[t] @ chance
    value = float(leaf_w[0, 0] + sum(area_w[0, g] for g in areas.start))
    # forward: how often each part takes each split and joker (the subgradient)
    grad_lam = np.zeros_like(prices.lam)
    grad_mu = np.zeros_like(prices.mu)
    here = np.zeros(count)
    here[areas.start] = 1.0
    at = np.zeros(LEAF_END)
    at[0] = 1.0
    acorns = np.zeros(7)
    jokers = writes = played = 0.0
    for t in range(rounds):
        moved = np.zeros(count)
        moved_leaf = np.zeros(LEAF_END)
        for r in range(len(chance)):
            weight = here * chance[r]
            for s in range(len(splits[r])):
                grad_lam[t, r, s] += weight[took[t, r] == s].sum()
            grad_mu[t, r] -= weight[joked[t, r]].sum()
            moved += np.bincount(after[t, r], weights=weight, minlength=count)
            acorns += np.bincount(areas.area, weights=weight * earned[t, r], minlength=7)
            writes += float(weight[took[t, r] >= 0].sum())
            weight_leaf = at * chance[r]
            played += float(weight_leaf.sum())
            for s in range(len(splits[r])):
                grad_lam[t, r, s] -= weight_leaf[leaf_took[t, r] == s].sum()
            reach = leaf_next[t, r]
            acorns[0] += float(weight_leaf @ tables.leaf_acorns[np.minimum(reach, TOTALS - 1)])
            jokers += float(weight_leaf @ tables.joker_total[np.minimum(reach, TOTALS - 1)])
            grad_mu[t, r] += weight_leaf[tables.joker_total[np.minimum(reach, TOTALS - 1)]].sum()
            live = reach < LEAF_END
            moved_leaf += np.bincount(reach[live], weights=weight_leaf[live], minlength=LEAF_END)
        here, at = moved, moved_leaf
    return Solved(value, area_q, area_w, leaf_q, leaf_w, grad_lam, grad_mu, acorns, jokers, writes, played)


def fit(
    tables: Tables, steps: int, target: float, prices: RollPrices | None = None, report: bool = False
) -> tuple[RollPrices, float]:
    """Lower the bound by `steps` subgradient steps (Polyak's step towards `target`, halved when the bound
    stalls); the best prices met and their bound."""
    prices = prices or zero_prices()
    best_prices, best = RollPrices(prices.lam.copy(), prices.mu.copy()), float("inf")
    theta, stalled = 1.0, 0
    for step in range(steps):
        got = solve(tables, prices)
        if got.value < best - 1e-9:
            best, stalled = got.value, 0
            best_prices = RollPrices(prices.lam.copy(), prices.mu.copy())
        else:
            stalled += 1
            if stalled >= 10:
                theta, stalled = theta / 2, 0
        if report:
            print(f"step {step}: {got.value:.4f} (best {best:.4f})", flush=True)
        norm = float((got.grad_lam**2).sum() + (got.grad_mu**2).sum())
        if norm < 1e-18:
            break
        size = theta * max(got.value - target, 1e-3) / norm
        prices.lam -= size * got.grad_lam
        prices.mu = np.maximum(prices.mu - size * got.grad_mu, 0.0)
    return best_prices, best


def penalty_of(solved: Solved) -> Penalty:
    """The information relaxation's penalty from the parts' choice values."""
    return Penalty(solved.area_q, solved.leaf_q, solved.area_w[:-1], solved.leaf_w[:-1])


def save(path: Path, prices: RollPrices, value: float) -> None:
    """Write the prices and their bound as JSON."""
    path.write_text(json.dumps({"bound": value, **prices.to_json()}))


def load(path: Path) -> RollPrices:
    """Read prices written by `save`."""
    return RollPrices.from_json(json.loads(path.read_text()))
