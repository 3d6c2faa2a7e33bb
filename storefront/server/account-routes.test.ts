import { describe, expect, it } from 'vitest'
import { CLOSED_CMS_ROUTES, LIMITED_ROUTES, isClosedCmsRoute, isLimitedAccountRequest, normalisePath } from './account-routes.js'

describe('the account limit covers every way to reach an account action', () => {
  // The security review walked around the limit with these (docs/decisions/007).
  it.each([
    '/api/login',
    '/API/LOGIN',
    '/Api/Login/',
    '/api/login.data',
    '/api//login',
    '//api/login',
    '/api/%6cogin',
    '/api/%256cogin',
    '/api/./login',
    '/api/x/../login',
    '/api\\login',
    '/api/login?index',
    '/api/login%00',
    '/auth',
    '/auth.data',
    '/AUTH.DATA?redirect=/',
    '/auth/',
    '/reset-password.data',
    '/verify-email',
    '/cms-api/users/login',
    '/cms-api/users/login/',
    '/CMS-API/users/LOGIN',
    '/cms-api/users/%6Cogin',
    '/_next/../cms-api/users/login',
    '/cms-api/users/forgot-password',
    '/cms-api/users/reset-password',
    '/cms-api/users/unlock',
    '/account',
    '/account.data',
    '/Account/',
    '/confirm-email',
    '/confirm-email.data',
    // The same pages in Arabic are the same handlers (docs/decisions/035).
    '/ar/auth',
    '/AR/Auth.data',
    '/ar/%61uth',
    '/ar/account',
    '/ar//confirm-email/',
    '/ar/reset-password.data',
  ])('POST %s is limited', (path) => {
    expect(isLimitedAccountRequest('POST', path)).toBe(true)
    expect(isLimitedAccountRequest('put', path)).toBe(true)
  })

  it.each(['/cards', '/api/credit-cards', '/api/logins', '/authx', '/cms-api/users/me', '/', '/blog/auth', '/ar', '/ar/cards', '/arauth'])(
    'POST %s is not an account action',
    (path) => {
      expect(isLimitedAccountRequest('POST', path)).toBe(false)
    },
  )

  it('reading a page is never limited', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(isLimitedAccountRequest(method, '/auth')).toBe(false)
  })

  it('every storefront account endpoint of the contract (spec §7) is listed', () => {
    for (const name of [
      'login',
      'register',
      'forgot-password',
      'forgot-username',
      'resend-verification',
      'resend-verification-public',
      'reset-password',
      'verify-email',
    ]) {
      expect(LIMITED_ROUTES.has(`/api/${name}`), name).toBe(true)
    }
  })

  it.each([
    '/cms-api/users/register',
    '/CMS-API/Users/Register',
    '/cms-api/users/register.data',
    '/cms-api/users/%72egister',
    '/cms-api/users/forgot-username',
    '/cms-api/users/resend-verification-public',
    '/cms-api/users/resend-verification',
    '/cms-api/users/verify-email',
    '/cms-api/users/first-register',
    '/cms-api/card-interactions/record',
    '/cms-api/Card-Interactions/%72ecord/',
    '/cms-api/users/account',
    '/cms-api/users/account/password',
    '/CMS-API/Users/Account/Delete',
    '/cms-api/users/%61ccount/export',
    '/cms-api/users/account/email/confirm',
    '/_next/../cms-api/users/account/mobile',
  ])('%s is closed to browsers', (path) => {
    expect(isClosedCmsRoute(path)).toBe(true)
  })

  it('closing CMS routes never closes the storefront contract or the admin sign-in', () => {
    for (const path of [
      '/api/register',
      '/api/forgot-username',
      '/cms-api/users/login',
      '/cms-api/users/me',
      '/cms-api/users/logout',
      '/cms-api/card-interactions/popular',
      '/cms-api/users/accounts',
      '/account',
    ]) {
      expect(isClosedCmsRoute(path), path).toBe(false)
    }
    expect([...CLOSED_CMS_ROUTES].every((route) => !LIMITED_ROUTES.has(route))).toBe(true)
  })

  it('normalises without throwing on broken encodings', () => {
    expect(normalisePath('/api/%E0%A4%A')).toBe('/api/%e0%a4%a')
    expect(normalisePath('/%')).toBe('/%')
    expect(normalisePath('')).toBe('/')
    expect(normalisePath('/_root.data')).toBe('/')
  })
})
