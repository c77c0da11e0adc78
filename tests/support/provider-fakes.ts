import { afterAll, beforeAll } from 'vitest'
import { startMakeFake, type MakeFake } from '../fakes/make-fake'
import { startNotionFake, type NotionFake } from '../fakes/notion-fake'
import { defaultModelAnswer, startOpenAiFake, type OpenAiFake } from '../fakes/openai-fake'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'

export type ProviderFakes = { openai: OpenAiFake; notion: NotionFake; smtp: SmtpFake; make: MakeFake }

/**
 * The fakes of all four providers (OpenAI, Notion, SMTP, Make) for a test file: started before its
 * tests (so a `useTestApp` after this can point at them) and closed after them. `clear()` puts
 * them back as they started: no faults, the default model answer, nothing received; a file calls
 * it before each test once its queue has drained, so a job of the last test cannot write after it.
 */
export function useProviderFakes() {
  const fakes = {} as ProviderFakes & { clear(): void }
  beforeAll(async () => {
    ;[fakes.openai, fakes.notion, fakes.smtp, fakes.make] = await Promise.all([startOpenAiFake(), startNotionFake(), startSmtpFake(), startMakeFake()])
  })
  afterAll(() => Promise.all([fakes.openai?.close(), fakes.notion?.close(), fakes.smtp?.close(), fakes.make?.close()]))
  fakes.clear = () => {
    for (const fake of [fakes.openai, fakes.notion, fakes.smtp, fakes.make]) fake.faults.clear()
    fakes.openai.answer = defaultModelAnswer
    fakes.openai.completions.length = 0
    fakes.notion.pages.length = 0
    fakes.smtp.messages.length = 0
    fakes.make.webhookPosts.length = 0
  }
  return fakes
}
