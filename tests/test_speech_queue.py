"""The order of speech: echo first and only the latest; game events in order, lost only to stop."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.speech.queue import UtteranceQueue

OPERATIONS = st.lists(
    st.one_of(
        st.tuples(st.just("event"), st.integers(0, 99)),
        st.tuples(st.just("key"), st.integers(0, 99)),
        st.tuples(st.just("take"), st.just(0)),
        st.tuples(st.just("put back"), st.just(0)),
        st.just(("stop", 0)),
    ),
    max_size=40,
)


@settings(max_examples=200, deadline=None)
@given(OPERATIONS)
def test_events_keep_their_order_and_a_key_press_loses_none(operations: list[tuple[str, int]]) -> None:
    """Whatever the keys do, every event not yet begun is said, in order, unless stop drops it."""
    queue = UtteranceQueue()
    echo: str | None = None
    events: list[str] = []
    last_event: tuple[str, int] | None = None
    stopped_since_taken = False
    for kind, number in operations:
        if kind == "event":
            queue.put(f"event {number}", interrupt=False)
            events.append(f"event {number}")
        elif kind == "key":
            before = queue.generation
            queue.put(f"key {number}", interrupt=True)
            assert queue.generation == before + 1  # what was being said is abandoned
            echo = f"key {number}"
        elif kind == "stop":
            queue.clear()
            echo, events = None, []
            stopped_since_taken = True
        elif kind == "take" and (echo is not None or events):
            text, generation, navigation = queue.take()  # type: ignore[misc]
            expected = echo if echo is not None else events.pop(0)
            assert (text, navigation) == (expected, echo is not None)
            last_event = (text, generation) if not navigation else None
            stopped_since_taken = False
            echo = None
        elif kind == "put back" and last_event is not None:
            queue.put_back(*last_event)  # it had not begun: it keeps its turn unless stopped since
            if not stopped_since_taken:
                events.insert(0, last_event[0])
            last_event = None
    assert queue.idle() == (echo is None and not events and not queue.busy)


def test_wait_idle_and_close() -> None:
    """wait_idle returns once nothing waits; a closed queue hands out nothing more."""
    queue = UtteranceQueue()
    assert queue.wait_idle(0.01)
    queue.put("event", interrupt=False)
    assert not queue.wait_idle(0.01)
    queue.close()
    assert queue.take() is None
