// The storefront's one map of URL → route module. Each subject has its folder under routes/;
// a page's server code that no other route uses sits beside it as `*.server.ts`.
import { type RouteConfig, index, prefix, route } from '@remix-run/route-config'

/**
 * Every page, in English at its path and in Arabic under /ar (docs/decisions/035): one route
 * each, whose optional first segment is the language. Files, JSON and the CMS's callback have
 * one address.
 */
const pages = [
  index('routes/_index.tsx'),

  // The card catalogue and what leads from it to a bank.
  route('cards', 'routes/catalogue/cards.tsx'),
  // spec §2: /credit-cards is the same catalogue as /cards.
  route('credit-cards', 'routes/catalogue/cards.tsx', { id: 'routes/credit-cards' }),
  route('credit-cards/:slug', 'routes/catalogue/card.tsx'),
  route('bank/:id', 'routes/catalogue/bank.tsx'),
  route('card-issuers', 'routes/catalogue/card-issuers.tsx'),
  route('card-benefits', 'routes/catalogue/card-benefits.tsx'),
  route('compare', 'routes/catalogue/compare.tsx'),
  route('apply/:cardId', 'routes/catalogue/apply.tsx'),
  route('qr-download', 'routes/catalogue/qr-download.tsx'),

  // Signing in and out, and the links sent by email.
  route('auth', 'routes/auth/auth.tsx'),
  route('logout', 'routes/auth/logout.tsx'),
  route('verify-email', 'routes/auth/verify-email.tsx'),
  route('confirm-email', 'routes/auth/confirm-email.tsx'),
  route('reset-password', 'routes/auth/reset-password.tsx'),

  // The signed-in member's pages.
  route('account', 'routes/account/account.tsx'),
  route('favorites', 'routes/account/favorites.tsx'),
  route('leads', 'routes/account/leads.tsx'),
  route('card-finder', 'routes/account/card-finder.tsx'),
  route('fortune-cookie', 'routes/account/fortune-cookie.tsx'),

  ...prefix('blog', [
    index('routes/blog/index.tsx'),
    route(':slug', 'routes/blog/post.tsx'),
    route('category/:slug', 'routes/blog/category.tsx'),
    route('tag/:tag', 'routes/blog/tag.tsx'),
  ]),

  route('contact', 'routes/info/contact.tsx'),
  route('financial-tips', 'routes/info/financial-tips.tsx'),
  route('how-we-rank', 'routes/info/how-we-rank.tsx'),
  route('ai-assistant', 'routes/info/ai-assistant.tsx'),
  route('thank-you', 'routes/info/thank-you.tsx'),

  route('privacy-policy', 'routes/legal/privacy-policy.tsx'),
  route('terms-of-service', 'routes/legal/terms-of-service.tsx'),
  route('cookie-policy', 'routes/legal/cookie-policy.tsx'),
  route('accessibility', 'routes/legal/accessibility.tsx'),
  // The newsletter's unsubscribe link (noindex).
  route('unsubscribe', 'routes/legal/unsubscribe.tsx'),

  // Demonstration pages (noindex).
  route('skeleton-demo', 'routes/demo/skeleton-demo.tsx'),
  route('test-filters', 'routes/demo/test-filters.tsx'),
] satisfies RouteConfig

export default [
  ...prefix('ar?', pages),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('qr-download.png', 'routes/catalogue/qr-download.png.ts'),
  // /account/export is a file (the member's data), not a page: one address.
  route('account/export', 'routes/account/export.ts'),

  // Resource routes: JSON for the browser's scripts and the CMS's callback.
  ...prefix('api', [
    route('altcha-challenge', 'routes/api/altcha-challenge.ts'),
    route('recaptcha-config', 'routes/api/recaptcha-config.ts'),
    route('assistant', 'routes/api/assistant.ts'),
    route('banks', 'routes/api/banks.ts'),
    route('card-types', 'routes/api/card-types.ts'),
    route('features', 'routes/api/features.ts'),
    ...prefix('credit-cards', [
      index('routes/api/credit-cards.ts'),
      route('featured', 'routes/api/featured-cards.ts'),
      route(':id', 'routes/api/credit-card.ts'),
    ]),
    route('favorites', 'routes/api/favorites.ts', [route(':id', 'routes/api/favorite.ts')]),
    route('fortune/today', 'routes/api/fortune-today.ts'),
    route('card-applications', 'routes/api/card-applications.ts'),
    route('leads', 'routes/api/leads.ts'),
    route('newsletter-signup', 'routes/api/newsletter-signup.ts'),
    route('register', 'routes/api/register.ts'),
    route('login', 'routes/api/login.ts'),
    route('logout', 'routes/api/logout.ts'),
    route('user', 'routes/api/user.ts'),
    route('verify-email', 'routes/api/verify-email.ts'),
    route('resend-verification', 'routes/api/resend-verification.ts'),
    route('resend-verification-public', 'routes/api/resend-verification-public.ts'),
    route('forgot-password', 'routes/api/forgot-password.ts'),
    route('forgot-username', 'routes/api/forgot-username.ts'),
    route('reset-password', 'routes/api/reset-password.ts'),
    // An unknown /api path answers as an API (JSON 404), not with the not-found page.
    route('*', 'routes/api/$.ts'),
  ]),
  route('internal/revalidate', 'routes/api/revalidate.ts'),

  // Every other path: the not-found page.
  route('*', 'routes/$.tsx'),
] satisfies RouteConfig
