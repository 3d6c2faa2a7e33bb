// إطار الموقع بالعربية: ترجمة en/common.ts (docs/decisions/035).
import type { Translation } from '../catalogue'
import type en from '../en/common'

const ar: Translation<typeof en> = {
  site: {
    name: 'CardCompare UAE',
    description: 'اعثر على أفضل بطاقات الائتمان في دبي وقارن بينها واحصل على توصيات تناسبك.',
    skipToContent: 'انتقل إلى المحتوى الرئيسي',
    registration: 'CardCompare UAE FZ-LLC، مسجّلة في دبي، الإمارات العربية المتحدة (رخصة رقم 1234567)',
    address: 'مكتب 1204، مبنى باي سكوير 3، الخليج التجاري، ص.ب. 123456، دبي، الإمارات العربية المتحدة',
    hours: 'من الاثنين إلى السبت، 9 صباحًا - 6 مساءً',
  },
  nav: {
    main: 'التنقل الرئيسي',
    mobile: 'قائمة الجوال',
    menu: 'القائمة',
    allCards: 'جميع البطاقات',
    cardFinder: 'اعثر على بطاقتك',
    compare: 'قارن',
    aiAssistant: 'المساعد الذكي',
    myLeads: 'طلباتي',
    admin: 'لوحة الإدارة',
  },
  account: {
    myAccount: 'حسابي: ',
    guest: 'زائر',
    login: 'تسجيل الدخول',
    signUp: 'إنشاء حساب',
    logout: 'تسجيل الخروج',
    loggingOut: 'جارٍ تسجيل الخروج...',
  },
  footer: {
    quickLinks: 'روابط سريعة',
    home: 'الرئيسية',
    allCreditCards: 'جميع بطاقات الائتمان',
    compareCards: 'قارن البطاقات',
    aboutUs: 'من نحن',
    contactUs: 'اتصل بنا',
    cardCategories: 'فئات البطاقات',
    phone: 'الهاتف: ',
    email: 'البريد الإلكتروني: ',
    socialMedia: 'وسائل التواصل الاجتماعي',
    companyOn: '{{company}} على {{network}}',
    rights: '© {{year}} {{company}}. جميع الحقوق محفوظة.',
    accessibility: 'إمكانية الوصول',
  },
  categories: {
    cashback: 'استرداد نقدي',
    travel: 'السفر',
    rewards: 'المكافآت',
    lowInterest: 'فائدة منخفضة',
    business: 'الأعمال',
  },
  notFound: {
    code: 'خطأ 404',
    title: 'الصفحة غير موجودة',
    text: 'عذرًا، لم نعثر على الصفحة التي تبحث عنها. ربما نُقلت، أو ربما كُتب الرابط بشكل خاطئ.',
    home: 'الذهاب إلى الرئيسية',
    browse: 'تصفّح جميع البطاقات',
  },
  error: {
    title: 'حدث خطأ ما',
    text: 'تعذّر تحميل هذه الصفحة الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
    retry: 'حاول مرة أخرى',
  },
  titles: {
    suffix: '{{title}} | CardCompare UAE',
  },
}
export default ar
