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


EVERY_STEP = st.lists(
    st.one_of(
        st.tuples(
            st.just("add"), st.tuples(st.sampled_from([None, 0, 1]), st.sampled_from(["events", "talk", "mine"]))
        ),
        st.tuples(st.just("restrict"), st.tuples(st.sampled_from([None, 0, 1]), st.booleans())),
        st.tuples(st.just("prepend"), st.integers(0, 2)),
        st.tuples(st.just("switch"), st.sampled_from([1, -1])),
        st.tuples(st.just("step"), st.sampled_from(["previous", "next", "first", "last"])),
    ),
    max_size=80,
)


@given(EVERY_STEP)
def test_the_lines_read_are_those_the_reader_may_read_in_the_buffer_whatever_came_before(
    steps: list[tuple[str, object]],
) -> None:
    """Page Up reads, after any mix of new lines, readers, buffers and steps, exactly the lines of the buffer
    read now that the reader may read, oldest first (the lines are kept between presses, never stale)."""
    history = History(["before"])
    for number, (kind, arg) in enumerate(steps):
        if kind == "add":
            owner, buffer = arg  # type: ignore[misc]
            history.add(f"line {number}", owner, buffer)
        elif kind == "restrict":
            history.restrict(*arg)  # type: ignore[misc]
        elif kind == "prepend":
            history.prepend([f"old {number}.{n}" for n in range(arg)])  # type: ignore[call-overload]
        elif kind == "switch":
            history.switch(arg)  # type: ignore[arg-type]
        else:
            history.step(arg)  # type: ignore[arg-type]
        wanted = [
            text
            for (text, owner), line_kind in zip(history.entries, history.kinds)
            if (history.everyone or owner is None or owner == history.reader) and history.buffer in ("all", line_kind)
        ]
        assert history.lines == wanted
        assert history.step("last") == (wanted[-1] if wanted else None)
