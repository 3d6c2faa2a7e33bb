// The information, legal and blog pages (docs/decisions/035), in English: the spec's texts verbatim.
export default {
  tips: {
    title: 'Smart Credit Card Tips for the UAE',
    metaTitle: 'Financial Tips for Credit Cards in the UAE',
    description:
      '15 practical credit card tips for UAE residents: minimum salary, interest rates, utilisation, annual fees, rewards and your AECB credit score.',
    eyebrow: 'Financial tips',
    intro:
      '{{count}} short, practical tips on spending, income, credit, rewards and fees, written for UAE residents choosing and using a credit card.',
    groupsNav: 'Tip groups',
    ready: 'Ready to put the tips to work?',
    readyText: 'Filter cards by your salary and the fees you are willing to pay, then compare the shortlist side by side.',
    browse: 'Browse All Cards',
    benefits: 'Understand Card Benefits',
    groups: {
      essentials: { title: 'Essentials', description: 'The habits that save the most money and keep your credit record healthy.' },
      'going-further': {
        title: 'Going further',
        description: 'Once the basics are in place, these help you choose and use a card well.',
      },
    },
    categories: {
      spending: 'Spending',
      income: 'Income',
      credit: 'Credit',
      rewards: 'Rewards',
      general: 'General',
    },
    items: {
      'pay-in-full': {
        title: 'Pay the full balance every month',
        content:
          'UAE banks’ Key Facts Statements show interest of about {{min}}–{{max}}% a month on most cards, an APR of roughly 39–45%. Paying the full statement balance by the due date keeps your purchases interest-free.',
      },
      'monthly-budget': {
        title: 'Set a monthly card budget',
        content:
          'Decide what the card is for (groceries, fuel, bills) and how much you will put on it each month, then check your spending in the bank app every week so the statement holds no surprises.',
      },
      'avoid-cash-advances': {
        title: 'Avoid cash withdrawals on your card',
        content:
          'A cash advance usually carries a withdrawal fee and interest from the day you take it, with no interest-free period. Use your debit card for cash and keep the credit card for purchases.',
      },
      'minimum-salary': {
        title: 'Check the minimum salary first',
        content:
          'UAE banks typically need AED 5,000 minimum salary a month for an entry-level card, in line with the Central Bank rule of AED 60,000 a year. Premium cards often ask AED 15,000 to 50,000 or more, so filter by what you earn before you apply.',
      },
      'debt-burden-ratio': {
        title: 'Know your debt burden ratio',
        content:
          'All your loan and card repayments together may not exceed 50% of your salary. Every card counts toward this limit, even an unused one adds 5% of its credit limit, so close cards you no longer need.',
      },
      'salary-transfer': {
        title: 'Ask about salary transfer and employer lists',
        content:
          'Some cards require your salary to be transferred to the bank or your employer to be on its approved list, and rules can differ for UAE nationals and expatriates. Check these conditions on the card page before applying.',
      },
      utilisation: {
        title: 'Keep utilisation under 30%',
        content:
          'Try to keep your balance under 30% of your credit limit. On a limit of AED 20,000 that means staying below AED 6,000. Lower utilisation supports a better credit score.',
      },
      'aecb-score': {
        title: 'Check your AECB credit score',
        content:
          'Banks look at your Al Etihad Credit Bureau score, which runs from 300 to 900. Check your report before you apply, and correct any mistakes with the bureau first.',
      },
      'pay-on-time': {
        title: 'Never miss a payment',
        content:
          'A late payment hurts your credit record and costs a fee that the Central Bank caps at AED 230 (excluding VAT). Set up a direct debit for at least the minimum payment so a busy month never becomes a late one.',
      },
      'match-rewards': {
        title: 'Match rewards to how you spend',
        content:
          'Cashback suits everyday spending on groceries and fuel; miles suit people who fly often. Add up your main spending categories and pick the card that rewards them most.',
      },
      'caps-and-minimum-spend': {
        title: 'Read the caps and minimum spend',
        content:
          'Headline rates often come with a monthly cashback cap or a minimum monthly spend before you earn anything. A 5% card capped at AED 200 a month may pay less than a 2% card without a cap.',
      },
      'points-expiry': {
        title: 'Redeem points before they expire',
        content:
          'Many reward points and miles expire after a set period. Note the expiry rules and redeem regularly; interest paid on a carried balance usually costs more than the rewards are worth.',
      },
      'annual-fees': {
        title: 'Compare annual fees honestly',
        content:
          'Annual fees in the UAE range from AED 0 to over AED 5,000 a year, usually quoted including VAT. Many "free" cards are free only in the first year, so check the fee from year two and whether the benefits you will really use are worth it.',
      },
      'key-facts-statement': {
        title: 'Read the Key Facts Statement',
        content:
          "Every bank publishes a Key Facts Statement for each card with its fees, monthly rate and annual percentage rate (APR). Read it before you sign: it is the bank's own summary of what the card costs.",
      },
      'one-application': {
        title: 'Apply for one card at a time',
        content:
          'Each application is recorded with the credit bureau, and several in a short time can lower your chances. Choose the card that fits best, apply once, and never share your card PIN or one-time passwords with anyone.',
      },
    },
  },
  rank: {
    title: 'How We Rank Credit Cards',
    description:
      'How we turn your monthly spending into each card’s yearly rewards, fees and net value in AED, and what we do when a bank does not publish a figure.',
    eyebrow: 'Our method',
    intro:
      'When we say one card is worth more to you than another, we mean in dirhams: what it gives back on the way you spend, minus what it costs. Banks do not pay for positions. Here is the whole formula.',
    formula: {
      title: 'The value of a card',
      equation: 'net value a year = rewards a year − annual fee − foreign-exchange fees',
      rewards:
        '<strong>Rewards</strong>: for each kind of spending, your monthly amount × the card’s earn rate. Cashback rates are a percentage; points and miles are “so many per AED” and count in dirhams only where the bank publishes what one is worth. A monthly cap stops a rate at its limit; below a card’s minimum monthly spend it earns nothing; tiered cards earn each band’s rate on the part of the month’s spending inside that band. A month × 12 is a year.',
      fee: '<strong>Annual fee</strong>: in the first year, the joining fee where the bank publishes one (UAE banks charge it instead of the first annual fee), otherwise the annual fee, and nothing when the first year is waived. From the second year, the annual fee. We add 5 % VAT when the bank says its fee excludes it.',
      fx: '<strong>Foreign-exchange fees</strong>: your spending abroad or in foreign currency × the card’s published fee.',
    },
    unknown: {
      title: 'When a bank does not publish a figure',
      sources:
        'Every rate, fee and point value we use comes from the bank’s own document, recorded with its address and the day we read it. A figure we could not find is <strong>unknown</strong>, and so is any total that needs it: we never count it as zero.',
      today:
        'Today {{withRules}} of the {{listed}} cards we list have earn rates per kind of spending from the bank’s documents. For the others we show the fee and say the value is unknown.',
      notCounted:
        'Welcome bonuses, merchant offers and fee waivers for spending a certain amount are not counted: they depend on conditions.',
    },
    order: {
      title: 'The order of recommendations',
      salary: 'Only cards your salary qualifies for, and Islamic or conventional as you ask.',
      known:
        'Cards whose net value is known, highest first, by the value of a usual year (from the second year, since a waiver lasts one year); equal values by the first year.',
      unknown: 'Then the cards whose value is unknown, lowest confirmed annual fee first.',
    },
    paid: 'How we are paid',
    example: {
      title: 'A worked example',
      text: 'An example card pays 5 % back on dining (up to AED 100 a month), 0.5 % on fuel and 1 % on everything else, needs AED 1,500 of spending a month, and costs AED 300 a year with the first year free. You spend AED 2,000 on groceries, AED 2,500 on dining, AED 500 on fuel and AED 1,000 on other things a month:',
      dining: 'Dining: AED 2,500 × 5 % = AED 125, capped at AED 100.',
      fuel: 'Fuel: AED 500 × 0.5 % = AED 2.50.',
      other: 'Groceries and other: AED 3,000 × 1 % = AED 30.',
      total:
        'AED 132.50 a month × 12 = <strong>{{yearly}} a year</strong>; net <strong>{{firstYear}}</strong> in the first year and <strong>{{ongoing}}</strong> a year after the AED 300 fee.',
    },
    typical: {
      title: 'When you give a budget but not the amounts',
      text: 'The card finder and the assistant split a monthly budget in these shares, our assumption rather than a statistic; each kind of spending you say you do a lot of counts three times (at least 15 shares). Spending abroad counts only when you mention it.',
      caption: 'Typical monthly split',
      spending: 'Spending',
      shares: 'Shares',
      categories: {
        groceries: 'Groceries and supermarkets',
        dining: 'Dining and restaurants',
        fuel: 'Fuel',
        travel: 'Travel (flights and hotels)',
        online: 'Online shopping',
        international: 'Spending abroad or in foreign currency',
        other: 'Everything else',
      },
    },
    tryIt: {
      title: 'Try it with your own spending',
      text: 'Every card page has a calculator, and <compare>Compare</compare> puts your cards side by side. <cards>Browse all cards</cards>. This is not financial advice: check the figures with the bank before you apply.',
    },
  },
  qr: {
    title: 'Take CardCompare UAE With You',
    metaTitle: 'Get the App: Scan the QR Code',
    description: 'Scan the QR code to open CardCompare UAE on your phone, and add it to your home screen on iPhone, Android or desktop.',
    eyebrow: 'Get the app',
    intro: 'Scan the code with your phone’s camera to open {{company}}, then add it to your home screen to use it like an app.',
    scan: 'Scan to open',
    alt: 'QR code linking to {{url}}',
    download: 'Download QR Code',
    shareText: 'Compare UAE credit cards with CardCompare UAE',
    share: 'Share Link',
    copied: 'Link copied!',
    copyPrompt: 'Copy this link:',
    install: 'Install the app',
    installText: 'No app store needed: the site installs straight from your browser, takes almost no space and updates itself.',
    platforms: {
      ios: {
        title: 'iPhone and iPad',
        browser: 'Safari',
        steps: {
          s1: 'Open the site in Safari (scan the code with your camera).',
          s2: 'Tap the <strong>Share</strong> button (the square with an arrow pointing up).',
          s3: 'Scroll down and tap <strong>Add to Home Screen</strong>.',
          s4: 'Tap <strong>Add</strong>. The app appears on your home screen.',
        },
      },
      android: {
        title: 'Android',
        browser: 'Chrome',
        steps: {
          s1: 'Open the site in Chrome (scan the code with your camera or Google Lens).',
          s2: 'Tap the <strong>menu</strong> (three dots, top right).',
          s3: 'Tap <strong>Install app</strong> or <strong>Add to Home screen</strong>.',
          s4: 'Confirm with <strong>Install</strong>. The app opens like any other.',
        },
      },
      desktop: {
        title: 'Desktop',
        browser: 'Chrome or Edge',
        steps: {
          s1: 'Open the site in Chrome or Microsoft Edge.',
          s2: 'Click the <strong>install</strong> icon at the right of the address bar.',
          s3: 'No icon? In Chrome open the menu, then <strong>Cast, save and share</strong>, then <strong>Install page as app</strong>; in Edge open the menu, then <strong>Apps</strong>, then <strong>Install this site as an app</strong>.',
          s4: 'Click <strong>Install</strong>. The app gets its own window and a shortcut.',
        },
      },
    },
  },
  demo: {
    eyebrow: 'Demo',
    skeleton: {
      title: 'Loading Placeholders Demo',
      description: 'A demonstration of the loading placeholders CardCompare UAE shows while content loads.',
      intro:
        'The grey shapes below stand in for content while it loads. They keep the layout steady, and they stop pulsing when your device is set to reduce motion.',
      featured: 'Featured Credit Cards',
      loadingCards: 'Loading featured cards...',
      issuers: 'Card issuers',
      loadingBanks: 'Loading banks...',
      article: 'Article',
      loadingArticle: 'Loading article...',
    },
    filters: {
      title: 'Filters Demo',
      description: 'A demonstration of the card type and bank filters of the CardCompare UAE catalogue.',
      intro: 'Pick a card type, a bank or both, then press Apply Filters. The list shows the names of the matching cards.',
      cardType: 'Card type',
      allTypes: 'All Credit Card Types',
      typeCards: '{{type}} Cards',
      bank: 'Bank',
      allBanks: 'All Banks',
      apply: 'Apply Filters',
      reset: 'Reset',
      matching_one: '{{count}} matching card',
      matching_other: '{{count}} matching cards',
      none: 'No cards match these filters. Try another card type or bank.',
      showingFirst: 'Showing the first {{count}}.',
      seeAll: 'See every match in the catalogue',
    },
  },
  blog: {
    blog: 'Blog',
    heading: 'CardCompare UAE Blog',
    description: 'Plain-language guides to credit cards in the UAE: fees, interest, rewards, Islamic cards and your credit score.',
    metaAll: 'Credit Card Blog',
    metaPage: '{{name}} (Page {{page}})',
    metaSuffix: '{{title}} | CardCompare UAE Blog',
    categoryDescription: 'Posts about {{category}}.',
    tagHeading: 'Posts tagged “{{tag}}”',
    tagDescription: 'Guides and articles about {{tag}} from the CardCompare UAE team.',
    postDescription: '{{title}}: a guide from the CardCompare UAE blog.',
    notFound: 'Page not found',
    posts_one: '{{count}} post',
    posts_other: '{{count}} posts',
    pageOf: ' · Page {{page}} of {{total}}',
    postsRegion: 'Posts',
    none: 'No posts here yet. Please check back soon.',
    categories: 'Categories',
    popularTags: 'Popular tags',
    tags: 'Tags',
    related: 'Related posts',
    readingTime_one: '{{count}} min read',
    readingTime_other: '{{count}} min read',
    comments: 'Comments ({{count}})',
    pending: 'Thank you! Your comment will appear once it has been approved.',
    commentBy: 'Comment by {{name}}',
    noComments: 'No comments yet. Be the first to share your thoughts.',
    leaveComment: 'Leave a comment',
    commentNote: 'Comments are checked by our team before they appear. Your email address will not be published.',
    name: 'Name',
    email: 'Email',
    comment: 'Comment',
    posting: 'Posting...',
    post: 'Post Comment',
    postFailed: 'We could not post your comment. Please check it and try again.',
  },
  legal: {
    eyebrow: 'Legal',
    lastUpdated: 'Last updated',
    lastReviewed: 'Last reviewed',
    contents: 'Contents',
    alsoRead:
      'Also read our <privacy>Privacy Policy</privacy>, <terms>Terms of Service</terms> and <cookies>Cookie Policy</cookies>. {{registration}}.',
    privacy: {
      title: 'Privacy Policy',
      description:
        'How CardCompare UAE collects, uses and protects your personal data under the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021), and how to exercise your rights.',
      intro: 'How we collect, use and protect your personal data, and the rights you have under UAE law.',
      sections: {
        'who-we-are': {
          title: 'Who we are',
          body: {
            p1: '{{company}} is a credit card comparison and introduction service for residents of the United Arab Emirates, operated from Dubai by {{registration}}. We decide how and why your personal data is processed, so we are responsible for it under the UAE Personal Data Protection Law, Federal Decree-Law No. 45 of 2021 (the “PDPL”).',
            p2: 'Our address is {{address}}. For anything about your personal data, write to <email/>.',
          },
        },
        'what-we-collect': {
          title: 'What we collect',
          body: {
            p1: 'We collect only what you give us in a form, and what is needed to run the website securely:',
            list: {
              application:
                '<strong>Card application:</strong> full name, e-mail, phone number, monthly salary, the card you chose, what you like and dislike in a card, your message and your preferred contact method (e-mail, phone or WhatsApp).',
              lead: '<strong>Lead form:</strong> full name, e-mail, phone number, monthly salary and the kind of card you prefer.',
              contact: '<strong>Contact form:</strong> full name, e-mail, phone number if you give one, and your message.',
              newsletter: '<strong>Newsletter:</strong> your e-mail address and where you signed up.',
              account:
                '<strong>Account:</strong> username, e-mail, mobile number and password (stored only as a secure hash), your favourite cards and comparisons.',
              consent: '<strong>Consent record:</strong> the exact consent sentence you agreed to and the date and time you agreed.',
              technical:
                '<strong>Technical data:</strong> your IP address, browser type and the pages requested, kept in server logs to keep the service secure and working.',
            },
            p2: 'We do not ask for your Emirates ID, passport, bank statements or card numbers. If a bank needs documents for an application, you give them to the bank directly.',
          },
        },
        'legal-basis': {
          title: 'Our legal basis: your consent',
          body: {
            p1: 'We process the details you send us on the basis of your consent, which the PDPL makes the default basis. Every form says what you agree to, in a sentence next to an unticked box, and we keep that sentence with the time you agreed so your consent is specific, clear and provable.',
            p2: 'You can withdraw your consent at any time, as easily as you gave it, by writing to <email/> or replying “stop” to any message from us. Withdrawing does not affect what we did before, but we stop contacting you and delete or anonymise your details as described below.',
            p3: 'If you create an account, we also process your account details because they are needed to provide the account you asked for; and we keep security logs because we must protect the service and your data.',
          },
        },
        'how-we-use': {
          title: 'How we use your data',
          body: {
            list: {
              answer: 'To answer your enquiry and help you choose a card.',
              pass: 'To pass your application to the bank you chose, when you submit an application.',
              account: 'To run your account: sign-in, favourites, comparisons and your daily financial tip.',
              newsletter: 'To send the newsletter, only if you signed up; every e-mail has an unsubscribe link.',
              secure: 'To keep the website secure, prevent abuse and meet our legal obligations.',
            },
          },
        },
        'who-receives': {
          title: 'Who receives your data',
          body: {
            list: {
              team: '<strong>Our team</strong> in Dubai, limited to the staff who handle enquiries and applications.',
              banks:
                '<strong>Partner banks, only for applications you submit:</strong> when you apply for a card, we send your application to the bank that issues that card, and to no other bank. An enquiry or contact message is never sent to a bank.',
              providers:
                '<strong>Service providers</strong> who host our website and send our e-mails, under contracts that let them use the data only on our instructions.',
              authorities: '<strong>Authorities</strong>, when UAE law requires us to.',
            },
            p1: '<strong>We never sell, rent or trade your personal data</strong>, and we do not share it with advertisers or data brokers. If data must be transferred outside the UAE (for example to a hosting provider), we do so only as the PDPL permits, with adequate protection in place.',
          },
        },
        'calls-and-messages': {
          title: 'Calls and marketing messages',
          body: {
            p1: 'We follow the UAE telemarketing rules (Cabinet Resolutions No. 56 and 57 of 2024):',
            list: {
              hours: 'We call only between 9am and 6pm, Monday to Saturday (Dubai time), within our business hours ({{hours}}).',
              about: 'We call only about the enquiry or application you sent, by the contact method you chose.',
              dncr: 'We check the Do Not Call Register (DNCR) before any marketing call and respect it.',
              no: 'If you say no, we do not call you again that day, and we stop if you ask us to.',
              marketing: 'Marketing messages are sent only with your consent, and every one lets you opt out.',
            },
          },
        },
        retention: {
          title: 'How long we keep it',
          body: {
            list: {
              leads:
                'Enquiries, contact messages and applications: {{period}} after they reach us, or after you withdraw your consent if that is later. Then they are anonymised: your name, contact details and message are removed, and only counts remain.',
              consent: 'Consent records: as long as we hold the data they cover, so we can show what you agreed to.',
              account: 'Account data: until you delete your account or ask us to delete it.',
              newsletter:
                'Newsletter: until you unsubscribe. After that we keep your address with the record of your consent and its withdrawal for {{period}}, so that we can show that your e-mails stopped; then it is anonymised.',
              logs: 'Server logs: 30 days, unless needed to investigate a security incident.',
            },
          },
          years_one: '{{count}} year',
          years_other: '{{count}} years',
          days: '{{days}} days',
        },
        'your-rights': {
          title: 'Your rights',
          body: {
            p1: 'Under the PDPL you may ask us, free of charge, to:',
            list: {
              access: '<strong>Access</strong> the personal data we hold about you and receive a copy.',
              correct: '<strong>Correct</strong> data that is wrong or incomplete.',
              erase: '<strong>Erase</strong> your data when we no longer need it or you withdraw consent.',
              restrict: '<strong>Restrict</strong> or <strong>object</strong> to processing, including all marketing.',
              withdraw: '<strong>Withdraw your consent</strong> at any time.',
            },
            p2: 'Write to <email/> from the e-mail address you used with us, or use our <contact>contact form</contact>. We may ask you to confirm your identity, and we reply within 30 days. If you are not satisfied, you may complain to the UAE Data Office.',
          },
        },
        security: {
          title: 'How we protect it',
          body: {
            p1: 'The site is served over encrypted connections, passwords are stored only as secure hashes, accounts lock after repeated failed sign-ins, and only staff whose role needs it can see enquiries and applications. No system is perfectly secure: if a breach puts your data at risk, we will tell you and the authorities as the PDPL requires.',
          },
        },
        cookies: {
          title: 'Cookies',
          body: {
            p1: 'We use only strictly necessary cookies, to keep you signed in and to show you the outcome of what you did, and no advertising or third-party tracking cookies. Each one is listed in our <cookies>Cookie Policy</cookies>.',
          },
        },
        changes: {
          title: 'Age, changes and contact',
          body: {
            p1: 'Our service is for adults who can hold a credit card in the UAE; we do not knowingly collect data from anyone under 18.',
            p2: 'We will post any change to this policy on this page with a new date, and ask for your consent again before using your data in a new way. Questions or requests: <email/>, {{phone}}, or {{address}}.',
          },
        },
      },
    },
    terms: {
      title: 'Terms of Service',
      description:
        'The terms for using CardCompare UAE: we are a comparison service, not a bank; no approval guarantee; how we rank cards; and your responsibilities.',
      intro: 'The terms for using our free credit card comparison service, in plain language.',
      sections: {
        about: {
          title: 'About these terms',
          body: {
            p1: 'These terms apply to your use of the {{company}} website, operated by {{registration}}. By using the website you accept them. If you do not agree, please do not use the website. Our <privacy>Privacy Policy</privacy> explains how we handle your personal data.',
          },
        },
        'not-a-bank': {
          title: 'We are not a bank',
          body: {
            p1: '{{company}} is a free comparison and introduction service. We are not a bank, lender or financial adviser, we do not issue credit cards, and we do not lend money or make credit decisions.',
            p2: 'When you apply through our website, we pass your application to the bank you chose. Your card agreement is between you and that bank, on the bank’s terms.',
          },
        },
        'no-guarantee': {
          title: 'No approval guarantee',
          body: {
            p1: 'The bank alone decides whether to approve your application and on what limit, using its own criteria: your salary, your total monthly repayments against the Central Bank’s 50% debt burden limit, your Al Etihad Credit Bureau report, your employer and your residency status.',
            p2: 'We never promise approval and never describe a card as “pre-approved”. Minimum salaries and eligibility we show are the bank’s published requirements, not a prediction of your result.',
          },
        },
        information: {
          title: 'Card information may change',
          body: {
            p1: 'We take card details from each bank’s public information and show the source and the date we last checked them on every card page. Banks change fees, rates, rewards and offers often, and some figures carry conditions such as monthly caps, minimum spend or first-year-only fee waivers.',
            p2: 'Before you apply, always check the bank’s <strong>Key Facts Statement</strong> (KFS) and terms and conditions. If they differ from our website, the bank’s documents apply. Interest is usually quoted monthly; the KFS also states the annual percentage rate (APR).',
            p3: 'If you find an error, please <contact>tell us</contact> and we will correct it.',
          },
        },
        'how-we-rank': {
          title: 'How we rank cards',
          body: {
            p1: 'We may receive a fee from a bank when a customer we introduce is approved. That fee never decides the order in which cards appear:',
            list: {
              recommended:
                '<strong>Recommended</strong> (the default order) shows first the cards our editors feature for their value to typical UAE spenders, weighing fees, rewards, benefits and eligibility; then all other cards.',
              sorts:
                '<strong>Lowest fee</strong>, <strong>lowest salary</strong> and <strong>highest reward</strong> sort purely by the ongoing annual fee, the minimum monthly salary and the headline reward rate.',
              filters: 'Filters show every card that matches them, whether or not we have any agreement with its bank.',
              labels: 'Labels such as “Best Cashback” or “Popular Choice” are editorial and are never sold.',
            },
          },
        },
        guidance: {
          title: 'Tips, quizzes and the AI assistant',
          body: {
            p1: 'Our financial tips, the card finder quiz, the daily financial tip and the AI assistant give general information to help you compare. They are not personal financial advice and do not take your full circumstances into account. Think about whether a card suits you, and ask the bank if you are unsure.',
          },
        },
        'your-use': {
          title: 'Using the website',
          body: {
            p1: 'When you use the website, you agree to:',
            list: {
              true: 'give true and current details, and apply only for yourself;',
              password: 'keep your account password secret and tell us if someone else uses your account;',
              scrape: 'not copy our content in bulk, scrape the website or overload it with automated requests;',
              security: 'not try to get around its security or access other people’s data;',
              comments: 'not post unlawful, misleading or offensive comments.',
            },
            p2: 'We may suspend accounts that break these terms.',
          },
        },
        'other-websites': {
          title: 'Links to banks and other websites',
          body: {
            p1: 'We link to banks’ websites and documents so you can check the details. We are not responsible for their content, their products or how they handle your data; their own terms and privacy policies apply.',
          },
        },
        liability: {
          title: 'Our responsibility',
          body: {
            p1: 'We work to keep the website accurate and available, but we provide it “as is”. As far as UAE law allows, we are not liable for decisions you make on the basis of information on the website, for a bank’s decision or product, or for losses caused by interruptions we could not reasonably prevent. Nothing in these terms limits rights you have under UAE consumer protection law.',
          },
        },
        law: {
          title: 'Governing law, changes and contact',
          body: {
            p1: 'These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai, and the courts of Dubai have jurisdiction.',
            p2: 'We may update these terms; the date above shows the latest version, and changes apply from that date. Questions: <email/>, {{phone}}.',
          },
        },
      },
    },
    cookies: {
      title: 'Cookie Policy',
      description:
        'CardCompare UAE uses {{cookies}} strictly necessary cookies, for signing in and its messages, and no advertising or third-party tracking cookies. See every cookie and storage item we use.',
      intro: 'Which cookies and browser storage our website uses, and why.',
      table: {
        cookies: 'Cookies table',
        cookiesCaption: 'Cookies set by CardCompare UAE',
        storage: 'Browser storage table',
        storageCaption: 'Browser storage used by CardCompare UAE',
        name: 'Name',
        key: 'Key',
        purpose: 'Purpose',
        type: 'Type',
        expires: 'Expires',
        keptFor: 'Kept for',
        necessary: 'Strictly necessary, first-party',
      },
      items: {
        session: 'Keeps you signed in after you log in. It is set only when you sign in.',
        sessionExpires: '{{hours}} hours after sign-in, or when you log out',
        flash:
          'Carries a one-time message, such as “Login Successful”, to the next page after you sign in, register, log out or send some forms. It is deleted as soon as the message is shown.',
        flashExpires: '{{seconds}} seconds at most',
        device:
          'Remembers that this browser has signed in to your account before, so that if someone else locks your account by trying wrong passwords, you can still sign in here with your password. It holds no password and no personal data.',
        deviceExpires: '{{days}} days after your last sign-in',
        appVersion: 'Remembers the site version, so old offline copies are cleared after an update.',
        untilCleared: 'Until you clear it',
        exitIntent: 'Remembers that you saw the newsletter invitation, so it is not shown again.',
        days: '{{days}} days',
        quiz: 'Remembers that you closed the card finder quiz invitation.',
        browserSession: 'This browser session',
        reminder: 'Remembers that you dismissed the e-mail verification reminder.',
      },
      sections: {
        summary: {
          title: 'In short',
          body: {
            p1: 'We use <strong>{{cookies}} strictly necessary cookies</strong>, to keep you signed in and to show you the outcome of what you did. We use <strong>no analytics, advertising or third-party tracking cookies</strong>, no tracking pixels and no third-party trackers of any kind, so there is nothing to accept or refuse.',
            p2: 'A cookie is a small text file a website asks your browser to keep. “Strictly necessary” means the website cannot provide something you asked for, here signing in, without it. All of ours are first-party, cannot be read by scripts (HttpOnly) and are sent only to our own website (SameSite=Lax).',
          },
        },
        'cookies-we-use': {
          title: 'Cookies we use',
          body: { table: '-' },
        },
        'browser-storage': {
          title: 'Other storage in your browser',
          body: {
            p1: 'The website also keeps a few small notes in your browser’s local and session storage. They never leave your device, are not cookies, and contain no personal data:',
            table: '-',
            p2: 'To work offline and load faster, the website also installs a service worker that keeps copies of its own pages and files. All keys start with “{{prefix}}”, and everything is cleared automatically when a new version of the site is released.',
          },
        },
        'third-parties': {
          title: 'Third parties',
          body: {
            p1: 'We do not load advertising, analytics or social media scripts. Links to banks and social networks are ordinary links: those websites set their own cookies only if you visit them, under their own policies.',
          },
        },
        control: {
          title: 'Managing cookies',
          body: {
            p1: 'You can delete cookies and site data in your browser’s settings at any time, or block them for our website. If you block the <code>payload-token</code> cookie, you can still browse and compare cards, but you cannot sign in.',
            p2: 'Signing out removes the cookie at once. If we ever want to add a cookie that is not strictly necessary, we will update this page first and ask for your consent before setting it.',
          },
        },
        contact: {
          title: 'Questions',
          body: {
            p1: 'Write to <email/> or use our <contact>contact form</contact>. Our <privacy>Privacy Policy</privacy> explains how we handle personal data.',
          },
        },
      },
    },
    accessibility: {
      eyebrow: 'Accessibility',
      title: 'Accessibility Statement',
      description:
        'How accessible CardCompare UAE is: the WCAG 2.2 AA checks we run, what does not work yet, and how to tell us about a barrier by e-mail, phone or our contact form.',
      intro: 'How accessible CardCompare UAE is, how we test it, what does not work yet, and how to tell us about a barrier.',
      sections: {
        'our-aim': {
          title: 'Our aim',
          body: {
            p1: 'We want everyone in the UAE to be able to find, compare and apply for a credit card on {{company}}, including people who use a keyboard alone, a screen reader, screen magnification, voice control or large text on a phone. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
            p2: 'We believe the website <strong>partially meets</strong> WCAG 2.2 level AA: most of it does, and the exceptions we know of are listed under <known>What does not work yet</known>. This statement covers the public website. It does not cover the admin area our own staff use to manage cards and leads.',
          },
        },
        'how-we-test': {
          title: 'How we test',
          body: {
            p1: 'Our automated end-to-end tests open the pages and dialogs in the Chromium browser at two widths, {{desktopWidth}} pixels (a laptop) and {{phoneWidth}} pixels (a phone), and check each with the axe-core accessibility engine against its rules for:',
            tags: '-',
            p2: 'A test fails if axe finds a single violation.',
            p3: 'Automated tools find only some barriers, so we also go through the main journeys with the keyboard alone: finding cards in the catalogue and its filters, a card’s page, the application form, comparing cards, the lead form on the home page, the menus and the footer. We check that pages reflow without sideways scrolling at {{reflow}} pixels wide, the width of a laptop screen zoomed to 400 %.',
            p4: 'We have not yet tested with screen readers (such as NVDA, JAWS, VoiceOver or TalkBack), in Firefox or Safari, or with disabled people, and the website has not been audited by an outside specialist.',
          },
        },
        'what-helps': {
          title: 'What helps you use the website',
          body: {
            list: {
              skip: 'The first press of the Tab key reaches a “Skip to main content” link.',
              keyboard:
                'Everything works with the keyboard, and the element with focus has a visible outline. Dialogs, such as the application form, take focus when they open, close with Escape and return you to where you were.',
              headings: 'Pages have headings and landmarks (header, navigation, main content, footer) to move around with.',
              labels: 'Every form field has a label, and an error is shown next to the field it is about and read out with it.',
              robot: 'The check that you are not a robot has no picture or sound puzzle: it runs by itself while you fill in the form.',
              toasts:
                'Notifications stay for {{seconds}} seconds, and for as long as the pointer is over them or they have focus; press {{hotkey}} to move to them. Error notifications are announced at once by screen readers.',
              logos:
                'The moving strip of bank logos on the home page stops while the pointer is over it or a logo has focus, and does not move at all if your device is set to reduce motion.',
            },
          },
        },
        'known-issues': {
          title: 'What does not work yet',
          body: {
            list: {
              arabic:
                '<strong>The Arabic version is new.</strong> Some texts that come from our database, such as card names and descriptions and blog articles, are not translated yet: they show in English, each marked with its language for screen readers.',
              documents:
                '<strong>Banks’ documents.</strong> Card pages link to the banks’ own documents (key facts statements, schedules of charges, product pages), many of them PDF files, as the source of each figure. The banks publish them and we cannot make them accessible; some cannot be read by a screen reader. Every figure we take from them is written out as text on the card page, with the document it came from.',
              logos:
                '<strong>The moving bank logos have no pause button</strong> (WCAG 2.2.2). On a touch screen they stop only if your device is set to reduce motion. Every bank is also listed on our <issuers>card issuers</issuers> page, which does not move.',
              tips: '<strong>The floating “Financial tips” button</strong> stays at the bottom left of the screen. On a phone it can partly cover the link or field that has keyboard focus near the bottom of the screen; scrolling a little further shows it in full.',
              popups:
                '<strong>Two invitations open by themselves:</strong> the card finder quiz, {{quizSeconds}} seconds after a page loads once you have scrolled down, once per visit; and the newsletter offer when the pointer leaves the top of the window or you switch to another tab, at most once in {{exitDays}} days. Each takes focus, and closes with Escape or its own button.',
              tables:
                '<strong>Tables of figures scroll sideways</strong> on narrow screens (the comparison of cards side by side), as a table must to keep its columns together.',
            },
          },
        },
        'report-a-barrier': {
          title: 'Report a barrier',
          body: {
            p1: 'If something on the website stops you or makes a task hard, please tell us, and we will help you get the information or finish the task another way:',
            list: {
              email: 'E-mail: <email/>',
              phone: 'Phone: <phone>{{phone}}</phone>, {{hours}} (UAE time)',
              form: 'Our <contact>contact form</contact>',
            },
            p2: 'It helps us to know the page’s address, what you were trying to do, and the device, browser and any assistive technology you use.',
          },
        },
        'about-this-statement': {
          title: 'About this statement',
          body: {
            p1: 'We last reviewed this statement on <reviewed>{{reviewed}}</reviewed>, against the results of our automated tests and a keyboard-only review of the website. We review it again whenever we change the website substantially.',
          },
        },
      },
    },
    unsubscribe: {
      title: 'Unsubscribe',
      titles: {
        subscribed: 'Unsubscribe from our deals',
        unsubscribed: 'You are unsubscribed',
        'already-unsubscribed': 'You are already unsubscribed',
        invalid: 'This link is not valid',
      },
      invalid:
        'This unsubscribe link is not valid. To unsubscribe, write to <email>{{email}}</email> from the address you signed up with, and we will remove it.',
      stop: 'Stop the credit card deals we send to <strong>{{email}}</strong>.',
      unsubscribing: 'Unsubscribing...',
      unsubscribe: 'Unsubscribe',
      done: 'You are unsubscribed. You will get no more deals from us.',
      already: '<strong>{{email}}</strong> is already unsubscribed. You will get no more deals from us.',
      changedMind: 'Changed your mind? Sign up again at the bottom of <home>our home page</home>.',
    },
  },
}
