import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BANK_NAMES_AR, FALLBACK_BANKS } from '../banks'
import { foldArabic, glossArabic, westernDigits } from './arabic'
import { readMessage } from './read-request'

const banks = FALLBACK_BANKS.map((b) => ({ id: b.id, name: b.name }))
const bankId = (name: string) => FALLBACK_BANKS.find((b) => b.name === name)!.id

describe('westernDigits', () => {
  it.each([
    ['١٠٠٠٠', '10000'],
    ['۱۲۰۰۰', '12000'],
    ['١٥٬٠٠٠', '15,000'],
    ['٢٫٥٪', '2.5٪'],
    ['راتبي، كم؟', 'راتبي, كم?'],
  ])('%s → %s', (text, expected) => expect(westernDigits(text)).toBe(expected))

  it('leaves text without Arabic characters as it was', () => {
    fc.assert(fc.property(fc.string(), (text) => /[\u0600-\u06ff]/.test(text) || westernDigits(text) === text))
  })
})

describe('foldArabic', () => {
  it('writes alef forms, alef maqsura and taa marbuta one way, without short vowels or tatweel', () => {
    expect(foldArabic('إسلاميّة')).toBe(foldArabic('اسلاميه'))
    expect(foldArabic('أبوظبي الأول')).toBe('ابوظبي الاول')
    expect(foldArabic('علــى')).toBe('علي')
  })
})

describe('glossArabic', () => {
  it('returns a message without Arabic letters unchanged', () => {
    fc.assert(fc.property(fc.string(), (text) => /[\u0600-\u06ff\u0750-\u077f]/.test(text) || glossArabic(text) === text))
  })

  it('never throws and keeps every Western digit of an Arabic message', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('راتبي', 'درهم', 'بدون', 'رسوم', 'لا', 'و', '10000', '١٢٠٠٠', '،', ' ', 'إسلامية')), (parts) => {
        const text = parts.join(' ')
        const digits = (s: string) => westernDigits(s).replace(/\D/g, '')
        expect(digits(glossArabic(text))).toBe(digits(text))
      }),
    )
  })
})

describe('reading an Arabic question', () => {
  it('reads the issue’s example: no annual fee and a salary of AED 10,000', () => {
    const request = readMessage('أريد بطاقة ائتمان بدون رسوم سنوية وراتبي 10000 درهم', banks)
    expect([request.salary, request.fee]).toEqual([10000, { kind: 'free' }])
  })

  it.each([
    ['راتبي ١٥٬٠٠٠ درهم', { salary: 15000 }],
    ['دخلي 40 ألف درهم في الشهر', { salary: 40000 }],
    ['راتبي السنوي 180000 درهم', { salary: 15000 }],
    ['رسوم سنوية أقل من 500 درهم، راتبي 12000', { salary: 12000, fee: { kind: 'max', max: 500 } }],
    ['بطاقة مجانية في السنة الأولى، راتبي 12000', { fee: { kind: 'first-year' } }],
    ['بطاقة إسلامية باسترداد نقدي', { banking: 'islamic', rewards: 'cashback' }],
    ['بطاقة تقليدية بأميال', { banking: 'conventional', rewards: 'miles' }],
    ['بطاقة إسلامية أو تقليدية', { banking: 'any' }],
    ['أحتاج صالات المطار', { lounge: true, travel: true }],
    ['لا أحتاج صالات المطار', { lounge: false }],
    ['لا أسافر، أنفق 3000 درهم على البقالة', { travel: false, categories: ['groceries'] }],
    ['بطاقة للوقود والمطاعم', { categories: ['fuel', 'dining'] }],
  ])('%s', (text, expected) => {
    expect(readMessage(text, banks)).toMatchObject(expected)
  })

  it('finds banks by their Arabic names, and one left out', () => {
    expect(readMessage('بطاقة من بنك الإمارات دبي الوطني أو بنك أبوظبي الأول', banks).bankIds).toEqual([
      bankId('Emirates NBD'),
      bankId('First Abu Dhabi Bank'),
    ])
    // A bank's name is not a wish: "Dubai Islamic Bank" does not ask for Islamic cards.
    const dib = readMessage('بطاقة من بنك دبي الإسلامي', banks)
    expect([dib.banking, dib.bankIds]).toEqual([null, [bankId('Dubai Islamic Bank')]])
    expect(readMessage('أي بنك ما عدا المشرق', banks).excludedBankIds).toEqual([bankId('Mashreq Bank')])
  })

  it('reads every bank by its Arabic name, with بنك or مصرف', () => {
    for (const bank of FALLBACK_BANKS) {
      const arabic = BANK_NAMES_AR[bank.name] ?? ''
      expect(arabic, bank.name).not.toBe('')
      for (const name of [arabic, arabic.replace(/^(بنك|مصرف) /, (word) => (word === 'بنك ' ? 'مصرف ' : 'بنك '))]) {
        const request = readMessage(`أريد بطاقة من ${name} وراتبي 9000`, banks)
        expect(request.bankIds, name).toEqual([bank.id])
      }
    }
  })

  it('does not take a place or a word that holds a bank’s short name for the bank', () => {
    expect(readMessage('أعيش في عجمان وراتبي 9000', banks).bankIds).toEqual([])
    expect(readMessage('أريد بطاقة بتكاليف قليلة', banks).bankIds).toEqual([])
  })
})
