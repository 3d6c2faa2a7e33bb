import { describe, expect, it } from 'vitest'
import { isLimitedAccountRequest } from './account-routes.js'
import { INTAKE_ROUTES, isIntakeRequest } from './intake-routes.js'

describe('the intake limit covers every way to reach an intake endpoint', () => {
  it.each([
    '/api/card-applications',
    '/api/leads',
    '/api/newsletter-signup',
    '/API/LEADS',
    '/api/leads/',
    '/api//leads',
    '//api/leads',
    '/api/%6ceads',
    '/api/%256ceads',
    '/api/./leads',
    '/api/x/../leads',
    '/api\\leads',
    '/api/leads?index',
    '/api/leads%00',
    '/api/leads.data',
    '/Api/Newsletter-Signup',
    '/api/card-applications.data',
    '/apply/12',
    '/apply/12.data',
    '/apply/12/',
    '/APPLY/emirates-nbd-skywards-infinite-3',
    '/apply/emirates-nbd-skywards-infinite-3.data?_data=routes%2Fapply.%24id',
    '/apply/%31%32',
    '/contact',
    '/CONTACT',
    '/contact.data',
    '/contact?_data=routes%2Fcontact',
    '/contact/',
    // The Arabic pages post to the same handlers (docs/decisions/035).
    '/ar/contact',
    '/ar/contact.data',
    '/ar/apply/12',
    '/AR/apply/fab-cashback-credit-card.data',
  ])('POST %s is limited', (path) => {
    expect(isIntakeRequest('POST', path)).toBe(true)
    expect(isIntakeRequest('put', path)).toBe(true)
  })

  it.each([
    '/api/lead',
    '/api/leadsx',
    '/api/leads/12',
    '/apply',
    '/apply/',
    '/apply/12/extra',
    '/cards',
    '/api/credit-cards',
    '/leads',
    '/',
    '/blog/apply/12',
    '/ar',
    '/ar/leads',
  ])('POST %s is not an intake request', (path) => expect(isIntakeRequest('POST', path)).toBe(false))

  it('reading a page or asking for options is never limited', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) {
      expect(isIntakeRequest(method, '/api/leads')).toBe(false)
      expect(isIntakeRequest(method, '/apply/12')).toBe(false)
    }
  })

  it('lists every intake endpoint of the contract (spec §7) and the contact form', () => {
    expect([...INTAKE_ROUTES].sort()).toEqual(['/api/card-applications', '/api/leads', '/api/newsletter-signup', '/contact'])
  })

  it('is separate from the account limit: no request counts toward both', () => {
    for (const path of [...INTAKE_ROUTES, '/apply/12']) expect(isLimitedAccountRequest('POST', path)).toBe(false)
  })
})
