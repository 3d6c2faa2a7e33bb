// Arabic questions to the assistant (docs/decisions/034): a message in Arabic is folded to one
// spelling, then the words the reader looks for (salary, fees, banks, Islamic, travel, rewards,
// spending, negation) are glossed into the English that read-request.ts already reads, so both
// languages share one set of rules: the same amount, the same fee wish, the same negation.

import { BANK_NAMES_AR } from '../banks'

/** Arabic letters, to tell an Arabic message from an English one. */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f]/

/** The message has Arabic letters: it is read through the glossary, and answered in Arabic (speech.ts). */
export const hasArabicLetters = (text: string): boolean => ARABIC.test(text)

const DIGITS: Record<string, string> = {}
for (let d = 0; d <= 9; d++) {
  DIGITS[String.fromCharCode(0x0660 + d)] = String(d) // Arabic-Indic
  DIGITS[String.fromCharCode(0x06f0 + d)] = String(d) // Eastern Arabic-Indic (Persian, Urdu)
}

/**
 * Arabic-Indic digits as Western ones (UAE banks print Western digits; visitors type either),
 * the Arabic thousands and decimal separators and punctuation as their Latin forms. Safe on any
 * text: nothing else changes.
 */
export function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => DIGITS[digit]!)
    .replace(/(?<=\d)\u066c(?=\d)/g, ',')
    .replace(/(?<=\d)\u066b(?=\d)/g, '.')
    .replace(/\u060c/g, ',')
    .replace(/\u061b/g, ';')
    .replace(/\u061f/g, '?')
}

/** One spelling for the letters people write either way: alef forms, alef maqsura, taa marbuta; no tatweel or short vowels. */
export function foldArabic(text: string): string {
  return text
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
}

type Gloss = { ar: string; en: string; word?: boolean }

/** Other names people use for a bank in Arabic; single words are matched whole. */
const BANK_ALIASES_AR: Readonly<Record<string, readonly string[]>> = {
  'Mashreq Bank': ['مشرق'],
  'RAK Bank': ['راك بنك'],
}

/**
 * Each bank's Arabic name (BANK_NAMES_AR) as the reader's English name, first and longest first:
 * "بنك دبي الإسلامي" names a bank, not a wish for Islamic cards. People say بنك or مصرف for
 * either, write أبوظبي or أبو ظبي, and leave the word out ("المشرق", "دبي التجاري") when what is
 * left is not a place ("عجمان") or a short word found inside others ("ليف").
 */
function bankGlosses(): Gloss[] {
  const glosses: Gloss[] = []
  for (const [name, arabic] of Object.entries(BANK_NAMES_AR)) {
    const rest = arabic.replace(/^(?:بنك|مصرف)\s+/, '')
    const names = new Set([arabic])
    if (rest !== arabic) {
      names.add(`بنك ${rest}`).add(`مصرف ${rest}`)
      if (rest.includes(' ') || rest.startsWith('ال')) names.add(rest)
    }
    for (const ar of [...names]) names.add(ar.replace('أبوظبي', 'أبو ظبي'))
    for (const ar of names) glosses.push({ ar, en: name })
    for (const ar of BANK_ALIASES_AR[name] ?? []) glosses.push({ ar, en: name, word: !ar.includes(' ') })
  }
  return glosses.sort((a, b) => b.ar.length - a.ar.length)
}

/**
 * Arabic phrases and the English the reader understands, longest first where they overlap.
 * Each may carry the attached "and" (و), read as " and " so that it ends a clause as in English;
 * `word`: matched only as a whole word (a short word is found inside longer ones), which may also
 * carry an attached "with", "for", "so" or "as" (ب ل ف ك, and لل for "for the").
 */
const GLOSSARY: readonly Gloss[] = [
  // Fees.
  { ar: 'مجانية مدى الحياة', en: 'free for life' },
  { ar: 'مجانا مدى الحياة', en: 'free for life' },
  { ar: 'مجانية في السنة الأولى', en: 'first year free' },
  { ar: 'مجانا في السنة الأولى', en: 'first year free' },
  { ar: 'مجانية للسنة الأولى', en: 'first year free' },
  { ar: 'مجانا للسنة الأولى', en: 'first year free' },
  { ar: 'السنة الأولى مجانا', en: 'first year free' },
  { ar: 'السنة الأولى مجانية', en: 'first year free' },
  { ar: 'إعفاء من الرسوم في السنة الأولى', en: 'first year free' },
  { ar: 'معفاة من الرسوم في السنة الأولى', en: 'first year free' },
  { ar: 'بدون رسوم سنوية', en: 'no annual fee' },
  { ar: 'بلا رسوم سنوية', en: 'no annual fee' },
  { ar: 'من غير رسوم سنوية', en: 'no annual fee' },
  { ar: 'بدون رسوم', en: 'no annual fee' },
  { ar: 'بلا رسوم', en: 'no annual fee' },
  { ar: 'من غير رسوم', en: 'no annual fee' },
  { ar: 'لا أريد دفع رسوم', en: 'no annual fee' },
  { ar: 'لا أريد رسوم', en: 'no annual fee' },
  { ar: 'بطاقة ائتمانية مجانية', en: 'free credit card' },
  { ar: 'بطاقة ائتمان مجانية', en: 'free credit card' },
  { ar: 'بطاقة مجانية', en: 'free credit card' },
  { ar: 'لا تهمني الرسوم', en: 'any fee' },
  { ar: 'لا يهمني الرسوم', en: 'any fee' },
  { ar: 'الرسوم لا تهم', en: 'any fee' },
  { ar: 'أي رسوم', en: 'any fee' },
  { ar: 'رسوم منخفضة', en: 'low fee' },
  { ar: 'رسوم قليلة', en: 'low fee' },
  { ar: 'رسوم سنوية', en: 'annual fee' },
  { ar: 'الرسوم السنوية', en: 'annual fee' },
  { ar: 'رسومها', en: 'fee' },
  { ar: 'الرسوم', en: 'fee' },
  { ar: 'رسوم', en: 'fee' },
  { ar: 'لا تتجاوز', en: 'no more than' },
  { ar: 'لا تزيد عن', en: 'no more than' },
  { ar: 'لا تزيد على', en: 'no more than' },
  { ar: 'بحد أقصى', en: 'at most' },
  { ar: 'كحد أقصى', en: 'at most' },
  { ar: 'أقل من', en: 'less than' },
  { ar: 'تحت', en: 'under', word: true },

  // Money and time.
  { ar: 'درهم إماراتي', en: 'AED' },
  { ar: 'دراهم', en: 'AED' },
  { ar: 'درهما', en: 'AED' },
  { ar: 'درهم', en: 'AED' },
  { ar: 'د.إ', en: 'AED' },
  { ar: 'آلاف', en: 'thousand', word: true },
  { ar: 'ألف', en: 'thousand', word: true },
  { ar: 'راتبي الشهري', en: 'my salary' },
  { ar: 'الراتب الشهري', en: 'salary' },
  { ar: 'دخلي الشهري', en: 'my income' },
  { ar: 'راتبي', en: 'my salary' },
  { ar: 'الراتب', en: 'salary' },
  { ar: 'راتب', en: 'salary', word: true },
  { ar: 'دخلي', en: 'my income', word: true },
  { ar: 'الدخل', en: 'income', word: true },
  { ar: 'أتقاضى', en: 'I earn' },
  { ar: 'أكسب', en: 'I earn', word: true },
  { ar: 'في الشهر', en: 'a month' },
  { ar: 'بالشهر', en: 'a month' },
  { ar: 'شهريا', en: 'a month' },
  { ar: 'في السنة', en: 'a year' },
  { ar: 'سنويا', en: 'a year' },
  { ar: 'السنوي', en: 'yearly', word: true },
  { ar: 'سنوي', en: 'yearly', word: true },
  { ar: 'مصاريفي', en: 'my spending' },
  { ar: 'مصروفاتي', en: 'my spending' },
  { ar: 'إنفاقي', en: 'my spending' },
  { ar: 'أنفق', en: 'I spend', word: true },
  { ar: 'أصرف', en: 'I spend', word: true },

  // Islamic or conventional.
  { ar: 'إسلامية أو تقليدية', en: 'islamic or conventional' },
  { ar: 'تقليدية أو إسلامية', en: 'conventional or islamic' },
  { ar: 'غير إسلامية', en: 'conventional' },
  { ar: 'غير إسلامي', en: 'conventional' },
  { ar: 'تقليدية', en: 'conventional' },
  { ar: 'تقليدي', en: 'conventional', word: true },
  { ar: 'متوافقة مع الشريعة', en: 'sharia compliant' },
  { ar: 'متوافقة مع أحكام الشريعة', en: 'sharia compliant' },
  { ar: 'بدون فوائد', en: 'islamic' },
  { ar: 'بدون فائدة', en: 'islamic' },
  { ar: 'إسلامية', en: 'islamic' },
  { ar: 'الإسلامية', en: 'islamic' },
  { ar: 'إسلامي', en: 'islamic', word: true },
  { ar: 'شرعية', en: 'sharia compliant', word: true },
  { ar: 'حلال', en: 'halal', word: true },

  // Travel and lounges.
  { ar: 'صالات المطار', en: 'airport lounges' },
  { ar: 'صالة المطار', en: 'airport lounge' },
  { ar: 'صالات كبار الزوار', en: 'airport lounges' },
  { ar: 'الصالات', en: 'lounges', word: true },
  { ar: 'صالات', en: 'lounges', word: true },
  { ar: 'تذاكر الطيران', en: 'flights' },
  { ar: 'تذاكر طيران', en: 'flights' },
  { ar: 'الطيران', en: 'flights', word: true },
  { ar: 'طيران', en: 'flights', word: true },
  { ar: 'أسافر', en: 'I travel' },
  { ar: 'للسفر', en: 'travel', word: true },
  { ar: 'السفر', en: 'travel', word: true },
  { ar: 'سفر', en: 'travel', word: true },
  { ar: 'الرحلات', en: 'trips', word: true },
  { ar: 'رحلات', en: 'trips', word: true },
  { ar: 'الفنادق', en: 'hotels', word: true },
  { ar: 'فنادق', en: 'hotels', word: true },

  // Rewards.
  { ar: 'الاسترداد النقدي', en: 'cashback' },
  { ar: 'استرداد نقدي', en: 'cashback' },
  { ar: 'استرجاع نقدي', en: 'cashback' },
  { ar: 'استرداد النقود', en: 'cashback' },
  { ar: 'كاش باك', en: 'cashback' },
  { ar: 'كاشباك', en: 'cashback' },
  { ar: 'سكاي واردز', en: 'skywards' },
  { ar: 'سكايواردز', en: 'skywards' },
  { ar: 'ضيف الاتحاد', en: 'etihad guest' },
  { ar: 'الأميال', en: 'miles', word: true },
  { ar: 'أميال', en: 'miles', word: true },
  { ar: 'نقاط المكافآت', en: 'reward points' },
  { ar: 'نقاط مكافآت', en: 'reward points' },
  { ar: 'النقاط', en: 'points', word: true },
  { ar: 'نقاط', en: 'points', word: true },

  // Where they spend.
  { ar: 'التسوق عبر الإنترنت', en: 'online shopping' },
  { ar: 'التسوق الإلكتروني', en: 'online shopping' },
  { ar: 'عبر الإنترنت', en: 'online' },
  { ar: 'أونلاين', en: 'online', word: true },
  { ar: 'البقالة', en: 'groceries', word: true },
  { ar: 'بقالة', en: 'groceries', word: true },
  { ar: 'السوبرماركت', en: 'supermarket', word: true },
  { ar: 'سوبرماركت', en: 'supermarket', word: true },
  { ar: 'كارفور', en: 'carrefour', word: true },
  { ar: 'المطاعم', en: 'restaurants', word: true },
  { ar: 'مطاعم', en: 'restaurants', word: true },
  { ar: 'المقاهي', en: 'cafes', word: true },
  { ar: 'الوقود', en: 'fuel', word: true },
  { ar: 'وقود', en: 'fuel', word: true },
  { ar: 'البنزين', en: 'petrol', word: true },
  { ar: 'بنزين', en: 'petrol', word: true },
  { ar: 'خارج الدولة', en: 'abroad' },
  { ar: 'خارج الإمارات', en: 'outside the uae' },
  { ar: 'في الخارج', en: 'abroad' },
  { ar: 'عملات أجنبية', en: 'foreign currency' },
  { ar: 'الفواتير', en: 'bills', word: true },
  { ar: 'فواتير', en: 'bills', word: true },

  // What they want: neutral, but "and I want" ends a clause as it does in English.
  { ar: 'لا أحتاج', en: "don't need" },
  { ar: 'أريد', en: 'I want', word: true },
  { ar: 'أبحث عن', en: 'I am looking for' },
  { ar: 'أحتاج', en: 'I need', word: true },

  // Negation, last: the phrases above that hold these words are already read.
  { ar: 'لا يهم', en: "doesn't matter" },
  { ar: 'ما عدا', en: 'except' },
  { ar: 'أي بنك', en: 'any bank' },
  { ar: 'أي نوع من المكافآت', en: 'any rewards' },
  { ar: 'أي مكافآت', en: 'any rewards' },
  { ar: 'باستثناء', en: 'except' },
  { ar: 'بدون', en: 'without', word: true },
  { ar: 'نادرا', en: 'rarely', word: true },
  { ar: 'ليس', en: 'not', word: true },
  { ar: 'لست', en: 'not', word: true },
  { ar: 'غير', en: 'not', word: true },
  { ar: 'لا', en: 'not', word: true },
  { ar: 'أو', en: 'or', word: true },
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** What may stand next to a whole word: the text's edge, a space, digits or punctuation. */
const EDGE = '[\\s\\d.,;:!?()"\'«»/-]'

/** Each gloss as a pattern: a whole word may carry و and a particle, a phrase only و. */
const compile = (glosses: readonly Gloss[]) =>
  glosses.map(({ ar, en, word }) => {
    const body = foldArabic(ar).split(/\s+/).map(escape).join('\\s+')
    const pattern = word
      ? new RegExp(`(?<=^|${EDGE})(\u0648)?(?:\u0644\u0644|[\u0628\u0644\u0641\u0643])?${body}(?=$|${EDGE})`, 'g')
      : new RegExp(`(\u0648)?${body}`, 'g')
    return { pattern, en }
  })

/** Folded text with each pattern's phrase replaced by its English between spaces ("و" read as " and "). */
const gloss = (folded: string, patterns: ReturnType<typeof compile>) =>
  patterns.reduce((text, { pattern, en }) => text.replace(pattern, (_match, and?: string) => ` ${and ? 'and ' : ''}${en} `), folded)

const PATTERNS = compile([...bankGlosses(), ...GLOSSARY])

/**
 * An Arabic message as the English reader reads it: folded, its digits Western, and each phrase
 * of the glossary replaced by its English between spaces. A message without Arabic letters is
 * returned as it was.
 */
export function glossArabic(text: string): string {
  if (!ARABIC.test(text)) return text
  return gloss(foldArabic(westernDigits(text)), PATTERNS)
}

/**
 * The words of a question about a named card (card-question.ts), as its English reader reads
 * them: the topics the Arabic answers and their suggestions name (i18n/ar/assistant.ts), and
 * "is it worth it", "compare", "tell me about". Only these: a bank's Arabic name stays Arabic
 * here, so "كاش باك من المشرق" remains a wish for Mashreq cards, not a question about one card.
 */
const CARD_QUESTION_GLOSSARY: readonly Gloss[] = [
  { ar: 'رسوم المعاملات بالعملات الأجنبية', en: 'fx fee' },
  { ar: 'رسوم صرف العملات الأجنبية', en: 'fx fee' },
  { ar: 'سعر الفائدة السنوي', en: 'apr' },
  { ar: 'معدل الفائدة السنوي', en: 'apr' },
  { ar: 'معدل الربح السنوي', en: 'apr' },
  { ar: 'المعدل السنوي', en: 'apr' },
  { ar: 'سعر الفائدة الشهري', en: 'monthly rate' },
  { ar: 'معدل الفائدة الشهري', en: 'monthly rate' },
  { ar: 'معدل الربح الشهري', en: 'monthly rate' },
  { ar: 'الفائدة الشهرية', en: 'monthly rate' },
  { ar: 'المعدل الشهري', en: 'monthly rate' },
  { ar: 'سعر الفائدة', en: 'interest rate' },
  { ar: 'معدل الفائدة', en: 'interest rate' },
  { ar: 'معدل الربح', en: 'profit rate' },
  { ar: 'الرسوم السنوية', en: 'annual fee' },
  { ar: 'رسوم الانضمام', en: 'joining fee' },
  { ar: 'الحد الأدنى للراتب', en: 'minimum salary' },
  { ar: 'مكافأة الترحيب', en: 'welcome bonus' },
  { ar: 'المكافآت', en: 'rewards' },
  { ar: 'الرسوم', en: 'fees' },
  { ar: 'هل تستحق', en: 'is it worth it' },
  { ar: 'تستحق', en: 'worth it', word: true },
  { ar: 'على إنفاقي', en: 'on my spending' },
  { ar: 'قارن', en: 'compare', word: true },
  { ar: 'أخبرني عن', en: 'tell me about' },
]
const CARD_QUESTION_PATTERNS = compile(CARD_QUESTION_GLOSSARY)

/** A question about a card with its Arabic question words in English (folded; nothing else changes). */
export function glossCardQuestion(text: string): string {
  if (!ARABIC.test(text)) return text
  return gloss(foldArabic(text), CARD_QUESTION_PATTERNS)
}
