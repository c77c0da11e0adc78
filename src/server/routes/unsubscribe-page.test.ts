import { describe, expect, it } from 'vitest'
import { renderUnsubscribePage } from './unsubscribe-page'

describe('renderUnsubscribePage', () => {
  it('asks before unsubscribing, with a form that posts the token, and no script', () => {
    const html = renderUnsubscribePage('confirm', 'tok"en')
    expect(html).toContain('<title>Stop follow-up e-mails? | Bluegrass AI</title>')
    expect(html).toContain('<form method="post" action="/api/unsubscribe">')
    expect(html).toContain('value="tok&quot;en"')
    expect(html).not.toMatch(/<script|<style|\son\w+=/)
  })

  it('confirms, without a form, once done', () => {
    const html = renderUnsubscribePage('done')
    expect(html).toContain('<h1 style="margin:0 0 16px;font-size:24px">You are unsubscribed</h1>')
    expect(html).not.toContain('<form')
  })
})
