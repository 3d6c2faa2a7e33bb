import { describe, expect, it } from 'vitest'
import { SOCIAL_LINKS } from './company'

describe('company text (spec §1)', () => {
  it('has four https social links', () => {
    expect(SOCIAL_LINKS.map((l) => l.name)).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'X'])
    for (const link of SOCIAL_LINKS) expect(link.href).toMatch(/^https:\/\//)
  })
})
