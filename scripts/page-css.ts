import postcss, { type Container, type Root } from 'postcss'

/**
 * Each public page's own stylesheet (issue 35; docs/decisions/050): the site's one Tailwind
 * stylesheet keeps every rule the whole app uses (the back office, the demos, every page), about
 * 100 KB, and each page inlines it. A slow phone matches all of it against the page at the first
 * style recalculation. A page gets only the rules that can match something it can ever show: its
 * HTML, and the code it loads or may load later (its islands, their lazy chunks, the boot script),
 * which holds every class a state it renders can take (an open menu, a form's errors, the chat).
 *
 * Tailwind writes only classes found literally in the sources, so a class an element of the page
 * can have is written somewhere in its HTML or code. A rule that requires a class (outside
 * `:not()`) is kept only when every class it requires is written there, anywhere (read whole, as
 * `has-[>svg]:px-3` or `[&_svg:not([class*='size-'])]:size-4`, which no word splitting reads; the
 * HTML with React's escapes undone). Rules that require no class (the base layer's element and
 * attribute rules), @property, @font-face and @keyframes are kept as they are; custom properties
 * are kept when something reads them (below).
 */
export function pageStylesheet(css: string, content: { html: string; code: readonly string[] }): string {
  const sources = [unescapeHtml(content.html), ...content.code]
  const written = new Map<string, boolean>()
  const isWritten = (name: string) => {
    if (!written.has(name)) written.set(name, sources.some((source) => source.includes(name)))
    return written.get(name)!
  }
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    // A list is kept when any of its selectors may match.
    if (!rule.selectors.some((selector) => [...classesRequiredBy(selector)].every(isWritten))) rule.remove()
  })
  removeUnusedCustomProperties(root, sources)
  removeEmptyAtRules(root)
  return root.toString().trim()
}

/**
 * Custom properties nothing on the page reads go too (the theme's colours and sizes the page's
 * rules never use; every element carries those it inherits). A property is read when a kept
 * declaration names it in a var() (followed through the properties that name others), or when the
 * page's HTML or code names it (an inline style, a chart reading a colour).
 */
function removeUnusedCustomProperties(root: Root, sources: readonly string[]) {
  const read = new Set<string>()
  const definitions = new Map<string, string[]>()
  const referencesIn = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!)
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) definitions.set(declaration.prop, [...(definitions.get(declaration.prop) ?? []), declaration.value])
    else for (const name of referencesIn(declaration.value)) read.add(name)
  })
  for (const name of definitions.keys()) if (sources.some((source) => source.includes(name))) read.add(name)
  // What a property that is read names is read too, to the end of the chain.
  const pending = [...read]
  while (pending.length > 0) {
    for (const value of definitions.get(pending.pop()!) ?? []) {
      for (const name of referencesIn(value)) {
        if (read.has(name)) continue
        read.add(name)
        pending.push(name)
      }
    }
  }
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--') && !read.has(declaration.prop)) declaration.remove()
  })
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove()
  })
}

/**
 * The classes an element must have for a selector to match it, unescaped (`.sm\:py-24` →
 * `sm:py-24`): those named outside `:not()`, attribute values and strings.
 */
export function classesRequiredBy(selector: string): Set<string> {
  let required = selector.replace(/(?<!\\)("|')(?:\\.|(?!\1)[^\\])*\1/g, '').replace(/(?<!\\)\[(?:\\.|[^\]\\])*\]/g, '')
  for (let start = required.indexOf(':not('); start >= 0; start = required.indexOf(':not(')) {
    let depth = 0
    let end = start + 4
    for (; end < required.length; end++) {
      if (required[end] === '\\') end++
      else if (required[end] === '(') depth++
      else if (required[end] === ')' && --depth === 0) break
    }
    required = required.slice(0, start) + required.slice(end + 1)
  }
  const names = new Set<string>()
  for (const [, escaped] of required.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)) {
    names.add(escaped!.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : char!)))
  }
  return names
}

/** @media, @supports and @layer blocks left with nothing inside go too. */
function removeEmptyAtRules(container: Container) {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return
    removeEmptyAtRules(node)
    if (node.nodes.length === 0) node.remove()
  })
}

/** React's escapes in HTML text and attributes, undone (a class name is matched as written in the code). */
function unescapeHtml(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[entity]!)
}
