import { describe, expect, it } from 'vitest'
import { labelTone, readRewardsDisplay, rewardsDisplay, wordFeeParts, wordRewards } from './card-display'
import arCatalogue from './i18n/ar/catalogue'
import enCatalogue from './i18n/en/catalogue'
import { sayFrom } from './i18n/render'
import { formatsFor } from './locale-format'

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

describe('spec §5 rewards words in another language', () => {
  const arWords = sayFrom(arCatalogue)
  const ar = formatsFor('ar')
  const arabic = (shown: string) => wordRewards(readRewardsDisplay(shown), arWords, ar)

  it('reads back every text of its own, and the bank\'s plain "up to" figures', () => {
    expect(readRewardsDisplay(rewardsDisplay('0%', 'x'))).toEqual({ kind: 'none' })
    expect(readRewardsDisplay(rewardsDisplay('Varies', 'Emirates NBD Go4it'))).toEqual({ kind: 'varies' })
    expect(readRewardsDisplay(rewardsDisplay('Varies', 'HSBC Live+'))).toEqual({ kind: 'upToPercent', percent: 6 })
    expect(readRewardsDisplay(rewardsDisplay('Varies', 'Mashreq Max Rewards'))).toEqual({ kind: 'upToPoints', multiple: 10 })
    expect(readRewardsDisplay('up to 3.75 %')).toEqual({ kind: 'upToPercent', percent: 3.75 })
    expect(readRewardsDisplay('Up to 10% cashback')).toEqual({ kind: 'bank', text: 'Up to 10% cashback' })
    expect(readRewardsDisplay('1.5 points per AED')).toEqual({ kind: 'bank', text: '1.5 points per AED' })
  })

  it("words each of its own texts in Arabic, with Western digits, and leaves the bank's words as they are", () => {
    expect(arabic(rewardsDisplay(null, 'x'))).toBe('غير متوفر')
    expect(arabic(rewardsDisplay('Varies', 'x'))).toBe('يختلف')
    expect(arabic(rewardsDisplay('Varies', 'HSBC Live+'))).toBe(`حتى ${ar.percent(6)}`)
    expect(arabic(rewardsDisplay('Varies', 'Citi Premier'))).toBe('حتى 5 أضعاف النقاط')
    expect(arabic('Up to 3.75%')).toBe(`حتى ${ar.percent(3.75)}`)
    expect(arabic('Up to 3.75%')).toMatch(/3\.75/)
    expect(arabic('1.5 points per AED')).toBe('1.5 points per AED')
  })

  it("in English, the words are the spec's: every text read back words to itself", () => {
    const en = formatsFor('en')
    for (const [rate, name] of [
      [null, 'x'],
      ['Varies', 'x'],
      ['Varies', 'HSBC Live+'],
      ['Varies', 'ADCB Cash+'],
      ['Varies', 'Citi Rewards'],
    ] as const) {
      const shown = rewardsDisplay(rate, name)
      expect(wordRewards(readRewardsDisplay(shown), sayFrom(enCatalogue), en)).toBe(shown)
    }
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

describe('a fee in short in another language', () => {
  it('words each part from the catalogue, amounts in that language, the bank’s condition as it is', () => {
    const ar = formatsFor('ar')
    expect(
      wordFeeParts(
        [
          { key: 'yearly', vat: 'included', amount: 1575 },
          { key: 'joining', amount: 3149 },
          { key: 'firstYearFree', condition: 'on AED 5,000 spend' },
          { key: 'option', salaryTransfer: 'not-required', amount: 525 },
          { key: 'option', salaryTransfer: 'required', amount: 0 },
        ],
        sayFrom(arCatalogue),
        ar.aed,
      ),
    ).toBe(
      [
        `${ar.aed(1575)} سنويًا شاملة ضريبة القيمة المضافة`,
        `رسوم الانضمام ${ar.aed(3149)}`,
        'السنة الأولى مجانًا on AED 5,000 spend',
        `${ar.aed(525)} دون تحويل الراتب`,
        'بدون رسوم مع تحويل الراتب',
      ].join('؛ '),
    )
    expect(wordFeeParts([{ key: 'none' }], sayFrom(arCatalogue), ar.aed)).toBe('بدون رسوم سنوية')
  })
})
