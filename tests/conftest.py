"""What the tests share: the project on the path, a database of saved games of the test
session's own (so no test reads or writes a real user's games), the hypothesis profiles
(quick by default, thorough in CI: ``scripts/test.sh`` sets it), and helpers to build
hands, positions and pages."""

from __future__ import annotations

import json
import os
import random
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import settings
from reaper import Reaper

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# Set before any test (or any page run by AppTest) reads it; tests that need a database of
# their own override it with monkeypatch. The folder goes when this process ends, however it ends.
_DB_REAPER = Reaper(tempfile.mkdtemp(prefix="brisca-tests-"))
os.environ["BRISCA_DB"] = str(_DB_REAPER.folder / "games.sqlite3")
os.environ.pop("BRISCA_DATABASE_URL", None)  # a PostgreSQL store only where a test names one (``store``)
# The coach thinks ahead in a pool of processes; pages under AppTest value moves themselves
# (tests/test_thinker.py tests the pool, the browser tests the server with it).
os.environ.setdefault("BRISCA_THINK", "0")
# A page's unforeseen failure is told to the learner as a message (brisca.ui.guard); tests want
# to see it raised instead (tests/test_links.py checks the message with this off).
os.environ.setdefault("BRISCA_RAISE_ERRORS", "1")

# A test awaits a condition, never a speed: how long a machine takes depends on its load (a full
# run on two busy cores has taken 30 s for what takes a second alone). A wait is bounded only so
# that one that would last forever fails instead: by this, longer than anything but a hang.
HANG = 600  # seconds


def came_true(condition, seconds: float = HANG) -> bool:
    """Whether ``condition()`` comes true (polled), given up on after ``seconds``: a hang."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


settings.register_profile("quick", deadline=None)
settings.register_profile("thorough", deadline=None, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "quick"))
THOROUGH = os.environ.get("HYPOTHESIS_PROFILE") == "thorough"


def examples(thorough: int) -> int:
    """How many examples a property test draws: all of them in CI, a tenth while developing."""
    return thorough if THOROUGH else max(10, thorough // 10)


from streamlit.testing.v1 import AppTest  # noqa: E402  (after the database is chosen)
from streamlit.testing.v1 import app_test as _app_test  # noqa: E402

_DB_REAPER.add(_app_test.TMP_DIR.name)  # AppTest's own folder, made on import: reaped with ours

from brisca.core.cards import deck_cards, parse_cards  # noqa: E402
from brisca.core.record import GameRecord, deal  # noqa: E402
from brisca.core.rules import Rules, preset  # noqa: E402
from brisca.core.signals import seen_by  # noqa: E402
from brisca.core.state import OVER, legal_actions, step  # noqa: E402
from brisca.core.view import known_cards, turned_up_shown  # noqa: E402


@pytest.fixture(autouse=True)
def one_browser(monkeypatch):
    """Every page a test opens, it opens in one browser, whose cookie keeps the learner's key:
    AppTest sends no cookies, and a test that opens a game again is its learner coming back (a
    game is played on only from the browser it is filed under). Calling it moves on to another
    browser, with no cookie yet; tests/test_learner_key.py gives each of its browsers a jar."""
    from brisca.ui import progress_view

    jar: dict[str, str] = {}
    monkeypatch.setattr(progress_view, "browser_key", lambda: jar.get("key"))
    monkeypatch.setattr(progress_view, "write_browser_key", lambda key: jar.__setitem__("key", key))
    return jar.clear


HOLDER = "test-browser-holder-key-0"  # the one browser a test's people play from (``holds``)


def as_seat(game, seat: int | None, holder: str = HOLDER):
    """The person in ``seat`` of a friends' table as the one rule of who may act knows them
    (``access.Caller``): their seat's token, from ``holder``'s browser; ``None``: the
    onlookers' link. A seat with no token (a bot's) is named by no token at all."""
    from brisca.teach.table.access import Caller

    token = game.watch if seat is None else game.seats[seat].token
    return Caller(token=token, holder=holder)


def make_record(rules: Rules | str, hands, turned_up: str, stock_head=(), leader: int = 0,
                moves=(), names=None) -> GameRecord:
    """A record with the given hands and turned-up card; the stock starts with ``stock_head``
    and the rest of the deck follows in deck order."""
    name = rules if isinstance(rules, str) else None
    rules = preset(rules) if isinstance(rules, str) else rules
    hands = tuple(parse_cards(h) for h in hands)
    trump = parse_cards([turned_up])[0]
    head = parse_cards(stock_head)
    used = {c for h in hands for c in h} | {trump} | set(head)
    rest = tuple(c for c in deck_cards(rules) if c not in used)
    record = GameRecord(rules, hands, trump, head + rest, leader, (), names, name)
    return GameRecord.from_json({**record.to_json(), "moves": list(moves)})


def open_page(path: str | None = None, lang: str | None = "es", locale: str | None = None, **params) -> AppTest:
    """The app opened on ``path`` with the URL's query parameters, as a new browser session would."""
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=90)
    if lang:
        at.query_params["lang"] = lang
    if locale:
        at.context = {"locale": locale}
    at.run()
    for key, value in params.items():
        at.query_params[key] = value
    if path:
        at.switch_page(path).run()
    assert not at.exception, at.exception
    return at


def random_position(preset: str, seed: int, plies: int):
    """The state after ``plies`` random actions from a seeded deal (it may be over sooner)."""
    s = deal(preset, seed).start()
    rng = random.Random(seed)
    for _ in range(plies):
        if s.phase == OVER:
            break
        s = step(s, rng.choice(legal_actions(s)))
    return s


def reshuffle_hidden(s, seat: int, rng: random.Random):
    """The same state with every card hidden from ``seat`` dealt again at random, and the
    signals it does not see left out (nothing of its view may depend on either)."""
    known = known_cards(s)
    slots = []  # (kind, seat, index) of hidden places
    for other, hand in enumerate(s.hands):
        if other != seat:
            slots += [("hand", other, i) for i, c in enumerate(hand) if c not in known[other]]
    slots += [("stock", None, i) for i in range(len(s.stock))]
    trump_hidden = s.turned_up_taker is None and not turned_up_shown(s)
    cards = [_get(s, slot) for slot in slots]
    rng.shuffle(cards)
    hands = [list(h) for h in s.hands]
    stock = list(s.stock)
    for (kind, other, i), card in zip(slots, cards, strict=True):
        if kind == "hand":
            hands[other][i] = card
        else:
            stock[i] = card
    turned_up = s.turned_up
    if trump_hidden and s.rules.auction != "none" and stock:
        # Subastada: the stock's face-down last card tells nothing of the trump (named by a bid)
        k = rng.randrange(len(stock))
        turned_up, stock[k] = stock[k], turned_up
    elif trump_hidden:  # swap the face-down turned-up card with a hidden card of its suit
        same = [k for k, (kind, o, i) in enumerate(slots) if _get(s, slots[k]).suit == s.trump_suit]
        if same:
            kind, other, i = slots[rng.choice(same)]
            target = hands[other] if kind == "hand" else stock
            turned_up, target[i] = target[i], turned_up
    signals = tuple(m for m in s.signals if seen_by(s.rules, m, seat))
    return s.replace(hands=tuple(map(tuple, hands)), stock=tuple(stock), turned_up=turned_up, signals=signals)


def _get(s, slot):
    kind, other, i = slot
    return s.hands[other][i] if kind == "hand" else s.stock[i]


def hidden_from_learner(game) -> set:
    """The cards a practice game's learner cannot see: the others' hands but for what all know,
    the stock, and the turned-up card while it lies face down (Cubierta) or was drawn unseen."""
    view = game.view
    seen = set(view.hand) | set(view.played) | {c for k in view.known for c in k}
    if view.turned_up is not None:
        seen.add(view.turned_up)
    every = {c for h in game.state.hands for c in h} | set(game.state.stock) | {game.state.turned_up}
    return every - seen


def hidden_from(game, seat: int | None) -> set:
    """The cards the person in ``seat`` of a table cannot see now (``None``: an onlooker, who
    sees only the public view): every card but those in that view and those exchanged."""
    view = game.public_view if seat is None else game.view_of(seat)
    seen = set(view.hand) | set(view.played) | {c for k in view.known for c in k}
    seen |= {c for e in game.state.exchanges for c in (e.given, e.taken)}
    if view.turned_up is not None:
        seen.add(view.turned_up)
    s = game.state
    return ({c for h in s.hands for c in h} | set(s.stock) | {s.turned_up}) - seen


def mounted_components(at) -> list:
    """The custom components a page mounts (their elements), in page order."""

    def walk(node):
        children = getattr(node, "children", None)
        if isinstance(children, dict):
            for child in children.values():
                yield child
                yield from walk(child)

    return [e for e in walk(at._tree) if getattr(e, "type", "") == "bidi_component"]


def page_texts(at) -> str:
    """Everything a page under AppTest sends the browser, every element's whole message (its
    widget ids and keys, its values, a component's data) as text."""
    out = []

    def walk(node):
        proto = getattr(node, "proto", None)
        if proto is not None:
            out.append(str(proto))
        for child in (getattr(node, "children", None) or {}).values():
            walk(child)

    walk(at._tree)
    return "\n".join(out)


def component_data(at, name: str) -> dict:
    """The data a page sends to the custom component ``name``: what reaches the browser."""
    import json

    found = [e for e in mounted_components(at) if e.proto.component_name == name]
    assert len(found) == 1, f"{len(found)} components named {name}"
    return json.loads(found[0].proto.json)


def counted_match(rules: Rules, finals, dealers=None) -> tuple[list[int], int | None]:
    """The match's score and winner, counted here from each deal's points and last trick only
    (at five, ``dealers``: each deal's, who rested it; the score is per person)."""
    score, stake, winner = [0] * len(rules.sides), 1, None
    for k, final in enumerate(finals):
        assert winner is None, "a deal after the match was won"
        sides = final.rules.sides  # the deal's: at five, its two pairs
        points = [sum(final.points[s] for s in side) for side in sides]
        if rules.called:  # chiamata: one deal, its sides its own; each person scores 2/1/-1 (4 alone), or the opposite
            call = final.call
            if call.called is None:
                return score, None
            holder = next(s for s in range(final.n) if call.called in [c for t in final.tricks for c in t.cards]
                          and any(call.called == c and (t.leader + i) % final.n == s
                                  for t in final.tricks for i, c in enumerate(t.cards)))
            ours = {call.caller, holder}
            made = sum(final.points[s] for s in ours) >= call.goal
            sign = 1 if made else -1
            for seat in range(final.n):
                won = (4 if len(ours) == 1 else 2) if seat == call.caller else 1 if seat in ours else -1
                score[seat] = sign * won
            return score, None
        if rules.auction != "none":  # Subastada: the highest bidder's side, cards and marriages, against its bid
            high = [b for b in final.bids if b.amount is not None][-1]
            side = final.rules.side_of(high.seat)
            sung = sum(m.points for m in final.sung if final.rules.side_of(m.seat) == side)
            made = points[side] + sung >= high.amount
            score[side if made else 1 - side] += 1 if made else rules.penalty
            if max(score) >= rules.match_target:
                winner = score.index(max(score))
            continue
        top = max(points)
        tied = [i for i, p in enumerate(points) if p == top]
        if rules.match == "points":
            score = [a + b for a, b in zip(score, points, strict=True)]
        elif len(tied) > 1 and rules.tie == "replay":
            stake *= 2
            continue
        elif len(tied) > 1 and rules.tie != "last_trick":
            stake = 1
        else:
            side_of = final.rules.side_of
            side = tied[0] if len(tied) == 1 else next(
                side_of(tr.winner) for tr in reversed(final.tricks) if side_of(tr.winner) in tied)
            worth = 1 if rules.match in ("deals", "single") else 3 if top == 120 else 2 if top >= 91 else int(top > 60)
            if rules.rest == "none":
                score[side] += worth * stake
            else:  # five: each of the pair, and the one resting (the dealer) with the leader's pair
                seats = [(dealers[k] + 1 + s) % 5 for s in range(4) if s % 2 == side] + [dealers[k]] * (side == 0)
                for seat in seats:
                    score[seat] += worth * stake
            stake = 1
            if rules.match == "single":
                return score, side
        if rules.match == "single":
            return score, None
        best = max(score)
        if best >= rules.match_target and score.count(best) == 1:
            winner = score.index(best)
    return score, winner


def json_places(value, prefix=()):
    """Every place in a JSON value, as (path, value): the fuzz tests change one at a time."""
    yield prefix, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from json_places(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from json_places(v, (*prefix, i))


def json_with(value, path, new):
    """A copy of a JSON value with the place at ``path`` set to ``new`` (the whole, for ())."""
    if not path:
        return new
    out = json.loads(json.dumps(value))
    target = out
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = new
    return out


# -- the two stores: every storage test runs on SQLite and on a PostgreSQL cluster of its own ------


@dataclass(frozen=True)
class StoreUnderTest:
    kind: str  # "sqlite" or "postgres"
    where: str  # the SQLite file's path or the PostgreSQL URL

    def raw(self, sql: str, params: tuple = ()) -> list:
        """``sql`` run on the database itself, past the app (to damage or inspect a row),
        committed; its rows, if any."""
        if self.kind == "sqlite":
            import sqlite3
            from contextlib import closing

            with closing(sqlite3.connect(self.where)) as conn, conn:
                return conn.execute(sql, params).fetchall()
        import psycopg

        with psycopg.connect(self.where, autocommit=True) as conn:
            cursor = conn.execute(sql.replace("?", "%s"), params)
            return cursor.fetchall() if cursor.description else []


@pytest.fixture(scope="session")
def pg_cluster():
    """A throwaway PostgreSQL cluster for the session (``tests/pg.py``), stopped at its end."""
    import pg

    try:
        import psycopg  # noqa: F401
        missing = None if pg.binaries() else "PostgreSQL's server is not installed (scripts/test.sh installs it)"
    except ImportError:
        missing = "psycopg is not installed (requirements.txt)"
    if missing:
        if os.environ.get("CI"):
            pytest.fail(missing)
        pytest.skip(missing)
    cluster = pg.Cluster()
    yield cluster
    cluster.stop()


@pytest.fixture(params=["sqlite", "postgres"])
def store(request, tmp_path, monkeypatch) -> StoreUnderTest:
    """An empty database of the test's own, on each store in turn."""
    from brisca.teach.table import storage

    storage.close_all()
    if request.param == "sqlite":
        where = str(tmp_path / "games.sqlite3")
        monkeypatch.setenv("BRISCA_DB", where)
        monkeypatch.delenv("BRISCA_DATABASE_URL", raising=False)
    else:
        where = request.getfixturevalue("pg_cluster").fresh_url()
        monkeypatch.setenv("BRISCA_DATABASE_URL", where)
        monkeypatch.setenv("BRISCA_DB", str(tmp_path / "never-made.sqlite3"))  # the setting wins over it
    yield StoreUnderTest(request.param, where)
    storage.close_all()
    # a test on PostgreSQL that wrote to an SQLite file instead would prove nothing of it
    assert not (tmp_path / "never-made.sqlite3").exists(), "the PostgreSQL store's test wrote to SQLite"
