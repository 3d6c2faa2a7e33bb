// The catalogue's Arabic names (docs/decisions/037), keyed by the English name the seed files
// give: the banks' names as each bank writes it (shared BANK_NAMES_AR), and the card types' and
// features' names and descriptions. Cards and posts get theirs from editors, in the admin or by
// import.
import { BANK_NAMES_AR } from '@cardcompare/shared'

type Arabic = { name: string; description: string }

export const BANK_ARABIC: Readonly<Record<string, Pick<Arabic, 'name'>>> = Object.fromEntries(
  Object.entries(BANK_NAMES_AR).map(([english, name]) => [english, { name }]),
)

export const CARD_TYPE_ARABIC: Readonly<Record<string, Arabic>> = {
  Rewards: {
    name: 'المكافآت',
    description: 'بطاقات تكسبك نقاطاً على مشترياتك اليومية، تستبدلها بقسائم شراء أو رحلات طيران أو رصيد في كشف الحساب أو عروض الشركاء.',
  },
  Cashback: {
    name: 'استرداد نقدي',
    description: 'بطاقات تعيد إليك نسبة من إنفاقك نقداً تُضاف إلى حساب بطاقتك، وغالباً بحد أقصى شهري.',
  },
  Travel: {
    name: 'السفر',
    description: 'بطاقات تكسبك أميال طيران أو مكافآت سفر، وتشمل مزايا مثل دخول صالات المطارات وتأمين السفر.',
  },
  'Low Interest': {
    name: 'فائدة منخفضة',
    description: 'بطاقات بمعدل فائدة أو ربح شهري أقل، تناسب من يُبقي رصيداً مستحقاً على بطاقته أحياناً.',
  },
  Business: {
    name: 'الأعمال',
    description: 'بطاقات لأصحاب الشركات والمؤسسات الصغيرة والمتوسطة لفصل مصروفات العمل، مع تقارير للمصروفات وحدود ائتمانية أعلى.',
  },
  Islamic: {
    name: 'إسلامية',
    description: 'بطاقات متوافقة مع أحكام الشريعة تفرض رسماً ثابتاً أو قائماً على الربح بدلاً من الفائدة التقليدية.',
  },
  Premium: {
    name: 'متميزة',
    description:
      'بطاقات الفئات العليا مثل Infinite وWorld Elite وSignature، مع خدمة الكونسيرج وصالات المطارات ومزايا الغولف، وغالباً برسوم وراتب مطلوب أعلى.',
  },
  Lifestyle: {
    name: 'أسلوب الحياة',
    description: 'بطاقات مصممة للتسوق والبقالة والوقود وشركاء التجزئة ذوي العلامة المشتركة.',
  },
  Dining: {
    name: 'المطاعم',
    description: 'بطاقات بمكافآت أعلى أو خصومات في المطاعم وعلى طلبات توصيل الطعام.',
  },
  Entertainment: {
    name: 'الترفيه',
    description: 'بطاقات تقدم تذاكر سينما وخصومات على الأنشطة الترفيهية ومكافآت مرتبطة بالترفيه.',
  },
  'Balance Transfer': {
    name: 'تحويل الرصيد',
    description: 'بطاقات تتيح لك نقل رصيد بطاقة قائمة بمعدل أو رسم مخفّض لفترة محددة.',
  },
}

export const FEATURE_ARABIC: Readonly<Record<string, Arabic>> = {
  'No Annual Fee': {
    name: 'بدون رسوم سنوية',
    description: 'لا رسوم سنوية على البطاقة طوال مدة احتفاظك بها، وليس في السنة الأولى فقط.',
  },
  'Airport Lounge Access': {
    name: 'دخول صالات المطارات',
    description: 'دخول صالات المطارات في الإمارات وخارجها، وغالباً بعدد محدود من الزيارات المجانية أو بشرط حد أدنى للإنفاق.',
  },
  'Dining Offers': {
    name: 'عروض المطاعم',
    description: 'خصومات أو عروض "اشترِ واحدة واحصل على الثانية مجاناً" أو مكافآت أعلى في المطاعم الشريكة وعلى توصيل الطعام.',
  },
  'Travel Insurance': {
    name: 'تأمين السفر',
    description: 'تأمين سفر مجاني عند دفع قيمة الرحلة بالبطاقة، وفق شروط الوثيقة.',
  },
  'Low Fee': {
    name: 'رسوم منخفضة',
    description: 'رسوم سنوية منخفضة نسبياً أو رسوم خدمات مخفّضة.',
  },
  'Cashback Rewards': {
    name: 'مكافآت الاسترداد النقدي',
    description: 'نسبة من الإنفاق المؤهل تُعاد إليك رصيداً في كشف الحساب، وغالباً بحد أقصى شهري.',
  },
  'Miles Rewards': {
    name: 'مكافآت الأميال',
    description: 'يكسبك الإنفاق أميال طيران مثل سكاي واردز من طيران الإمارات أو ضيف الاتحاد أو إير ريواردز من العربية للطيران.',
  },
  'Entertainment Benefits': {
    name: 'مزايا الترفيه',
    description: 'عروض على السينما والمدن الترفيهية والفعاليات وغيرها من الأنشطة الترفيهية.',
  },
  'Airport Transfer': {
    name: 'التوصيل من وإلى المطار',
    description: 'توصيل مجاني أو مخفّض بسيارة مع سائق من المطار أو إليه، وغالباً بشرط حد أدنى للإنفاق.',
  },
  'Reward Points': {
    name: 'نقاط المكافآت',
    description: 'يكسبك الإنفاق نقاطاً يمكن استبدالها بقسائم شراء أو رحلات طيران أو مشتريات أو رصيد في كشف الحساب.',
  },
  'Golf Benefits': {
    name: 'مزايا الغولف',
    description: 'رسوم لعب مجانية أو مخفّضة ودروس غولف في الملاعب الشريكة.',
  },
  'Travel Benefits': {
    name: 'مزايا السفر',
    description: 'امتيازات متعلقة بالسفر مثل عروض الفنادق وشركات الطيران وخصومات الحجز أو خدمات المسار السريع.',
  },
  'Hotel Discounts': {
    name: 'خصومات الفنادق',
    description: 'خصومات أو ليالٍ مجانية أو عضوية مميزة لدى مجموعات الفنادق الشريكة.',
  },
  'Valet Parking': {
    name: 'صفّ السيارات',
    description: 'خدمة صفّ سيارات مجانية في مراكز تسوق ومواقع مختارة، بعدد محدود من المرات شهرياً.',
  },
  'Cinema Tickets': {
    name: 'تذاكر السينما',
    description: 'تذاكر سينما مجانية أو مخفّضة في دور السينما الشريكة في الإمارات.',
  },
  'Balance Transfer': {
    name: 'تحويل الرصيد',
    description: 'تحويل رصيد من بطاقة لدى بنك آخر بمعدل أو رسم مخفّض لفترة محددة.',
  },
  'Free for 1st year': {
    name: 'مجانية في السنة الأولى',
    description: 'تُعفى من الرسوم السنوية في السنة الأولى فقط، وتُطبّق الرسوم المعتادة من السنة الثانية ما لم يتجدد الإعفاء.',
  },
  'Easy Payment Plan': {
    name: 'خطة السداد الميسّر',
    description: 'تحويل المشتريات الكبيرة إلى أقساط شهرية، وغالباً بمعدل مخفّض أو رسم معالجة ثابت.',
  },
  'Contactless Payments': {
    name: 'الدفع اللاتلامسي',
    description: 'الدفع بلمسة ودعم المحافظ الرقمية مثل Apple Pay وGoogle Pay وSamsung Pay.',
  },
  'Shariah Compliant': {
    name: 'متوافقة مع الشريعة',
    description: 'مصممة وفق مبادئ التمويل الإسلامي ومعتمدة من هيئة الرقابة الشرعية لدى البنك.',
  },
  'Fuel Discounts': {
    name: 'خصومات الوقود',
    description: 'استرداد نقدي أو خصومات على مشتريات الوقود في محطات الشركاء أو في جميع المحطات.',
  },
  'Concierge Service': {
    name: 'خدمة الكونسيرج',
    description: 'خدمة كونسيرج على مدار الساعة لحجوزات السفر والمطاعم والفعاليات.',
  },
  'Purchase Protection': {
    name: 'حماية المشتريات',
    description: 'تغطية ضد السرقة أو التلف العرضي للمشتريات المؤهلة المدفوعة بالبطاقة، ضمن حدود الوثيقة.',
  },
  'Zero Foreign Transaction Fee': {
    name: 'بدون رسوم معاملات أجنبية',
    description: 'لا رسوم على المعاملات بالعملات الأجنبية للمشتريات في الخارج أو بعملات أجنبية.',
  },
}

/** The Arabic values for a seeded row; a row the table lacks stops the seed (a name was renamed). */
export function arabicFor<T>(table: Readonly<Record<string, T>>, english: string, what: string): T {
  const found = table[english]
  if (!found) throw new Error(`seed: no Arabic for ${what} "${english}"`)
  return found
}
