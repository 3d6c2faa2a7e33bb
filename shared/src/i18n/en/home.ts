// The home page (spec §2 Home), in English: the spec's texts verbatim.
export default {
  meta: {
    title: 'CardCompare UAE | Compare the Best Credit Cards in Dubai',
    description:
      'Find and compare the best credit cards in Dubai and get personalised recommendations: {{cardsFromBanks}}, compared for free.',
  },
  /**
   * The catalogue's size, counted at render time (CatalogueSize): "63 cards from 8 UAE banks".
   * Each count is its own plural; `fromBanks` joins them. Unknown (the catalogue could not be
   * read) names no number.
   */
  size: {
    cards_one: '{{count}} card',
    cards_other: '{{count}} cards',
    creditCards_one: '{{count}} credit card',
    creditCards_other: '{{count}} credit cards',
    banks_one: '{{count}} UAE bank',
    banks_other: '{{count}} UAE banks',
    fromBanks: '{{cards}} from {{banks}}',
    cardsUnknown: 'cards from UAE banks',
    creditCardsUnknown: 'credit cards from UAE banks',
  },
  hero: {
    eyebrow: 'Compare {{cardsFromBanks}}',
    title: 'Find the Best Credit Card in Dubai',
    text: 'A free comparison of up-to-date offers and exclusive benefits, with AI-powered recommendations to match a card to the way you spend.',
    finder: 'Card Finder',
    popular: 'Popular:',
    /** The "Popular" chips (HERO_CHIPS); English is also the card type's name they look up. */
    chips: {
      rewards: 'Rewards',
      cashback: 'Cashback',
      travel: 'Travel',
      lifestyle: 'Lifestyle',
    },
  },
  partners: {
    heading: 'Our Partner Banks',
  },
  why: {
    heading: 'Why compare with us',
    catalogue: {
      title_one: '{{count}} Credit Card',
      title_other: '{{count}} Credit Cards',
      titleUnknown: 'Credit Cards',
      text: '{{cardsFromBanks}} in one place, with fees, rates and rewards side by side.',
      textUnknown: 'Cards from UAE banks in one place, with fees, rates and rewards side by side.',
    },
    free: {
      title: 'Free Comparison',
      text: 'Compare cards at no cost, with up-to-date offers and the exclusive benefits each bank includes.',
    },
    ai: {
      title: 'AI-Powered Recommendations',
      text: 'Tell us how you spend and get personalised card suggestions in seconds.',
    },
  },
  categories: {
    heading: 'Browse Cards by Category',
    text: 'Pick the kind of card that fits how you spend.',
    /** A card type with no description in the CMS; `type` is its name. */
    fallback: 'Best {{type}} credit cards to maximize your benefits.',
    viewAll: 'View All Cards',
  },
  featured: {
    heading: 'Featured Credit Cards',
    subheading: 'Top Credit Cards in UAE',
    viewAll: 'View All Cards',
    empty: 'Featured cards will appear here soon.',
  },
  popular: {
    heading: 'Popular this week',
    text_one: 'The cards visitors viewed, compared, saved and applied for most in the last {{count}} day',
    text_other: 'The cards visitors viewed, compared, saved and applied for most in the last {{count}} days',
    howTitle: 'How this list is made',
    howText_one:
      'We count the card views, comparisons, saved cards and applications on CardCompare UAE over the last {{count}} day, each visitor once per card and day. Banks do not pay for a place here. Every listed card, popular or not, is in the catalogue.',
    howText_other:
      'We count the card views, comparisons, saved cards and applications on CardCompare UAE over the last {{count}} days, each visitor once per card and day. Banks do not pay for a place here. Every listed card, popular or not, is in the catalogue.',
    browse: 'Browse all cards',
    find: 'Find my card',
  },
  comparison: {
    heading: 'Compare Featured Cards',
    change: 'Change Cards',
    label: 'Featured cards comparison',
    actions: 'Actions',
  },
  leads: {
    heading: 'Talk to a Card Expert',
    text: 'Tell us what matters to you and our team will suggest the cards that fit your salary and the way you spend.',
    free: 'Free, with no obligation to apply',
    /** `hours` is common's site.hours. */
    contact: 'We contact you {{hours}} (UAE time)',
    bank: 'Your details go to a bank only if you decide to apply',
  },
  quiz: {
    heading: 'Not sure which card to choose?',
    text: 'Answer a few questions about your spending and income, and we will suggest the cards that fit.',
    cta: 'Take Card Finder Quiz',
  },
  about: {
    heading: 'About {{company}}',
    text: 'We bring together {{creditCardsFromBanks}} so you can compare fees, interest rates, rewards and salary requirements in one place, free of charge. When you apply or leave your details, our team contacts you to help with the next steps.',
    company: 'Company',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Opening hours',
  },
}
