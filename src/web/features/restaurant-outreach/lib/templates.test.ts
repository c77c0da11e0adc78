import { describe, expect, it } from 'vitest'
import { site } from '@/shared/site'
import { copyTextOf, outreachTemplates } from '../data/templates'

describe('outreach templates', () => {
  it('has the four channels in order', () => {
    expect(outreachTemplates.map(({ label }) => label)).toEqual(['Email', 'SMS', 'Cold Call', 'LinkedIn'])
  })

  it('copies the e-mail with its subject line', () => {
    const email = outreachTemplates[0]!
    expect(copyTextOf(email)).toMatch(/^Subject: Save \$3,200\/month with AI automation - \[Restaurant Name\]\n\nHi \[Owner Name\],/)
    expect(copyTextOf(outreachTemplates[1]!)).toBe(outreachTemplates[1]!.body)
  })

  it("signs with the agency's name from the site configuration", () => {
    for (const template of outreachTemplates) expect(template.body).toContain(site.name)
  })
})
