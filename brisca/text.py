"""The one place where the engine's data becomes Spanish or English sentences.

Messages are Project Fluent files, ``content/i18n/<lang>/*.ftl``: translators write whole
sentences and pick articles, contractions and plurals inside them, from facts. The code
passes facts, never pieces of a sentence:

* a ``Card`` fact ``card`` reaches a message as ``$card`` (its name) and ``$card_gender``
  (the gender its rank carries in ``cards.ftl``), so Spanish picks "la sota", "del as";
* a ``Named`` (a person, a seat or a source: a name with its gender) the same way: ``$player`` and
  ``$player_gender``, and ``$player_article``: ``definite`` for a common noun a sentence gives its
  article ("el ordenador", "the computer"), ``none`` for a proper name ("Ana");
* a number stays a number, so plural forms follow CLDR's rules (through Babel) and
  decimals are written the language's way ("2,5" in Spanish); a message says a small count of
  things in words with the function ``WORDS`` (``{ WORDS($hand, gender: "feminine") } cartas``:
  "tres cartas", "una carta"), and points, scores and sums in figures;
* a ``Reason`` becomes its own sentence; a list of texts is joined by CLDR's list pattern.

>>> from brisca.core.cards import Card
>>> card_name(Card.parse("1O"), "es"), card_name(Card.parse("12E"), "en")
('as de oros', 'king of swords')
>>> tell("reason-leads", {"card": Card.parse("10C"), "suit": "C"}, "es")
'Sale la sota de copas: el palo de salida es copas.'
>>> words(1, "es", "feminine"), words(5, "es"), words(21, "es"), words(3, "en")
('una', 'cinco', '21', 'three')
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from babel.lists import format_list
from babel.numbers import format_decimal, format_percent
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from .core.action import AUCTION_KINDS, BID, RANK, Action, Move
from .core.cards import POINTS, Card
from .core.errors import BriscaError
from .core.rules import facts_of
from .core.signals import gesture

LANGS = ("es", "en")
DEFAULT_LANG = "es"
CATALOG_DIR = Path(__file__).resolve().parent.parent / "content" / "i18n"
GENDERS = ("feminine", "masculine", "other")


class MissingTextError(KeyError):
    """A message that does not exist, or a fact it needs that was not given: a bug, never
    the user's fault."""


@dataclass(frozen=True, slots=True)
class Named:
    """A name with its grammatical gender: a player of an example, a seat, a source. Spanish needs
    the gender for "el último" or "la última"; ``other`` reads as the generic masculine. A common
    noun used as a name ("ordenador", "computer") is written without its article, which the
    sentence supplies (``article="definite"``: "El ordenador se lleva…", "…the computer")."""

    name: str
    gender: str = "other"
    article: str = "none"

    def __str__(self) -> str:
        return self.name


def normalize_lang(lang: object) -> str:
    """A supported language code from anything ("en-US", "EN", None...), Spanish by default."""
    if isinstance(lang, str):
        short = lang.strip().lower().replace("_", "-").split("-")[0]
        if short in LANGS:
            return short
    return DEFAULT_LANG


def _sources(lang: str) -> list[str]:
    return [p.read_text(encoding="utf-8") for p in sorted((CATALOG_DIR / lang).rglob("*.ftl"))]


@cache
def bundle(lang: str) -> FluentBundle:
    """Every message of one language, with the function ``WORDS``. A file that does not parse is
    a bug: it fails here."""
    lang = normalize_lang(lang)
    out = FluentBundle([lang], use_isolating=False, functions={"WORDS": _words_function(lang)})
    for source in _sources(lang):
        out.add_resource(check_syntax(source))  # parsed once (a few hundred milliseconds a language)
    return out


WORDS_UP_TO = 20  # a count of things up to this is said in words ("tres cartas"); past it, in figures


def words(n: object, lang: str = DEFAULT_LANG, gender: str = "other", capital: bool = False) -> str:
    """A count of things as a sentence says it: 0 to 20 in words (``number-word``), one by the
    gender of what is counted ("una carta", "un jugador"; "uno" said alone, ``gender="other"``),
    a larger one in figures. ``capital``: the first letter a capital, as a sentence starts."""
    said = t("number-word", lang, n=n, gender=gender if gender in GENDERS else "other")
    return capitalized(said) if capital else said


def _words_function(lang: str):
    """``WORDS($n)``, ``WORDS($n, gender: "feminine")``, ``WORDS($n, capital: "yes")``: ``words``
    inside a message. A value that is not a whole number from 0 to 20 is given back as it came, so
    Fluent writes it as it writes any number."""
    def say(n, gender="other", capital="no"):
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= WORDS_UP_TO:
            return n
        return words(int(n), lang, str(gender), str(capital) == "yes")
    return say


def load_languages(but: str | None = None) -> None:
    """Every language's messages parsed now (but ``but``'s, being parsed elsewhere): a practice
    click words its reasons in every language (``decisions``), so a fresh server's first click
    would parse the other language."""
    for lang in LANGS:
        if lang != but:
            bundle(lang)


def check_syntax(source: str) -> ast.Resource:
    """The parsed file; raises ``ValueError`` naming the first entry that does not parse."""
    parsed = FluentParser(with_spans=False).parse(source)
    junk = [e for e in parsed.body if isinstance(e, ast.Junk)]
    if junk:
        raise ValueError(f"Fluent syntax error near: {junk[0].content[:80]!r}")
    return parsed


@cache
def messages(lang: str) -> dict[str, ast.Message]:
    """Every message of one language by id, as parsed (tests read their variables)."""
    out = {}
    for source in _sources(normalize_lang(lang)):
        for entry in check_syntax(source).body:
            if isinstance(entry, ast.Message):
                out[entry.id.name] = entry
    return out


def variables(key: str, lang: str = DEFAULT_LANG) -> set[str]:
    """The names of the variables a message reads (``$card``, ``$card_gender``...), those of the
    messages it takes in by reference included (Fluent passes them the same variables)."""
    found: set[str] = set()
    seen = {key}

    class Variables(Visitor):
        def visit_VariableReference(self, node):  # noqa: N802 - the visitor's naming
            found.add(node.id.name)

        def visit_MessageReference(self, node):  # noqa: N802
            if node.id.name not in seen:
                seen.add(node.id.name)
                self.visit(messages(lang)[node.id.name])

    Variables().visit(messages(lang)[key])
    return found


def has(key: str, lang: str = DEFAULT_LANG) -> bool:
    return bundle(lang).has_message(key)


def t(key: str, lang: str = DEFAULT_LANG, **facts: object) -> str:
    """The message ``key`` in ``lang``, made from ``facts``."""
    lang = normalize_lang(lang)
    b = bundle(lang)
    if not b.has_message(key):
        raise MissingTextError(key)
    text, errors = b.format_pattern(b.get_message(key).value, fluent_args(facts, lang))
    if errors:
        raise MissingTextError(f"{key}: {errors[0]}")
    return text


def fluent_args(facts: dict, lang: str) -> dict:
    """Facts as Fluent variables: a card or a person gives its name and its gender."""
    args: dict = {}
    for name, value in facts.items():
        if isinstance(value, Card):  # before numbers: a card is also a small integer
            args[name] = card_name(value, lang)
            args[f"{name}_gender"] = card_gender(value, lang)
        elif isinstance(value, Named):
            args[name] = value.name
            args[f"{name}_gender"] = value.gender
            args[f"{name}_article"] = value.article
        elif hasattr(value, "code") and hasattr(value, "facts"):  # a Reason inside a Reason
            args[name] = reason_text(value, lang)
        elif isinstance(value, (list, tuple)):
            args[name] = join([in_list(v, lang) for v in value], lang)
        elif isinstance(value, bool) or value is None:
            args[name] = str(value)
        elif isinstance(value, (int, float)):
            # Babel formats ordinary numbers; anything else (1e25, infinity) is shown as written
            args[name] = value if math.isfinite(value) and abs(value) < 1e15 else quoted(repr(value))
        elif isinstance(value, str):
            args[name] = value
        else:
            args[name] = str(value)
    return args


def in_list(value: object, lang: str) -> str:
    """An item of a list said inside a sentence: a card or a seat with the article it takes
    ("el as de oros", "la sota", "el ordenador 2", "Ana")."""
    if isinstance(value, Card):
        return t("card-in-list", lang, card=value)
    if isinstance(value, Named):
        return t("name-in-list", lang, who=value)
    return str(value)


def attribute(key: str, attr: str, lang: str = DEFAULT_LANG, default: str = "other") -> str:
    b = bundle(lang)
    message = b.get_message(key)
    if attr not in message.attributes:
        return default
    return b.format_pattern(message.attributes[attr], {})[0]


def named(key: str, lang: str = DEFAULT_LANG, **facts: object) -> Named:
    """A name written as a message, with the ``.gender`` and ``.article`` its attributes give."""
    return Named(t(key, lang, **facts), attribute(key, "gender", lang), attribute(key, "article", lang, "none"))


def rank_name(rank: int, lang: str = DEFAULT_LANG) -> str:
    return t(f"rank-{rank}", lang)


def capitalized(text: str) -> str:
    """The text with its first letter a capital, as a label or a sentence starts ("As", "Oros")."""
    return text[:1].upper() + text[1:]


def suit_name(suit: str, lang: str = DEFAULT_LANG) -> str:
    return t(f"suit-{suit}", lang)


@cache
def card_name(card: Card, lang: str = DEFAULT_LANG) -> str:
    return t("card-name", lang, rank=rank_name(card.rank, lang), suit=suit_name(card.suit, lang))


@cache
def card_gender(card: Card, lang: str = DEFAULT_LANG) -> str:
    """The grammatical gender of a card's name: its rank's (``la sota``, ``el caballo``)."""
    return attribute(f"rank-{card.rank}", "gender", lang)


def signed(value: float, lang: str = DEFAULT_LANG) -> str:
    """A number with its sign, written the language's way: "+12,5" or "+12.5"."""
    return format_decimal(value, format="+#,##0.#;-#,##0.#", locale=normalize_lang(lang))


def number(value: float, lang: str = DEFAULT_LANG, digits: int = 1) -> str:
    """A number written the language's way, to at most ``digits`` decimals: "79,2" or "79.2"."""
    pattern = "#,##0" + ("." + "#" * digits if digits > 0 else "")
    return format_decimal(round(value, digits), format=pattern, locale=normalize_lang(lang))


def percent(share: float, lang: str = DEFAULT_LANG) -> str:
    """A share (0 to 1) as a whole percentage, written the language's way: "75 %" or "75%"."""
    return format_percent(share, locale=normalize_lang(lang))


def join(items, lang: str = DEFAULT_LANG, style: str = "standard") -> str:
    """Texts joined as the language lists things: "a, b y c" or "a, b, and c"; with
    ``style="or"`` as alternatives: "a, b o c"."""
    items = [str(i) for i in items]
    return format_list(items, style=style, locale=normalize_lang(lang)) if items else "—"


def action_name(action: Action, lang: str = DEFAULT_LANG) -> str:
    """A card played, an exchange or a declined exchange, in words."""
    return card_name(action.card, lang) if action.is_play else t(f"action-{action.kind}", lang, **_facts(action, lang))


def _facts(action: Action, lang: str) -> dict:
    """What an action's messages read: ``action-<kind>`` names it, ``doing-<kind>`` says doing it."""
    if action.kind == "signal":
        return {"sign": t(f"sign-{action.sign}", lang)}
    return auction_facts(action, lang) if action.kind in AUCTION_KINDS else {"card": action.card}


def auction_facts(action: Action, lang: str = DEFAULT_LANG) -> dict:
    """What an auction's action says: the points bid, the rank bid (a name with its gender), the
    card called; under Subastada the suit a trump call or a marriage names."""
    if action.kind == "bid":
        return {"points": action.number}
    if action.kind == "rank":
        return {"rank": rank_named(action.number, lang)}
    if action.kind in ("trump", "sing"):
        return {"suit": suit_name(action.suit, lang)}
    return {"card": action.card} if action.kind == "call" else {}


def rank_named(rank: int, lang: str = DEFAULT_LANG) -> Named:
    """A rank as a name with its gender, for the article the sentence gives ("la sota", "un tres")."""
    return Named(rank_name(rank, lang), attribute(f"rank-{rank}", "gender", lang))


def bid_said(action: Action, lang: str = DEFAULT_LANG) -> str:
    """A bid or a pass as the auction's list says it: "paso", "70 puntos", "el tres"."""
    if action.kind == BID:
        return t("auction-said-points", lang, points=action.number)
    if action.kind == RANK:
        return t("auction-said-rank", lang, rank=rank_named(action.number, lang))
    return t("auction-said-pass", lang)


def doing(move: Move, lang: str = DEFAULT_LANG) -> str:
    """A move as what one does: "jugar el as de oros", "exchanging the seven of swords...";
    a line of a rulebook turn (``coach.lines_of``) whole: "no cambiar y jugar...", "cambiar
    el 7... y jugar luego..."."""
    action = move.first
    if move.line:
        kinds = tuple(a.kind for a in move.actions)
        if kinds == ("play",):
            return t("doing-keep_and_play", lang, card=action.card)
        if kinds == ("exchange", "play"):
            return t("doing-exchange_and_play", lang, given=action.card, card=move.card)
        raise ValueError("not a line of a turn")
    return t(f"doing-{action.kind}", lang, **_facts(action, lang))


def sign_label(table: str, action: Action, lang: str = DEFAULT_LANG) -> str:
    """A signal one may make, as its button says it: the gesture, then what it says."""
    return t("sign-label", lang, gesture=capitalized(t(f"gesture-{gesture(table, action.sign)}", lang)),
             sign=t(f"sign-{action.sign}", lang))


def signal_table_name(table: str, lang: str = DEFAULT_LANG) -> str:
    """A table of signals by its source ("none": none at all)."""
    return t(f"signal-table-{table}", lang)


def signal_text(table: str, made, lang: str = DEFAULT_LANG, names=None) -> str:
    """A signal seen at the table, gesture and what it says: "El compañero se muerde el labio:
    «tengo el as de triunfo»." (``made`` is a ``core.signals.SignalMade``)."""
    return tell("signal-made", {"player": seat_name(made.seat, lang, names), "sign": made.sign,
                                "gesture": gesture(table, made.sign)}, lang)


def label_text(label: str, uncertain: bool = False, lang: str = DEFAULT_LANG) -> str:
    """A coach's label; one its sampling could not settle is said as approximate."""
    return t("label_about", lang, label=label) if uncertain else t(f"label-{label}", lang)


def seat_name(seat: int, lang: str = DEFAULT_LANG, names=None) -> Named:
    """A seat as a person in running text: its name in ``names`` (a list by seat, as a record's
    players; or a dict of the seats a board names otherwise than by number, as
    ``seat_board.seat_names`` gives), else the seat ("Player 3"; in Spanish "jugador 3", which the
    sentence gives its article)."""
    if isinstance(names, dict):
        name = names.get(seat)
    else:
        name = names[seat] if names and 0 <= seat < len(names) else None
    if name is None:
        return named("seat-name", lang, n=seat + 1)
    return name if isinstance(name, Named) else Named(str(name))


def you_named(lang: str = DEFAULT_LANG) -> Named:
    """The seat a text speaks to, as a name among others ("tú y el jugador 3")."""
    return Named(t("seat-you", lang))


def seat_label(seat: int, lang: str = DEFAULT_LANG) -> str:
    """A seat as a label of its own ("Jugador 3" on the table), where ``seat_name`` is the
    seat in running text ("la carta del jugador 3")."""
    return t("seat-label", lang, n=seat + 1)


def reason_text(reason, lang: str = DEFAULT_LANG, variant: str = "") -> str:
    """A ``Reason`` (code and facts) as a sentence; ``variant`` picks a wording of it
    (``-so_far``: said of a trick still being played)."""
    return tell(f"reason-{reason.code}{variant}", reason.facts, lang)


SUIT_FACTS = ("suit", "suit_led", "trump")  # facts holding a suit's letter
ACTION_FACTS = ("played", "better", "best", "other")  # facts holding a move, told as what one does


def tell(key: str, facts: dict, lang: str = DEFAULT_LANG) -> str:
    """A message made from engine facts: suits by their names, moves as what one does
    ("playing the ace of coins"), positions counted from 1."""
    facts = dict(facts)
    for name in SUIT_FACTS:
        if isinstance(facts.get(name), str):
            facts[name] = suit_name(facts[name], lang)
    for name in ACTION_FACTS:
        if isinstance(facts.get(name), Move):
            facts[name] = doing(facts[name], lang)
    if type(facts.get("rank")) is int:  # a rank bid (chiamata's): said by name, with its gender
        facts["rank"] = rank_named(facts["rank"], lang)
    if isinstance(facts.get("ranking"), tuple):  # ranks from the strongest, said by name
        facts["ranking"] = [rank_name(r, lang) for r in facts["ranking"]]
    if isinstance(facts.get("scale"), tuple):  # the ranks that score, each with its points
        facts["scale"] = [t("rank-with_points", lang, rank=rank_named(r, lang), points=POINTS[r])
                          for r in facts["scale"]]
    if isinstance(facts.get("sign"), str) and isinstance(facts.get("gesture"), str):  # a signal made
        # what it says, quoted as its maker would say it; the gesture as done by someone ("se
        # muerde el labio", "signals by biting the lip")
        facts.update(sign=t(f"sign-{facts['sign']}", lang), gesture=t(f"gesture_made-{facts['gesture']}", lang))
    if "against_position" in facts:
        facts["against_position"] = facts["against_position"] + 1
    if isinstance(facts.get("refusal"), str):  # a move the engine refuses, said in its own words
        facts["refusal"] = t(f"error-move-{facts['refusal']}", lang)
    return t(key, lang, **facts)


def explain_trick(result, lang: str = DEFAULT_LANG, complete: bool = True) -> list[str]:
    """Every play of a resolved trick, then why the winner won, as sentences. For a trick
    still being played (``complete=False``) the last line says who is winning so far."""
    lines = [t("trick-step", lang, n=p.position + 1, why=reason_text(p.reason, lang),
               winning=result.cards[p.winning]) for p in result.plays]
    lines.append(reason_text(result.reason, lang, "" if complete else "-so_far"))
    return lines


def error_text(error: Exception, lang: str = DEFAULT_LANG) -> str:
    """A clear one-line message for any of the engine's errors."""
    if not isinstance(error, BriscaError):
        return t("error-unknown", lang)
    key = f"error-{error.family}-{error.code}"
    if not has(key, lang):
        return t("error-unknown", lang)
    raw = dict(error.facts)
    if type(raw.get("seat")) is int:
        raw["seat"] += 1  # seats are counted from 1 where people read them
    facts = {k: _fact(v, lang) for k, v in raw.items()}
    reason = facts.get("reason")
    if isinstance(reason, str) and has(f"error-move-{reason}", lang):
        facts["reason"] = t(f"error-move-{reason}", lang, **_defaults(f"error-move-{reason}", lang, facts))
    message = t(key, lang, **_defaults(key, lang, facts))
    index = getattr(error, "index", None)
    if index is not None:
        message = t("error-at_move", lang, n=index + 1, message=message)
    return message


LIST_LIMIT = 48  # items of a list an error shows: a whole deck of cards at most


def _fact(value: object, lang: str) -> object:
    """An error's fact as shown: cards by name, outside text escaped, numbers as written."""
    if isinstance(value, Card):
        return value
    if isinstance(value, BriscaError):  # an error inside another (a deal's, in a match record)
        return error_text(value, lang)
    if isinstance(value, int):  # as given, not grouped: it may be a value the user typed
        return "…" if abs(value) >= 10**12 else str(value)
    if isinstance(value, float):
        return quoted(repr(value))
    if isinstance(value, (list, tuple)):  # our lists are short; one read from outside is cut
        items = [card_name(v, lang) if isinstance(v, Card) else str(v) for v in value[:LIST_LIMIT]]
        return quoted(join(items + ["…"] * (len(value) > LIST_LIMIT), lang), limit=400)
    if isinstance(value, str):
        return quoted(value)
    return quoted(repr(value))


def quoted(text: str, limit: int = 40) -> str:
    """Outside text made safe to show: control characters escaped, long text cut."""
    shown = text if len(text) <= limit else text[:limit] + "…"
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in shown)


def _defaults(key: str, lang: str, facts: dict) -> dict:
    """The facts a message reads, a missing one shown as "?" rather than hiding the error."""
    out = dict(facts)
    for name in variables(key, lang):
        base = name.removesuffix("_gender").removesuffix("_article")
        if name == base:
            out.setdefault(name, "?")
        elif not isinstance(facts.get(base), (Card, Named)):  # a fact without a gender of its own
            out.setdefault(name, "other" if name.endswith("_gender") else "none")
    return out


def source_name(code: str, lang: str = DEFAULT_LANG) -> Named:
    """A source document by the name a learner understands ("the rulebook"), with its gender."""
    return named(f"source-{code}", lang)


def source_title(code: str, lang: str = DEFAULT_LANG) -> str:
    """A source's name as a heading ("The rulebook")."""
    b = bundle(lang)
    return b.format_pattern(b.get_message(f"source-{code}").attributes["title"], {})[0]


def preset_name(preset, lang: str = DEFAULT_LANG) -> str:
    return t(f"preset-name-{preset.name}", lang, **facts_of(preset.rules))


def preset_summary(preset, lang: str = DEFAULT_LANG) -> str:
    return t(f"preset-{preset.name}", lang, **facts_of(preset.rules))
