import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { generatedPasswordFile, hashPassword, resolveAdminPassword, verifyPassword } from './password'

describe('the back-office password', () => {
  it('verifies the right password against its scrypt hash and refuses any other', async () => {
    const stored = await hashPassword('correct horse battery')
    expect(stored.hash.toString('hex')).not.toContain(Buffer.from('correct horse battery').toString('hex'))
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true)
    expect(await verifyPassword(stored, 'correct horse batterY')).toBe(false)
    expect(await verifyPassword(stored, '')).toBe(false)
  })

  it('salts each hash: the same password hashes differently twice', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')])
    expect(a.hash.equals(b.hash)).toBe(false)
  })

  describe('without ADMIN_PASSWORD', () => {
    let dataDir = ''
    afterEach(async () => rm(dataDir, { recursive: true, force: true }))

    it('generates one at the first start, keeps it for the owner only, announces it once, and reuses it', async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'bluegrass-password-'))
      const announced: string[] = []
      const first = await resolveAdminPassword({ configured: undefined, dataDir, announce: (message) => announced.push(message) })
      expect(first).toMatch(/^[A-Za-z0-9_-]{24}$/)
      expect(announced).toHaveLength(1)
      expect(announced[0]).toContain(first)
      expect((await readFile(generatedPasswordFile(dataDir), 'utf8')).trim()).toBe(first)
      expect((await stat(generatedPasswordFile(dataDir))).mode & 0o077).toBe(0)
      const second = await resolveAdminPassword({ configured: undefined, dataDir, announce: (message) => announced.push(message) })
      expect(second).toBe(first)
      expect(announced).toHaveLength(1)
    })

    it('prefers ADMIN_PASSWORD when it is set', async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'bluegrass-password-'))
      expect(await resolveAdminPassword({ configured: 'configured-password', dataDir, announce: () => {} })).toBe('configured-password')
    })
  })
})
