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
 */
export function patchChildren(container: Element, html: string) {
  const next = document.createElement(container.tagName)
  next.innerHTML = html
  morphdom(container, next, { childrenOnly: true })
}
