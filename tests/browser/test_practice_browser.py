"""Practice in a real browser: a whole game by clicks on the table with a take-back and a
reload half-way, resign and a new game, a phone, and no hidden card in the browser."""


import pytest
from conftest import hidden_from_learner
from playwright.sync_api import expect

from brisca.core.cards import Card
from brisca.teach.table import flow
from brisca.ui.cards_view import card_src
from browser.conftest import no_horizontal_scroll, shown_text, wait_for_app

pytestmark = pytest.mark.browser
TABLE = ".board[data-version]"


# The board's root (inside the component's shadow root), found from the document.
FIND_BOARD = """() => { const find = (root) => { for (const el of root.querySelectorAll('*')) {
        if (el.matches && el.matches('.board[data-version]')) return el;
        if (el.shadowRoot) { const f = find(el.shadowRoot); if (f) return f; } } return null; };
    return find(document); }"""


def version(page) -> str:
    return page.locator(TABLE).get_attribute("data-version")


def learners_turn(page, heading: str):
    """The learner's next move, or the review: whichever the page shows first (awaited)."""
    either = page.get_by_role("heading", name=heading).or_(page.locator(".hand button:not([disabled])"))
    expect(either.first).to_be_visible()


def start(page, server, lang: str, deal: str, level: str = "normal", rules: str | None = None) -> str:
    """A practice game started from the page's form (the deal, level and rules set by the link):
    its id, once the board is drawn."""
    page.goto(f"{server}/practice?lang={lang}&deal={deal}&level={level}" + (f"&rules={rules}" if rules else ""))
    wait_for_app(page)
    page.locator(".st-key-pr_start button").click()
    page.wait_for_url("**game=**")
    page.wait_for_selector(TABLE)
    return page.url.split("game=")[1].split("&")[0]


def click_and_wait(page, locator) -> None:
    """A click on the table, then the table as the server redraws it."""
    before = version(page)
    locator.click()
    page.wait_for_function(f"before => {{ const t = ({FIND_BOARD})(); return !t || t.dataset.version !== before; }}",
                           arg=before)
    wait_for_app(page)


def test_a_whole_game_by_clicks_with_take_back_reload_and_review(server, server_db, page, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    game_id = start(page, server, "en", "2024", level="hard")
    took_back = reloaded = False
    for clicks in range(60):
        if page.get_by_role("heading", name="Review").count():
            break
        game = flow.load(game_id)
        text = shown_text(page)
        leaked = [code for code in {c.code for c in hidden_from_learner(game)}
                  if f"/{code}.svg" in text or f"| {code} |" in text or card_src(Card.parse(code)) in text]
        assert not leaked, f"hidden cards in the browser: {leaked}"
        if clicks == 4 and not took_back:
            click_and_wait(page, page.locator('.controls button[data-action="take_back"]'))
            assert flow.load(game_id).takebacks == 1
            took_back = True
            continue
        if clicks >= 8 and not reloaded:
            page.reload()
            wait_for_app(page)
            page.wait_for_selector(TABLE)
            assert game_id in page.url
            reloaded = True
        click_and_wait(page, page.locator(".hand button:not([disabled])").first)
    assert took_back and reloaded
    assert page.get_by_role("heading", name="Review").count() == 1
    game = flow.load(game_id)
    assert game.over and sum(game.state.points) == 120 and game.takebacks == 1
    assert page.locator(".st-key-pr_again button").count() == 1
    assert page.locator('[data-testid="stException"]').count() == 0
    # the end: the board says how it ended and keeps the last trick; every trick can be read back
    last = game.state.tricks[-1]
    assert page.locator(".board .trick .played").evaluate_all("els => els.map(e => e.dataset.code)") == [
        c.code for c in last.cards]
    assert "Final" in page.locator(".board .status").inner_text()
    page.locator(".board .history summary").click()
    assert page.locator(".board .history li").count() == 20
    link = page.locator('[data-testid="stCode"]').inner_text()
    assert link.startswith(server) and link.endswith("&deal=2024&rules=000&level=hard")


def test_resign_asks_first_then_the_board_tells_the_end_and_a_new_game(server, server_db, page, monkeypatch):
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    game_id = start(page, server, "es", "77")
    resign = page.locator('.controls button[data-action="resign"]')
    label = resign.inner_text()
    resign.click()  # the first click asks, in the board alone
    expect(resign).to_have_text("¿Abandonar? Pulsa otra vez")
    expect(resign).to_have_text(label)  # unanswered, the question goes away by itself
    assert not flow.load(game_id).over and page.locator(".st-key-pr_again").count() == 0  # nothing was sent
    resign.click()
    expect(resign).to_have_text("¿Abandonar? Pulsa otra vez")
    resign.click()
    page.get_by_role("heading", name="Repaso").wait_for()
    assert flow.load(game_id).over
    status = page.locator(".board .status")
    expect(status).to_contain_text("Has abandonado")
    assert "juega" not in status.inner_text().lower()  # not "El ordenador está jugando"
    expect(page.locator(".board .hand button")).to_have_count(0)  # the learner's cards are put away
    page.locator(".st-key-pr_new_after button").click()
    page.locator(".st-key-pr_start button").wait_for()
    assert "game=" not in page.url


@pytest.mark.parametrize("page", [{"width": 390, "height": 844}], indirect=True)
def test_a_phone_keeps_the_hand_in_one_row_without_horizontal_scroll(server, page):
    start(page, server, "es", "31")
    expect(page.locator(".hand button")).to_have_count(3)
    wait_for_app(page)
    tops = page.locator(".hand button").evaluate_all("els => els.map(e => Math.round(e.getBoundingClientRect().top))")
    widths = page.locator(".hand button").evaluate_all("els => els.map(e => e.getBoundingClientRect().width)")
    assert len(tops) == 3 and len(set(tops)) == 1 and min(widths) >= 60  # one row, big enough to tap
    assert no_horizontal_scroll(page)
    click_and_wait(page, page.locator(".hand button:not([disabled])").first)
    assert no_horizontal_scroll(page)


def test_a_whole_deal_in_pairs_by_clicks_with_the_others_cards_one_after_another(server, server_db, page,
                                                                                 monkeypatch):
    """Four at the table, with the guide's señas: the learner's partner and two rivals are
    bots. After a click the other cards reach the table one after another (not all at once),
    the partner's signals are told on the board, the learner makes one with its button (deal 35:
    both have a sign to make in the first trick, the only one 003's signs may be made in), and
    the deal is played to its end by clicks, the points told by sides."""
    monkeypatch.setenv("BRISCA_DB", str(server_db))
    game_id = start(page, server, "es", "35", rules="003-pairs-signals")
    expect(page.locator(".board .seat .name")).to_have_count(4)  # a rerun may draw the board again
    labels = page.locator(".board .seat .name").all_inner_texts()
    assert sorted(labels) == sorted(["Rival 1", "Compañero", "Rival 2", "Tú"])
    seen_growth = signalled = False
    partner_signals = set()
    for _ in range(60):
        learners_turn(page, "Repaso")
        if page.get_by_role("heading", name="Repaso").count():
            break
        wait_for_app(page)
        told = page.locator(".board .signals").inner_text()
        partner_signals |= {line for line in told.splitlines()
                            if line.startswith("Baza ") and " · El compañero " in line}  # with its trick
        sign = page.locator(".board .actions button.signal").first
        if not signalled and sign.count():
            assert sign.inner_text().startswith("Seña: ")
            click_and_wait(page, sign)
            signalled = True
            continue
        counts = cards_on_the_table_after_a_click(page, game_id)
        distinct = [c for i, c in enumerate(counts) if i == 0 or c != counts[i - 1]]
        if len(distinct) >= 3:
            seen_growth = True
    assert seen_growth, "the others' cards never came one after another"
    assert signalled and partner_signals, "no signal made, or none of the partner's told"
    page.get_by_role("heading", name="Repaso").wait_for()
    game = flow.load(game_id)
    assert game.over and any(m.seat == game.learner for m in game.state.signals)
    status = page.locator(".board .status")
    expect(status).to_contain_text("vuestro bando")
    expect(status).to_contain_text("el otro bando")
    assert page.locator('[data-testid="stException"]').count() == 0


# Clicks the learner's first playable card and, from then on, notes how many cards the trick
# shows after every change to it (in ``window.__counts``); resolves with the board's version
# before the click.
CLICK_AND_COUNT = """(find) => {
    const board = eval(find)();
    const trick = board.querySelector('.trick');
    const before = board.dataset.version;
    window.__counts = [trick.querySelectorAll('.played').length];
    window.__watch = new MutationObserver(() => window.__counts.push(trick.querySelectorAll('.played').length));
    window.__watch.observe(trick, {childList: true});
    board.querySelector('.hand button:not([disabled])').click();
    return before;
}"""
# The codes of the cards the board's trick shows, in order.
SHOWN_TRICK = """([find, codes]) => { const board = eval(find)(); if (!board) return false;
    const shown = [...board.querySelectorAll('.trick .played')].map((e) => e.dataset.code);
    return shown.join(' ') === codes; }"""


def cards_on_the_table_after_a_click(page, game_id: str) -> list[int]:
    """A card played by a click, then the others' as the board shows them, one after another:
    the trick's card counts seen until the board shows the trick as the game stands (after
    the server's answer, and after the frames the board plays of the others' cards)."""
    before = page.evaluate(CLICK_AND_COUNT, FIND_BOARD)
    page.wait_for_function(f"before => {{ const t = ({FIND_BOARD})(); return !t || t.dataset.version !== before; }}",
                           arg=before)
    wait_for_app(page)
    game = flow.load(game_id)
    state = game.state
    shown = state.tricks[-1].cards if game.over else state.trick  # at the end, the last trick stays
    page.wait_for_function(SHOWN_TRICK, arg=[FIND_BOARD, " ".join(c.code for c in shown)])
    return page.evaluate("() => { window.__watch.disconnect(); return window.__counts; }")
