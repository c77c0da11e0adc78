import { scoringClaims, scoringGroups } from '@/shared/scoring-model'
import { openPage } from './support/browser'
import { describe, expect, it } from './support/fixtures'
import { expectNoAxeViolations } from './support/page-checks'

const pagePath = '/lead-scoring'

describe('lead scoring page', () => {
  it('explains the model from the shared constants: groups, weights, factor ranges, claims', async ({ page, url, consoleProblems: problems }) => {
    await openPage(page, url(pagePath))
    await expect.poll(() => page.title()).toContain('How Lead Scoring Works')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('How Lead Scoring Works')
    const claims = page.getByRole('list', { name: 'Scoring claims' })
    for (const claim of Object.values(scoringClaims)) {
      expect((await claims.locator('strong').allTextContents()).map((text) => text.toLowerCase())).toContain(claim.toLowerCase())
    }
    for (const group of scoringGroups) {
      const card = page.getByRole('region', { name: group.label })
      expect(await card.getByText(`${group.weight}%`, { exact: true }).isVisible()).toBe(true)
      for (const factor of group.factors) {
        const row = card.getByRole('row', { name: new RegExp(factor.label) })
        expect(await row.getByRole('cell').textContent()).toBe(`${factor.min}-${factor.max}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('shows the priority bands, the 95/72/43 examples and the follow-ups', async ({ page, url }) => {
    await openPage(page, url(pagePath))
    const bands = page.getByRole('list', { name: 'Priority bands' })
    expect(await bands.textContent()).toMatch(/High\s*80-100.*Medium\s*50-79.*Low\s*0-49/)
    const examples = page.getByRole('list', { name: 'Example leads' }).locator(':scope > li')
    expect(await examples.count()).toBe(3)
    const scores = await examples.evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent?.replace(/\s+points,/, '').trim()))
    expect(scores).toEqual(['95', '72', '43'])
    expect(await examples.nth(0).getByText('High priority', { exact: true }).isVisible()).toBe(true)
    expect(await examples.nth(1).getByText('Medium priority', { exact: true }).isVisible()).toBe(true)
    expect(await examples.nth(2).getByText('Low priority', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: 'Follow-ups at 24 hours and 7 days' }).isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: '5 follow-up tasks' }).isVisible()).toBe(true)
  })

  it('is prerendered: the explanation is in the HTML before any script runs', async ({ url }) => {
    const response = await fetch(url(pagePath))
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).toContain('How Lead Scoring Works')
    expect(html).toContain('Automation Opportunity')
  })

  it('has no accessibility violations', async ({ page, url }) => {
    await openPage(page, url(pagePath))
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expectNoAxeViolations(page)
  })
})
