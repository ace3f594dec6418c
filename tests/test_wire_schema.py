"""One checker for what a peer sends, the app's link and the page's socket alike: a message whose type is not
even a name is refused as an unknown type from either side, and each side keeps its own fields."""

from __future__ import annotations

import json

import pytest

from accessible_games.core.wire import WireError, parse_client, parse_page


@pytest.mark.parametrize("kind", [[], {}, ["key"], None, 3])
def test_a_type_that_is_no_name_is_refused_by_both_sides(kind: object) -> None:
    for parse, extra in ((parse_page, {}), (parse_client, {"v": 1})):
        with pytest.raises(WireError) as refused:
            parse(json.dumps({"type": kind, **extra}))
        assert refused.value.code == "unknown-type"


def test_each_side_takes_its_own_fields_only() -> None:
    assert parse_page(json.dumps({"type": "key", "key": "Enter", "focus": [1, 2], "at": 5}))["key"] == "Enter"
    with pytest.raises(WireError, match="unknown field v"):
        parse_page(json.dumps({"v": 1, "type": "ping"}))
    with pytest.raises(WireError, match="unknown-type"):
        parse_client(json.dumps({"v": 1, "type": "key", "key": "Enter"}))  # a page's key is no request of the app
    with pytest.raises(WireError, match="bad focus"):
        parse_page(json.dumps({"type": "focus", "focus": [1, True]}))
    resume = {"type": "resume", "code": "abc", "token": "t" * 32, "seen": 4}
    assert parse_page(json.dumps(resume))["seen"] == parse_client(json.dumps({"v": 1, **resume}))["seen"] == 4
