// GET /cms-api/fortune-cookies/today: the signed-in user's financial fortune for today
// (Dubai date), picked from the curated fortunes (records without a user) and kept, so it is
// the same all day. `forceNew=true` (spec §7) only makes sure today's exists; it never
// replaces it, so the fortune stays stable through the day (docs/decisions/004).
import { createHash } from 'node:crypto'
import type { Endpoint } from 'payload'
import { json } from '../../../http'
import type { FortuneCooky } from '../../../payload-types'

const dubaiDate = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)

const delivered = (f: FortuneCooky) => ({ content: f.content, category: f.category ?? 'general', dateForDisplay: f.dateForDisplay ?? null })

export const todaysFortune: Endpoint = {
  path: '/today',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return json({ error: 'Not authenticated' }, 401)
    const today = dubaiDate()
    const mine = await req.payload.find({
      collection: 'fortune-cookies',
      where: { user: { equals: req.user.id }, dateForDisplay: { equals: today } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (mine.docs[0]) return json(delivered(mine.docs[0]))
    const curated = await req.payload.find({
      collection: 'fortune-cookies',
      where: { user: { exists: false } },
      sort: 'id',
      limit: 0,
      depth: 0,
      overrideAccess: true,
    })
    if (!curated.docs.length) return json({ error: 'No fortunes available' }, 404)
    // The same user and day always draw the same fortune, even if two requests race.
    const pick = createHash('sha256').update(`${req.user.id}:${today}`).digest().readUInt32BE(0) % curated.docs.length
    const template = curated.docs[pick]
    const created = await req.payload.create({
      collection: 'fortune-cookies',
      data: { user: req.user.id, content: template.content, category: template.category, dateForDisplay: today, isViewed: false },
      overrideAccess: true,
    })
    return json(delivered(created))
  },
}
