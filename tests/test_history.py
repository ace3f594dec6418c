"""The history's reading position stays on the newest line the reader may read, however lines and readers mix."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from accessible_games.speech.announcer import History

STEPS = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.sampled_from([None, 0, 1, 2])),
        st.tuples(st.just("restrict"), st.tuples(st.sampled_from([None, 0, 1]), st.booleans())),
        st.tuples(st.just("prepend"), st.integers(0, 3)),
    ),
    max_size=60,
)


@given(STEPS)
def test_the_newest_readable_line_is_where_reading_starts(steps: list[tuple[str, object]]) -> None:
    history = History(["before"])
    for number, (kind, arg) in enumerate(steps):
        if kind == "add":
            history.add(f"line {number}", arg)  # type: ignore[arg-type]
            assert history.position == len(history.lines) - 1
            if arg is None or history.everyone or arg == history.reader:
                assert history.step("last") == f"line {number}"
        elif kind == "restrict":
            reader, everyone = arg  # type: ignore[misc]
            history.restrict(reader, everyone)
            assert history.position == len(history.lines)
        else:
            history.prepend([f"old {number}.{n}" for n in range(arg)])  # type: ignore[call-overload]
            assert history.position == len(history.lines)
