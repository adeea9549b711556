"""What a click's rerun sends back, in order, over Streamlit's websocket (``scripts/bench_load.py``'s
client, as a browser speaks it): what the learner waits for comes first."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path
from urllib.parse import urlencode

from streamlit.proto.Common_pb2 import StringArray
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.bench_load import Tab  # noqa: E402
from scripts.browser_timing import serve  # noqa: E402


class Recorded(Tab):
    """A tab that notes each element drawn and each run's end, in the order they come."""

    def __init__(self, *args):
        super().__init__(*args)
        self.seen: list[tuple[str, object]] = []

    def take(self, f: ForwardMsg) -> bool:
        kind = f.WhichOneof("type")
        shown = self.cache.get(f.ref_hash, f) if kind == "ref_hash" else f
        if shown.WhichOneof("type") == "delta" and shown.delta.WhichOneof("type") == "new_element":
            element = shown.delta.new_element
            name = element.WhichOneof("type")
            self.seen.append((name, getattr(getattr(element, name), "id", "")))
        elif kind == "script_finished":
            self.seen.append(("finished", f.script_finished))
        return super().take(f)


async def pick_seven(url: str) -> Recorded:
    """The analysis board with two cards in hand; the seven of coins picked into it."""
    tab = Recorded(url, "analysis", urlencode({"lang": "en", "pos": "rules:000;first:0;hand:1O,3C;up:5E;stock:33"}))
    await tab.open()
    tab.seen.clear()
    wid, fragment = tab.widgets["an_pick"]
    await tab.run(WidgetState(id=wid, string_array_value=StringArray(data=["Seven"])), fragment)
    await tab.close()
    return tab


def test_a_pick_on_the_analysis_board_lists_the_card_before_the_prices_and_leaves_the_page_alone(tmp_path):
    """A pick reruns the board alone (not the page's navigation), and the card is in its list
    before the moves of the position it makes are priced (what took seconds on a busy server)."""
    env = {**os.environ, "BRISCA_DB": str(tmp_path / "games.sqlite3"), "BRISCA_THINK": "0"}
    server, url = serve(ROOT / "app.py", env)
    try:
        tab = asyncio.run(pick_seven(url))
    finally:
        server.terminate()
        server.wait(timeout=60)
    assert "7O" in tab.param("pos").split(";")[2]  # the hand now holds it
    kinds = [kind for kind, _ in tab.seen]
    assert ("finished", ForwardMsg.FINISHED_FRAGMENT_RUN_SUCCESSFULLY) in tab.seen
    assert "page_link" not in kinds  # the navigation is not sent again
    listed = next(i for i, (kind, wid) in enumerate(tab.seen) if kind == "button_group" and
                  wid.endswith("-an_list_hand"))
    priced = kinds.index("html")  # the moves' grid
    assert listed < priced
