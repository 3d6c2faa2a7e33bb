import { describe, expect, it } from 'vitest'
import { labelTone, rewardsDisplay } from './card-display'

describe('rewardsDisplay (spec §5 Rewards display rule)', () => {
  it('shows N/A for empty, null and zero-percent values', () => {
    expect(rewardsDisplay(null, 'Any')).toBe('N/A')
    expect(rewardsDisplay(undefined, 'Any')).toBe('N/A')
    expect(rewardsDisplay('', 'Any')).toBe('N/A')
    expect(rewardsDisplay('   ', 'Any')).toBe('N/A')
    expect(rewardsDisplay('0%', 'Any')).toBe('N/A')
    expect(rewardsDisplay('0.0% cashback', 'Any')).toBe('N/A')
    expect(rewardsDisplay('Earn 0% on fuel', 'Any')).toBe('N/A')
    // A zero-percent value is N/A even when it also says "varies" or "up to".
    expect(rewardsDisplay('Up to 0%', 'HSBC Live+')).toBe('N/A')
  })

  it('does not treat 10%, 20% or 1.0% as zero (documented reading of "contains 0%")', () => {
    expect(rewardsDisplay('10%', 'Any')).toBe('10%')
    expect(rewardsDisplay('20% cashback on dining', 'Any')).toBe('20% cashback on dining')
    expect(rewardsDisplay('1.0%', 'Any')).toBe('1.0%')
    expect(rewardsDisplay('0.5%', 'Any')).toBe('0.5%')
  })

  it('keeps values containing "up to", whatever the case', () => {
    expect(rewardsDisplay('Up to 10% cashback', 'HSBC Live+')).toBe('Up to 10% cashback')
    expect(rewardsDisplay('UP TO 3 miles', 'x')).toBe('UP TO 3 miles')
  })

  it('replaces "varies" by card name, case-insensitively', () => {
    expect(rewardsDisplay('Varies', 'HSBC Live+ Credit Card')).toBe('Up to 6%')
    expect(rewardsDisplay('varies', 'hsbc LIVE+')).toBe('Up to 6%')
    expect(rewardsDisplay('Varies by category', 'ADCB Cash+')).toBe('Up to 5%')
    expect(rewardsDisplay('VARIES', 'Mashreq Max Rewards')).toBe('Up to 10X points')
    expect(rewardsDisplay('Varies', 'Citi Premier')).toBe('Up to 5X points')
    expect(rewardsDisplay('Varies', 'Citi Prestige')).toBe('Up to 5X points')
    expect(rewardsDisplay('Varies', 'Citi Rewards Card')).toBe('Up to 2X points')
    expect(rewardsDisplay('Varies', 'Emirates NBD Go4it')).toBe('Varies')
    expect(rewardsDisplay('Varies', null)).toBe('Varies')
  })

  it('returns any other value unchanged (trimmed)', () => {
    expect(rewardsDisplay(' 1.5 points per AED ', 'HSBC Live+')).toBe('1.5 points per AED')
    expect(rewardsDisplay('<script>alert(1)</script>', 'x')).toBe('<script>alert(1)</script>')
  })
})

describe('labelTone (spec §2)', () => {
  it.each([
    ['Best Seller', 'best'],
    ['Limited OFFER', 'best'],
    ['Most Popular', 'popular'],
    ['trending now', 'popular'],
    ['New', 'new'],
    ['Just Launched', 'new'],
    ['Exclusive', 'exclusive'],
    ['PREMIUM', 'exclusive'],
    ['Editor pick', 'default'],
    ['', 'default'],
    [null, 'default'],
  ] as const)('%s -> %s', (label, tone) => {
    expect(labelTone(label)).toBe(tone)
  })

  it('takes the first group that matches', () => {
    expect(labelTone('New best offer')).toBe('best')
    expect(labelTone('Premium launch')).toBe('new')
  })
})
