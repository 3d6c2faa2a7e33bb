import { describe, expect, it } from 'vitest'
import { FINANCIAL_TIPS, TIP_CATEGORIES, TIP_ICONS, groupTips, type FinancialTip } from './tips'

describe('FINANCIAL_TIPS (spec §2 Financial tips)', () => {
  it('holds 15 tips, three per category, with unique ids', () => {
    expect(FINANCIAL_TIPS).toHaveLength(15)
    for (const category of TIP_CATEGORIES) {
      expect(FINANCIAL_TIPS.filter((tip) => tip.category === category)).toHaveLength(3)
    }
    expect(new Set(FINANCIAL_TIPS.map((tip) => tip.id)).size).toBe(15)
  })

  it('gives every tip a title, content and a known icon', () => {
    for (const tip of FINANCIAL_TIPS) {
      expect(tip.title.length).toBeGreaterThan(5)
      expect(tip.content.length).toBeGreaterThan(40)
      expect(TIP_ICONS).toContain(tip.icon)
    }
  })

  it("carries the spec's facts, with rates and fees as the banks publish them today (docs/domain.md)", () => {
    const text = FINANCIAL_TIPS.map((tip) => tip.content).join('\n')
    expect(text).toContain('UAE banks typically need AED 5,000 minimum salary')
    // The spec's "2-3% monthly" predates the banks' current KFS (3.25–3.75 %, APR 39–45 %).
    expect(text).toContain('3.25–3.75% a month')
    expect(text).not.toContain('2-3%')
    expect(text).toContain('under 30% of your credit limit')
    expect(text).toContain('from AED 0 to over AED 5,000')
  })

  it('states the DOMAIN facts it uses correctly', () => {
    const text = FINANCIAL_TIPS.map((tip) => tip.content).join('\n')
    expect(text).toContain('AED 230') // late payment fee cap
    expect(text).toContain('300 to 900') // AECB score range
    expect(text).toContain('50% of your salary') // debt burden ratio
  })
})

describe('groupTips', () => {
  it('shows every tip once, at most two per category in each group', () => {
    const groups = groupTips()
    expect(groups.map((group) => group.title)).toEqual(['Essentials', 'Going further'])
    expect(groups[0]!.tips).toHaveLength(10)
    expect(groups[1]!.tips).toHaveLength(5)
    for (const group of groups) {
      for (const category of TIP_CATEGORIES) {
        expect(group.tips.filter((tip) => tip.category === category).length).toBeLessThanOrEqual(2)
      }
    }
    const shown = groups.flatMap((group) => group.tips.map((tip) => tip.id))
    expect(shown.sort()).toEqual(FINANCIAL_TIPS.map((tip) => tip.id).sort())
  })

  it('keeps the order within a category: the first two are the essentials', () => {
    const [essentials, further] = groupTips()
    expect(essentials!.tips.slice(0, 2).map((tip) => tip.id)).toEqual(['pay-in-full', 'monthly-budget'])
    expect(further!.tips[0]!.id).toBe('avoid-cash-advances')
  })

  it('caps each group at two per category for longer lists too', () => {
    const many: FinancialTip[] = Array.from({ length: 6 }, (_, i) => ({
      id: `t${i}`,
      title: `Tip ${i}`,
      content: 'x',
      icon: 'wallet',
      category: 'credit',
    }))
    const [essentials, further] = groupTips(many)
    expect(essentials!.tips.map((tip) => tip.id)).toEqual(['t0', 't1'])
    expect(further!.tips.map((tip) => tip.id)).toEqual(['t2', 't3'])
    expect(groupTips([]).every((group) => group.tips.length === 0)).toBe(true)
  })
})
