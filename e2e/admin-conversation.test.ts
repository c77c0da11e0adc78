import { mailFixture } from '../tests/fixtures/mail'
import { startSmtpFake, type SmtpFake } from '../tests/fakes/smtp-fake'
import { startDovecot, type Dovecot } from '../tests/support/dovecot'
import { answeredLead, inboundTestConfig, processed, readerReady, readMailbox } from '../tests/support/inbound'
import { fakeProviders } from '../tests/support/providers'
import { waitFor } from '../tests/support/wait-for'
import { describe, expect, test } from './support/fixtures'
import { signIn } from './support/operator'
import { expectFitsEveryWidth, expectNoAxeViolations } from './support/page-checks'
import { startTestServer } from './support/test-server'

/**
 * Issue 23 item 4 in the browser: a lead's reply, read from a real Dovecot, appears in the lead's
 * Conversation (its new words first, the whole message on opening); the owner answers from
 * there, and the answer is sent threaded and shown in the thread. The CRM list flags the reply.
 */

const it = test
  // eslint-disable-next-line no-empty-pattern
  .extend('dovecot', { scope: 'file' }, async ({}, { onCleanup }): Promise<Dovecot> => {
    const dovecot = await startDovecot()
    onCleanup(() => dovecot.destroy())
    return dovecot
  })
  // eslint-disable-next-line no-empty-pattern
  .extend('smtp', { scope: 'file' }, async ({}, { onCleanup }): Promise<SmtpFake> => {
    const smtp = await startSmtpFake()
    onCleanup(() => smtp.close())
    return smtp
  })
it.override('server', { scope: 'file' }, async ({ dovecot, smtp }, { onCleanup }) => {
  const server = await startTestServer({ config: { providers: fakeProviders({ smtp }), replyTo: readMailbox, inbound: inboundTestConfig(dovecot) } })
  onCleanup(() => server.close())
  return server
})

describe("the lead's conversation", () => {
  it('shows the reply read from the mailbox, and sends the owner’s answer threaded', { timeout: 180_000 }, async ({ page, url, server, dovecot, smtp }) => {
    const email = 'dana@whitfieldroofing.example'
    const { lead, messageId } = await answeredLead(server.app, server.database, email, 'Dana Whitfield')
    await readerReady(server.database)
    const uid = await dovecot.append(mailFixture('gmail-reply', { ourMessageId: messageId, leadEmail: email, readMailbox }))
    await processed(server.database, uid)

    await signIn(page, url)
    await page.locator('[data-inbound-state="active"]').first().waitFor()
    const row = page.locator(`li[data-lead-id="${lead.id}"]`)
    await row.getByText('Replied', { exact: true }).waitFor()
    await row.getByRole('button', { name: 'Dana Whitfield' }).click()
    const dialog = page.getByRole('dialog', { name: 'Dana Whitfield' })
    const thread = dialog.getByRole('list', { name: 'Messages with this lead, oldest first' })
    const theirs = thread.locator('li[data-direction="in"][data-class="reply"]')
    await theirs.waitFor()
    expect(await theirs.textContent()).toContain('Yes, call me Tuesday after 2pm')
    // The quote and the signature are cut from what shows first, and there on opening.
    expect(await theirs.locator('p').filter({ hasText: 'Yes, call me' }).textContent()).not.toContain('wrote:')
    await theirs.getByText('Show the whole message').click()
    await theirs.getByText('Thanks for reaching out about Whitfield Roofing.').waitFor()
    // The sanitised HTML keeps no script and no remote image.
    expect(await theirs.locator('script, img').count()).toBe(0)
    await expectNoAxeViolations(page, '[role="dialog"]')
    await expectFitsEveryWidth(page, 'admin-conversation', { widths: ['phone', 'desktop'] })

    await dialog.getByLabel('Your reply').fill('Tuesday at 2:30 works. Talk then!')
    await dialog.getByRole('button', { name: 'Send reply' }).click()
    await dialog.getByRole('status').filter({ hasText: `Sent to ${email}.` }).waitFor()
    const ours = thread.locator('li[data-direction="out"]').filter({ hasText: 'Re: Your lead-response plan for Whitfield Roofing' })
    await ours.waitFor()
    expect(await ours.textContent()).toContain('sent')

    const sent = await waitFor(async () => smtp.messages.find((mail) => mail.to.includes(email) && mail.subject === 'Re: Your lead-response plan for Whitfield Roofing'))
    expect(sent.headers.get('in-reply-to')).toBe('<CAF7x=Yq3nT9mKp2wLrVb0dQe8uHs4jZ1cXo6gA5fNiWtRy@mail.gmail.com>')
    expect(sent.headers.get('references')).toContain(messageId)
  })
})
