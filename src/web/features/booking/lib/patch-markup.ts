import morphdom from 'morphdom'

/**
 * Brings `container`'s children in line with `html` by changing the nodes already there
 * (morphdom), instead of replacing them all (innerHTML). The booking form's inside is markup the
 * page renders again when its code arrives (the times in the visitor's zone): replaced wholesale,
 * the time a visitor is pressing at that moment would leave the document under their finger and
 * the tap be lost, and focus and the open day would have to be rebuilt. Morphed, every element
 * still there stays the same element (matched by id where it has one); only its text and
 * attributes change, and a control's live state (checked, value, choice) follows the new markup,
 * which already holds what the visitor entered (the form reads it back before every render).
 *
 * A closed `<details>` (a day of times the visitor cannot see) is brought in line afterwards, one
 * a task, or at once when the visitor opens it first: redrawn in the visitor's zone as the page
 * goes live, all the days together were one long task on a slow phone (decision 053). A later
 * patch of the same container takes over the days still waiting.
 */
export function patchChildren(container: Element, html: string) {
  const next = document.createElement(container.tagName)
  next.innerHTML = html
  const waiting: [HTMLDetailsElement, HTMLDetailsElement][] = []
  morphdom(container, next, {
    childrenOnly: true,
    onBeforeElUpdated(from, to) {
      if (!(from instanceof HTMLDetailsElement && to instanceof HTMLDetailsElement) || from.open || to.open) return true
      waiting.push([from, to])
      return false
    },
  })
  const generation = (patchGenerations.get(container) ?? 0) + 1
  patchGenerations.set(container, generation)
  const bringInLine = ([from, to]: [HTMLDetailsElement, HTMLDetailsElement]) => {
    from.removeEventListener('toggle', onToggle)
    if (patchGenerations.get(container) !== generation || !from.isConnected) return
    // Open or closed as the visitor left it, not as it was rendered.
    to.open = from.open
    morphdom(from, to)
  }
  function onToggle(this: HTMLDetailsElement) {
    const index = waiting.findIndex(([from]) => from === this)
    if (index >= 0) bringInLine(waiting.splice(index, 1)[0]!)
  }
  for (const [from] of waiting) from.addEventListener('toggle', onToggle)
  const bringNextInLine = () => {
    const pair = waiting.shift()
    if (!pair) return
    bringInLine(pair)
    setTimeout(bringNextInLine, 0)
  }
  setTimeout(bringNextInLine, 0)
}

const patchGenerations = new WeakMap<Element, number>()
