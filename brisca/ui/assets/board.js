// The board (the card table component): draws the data Python sends (one seat's view only) and sends back one
// trigger value per click. A clicked card goes to the table at once, before the server
// answers; a finished trick stays on the table for a moment, then clears itself (a click
// cuts the moment short).

const CONFIRM_MS = 4000
const instances = new WeakMap() // per mounted table: what it has shown, and its pause timer

function el(tag, className, text) {
  const node = document.createElement(tag)
  if (className) node.className = className
  if (text !== undefined && text !== null) node.textContent = text
  return node
}

// What each part of the table was last drawn from (a JSON text), by its element: a redraw
// leaves alone what has not changed, since each new picture is looked up again by the browser
// and each new element laid out (the history alone holds a picture per card played).
const drawnFrom = new WeakMap()

function same(node, value) {
  const key = JSON.stringify(value)
  if (drawnFrom.get(node) === key) return true
  drawnFrom.set(node, key)
  return false
}

// The children of ``box`` drawn by ``make`` from ``items``: only those whose item (with
// ``context``, what else ``make`` reads) changed are drawn again. Only for parts without
// handlers: a handler keeps the data of the drawing that made it.
function drawList(box, items, make, context) {
  const keys = items.map((item) => JSON.stringify([context, item]))
  const old = drawnFrom.get(box) || []
  if (old.length !== box.children.length) old.length = 0  // drawn otherwise meanwhile: all again
  if (!old.length) box.replaceChildren()
  keys.forEach((key, i) => {
    if (i < box.children.length && key === old[i]) return
    if (i < box.children.length) box.children[i].replaceWith(make(items[i]))
    else box.append(make(items[i]))
  })
  while (box.children.length > items.length) box.lastChild.remove()
  drawnFrom.set(box, keys)
}

function cardImg(base, card, alt) {
  const img = el("img")
  img.src = base + card + ".svg"
  img.alt = alt
  img.draggable = false
  return img
}

function seatBox(base, seat, data) {
  const box = el("div", "seat")
  box.classList.toggle("to-move", !!seat.to_move)
  box.classList.toggle("partner", !!seat.partner)
  if (seat.team !== null && seat.team !== undefined) box.classList.add("team-" + seat.team)
  if (seat.place) box.classList.add("at-" + seat.place)
  box.dataset.seat = String(seat.seat)
  const head = el("div", "head")
  head.append(el("span", "name", seat.label))
  if (seat.turn) {
    // who plays after whom in this trick: the leader marked, the others numbered round the table
    const leads = seat.turn === 1
    const turn = el("span", "turn" + (leads ? " leads" : ""), leads ? "1 · " + data.labels.leads : String(seat.turn))
    head.append(turn)
  }
  box.append(head)
  if (!seat.you) {
    const backs = el("div", "backs")
    for (let i = 0; i < seat.cards; i++) backs.append(cardImg(base, "back", data.labels.back))
    for (const known of seat.known) backs.append(cardImg(base, known.code, known.name))
    box.append(backs)
  }
  box.append(el("div", "pile", seat.pile))
  return box
}

// The stock as a pile with its count on it, the turned-up card crosswise under it (face down
// while Brisca Cubierta hides it); the resolver's table has the turned-up card alone, and
// Briscola chiamata (the whole deck dealt) neither: there the place of the deck is not drawn.
function drawDeck(root, base, data) {
  const turned = root.querySelector(".turned-up")
  const pile = data.pile
  if (same(turned, [base, pile, data.turned_up, data.stock, data.labels.back])) return
  root.querySelector(".stack").classList.toggle("none", !pile && !data.turned_up)
  const under = pile ? (pile.pinta || (pile.pinta_down ? { code: "back", name: data.labels.back } : null)) : data.turned_up
  turned.replaceChildren(...(under ? [cardImg(base, under.code, under.name)] : []))
  turned.classList.toggle("down", !!(pile && pile.pinta_down))
  const stock = root.querySelector(".stock-pile")
  stock.replaceChildren()
  stock.hidden = !pile || pile.count === 0
  if (pile && pile.count > 0) {
    stock.append(cardImg(base, "back", data.stock), el("span", "count", String(pile.count)))
    stock.title = data.stock
  }
}

// Round a table the board sizes the table's cards so that the learner's hand is in view without
// scrolling, whatever stands above the board on the page: ``--fit`` scales them down as needed.
function scrolledBy(node) {
  let y = 0
  for (let n = node; n; n = n.parentNode || n.host) if (n.scrollTop) y += n.scrollTop
  return y
}

// How far the hand's bottom lies below the first screen of the page (in view when <= 0).
function overBy(root) {
  return root.querySelector(".hand").getBoundingClientRect().bottom + scrolledBy(root) - window.innerHeight + 6
}

function setFit(root, mine, scale, handScale) {
  if (scale === mine.scale && handScale === mine.handScale) return
  mine.scale = scale
  mine.handScale = handScale
  root.style.setProperty("--fit", scale.toFixed(3))
  root.style.setProperty("--hand-fit", handScale.toFixed(3))
}

// Run in the frame after the page was laid out (a ResizeObserver saw the board's size or the
// page's change, or the window was resized), so reading where the hand lies forces no layout of
// its own; it writes only when the hand has come out of view, or when the table has room again
// that the last fit did not leave. A redraw that moves nothing costs no fitting at all.
function fit(root, mine) {
  if (!root.isConnected) {  // a table taken off the page: its watchers go with it
    mine.watch.disconnect()
    window.removeEventListener("resize", mine.refit)
    return
  }
  const hand = root.querySelector(".hand")
  if (!root.classList.contains("round") || !hand.children.length) {
    if (mine.scale !== 1 || mine.handScale !== 1) setFit(root, mine, 1, 1)
    return
  }
  let over = overBy(root)
  const room = -over
  if (over <= 0.5 && (room <= mine.room + 8 || (mine.scale === 1 && mine.handScale === 1))) return
  if (over <= 0.5) {  // room again (a bigger window, less above the board): fitted afresh from full size
    setFit(root, mine, 1, 1)
    over = overBy(root)
  }
  let scale = mine.scale
  for (let i = 0; i < 4 && over > 0.5 && scale > 0.35; i++) {  // the table's cards first, down to a third of their size
    const table = root.querySelector(".table").getBoundingClientRect().height
    scale = Math.max(0.35, scale * (table - over) / table)
    setFit(root, mine, scale, mine.handScale)
    over = overBy(root)
  }
  if (over > 0.5) {
    const height = hand.getBoundingClientRect().height
    setFit(root, mine, scale, Math.max(0.6, mine.handScale * (height - over) / height))
    over = overBy(root)
  }
  mine.room = Math.max(0, -over)
}

function playedCard(base, card, name, winning, winsLabel) {
  const wrap = el("div", "played")
  wrap.dataset.code = card.code
  wrap.classList.toggle("winning", winning)
  wrap.append(cardImg(base, card.code, card.name), el("div", "who", name))
  if (winning) wrap.append(el("div", "badge", winsLabel))
  return wrap
}

export default function (component) {
  const { data, parentElement, setTriggerValue } = component
  const root = parentElement.querySelector(".board")
  if (!root || !data) return
  let mine = instances.get(parentElement)
  if (!mine) {
    mine = { shownTrick: data.last_trick ? data.last_trick.id : 0, timer: null, version: null, pending: null,
             scale: 1, handScale: 1, room: 0 }
    instances.set(parentElement, mine)
  }
  const base = data.card_base
  const names = Object.fromEntries(data.seats.map((s) => [s.seat, s.label]))
  // the board's pace (``board.STEP_MS``, ``PAUSE_MS``): a board without pauses (the resolver's) has none
  const pace = data.pace || { step: 0, pause: 0 }

  const send = (action) => setTriggerValue("action", { action, version: data.version })

  function slot(s) {
    // The resolver's trick: every position, the one to fill next marked; a card may be
    // picked to change it, or removed with the cards after it.
    const wrap = el("div", "played slot")
    wrap.classList.toggle("target", !!s.target)
    wrap.classList.toggle("winning", !!s.winning)
    wrap.dataset.position = String(s.position)
    const face = el("button", "face")
    face.type = "button"
    face.setAttribute("aria-label", s.card ? s.card.name + " · " + data.labels.change : s.label)
    face.append(s.card ? cardImg(base, s.card.code, s.card.name) : el("span", "empty", data.labels.pick))
    face.onclick = () => send("target:" + s.position)
    wrap.append(face, el("div", "who", s.label))
    if (s.winning) wrap.append(el("div", "badge", data.labels.wins))
    if (s.card) {
      const remove = el("button", "remove", "✕")
      remove.type = "button"
      remove.setAttribute("aria-label", data.labels.remove)
      remove.onclick = () => send("remove:" + s.position)
      wrap.append(remove)
    }
    return wrap
  }

  function drawTrick(showLast) {
    const trick = root.querySelector(".trick")
    const text = root.querySelector(".trick-text")
    if (data.slots) {
      trick.replaceChildren(...data.slots.map(slot))
      text.textContent = data.trick_text || ""
    } else if (showLast) {
      const last = data.last_trick
      trick.replaceChildren(...last.cards.map((c) => playedCard(base, c, names[c.seat], c.seat === last.winner,
                                                                data.labels.wins)))
      text.textContent = last.text
    } else {
      trick.replaceChildren(...data.trick.map((c) => playedCard(base, c, names[c.seat], c.seat === data.winning_seat,
                                                                data.labels.wins)))
      text.textContent = data.trick_text || ""
    }
  }

  // A control that asks first (resigning): the first click asks, a second one within a few
  // seconds does it; otherwise the button says what it does again.
  function controlButton(c) {
    const button = el("button", null, c.label)
    button.type = "button"
    button.dataset.action = c.id
    button.disabled = !c.enabled
    button.onclick = () => {
      if (c.confirm && !button.classList.contains("confirming")) {
        button.classList.add("confirming")
        button.textContent = c.confirm
        setTimeout(() => { button.classList.remove("confirming"); button.textContent = c.label }, CONFIRM_MS)
        return
      }
      endPause(); button.disabled = true; send(c.id)
    }
    return button
  }

  // The tricks played so far, to look back at (closed unless the learner opens it: the
  // element is the template's own, so it stays open across redraws).
  function drawHistory() {
    const box = root.querySelector(".history")
    const tricks = data.history || []
    box.hidden = !data.labels || data.labels.history === undefined
    if (box.hidden) return
    box.querySelector("summary").textContent = data.labels.history
    drawList(box.querySelector("ol"), tricks, (t) => {
      const item = el("li")
      const cards = el("span", "cards")
      for (const c of t.cards) {
        const img = cardImg(base, c.code, c.name)
        img.title = names[c.seat] + ": " + c.name
        cards.append(img)
      }
      item.append(cards, el("span", "what", t.text))
      item.classList.toggle("mine", t.winner === data.seat)
      return item
    }, [base, names, data.seat])
  }

  function endPause() {
    if (mine.timer !== null) {
      clearTimeout(mine.timer)
      mine.timer = null
      if (mine.finish) mine.finish()
    }
  }

  // The table as it stood after each card since the learner's last move, one after another at
  // a pace a person can follow; a finished trick stays a moment longer. Then ``finish``.
  function playFrames(frames, i, finish) {
    if (i >= frames.length) { mine.timer = null; finish(); return }
    const frame = frames[i]
    mine.shown = { id: frame.id, done: !!frame.done, at: performance.now() }
    root.querySelector(".trick").replaceChildren(...frame.cards.map((c) =>
      playedCard(base, c, names[c.seat], c.seat === frame.winning_seat, data.labels.wins)))
    root.querySelector(".trick-text").textContent = frame.text || ""
    mine.timer = setTimeout(() => playFrames(frames, i + 1, finish), frame.done ? pace.pause : pace.step)
  }

  function play(card, button) {
    endPause()
    mine.pending = card.code
    root.querySelectorAll(".hand button, .actions button").forEach((b) => { b.disabled = true })
    button.remove()
    const me = data.seats.find((s) => s.you)
    root.querySelector(".trick").append(playedCard(base, card, me ? me.label : "", false, data.labels.wins))
    root.querySelector(".trick").lastChild.classList.add("pending")
    root.dataset.pending = card.code
    send(card.code)
  }

  // Everything but the trick is drawn from the data as it is now.
  root.dataset.version = String(data.version)
  delete root.dataset.pending
  const round = data.seats.some((s) => s.place)
  root.classList.toggle("round", round)
  // round a table the deck's words (trump, stock, unseen) go on a line under it, leaving the felt to the cards
  const words = root.querySelector(".deck-text")
  if (round && words.parentElement !== root) root.insertBefore(words, root.querySelector(".hand"))
  if (!round && words.parentElement === root) root.querySelector(".deck").append(words)
  for (const n of [2, 3, 4, 5, 6]) root.classList.toggle("players-" + n, round && data.players === n)
  const seatLabels = [base, data.labels.back, data.labels.leads]  // what a seat's box reads besides the seat
  drawList(root.querySelector(".opponents"), data.seats.filter((s) => !s.you), (s) => seatBox(base, s, data), seatLabels)
  drawList(root.querySelector(".me"), data.seats.filter((s) => s.you), (s) => seatBox(base, s, data), seatLabels)
  drawDeck(root, base, data)
  root.querySelector(".trump").textContent = data.trump || ""
  root.querySelector(".stock").textContent = data.stock || ""
  root.querySelector(".unseen").textContent = data.unseen || ""
  const verdict = root.querySelector(".verdict")
  verdict.className = "verdict" + (data.verdict ? " " + data.verdict.kind : "")
  verdict.textContent = data.verdict ? data.verdict.text : ""
  root.querySelector(".status").textContent = data.status || ""
  const hand = root.querySelector(".hand")
  hand.setAttribute("aria-label", data.labels.hand || "")
  hand.replaceChildren(...(data.hand || []).map((card) => {
    const button = el("button")
    button.type = "button"
    button.dataset.code = card.code
    button.disabled = !card.playable
    button.setAttribute("aria-label", card.name)
    button.classList.toggle("fresh", !!card.fresh)
    button.append(cardImg(base, card.code, card.name))
    button.onclick = () => play(card, button)
    return button
  }))
  // the signals the learner saw from the others (a partner's, the rivals' too when made in the open)
  // each with the trick it was made in; one that may no longer hold is drawn as past, with why
  root.querySelector(".signals").replaceChildren(...(data.signals || []).map((line) => {
    const item = el("div", line.past ? "past " + line.lapse : null)
    item.dataset.trick = String(line.trick)
    item.append(el("span", "said", line.text))
    if (line.note) item.append(" ", el("span", "note", line.note))
    return item
  }))
  // an auction (Subastada, chiamata): what each seat has said, the standing bid, then the contract
  drawList(root.querySelector(".auction"), data.auction || [], (line) => el("div", null, line))
  root.querySelector(".actions").replaceChildren(...(data.actions || []).map((a) => {
    const button = el("button", a.signal ? "signal" : a.auction ? "auction" : null, a.label)
    button.type = "button"
    button.dataset.action = a.id
    button.onclick = () => { endPause(); button.disabled = true; send(a.id) }
    return button
  }))
  const hint = root.querySelector(".hint")
  hint.replaceChildren()
  if (data.hint) {
    hint.append(el("div", null, data.hint.text))
    if (data.hint.moves && data.hint.moves.length > 1) {
      const list = el("ol")
      for (const line of data.hint.moves) list.append(el("li", null, line))
      hint.append(list)
    }
  }
  root.querySelector(".controls").replaceChildren(...(data.controls || []).map(controlButton))
  drawHistory()

  // The trick: the cards played since the learner's last move come one after another (a
  // finished trick staying on show for a moment), then the table as it is now; at the end
  // of the deal its last trick stays.
  const last = data.last_trick
  const changed = mine.version !== null && mine.version !== data.version
  const fresh = data.pause && last && last.id > mine.shownTrick && changed
  if (last) mine.shownTrick = Math.max(mine.shownTrick, last.id)
  mine.version = data.version
  if (mine.timer !== null) clearTimeout(mine.timer)
  mine.timer = null
  const finish = () => drawTrick(!!(data.final && last && !data.trick.length))
  mine.finish = finish
  const frames = changed && data.pause ? (data.frames || []) : []
  // A friend's next card (a poll's drawing) goes on from the frame on show, or shown already,
  // rather than showing them all again: the frame on show keeps its moment, a finished trick
  // cut to a step's when more cards follow (whoever led next has cut it short on their board)
  const onShow = mine.shown && mine.shown.id !== undefined ? frames.findIndex((f) => f.id === mine.shown.id) : -1
  if (onShow >= 0) {
    const rest = frames.slice(onShow + 1)
    const stay = (mine.shown.done && !rest.length ? pace.pause : pace.step) - (performance.now() - mine.shown.at)
    if (stay > 0) mine.timer = setTimeout(() => playFrames(rest, 0, finish), stay)
    else playFrames(rest, 0, finish)
  } else if (frames.length) {
    playFrames(frames, 0, finish)
  } else if (fresh && !frames.length) {
    drawTrick(true)
    mine.timer = setTimeout(() => { mine.timer = null; finish() }, pace.pause)
  } else {
    finish()
  }
  if (!mine.refit) {  // one fitting per mounted table, however often it is drawn
    // the board's size, or the page's (what stands above the board), changed: the layout is done
    // (a frame later: a fit made inside the observer's own call would resize what it watches there)
    let asked = false
    mine.refit = () => {
      if (asked) return
      asked = true
      requestAnimationFrame(() => { asked = false; fit(root, mine) })
    }
    mine.watch = new ResizeObserver(mine.refit)
    mine.watch.observe(root)
    mine.watch.observe(document.documentElement)
    window.addEventListener("resize", mine.refit)
    if (document.fonts) document.fonts.ready.then(mine.refit)
  }
  return () => { if (mine.timer !== null) clearTimeout(mine.timer) }
}
