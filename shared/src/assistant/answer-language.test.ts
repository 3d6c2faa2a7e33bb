// The assistant answers in the language asked (docs/decisions/034, Update), and what it offers to
// send next is read again as the same wish in either language.
import { describe, expect, it } from 'vitest'
import { FALLBACK_BANKS } from '../banks'
import ar from '../i18n/ar/assistant'
import en from '../i18n/en/assistant'
import type { Locale } from '../locale'
import { hasArabicLetters } from './arabic'
import { answerQuestion, type AssistantAnswer, type AssistantCatalogue } from './engine'
import { answerLocale } from './speech'
import { testCard as card } from './test-cards'

const banks = FALLBACK_BANKS.map(({ id, name }) => ({ id, name, slug: name.toLowerCase().replace(/\s+/g, '-') }))
const catalogue: AssistantCatalogue = {
  cards: [
    card({ name: 'Everyday Cashback Card', bankId: 14, cardTypeIds: [1], featureIds: [1], minimumSalary: 5000 }),
    card({ name: 'Gold Cashback Card', bankId: 10, cardTypeIds: [1], fee: 500, minimumSalary: 15000 }),
    card({ name: 'Sky Basic Card', bankId: 10, cardTypeIds: [2], featureIds: [2], fee: 300, confirmed: ['annualFee', 'monthlyRate'] }),
    card({ name: 'Covered Free Card', bankId: 2, cardTypeIds: [3], rates: { monthlyRate: 2.99, apr: 35.88, kind: 'profit' } }),
    card({ name: 'Max Rewards Card', bankId: 10, cardTypeIds: [2], fee: 0, rewardRate: 'Varies', confirmed: ['annualFee', 'rewardRate'] }),
  ],
  banks,
  cardTypes: [
    { id: 1, name: 'Cashback' },
    { id: 2, name: 'Travel' },
    { id: 3, name: 'Islamic' },
  ],
  features: [
    { id: 1, name: 'No Annual Fee' },
    { id: 2, name: 'Miles Rewards' },
  ],
}

const ask = (message: string, history: readonly string[] = [], page: Locale = 'en') =>
  answerQuestion(
    message,
    history.map((content) => ({ role: 'user' as const, content })),
    catalogue,
    page,
  )

/** Every text the visitor sees. */
const textsOf = (answer: AssistantAnswer) =>
  [...answer.text.split(/\n{2,}/), ...answer.cards.flatMap((c) => [c.reason, ...c.facts]), ...answer.suggestions].filter(Boolean)

describe('the language of the answer', () => {
  it('is the script of the question, else the last earlier question with letters, else the page', () => {
    expect(answerLocale('راتبي 10000 درهم', [], 'en')).toBe('ar')
    expect(answerLocale('salary 10000', [], 'ar')).toBe('en')
    expect(answerLocale('10000', [], 'ar')).toBe('ar')
    expect(answerLocale('10000', [], 'en')).toBe('en')
    expect(answerLocale('10000', ['بطاقة كاش باك'], 'en')).toBe('ar')
    expect(answerLocale('١٠٠٠٠', [], 'en')).toBe('ar')
  })

  it('an Arabic question gets every text in Arabic; an English one on /ar stays English', () => {
    for (const question of [
      'أريد بطاقة ائتمان بدون رسوم سنوية وراتبي 10000 درهم',
      'بطاقة كاش باك',
      'مرحبا',
      'راتبي 4000 درهم',
      'بطاقة إسلامية بدون رسوم سنوية من بنك الإمارات دبي الوطني، راتبي 20000',
      'ما الرسوم السنوية لبطاقة Sky Basic Card؟',
    ]) {
      const answer = ask(question)
      expect(answer.locale, question).toBe('ar')
      for (const text of textsOf(answer)) expect(hasArabicLetters(text), text).toBe(true)
    }
    const english = ask('cashback card, salary 12,000', [], 'ar')
    expect(english.locale).toBe('en')
    for (const text of textsOf(english)) expect(hasArabicLetters(text), text).toBe(false)
  })

  it('names banks in Arabic and writes amounts the Arabic way', () => {
    const answer = ask('بطاقة من بنك الإمارات دبي الوطني، راتبي 20000')
    expect(answer.text).toContain('من بنك الإمارات دبي الوطني')
    expect(answer.text).toContain('راتب شهري 20,000 درهم')
    expect(answer.text).not.toMatch(/AED|Emirates NBD/)
  })

  it('words the spec\'s rewards texts ("Varies", "Up to 10X points") in Arabic, in a recommendation and a card answer', () => {
    const english = ask('What rewards does the Max Rewards Card give?')
    expect(english.text).toContain('Up to 10X points')
    for (const answer of [ask('ما المكافآت على بطاقة Max Rewards Card؟'), ask('بطاقة سفر بدون رسوم سنوية، راتبي 20000')]) {
      const texts = textsOf(answer).join('\n')
      expect(texts).toContain('حتى 10 أضعاف النقاط')
      expect(texts).not.toMatch(/Up to|Varies|N\/A/)
    }
  })

  it('a card question in Arabic words the figure, its value and its source in Arabic', () => {
    const answer = ask('ما الرسوم السنوية لبطاقة Sky Basic Card؟')
    expect(answer.kind).toBe('card')
    expect(answer.text).toContain(
      'الرسوم السنوية: 300 درهم (شاملة ضريبة القيمة المضافة 5%، كما يذكر البنك). المصدر: Key Facts Statement، تاريخ التحقق 23 نوفمبر 2026.',
    )
  })
})

/** What a reply was read as, without the words' positions. */
const reading = (answer: AssistantAnswer) => ({ kind: answer.kind, understood: answer.understood, cards: answer.cards.map((c) => c.id) })

describe('suggestions are read again as the same wish in Arabic as in English', () => {
  const starters = Object.keys(en.starters) as (keyof typeof en.starters)[]
  it.each(starters)('starter "%s"', (key) => {
    expect(reading(ask(ar.starters[key]))).toEqual(reading(ask(en.starters[key])))
  })

  it.each(['low', 'mid', 'high'] as const)('salary reply "%s"', (key) => {
    expect(reading(ask(ar.salary[key], ['بطاقة كاش باك']))).toEqual(reading(ask(en.salary[key], ['cashback card'])))
  })

  const strict = {
    en: 'Islamic cashback card with no annual fee, salary 10000',
    ar: 'بطاقة إسلامية باسترداد نقدي بدون رسوم سنوية، راتبي 10000',
  }
  it('the strict wish they relax reads the same', () => {
    const answer = ask(strict.ar)
    expect(answer.kind).toBe('no-match')
    expect(reading(answer)).toEqual(reading(ask(strict.en)))
    expect(answer.suggestions).toEqual(ask(strict.en).suggestions.map((text) => ar.relax[keyOf(en.relax, text)]))
  })
  it.each(Object.keys(en.relax) as (keyof typeof en.relax)[])('relaxing "%s"', (key) => {
    expect(reading(ask(ar.relax[key], [strict.ar]))).toEqual(reading(ask(en.relax[key], [strict.en])))
  })

  it.each(Object.keys(en.next) as (keyof typeof en.next)[])('next "%s"', (key) => {
    expect(reading(ask(ar.next[key], ['راتبي 10000']))).toEqual(reading(ask(en.next[key], ['salary 10000'])))
  })

  it('the issue’s question: salary and no annual fee read, no "no annual fee" follow-up', () => {
    const answer = ask('أريد بطاقة ائتمان بدون رسوم سنوية وراتبي 10000 درهم')
    expect(answer.understood.salary).toBe(10000)
    expect(answer.understood.fee).toEqual({ kind: 'free' })
    expect(answer.suggestions).not.toContain(ar.next.noFee)
    expect(answer.suggestions.length).toBeGreaterThan(0)
  })

  it('the replies to a card answer, and the cards a clarification offers', () => {
    const first = { en: 'What is the annual fee of the Sky Basic Card?', ar: 'ما الرسوم السنوية لبطاقة Sky Basic Card؟' }
    const enAnswer = ask(first.en)
    const arAnswer = ask(first.ar)
    expect(reading(arAnswer)).toEqual(reading(enAnswer))
    expect(arAnswer.figures?.map((f) => f.figure)).toEqual(enAnswer.figures?.map((f) => f.figure))
    expect(arAnswer.suggestions).toHaveLength(enAnswer.suggestions.length)
    arAnswer.suggestions.forEach((reply, i) => {
      const enNext = ask(enAnswer.suggestions[i]!, [first.en])
      const arNext = ask(reply, [first.ar])
      expect(reading(arNext), reply).toEqual(reading(enNext))
      expect(
        arNext.figures?.map((f) => f.figure),
        reply,
      ).toEqual(enNext.figures?.map((f) => f.figure))
    })
    // "Which Emirates NBD card do you mean?": each card offered, asked about again.
    const arClarify = ask('ما معدل الفائدة السنوي لبطاقة Emirates NBD؟')
    expect(arClarify.kind).toBe('clarify')
    expect(arClarify.suggestions.length).toBeGreaterThan(0)
    for (const reply of arClarify.suggestions) {
      const offered = catalogue.cards.find((c) => reply.includes(c.name))!
      const arNext = ask(reply, ['ما معدل الفائدة السنوي لبطاقة Emirates NBD؟'])
      const enNext = ask(`What is the APR of the ${offered.name}?`, ['What is the APR of the Emirates NBD card?'])
      expect(arNext.kind, reply).toBe('card')
      expect(reading(arNext), reply).toEqual(reading(enNext))
      expect(
        arNext.figures?.map((f) => f.figure),
        reply,
      ).toEqual(enNext.figures?.map((f) => f.figure))
    }
  })
})

function keyOf<T extends Record<string, string>>(texts: T, text: string): keyof T {
  const key = Object.keys(texts).find((k) => texts[k] === text)
  if (!key) throw new Error(`"${text}" is not one of the texts`)
  return key
}
