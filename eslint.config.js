// One lint configuration for every package (`npm run lint`, part of `npm test`).
// Beyond the recommended sets, three house rules keep each cross-cutting rule in its one home
// (docs/decisions/027): the environment is read only in the env modules, Cache-Control values
// are written only in the HTTP modules, and a cast to `never` or through `unknown` needs a
// comment that says why (eslint-disable-next-line with a reason).
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import i18next from 'eslint-plugin-i18next'
import tseslint from 'typescript-eslint'

/** The modules that read process.env; everything else imports from them. */
const ENV_MODULES = ['shared/src/server/env.js', 'scripts/lib/config.mjs', 'tests/env.ts']
/** The modules that spell Cache-Control policies. */
// shared/src/http.js is plain JavaScript so that storefront/server.js, run by node without a build, imports it too.
const HTTP_MODULES = ['shared/src/http.js', 'storefront/app/utils/http.server.ts', 'cms/src/http.ts']

/**
 * Storefront modules whose every text a visitor sees or hears comes from the message catalogue
 * (docs/decisions/035). The list grows as pages are translated, until it is every component.
 */
export const TRANSLATED = [
  'storefront/app/root.tsx',
  'storefront/app/components/SiteHeader.tsx',
  'storefront/app/components/SiteFooter.tsx',
  'storefront/app/components/SiteLayout.tsx',
  'storefront/app/components/MobileMenu.tsx',
  'storefront/app/components/NavLinks.tsx',
  'storefront/app/components/NotFound.tsx',
  'storefront/app/components/LanguageSwitch.tsx',
  'storefront/app/components/Breadcrumbs.tsx',
  'storefront/app/components/TipsWidget.tsx',
  'storefront/app/components/Toasts.tsx',
  'storefront/app/components/Notifications.tsx',
  'storefront/app/components/BotCheck.tsx',
  'storefront/app/components/QuizInvitation.tsx',
  'storefront/app/components/QuizInvitationDialog.tsx',
  'storefront/app/components/ui/Modal.tsx',
  'storefront/app/components/newsletter/NewsletterWidget.tsx',
  'storefront/app/components/newsletter/NewsletterForm.tsx',
  'storefront/app/components/newsletter/ExitIntentDialog.tsx',
  'storefront/app/components/newsletter/ExitIntentPopup.tsx',
  'storefront/app/components/account/VerificationBanner.tsx',
  'storefront/app/components/account/VerificationReminder.tsx',
  // The member's pages.
  'storefront/app/routes/account/account.tsx',
  'storefront/app/routes/account/leads.tsx',
  'storefront/app/routes/account/fortune-cookie.tsx',
  'storefront/app/components/account/AccountForms.tsx',
  'storefront/app/components/account/AccountPrivacy.tsx',
  'storefront/app/components/account/AccountGate.tsx',
  'storefront/app/components/account/FortuneCard.tsx',
  'storefront/app/components/account/FortuneDialog.tsx',
  // The information, legal, demo and blog pages.
  'storefront/app/routes/info/financial-tips.tsx',
  'storefront/app/routes/info/how-we-rank.tsx',
  'storefront/app/routes/catalogue/qr-download.tsx',
  'storefront/app/routes/legal/privacy-policy.tsx',
  'storefront/app/routes/legal/terms-of-service.tsx',
  'storefront/app/routes/legal/cookie-policy.tsx',
  'storefront/app/routes/legal/accessibility.tsx',
  'storefront/app/routes/legal/unsubscribe.tsx',
  'storefront/app/routes/demo/test-filters.tsx',
  'storefront/app/routes/demo/skeleton-demo.tsx',
  'storefront/app/routes/$.tsx',
  'storefront/app/components/info/InfoPage.tsx',
  'storefront/app/components/info/LegalPage.tsx',
  'storefront/app/components/info/TipCard.tsx',
  'storefront/app/components/info/TipIcon.tsx',
  'storefront/app/components/info/ShareLinkButton.tsx',
  'storefront/app/components/info/Skeleton.tsx',
  'storefront/app/routes/blog/index.tsx',
  'storefront/app/routes/blog/category.tsx',
  'storefront/app/routes/blog/tag.tsx',
  'storefront/app/routes/blog/post.tsx',
  'storefront/app/components/blog/BlogListPage.tsx',
  'storefront/app/components/blog/BlogPostCard.tsx',
  'storefront/app/components/blog/BlogPostArticle.tsx',
  'storefront/app/components/blog/BlogComments.tsx',
  'storefront/app/components/blog/BlogProse.tsx',
  // The card catalogue.
  'storefront/app/components/CardTile.tsx',
  'storefront/app/components/CardFinderForm.tsx',
  'storefront/app/components/CompareButton.tsx',
  'storefront/app/components/FavoriteButton.tsx',
  'storefront/app/components/ShareButton.tsx',
  'storefront/app/components/CataloguePage.tsx',
  'storefront/app/components/CatalogueFilters.tsx',
  'storefront/app/components/CatalogueFilterPanel.tsx',
  'storefront/app/components/Pagination.tsx',
  'storefront/app/components/Unconfirmed.tsx',
  'storefront/app/components/apply/ApplyButton.tsx',
  'storefront/app/components/ui/WithNames.tsx',
  'storefront/app/routes/catalogue/cards.tsx',
  'storefront/app/routes/catalogue/bank.tsx',
  // The home page.
  'storefront/app/routes/_index.tsx',
  'storefront/app/components/HomeSections.tsx',
  'storefront/app/components/PopularThisWeek.tsx',
  'storefront/app/components/PartnerBankStrip.tsx',
  'storefront/app/components/leads/LeadFormSection.tsx',
  'storefront/app/components/compare/FeaturedComparison.tsx',
  // A card's page, the comparison, favourites, the card finder, benefits and issuers.
  'storefront/app/routes/catalogue/card.tsx',
  'storefront/app/components/CardDetails.tsx',
  'storefront/app/components/SpendCalculator.tsx',
  'storefront/app/components/ComparisonTable.tsx',
  'storefront/app/routes/catalogue/compare.tsx',
  'storefront/app/components/compare/ShareComparisonButton.tsx',
  'storefront/app/components/compare/SharedComparison.tsx',
  'storefront/app/routes/account/favorites.tsx',
  'storefront/app/routes/account/card-finder.tsx',
  'storefront/app/components/finder/FinderQuizForm.tsx',
  'storefront/app/routes/catalogue/card-benefits.tsx',
  'storefront/app/routes/catalogue/card-issuers.tsx',
  // The AI assistant.
  'storefront/app/routes/info/ai-assistant.tsx',
  'storefront/app/components/assistant/AssistantChat.tsx',
  // The forms: signing in and the e-mailed links, applying, the lead and contact forms.
  'storefront/app/routes/auth/auth.tsx',
  'storefront/app/routes/auth/verify-email.tsx',
  'storefront/app/routes/auth/confirm-email.tsx',
  'storefront/app/routes/auth/reset-password.tsx',
  'storefront/app/components/auth/LoginForm.tsx',
  'storefront/app/components/auth/RegisterForm.tsx',
  'storefront/app/components/auth/ForgotForm.tsx',
  'storefront/app/components/auth/ResendVerificationForm.tsx',
  'storefront/app/routes/catalogue/apply.tsx',
  'storefront/app/components/apply/ApplicationForm.tsx',
  'storefront/app/components/apply/ApplyDialog.tsx',
  'storefront/app/components/apply/ApplyCardHeader.tsx',
  'storefront/app/components/leads/LeadForm.tsx',
  'storefront/app/components/forms/Honeypot.tsx',
  'storefront/app/components/ui/Field.tsx',
  'storefront/app/components/ui/Notice.tsx',
  'storefront/app/components/ui/TranslatedMessage.tsx',
  'storefront/app/routes/info/contact.tsx',
  'storefront/app/routes/info/thank-you.tsx',
  'storefront/app/components/info/ContactForm.tsx',
  'storefront/app/components/info/InfoPage.tsx',
]

const rawEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read the environment through the env module (docs/decisions/027).',
}
const cacheLiteral = [
  {
    selector: 'Literal[value=/\\bno-store\\b|\\bs-maxage=|\\bmax-age=\\d/]',
    message: 'Use a Cache-Control policy from the HTTP module (docs/decisions/027).',
  },
  {
    selector: 'TemplateElement[value.raw=/\\bno-store\\b|\\bs-maxage=|\\bmax-age=/]',
    message: 'Use a Cache-Control policy from the HTTP module (docs/decisions/027).',
  },
]
const casts = [
  { selector: 'TSAsExpression > TSNeverKeyword.typeAnnotation', message: 'No `as never`: type the value (docs/decisions/027).' },
  {
    selector: "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
    message: 'No `as unknown as`: type the value, or explain the cast in an eslint-disable comment (docs/decisions/027).',
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.data/**',
      'cms/.next/**',
      'storefront/build/**',
      'storefront/public/build/**',
      'storefront/.cache/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      // Generated by Payload; scripts/check-generated.mjs keeps them current.
      'cms/src/payload-types.ts',
      'cms/src/migrations/**',
      'cms/src/app/(payload)/**',
      'cms/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'no-empty': ['error', { allowEmptyCatch: true }],
      // Refusing control characters (NUL and friends) is what our control-character expressions are for.
      'no-control-regex': 'off',
      'no-restricted-syntax': ['error', rawEnv, ...cacheLiteral, ...casts],
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    settings: { react: { version: 'detect' } },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A scrolling region or chat log takes focus so keyboard users can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'log'], tags: [] }],
      'react/prop-types': 'off',
    },
  },
  // The homes themselves.
  { files: ENV_MODULES, rules: { 'no-restricted-syntax': ['error', ...cacheLiteral, ...casts] } },
  { files: HTTP_MODULES, rules: { 'no-restricted-syntax': ['error', rawEnv, ...casts] } },
  // Tests may assert the literal header values they expect.
  // Tests read answers as loose JSON.
  {
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx'],
    ignores: ENV_MODULES,
    rules: { 'no-restricted-syntax': ['error', rawEnv, ...casts], '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: TRANSLATED,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'title', 'alt', 'placeholder', 'pendingText'] },
          // Figures, punctuation and marks (✓, ·, →) are the same in every language.
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s✓·•–—…→←©×“”]+'] },
          // react-hook-form's register('email') names a field, not a text (with the plugin's own list).
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'require',
              'addEventListener',
              'removeEventListener',
              'postMessage',
              'getElementById',
              'dispatch',
              'commit',
              'includes',
              'indexOf',
              'endsWith',
              'startsWith',
              'register',
            ],
          },
          message: 'A text a visitor sees comes from the message catalogue (docs/decisions/035).',
        },
      ],
    },
  },
)
