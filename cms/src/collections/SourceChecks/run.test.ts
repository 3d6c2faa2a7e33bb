import { describe, expect, it } from 'vitest'
import { isPublicAddress } from './run'

describe('the source watcher stays out of our own network', () => {
  it.each([
    'http://127.0.0.1/x',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://localhost:3000/',
  ])('refuses %s', async (url) => {
    expect(await isPublicAddress(new URL(url))).toBe(false)
  })

  it.each(['https://8.8.8.8/', 'http://[::ffff:8.8.8.8]/', 'http://[2001:4860:4860::8888]/', 'https://172.32.0.1/'])(
    'reads %s',
    async (url) => {
      expect(await isPublicAddress(new URL(url))).toBe(true)
    },
  )
})
