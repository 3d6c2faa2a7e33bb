import { describe, expect, it } from 'vitest'
import { heroChips } from './home'

describe('hero chips (spec §2 Home)', () => {
  it('links each hero chip to the card type its label names, by name, and leaves out a type the catalogue lacks', () => {
    const seeded = ['Rewards', 'Cashback', 'Travel', 'Low Interest', 'Business', 'Islamic', 'Premium', 'Lifestyle'].map((name, i) => ({
      id: i + 1,
      name,
    }))
    expect(heroChips(seeded).map((c) => `${c.id} ${c.label}`)).toEqual(['1 Rewards', '2 Cashback', '3 Travel', '8 Lifestyle'])
    // An editor's spacing or case does not hide a chip; a missing type does.
    expect(
      heroChips([
        { id: 9, name: ' lifestyle ' },
        { id: 4, name: 'Low Interest' },
      ]),
    ).toEqual([{ id: 9, key: 'lifestyle', label: 'Lifestyle' }])
    expect(heroChips([])).toEqual([])
  })
})
