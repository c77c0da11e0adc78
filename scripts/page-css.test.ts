import { describe, expect, it } from 'vitest'
import { classesRequiredBy, pageStylesheet } from './page-css'

// A slice of the site's built stylesheet (Tailwind 4's layers, variants, theme and at-rules).
const css = [
  '@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--color-brand-600:#1d4ed8;--animate-spin:spin 1s linear infinite;--font-sans:Inter,sans-serif}}',
  '@layer base{*,:after,:before{box-sizing:border-box}h1{font-size:2rem}dialog{padding:0}}',
  '@layer utilities{',
  '.py-16{padding-block:4rem}',
  '.text-brand-600{color:var(--color-brand-600)}',
  '.animate-spin{animation:var(--animate-spin)}',
  '.w-1\\/2{width:50%}',
  '.data-\\[state\\=open\\]\\:bg-white[data-state=open]{background:#fff}',
  '@media (min-width:40rem){.sm\\:py-24{padding-block:6rem}}',
  '.hover\\:underline:hover{text-decoration:underline}',
  '.admin-only-table{display:table}',
  '.lg\\:grid-cols-\\[1\\.5fr_1fr\\]{grid-template-columns:1.5fr 1fr}',
  '.has-\\[\\>svg\\]\\:px-3:has(>svg){padding-inline:.75rem}',
  ".\\[\\&_svg\\:not\\(\\[class\\*\\=\\'size-\\'\\]\\)\\]\\:size-4 svg:not([class*='size-']){width:1rem}",
  '.\\32 xl\\:px-8{padding-inline:2rem}',
  '[id]{scroll-margin-top:5rem}',
  '[hidden]:where(:not([hidden=until-found])){display:none!important}',
  '}',
  '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '@font-face{font-family:Inter;src:url(/assets/inter.woff2)}',
].join('')

describe("a page's own stylesheet", () => {
  it("keeps the rules the page's HTML uses, with their variants, and drops the rest", () => {
    const html = '<main><h1 class="py-16 sm:py-24 text-brand-600 lg:grid-cols-[1.5fr_1fr]">Hi</h1></main>'
    const pruned = pageStylesheet(css, { html, code: [] })
    expect(pruned).toContain('.py-16{')
    expect(pruned).toContain('.sm\\:py-24{')
    expect(pruned).toContain('.text-brand-600{')
    expect(pruned).toContain('.lg\\:grid-cols-\\[1\\.5fr_1fr\\]{')
    expect(pruned).toContain('h1{font-size')
    expect(pruned).not.toContain('admin-only-table')
    expect(pruned).not.toContain('.w-1\\/2')
    expect(pruned).not.toContain('hover\\:underline')
  })

  it('keeps the classes only its code writes: the states it renders after the first paint', () => {
    const code = ['const open=()=>jsx("div",{className:cn("animate-spin w-1/2","data-[state=open]:bg-white"),"data-state":s?"open":"closed"});const l=`hover:underline`']
    const pruned = pageStylesheet(css, { html: '<main></main>', code })
    expect(pruned).toContain('.animate-spin{')
    expect(pruned).toContain('.w-1\\/2{')
    expect(pruned).toContain('.data-\\[state\\=open\\]\\:bg-white[data-state=open]')
    expect(pruned).toContain('.hover\\:underline:hover')
    expect(pruned).not.toContain('.py-16')
  })

  it('keeps what utilities reach through variables: the theme they read, @property, @keyframes and @font-face', () => {
    const pruned = pageStylesheet(css, { html: '<p class="animate-spin">…</p>', code: [] })
    expect(pruned).toContain('--animate-spin:spin 1s linear infinite')
    expect(pruned).not.toContain('--color-brand-600')
    expect(pruned).toContain('@property --tw-translate-x')
    expect(pruned).toContain('@keyframes spin')
    expect(pruned).toContain('@font-face')
    expect(pruned).toContain('@layer theme,base,components,utilities;')
    expect(pruned).toContain('*,:after,:before{box-sizing')
  })

  it('keeps classes whose names no word splitting reads whole, and attribute selectors whose words occur', () => {
    const html = `<section id="top"><a class="has-[>svg]:px-3 [&_svg:not([class*='size-'])]:size-4 2xl:px-8"><svg></svg></a></section>`
    const pruned = pageStylesheet(css, { html, code: [] })
    expect(pruned).toContain(':has(>svg)')
    expect(pruned).toContain("svg:not([class*='size-'])")
    expect(pruned).toContain('.\\32 xl\\:px-8')
    expect(pruned).toContain('[id]{scroll-margin-top')
    expect(pageStylesheet(css, { html: '<p>no classes</p>', code: [] })).toContain('[id]{')
  })

  it('keeps every rule that names no class, and reads class names in React-escaped HTML', () => {
    const pruned = pageStylesheet(css, { html: `<a class="[&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4"><svg></svg><div hidden=""></div></a>`, code: [] })
    expect(pruned).toContain('[hidden]:where(:not([hidden=until-found]))')
    expect(pruned).toContain('dialog{padding:0}')
    expect(pruned).toContain("svg:not([class*='size-'])")
  })

  it('keeps a rule whose classes are all written, with :is(), :where() and :has() around them', () => {
    const sheet = ':is(:where(.group):is([open],:popover-open) .group-open\\:rotate-180){rotate:180deg}.menu-open .menu-item{display:block}'
    expect(pageStylesheet(sheet, { html: '<details class="group"><svg class="group-open:rotate-180"></svg></details>', code: [] })).toContain('.group-open\\:rotate-180')
    // A rule that also needs a class the page never writes can match nothing on it.
    expect(pageStylesheet(sheet, { html: '<li class="menu-item"></li>', code: [] })).not.toContain('menu-item')
    expect(pageStylesheet(sheet, { html: '<ul class="menu-open"><li class="menu-item"></li></ul>', code: [] })).toContain('.menu-open .menu-item')
  })

  it('keeps a custom property that a kept rule, another kept property or the page itself reads', () => {
    const sheet = ':root{--a:1px;--b:var(--a);--c:3px;--d:4px;--e:5px}.x{margin:var(--b)}.pad-c{padding:var(--c)}'
    const pruned = pageStylesheet(sheet, { html: '<p class="x" style="width:var(--e)"></p>', code: [] })
    expect(pruned).toContain('--a:1px')
    expect(pruned).toContain('--b:var(--a)')
    expect(pruned).toContain('--e:5px')
    expect(pruned).not.toContain('--c')
    expect(pruned).not.toContain('--d')
  })

  it('reads the classes a selector requires, unescaped, and not those under :not()', () => {
    expect([...classesRequiredBy('.sm\\:py-24')]).toEqual(['sm:py-24'])
    expect([...classesRequiredBy('.w-1\\/2')]).toEqual(['w-1/2'])
    expect([...classesRequiredBy('.\\32 xl\\:px-8')]).toEqual(['2xl:px-8'])
    expect([...classesRequiredBy('.has-\\[\\>svg\\]\\:px-3:has(>svg)')]).toEqual(['has-[>svg]:px-3'])
    expect([...classesRequiredBy(".data-\\[state\\=open\\]\\:bg-white[data-state='a.b']")]).toEqual(['data-[state=open]:bg-white'])
    expect([...classesRequiredBy(':where(.space-y-4>:not(:last-child, .x))')]).toEqual(['space-y-4'])
    expect([...classesRequiredBy('[hidden]:where(:not([hidden=until-found]))')]).toEqual([])
    expect([...classesRequiredBy("svg:not([class*='size-'])")]).toEqual([])
    expect([...classesRequiredBy(".\\[\\&_svg\\:not\\(\\[class\\*\\=\\'size-\\'\\]\\)\\]\\:size-4 svg:not([class*='size-'])")]).toEqual(["[&_svg:not([class*='size-'])]:size-4"])
  })
})
