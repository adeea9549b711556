// A card picker: the free cards of a table's deck, by suit; a click sends "pick:<code>".
// The pictures are static files the browser keeps, so a click draws no picture again.

const chosenSuit = new WeakMap() // per mounted picker: the suit tab open on a phone

function el(tag, className, text) {
  const node = document.createElement(tag)
  if (className) node.className = className
  if (text !== undefined && text !== null) node.textContent = text
  return node
}

export default function (component) {
  const { data, parentElement, setTriggerValue } = component
  const root = parentElement.querySelector(".picker")
  if (!root || !data) return
  const suits = data.suits
  if (!chosenSuit.has(parentElement)) chosenSuit.set(parentElement, data.suit || suits[0].code)
  root.dataset.version = String(data.version)

  function show(suit) {
    chosenSuit.set(parentElement, suit)
    root.querySelectorAll(".tabs button").forEach((b) => b.setAttribute("aria-selected", String(b.dataset.suit === suit)))
    root.querySelectorAll(".row").forEach((r) => r.classList.toggle("active", r.dataset.suit === suit))
  }

  root.querySelector(".tabs").replaceChildren(...suits.map((s) => {
    const tab = el("button", null, s.name)
    tab.type = "button"
    tab.dataset.suit = s.code
    tab.setAttribute("role", "tab")
    tab.onclick = () => show(s.code)
    return tab
  }))
  root.querySelector(".rows").replaceChildren(...suits.map((s) => {
    const row = el("div", "row")
    row.dataset.suit = s.code
    const cards = el("div", "cards")
    for (const card of data.cards.filter((c) => c.suit === s.code)) {
      const button = el("button")
      button.type = "button"
      button.dataset.code = card.code
      button.disabled = !card.free
      button.setAttribute("aria-label", card.name)
      const img = el("img")
      img.src = data.card_base + card.code + ".svg"
      img.alt = card.name
      img.draggable = false
      button.append(img)
      button.onclick = () => { button.disabled = true; setTriggerValue("action", { action: "pick:" + card.code, version: data.version }) }
      cards.append(button)
    }
    row.append(el("div", "suit", s.name), cards)
    return row
  }))
  show(chosenSuit.get(parentElement))
}
