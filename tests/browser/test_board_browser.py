"""The board round a table in Chromium: at four and six seats, on a laptop and a phone, in
both languages, the learner's hand is in view without scrolling and the partner sits above."""

import pytest
from playwright.sync_api import expect

from browser.conftest import no_horizontal_scroll, wait_for_app

pytestmark = pytest.mark.browser
TABLE = ".board[data-version]"
SIZES = [{"width": 1366, "height": 900}, {"width": 390, "height": 844}]


def start(page, server, lang: str, rules: str) -> None:
    page.goto(f"{server}/practice?lang={lang}&deal=44&rules={rules}&level=normal")
    wait_for_app(page)
    page.locator(".st-key-pr_start button").click()
    page.wait_for_url("**game=**")
    page.wait_for_selector(TABLE)
    wait_for_app(page)
    # the cards' pictures are in (the board is fitted to the page once laid out)
    page.wait_for_function("""() => { const find = (root) => { for (const el of root.querySelectorAll('*')) {
        if (el.matches && el.matches('.board .hand button img')) return el;
        if (el.shadowRoot) { const f = find(el.shadowRoot); if (f) return f; } } return null; };
        const img = find(document); return !!img && img.complete; }""")


@pytest.mark.parametrize("page", SIZES, indirect=True, ids=["1366x900", "390x844"])
@pytest.mark.parametrize("rules", ["003-pairs-signals", "003-six"])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_hand_is_in_view_without_scrolling_and_the_partner_sits_above(server, page, rules, lang):
    start(page, server, lang, rules)
    size = page.viewport_size
    assert page.evaluate("() => window.scrollY") == 0
    hand = page.locator(".board .hand").bounding_box()
    cards = page.locator(".board .hand button").all()
    assert len(cards) == 3
    for card in cards:
        box = card.bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"], (box, size)
        assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"] and box["width"] >= 60
    partners = page.locator(".board .seat.partner").all()
    assert len(partners) == (1 if rules == "003-pairs-signals" else 2)
    for partner in partners:
        box = partner.bounding_box()
        assert box["y"] + box["height"] <= hand["y"]
    if rules == "003-pairs-signals":  # the partner opposite, the rivals on either side of the felt
        felt = page.locator(".board .middle").bounding_box()
        assert partners[0].bounding_box()["y"] + partners[0].bounding_box()["height"] <= felt["y"] + 1
        rivals = sorted(b["x"] for b in (s.bounding_box() for s in page.locator(".board .opponents .seat").all())
                        if b is not None)
        assert len(rivals) == 3
        left = page.locator(".board .seat.at-left").bounding_box()
        right = page.locator(".board .seat.at-right").bounding_box()
        assert left["x"] + left["width"] <= felt["x"] + 1 and right["x"] >= felt["x"] + felt["width"] - 1
    # the stock as a pile with its count, the pinta under it; the leader marked
    assert page.locator(".board .stock-pile .count").inner_text().isdigit()
    assert page.locator(".board .turned-up img").count() == 1
    assert page.locator(".board .seat .turn.leads").count() == 1
    assert no_horizontal_scroll(page)


# Clicks the first card the learner may play and resolves, once the board is drawn again with
# the server's answer, with how often the board's code read where something of it lies outside
# a frame's callback (requestAnimationFrame): a read right after the page changed forces the
# browser to lay it out there and then, one at the frame's start lays it out no sooner.
READS_WHILE_DRAWN = """async (find) => {
  const board = eval(find)();
  const shadow = board.getRootNode();
  let reads = 0, inFrame = false;
  const read = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function () {
    if (this.getRootNode() === shadow && !inFrame) reads += 1;
    return read.call(this);
  };
  const frame = window.requestAnimationFrame;
  window.requestAnimationFrame = (f) => frame((t) => { inFrame = true; try { f(t); } finally { inFrame = false; } });
  const before = board.dataset.version;
  const drawn = new Promise((resolve) => {
    const obs = new MutationObserver(() => {  // a microtask: after the drawing's own code has run
      if (board.dataset.version !== before) { obs.disconnect(); resolve(reads); }
    });
    obs.observe(board, {attributes: true});
  });
  board.querySelector('.hand button:not([disabled])').click();
  try { return await drawn; } finally {
    Element.prototype.getBoundingClientRect = read;
    window.requestAnimationFrame = frame;
  }
}"""
FIND_BOARD = """() => { const find = (root) => { for (const el of root.querySelectorAll('*')) {
        if (el.matches && el.matches('.board[data-version]')) return el;
        if (el.shadowRoot) { const f = find(el.shadowRoot); if (f) return f; } } return null; };
    return find(document); }"""


@pytest.mark.parametrize("rules", ["000", "000-pairs"])
def test_a_redraw_after_a_click_lays_nothing_out_to_fit_the_table(server, page, rules):
    """The fit is made once the browser has laid the page out (and only if something moved), not
    by reading the board's geometry while it is being drawn; the hand stays in view."""
    start(page, server, "en", rules)
    expect(page.locator(".board .hand button:not([disabled])").first).to_be_visible()
    assert page.evaluate(READS_WHILE_DRAWN, FIND_BOARD) == 0
    wait_for_app(page)
    expect(page.locator(".board .hand button").first).to_be_visible()
    box = page.locator(".board .hand").bounding_box()
    assert box["y"] + box["height"] <= page.viewport_size["height"]


@pytest.mark.parametrize("rules", ["003-six"])
def test_the_table_is_fitted_again_when_the_window_gets_smaller_or_bigger(server, page, rules):
    start(page, server, "en", rules)
    cards = page.locator(".board .hand button")
    page.set_viewport_size({"width": 1366, "height": 700})
    page.wait_for_function("""([find, height]) => { const hand = eval(find)().querySelector('.hand');
        return hand.getBoundingClientRect().bottom <= height; }""", arg=[FIND_BOARD, 700])
    small = page.locator(".board .played img, .board .turned-up img").first.bounding_box()["width"]
    page.set_viewport_size({"width": 1366, "height": 1400})  # room again: the cards grow back
    page.wait_for_function("""([find, width]) => { const img = eval(find)().querySelector('.turned-up img');
        return img.getBoundingClientRect().width > width; }""", arg=[FIND_BOARD, small])
    assert cards.count() == 3


def play_a_card(page) -> None:
    """Clicks the learner's first playable card; awaits the board drawn with the answer."""
    before = page.locator(TABLE).get_attribute("data-version")
    page.locator(".board .hand button:not([disabled])").first.click()
    page.wait_for_function(f"before => ({FIND_BOARD})().dataset.version !== before", arg=before)
    wait_for_app(page)
    expect(page.locator(".board .hand button:not([disabled])").first).to_be_visible()


def test_a_redraw_keeps_the_tricks_already_in_the_history_and_adds_the_new_ones(server, server_db, page,
                                                                                monkeypatch):
    """The history's earlier tricks (a picture per card) are not drawn again on each click:
    the same elements stay, the tricks taken since are added, and the list is the game's."""
    from brisca.teach.table import flow

    monkeypatch.setenv("BRISCA_DB", str(server_db))
    start(page, server, "en", "000")
    game_id = page.url.split("game=")[1].split("&")[0]
    while page.locator(".board .history li").count() < 2:
        play_a_card(page)
    marked = page.evaluate(f"""() => {{ const items = [...({FIND_BOARD})().querySelectorAll('.history li')];
        items.forEach((li) => {{ li.dataset.kept = 'yes'; }}); return items.length; }}""")
    while page.locator(".board .history li").count() == marked:
        play_a_card(page)
    kept = page.locator(".board .history li[data-kept='yes']")
    assert kept.count() == marked
    items = page.locator(".board .history li")
    assert page.locator(".board .history li:not([data-kept])").count() == items.count() - marked
    tricks = flow.load(game_id).view.tricks
    assert items.count() == len(tricks)
    history = page.locator(".board .history")
    history.locator("summary").click()
    for item, trick in zip(items.all(), tricks, strict=True):
        shown = [img.get_attribute("src").rsplit("/", 1)[1] for img in item.locator("img").all()]
        assert shown == [f"{card.code}.svg" for card in trick.cards]


# Clicks the first card the learner may play and resolves with the trick's card count each time
# the trick is drawn anew, and when (ms after the click), over the next seconds.
TRICK_TIMES = """async () => {
  const find = (root, selector) => { for (const el of root.querySelectorAll('*')) {
    if (el.matches && el.matches(selector)) return el;
    if (el.shadowRoot) { const f = find(el.shadowRoot, selector); if (f) return f; } } return null; };
  const table = find(document, '.board[data-version]');
  const trick = table.querySelector('.trick');
  const seen = [];
  const t0 = performance.now();
  const obs = new MutationObserver(() => seen.push([performance.now() - t0, trick.children.length]));
  obs.observe(trick, {childList: true});
  table.querySelector('.hand button:not([disabled])').click();
  await new Promise((r) => setTimeout(r, 5500));
  obs.disconnect();
  return seen;
}"""


@pytest.mark.parametrize("page", [SIZES[0]], indirect=True, ids=["1366x900"])
def test_the_other_seats_cards_come_one_after_another_and_a_finished_trick_stays(server, page):
    """At four seats the bots' cards after the learner's reach the table one after another at the
    board's pace (``board.STEP_MS``, sent in the board's data), and the finished trick stays on show
    (``PAUSE_MS``) before the table moves on: never all at once."""
    from brisca.teach.table.board import PAUSE_MS, STEP_MS

    start(page, server, "en", "000-pairs")
    seen = page.evaluate(TRICK_TIMES)
    grown = [(at, n) for k, (at, n) in enumerate(seen) if k and n > seen[k - 1][1]]  # a card more each
    assert len(grown) >= 2, seen
    for (a, _), (b, _) in zip(grown, grown[1:], strict=False):
        assert b - a >= STEP_MS - 60, seen  # a timer fires no sooner than asked (a frame's slack)
    full = next(at for at, n in seen if n == 4)
    after = [at for at, n in seen if at > full and n != 4]
    assert not after or after[0] - full >= PAUSE_MS - 60, seen
