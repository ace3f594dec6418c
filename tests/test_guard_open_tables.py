"""The open tables an address and its network created, counted as tables open and close, as a recount says."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.server.guard import Creators, Limits, network_key

ADDRESSES = ["203.0.113.5", "203.0.113.9", "198.51.100.7", "2001:db8:1:2::/64", "2001:db8:1:3::/64"]
CODES = [f"T{index}" for index in range(8)]

steps = st.lists(
    st.one_of(
        st.tuples(st.just("create"), st.sampled_from(CODES), st.sampled_from(ADDRESSES), st.booleans()),
        st.tuples(st.just("close"), st.sampled_from(CODES), st.just(""), st.just(False)),
    ),
    max_size=40,
)


def recounted(creators: Creators, key: str, bots_alone: bool) -> bool:
    """Whether the open tables, counted afresh over every open table's creator, leave `key` room for a table."""
    owners = list(creators.owner.values())
    limits = creators.limits
    mine = [alone for owner, alone in owners if owner == key]
    in_network = [owner for owner, _alone in owners if network_key(owner) == network_key(key)]
    return (
        len(mine) < limits.open_per_address
        and not (bots_alone and sum(mine) >= limits.bot_tables)
        and len(in_network) < limits.open_per_network
    )


@settings(max_examples=150, deadline=None)
@given(steps=steps)
def test_a_create_is_refused_exactly_when_a_recount_of_the_open_tables_says_so(
    steps: list[tuple[str, str, str, bool]],
) -> None:
    """Tables created, created again under the same code, closed, closed twice: after each step, every address is
    refused a table (of people or of bots alone) exactly when its own, its bots' or its network's open tables,
    recounted, are at their limit."""
    limits = Limits(creates=10**6, network_creates=10**6, open_per_address=3, bot_tables=2, open_per_network=4)
    creators = Creators(limits)
    for action, code, key, bots_alone in steps:
        if action == "create":
            creators.created(code, key, bots_alone)
        else:
            creators.closed(code)
        for address in ADDRESSES:
            for alone in (False, True):
                allowed = creators.refusal(address, alone) is None
                assert allowed == recounted(creators, address, alone), (address, alone, creators.owner)
    for code in CODES:
        creators.closed(code)
    assert not creators.open and not creators.open_bots and not creators.open_in
