import { describe, expect, it } from 'vitest'
import { smsKeyword } from './keywords'

describe('SMS keywords', () => {
  it.each(['STOP', 'stop', ' Stop. ', 'STOPALL', 'unsubscribe', 'Cancel!', 'end', 'QUIT', 'revoke', 'OptOut', '"STOP"', 'stop 🙏'])('reads %j as an opt-out', (body) => {
    expect(smsKeyword(body)).toBe('opt-out')
  })

  it.each(['START', 'unstop', 'Yes!'])('reads %j as an opt-in', (body) => {
    expect(smsKeyword(body)).toBe('opt-in')
  })

  it.each(['HELP', 'info?'])('reads %j as a request for help', (body) => {
    expect(smsKeyword(body)).toBe('help')
  })

  it.each(['please stop', "don't stop", 'STOP IT', 'opt out', 'stopp', '', '   ', 'constructor', 'toString', 'Can you come Tuesday?'])('reads %j as a message', (body) => {
    expect(smsKeyword(body)).toBeUndefined()
  })
})
