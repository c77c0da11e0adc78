import type { Page } from 'playwright-core'
import { testAdminPassword } from '../../tests/support/operator'
import { openPage } from './browser'
import type { Url } from './fixtures'

/** The /admin gate, open and ready for the password. */
export async function openGate(target: Page, url: Url) {
  await openPage(target, url('/admin'))
  await target.getByRole('heading', { level: 1, name: 'Admin Access' }).waitFor()
}

/** Signs `target`'s context in as the operator through the gate, as the owner would. */
export async function signIn(target: Page, url: Url) {
  await openGate(target, url)
  await target.getByLabel('Password').fill(testAdminPassword)
  await target.getByLabel('Password').press('Enter')
  await target.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor()
}
