// Loader logic of /fortune-cookie: today's fortune and the user's own past ones, by day.
import { dubaiDay, parseFortuneCategory, parsePositiveInt, type FortuneCategory, type Paginated } from '@cardcompare/shared'
import { CmsError, cmsFetch } from '~/utils/cms.server'

export type FortuneView = { content: string; category: string; dateForDisplay: string | null }
export type PastFortune = { id: number; content: string; category: string; dateForDisplay: string }

export type FortunePageData = {
  today: FortuneView | null
  past: PastFortune[]
  category: FortuneCategory | null
  page: number
  totalPages: number
  total: number
}

export const PAST_FORTUNES_PER_PAGE = 20

type CmsFortune = { id: number; content: string; category?: string | null; dateForDisplay?: string | null }

/**
 * Today's fortune (made on first ask, the same all day) and the past ones, newest first. The
 * CMS lets a user read only their own records; the query also names the user, so an admin's
 * page shows their own fortunes and not everyone's. An unknown `category` means all.
 */
export async function loadFortunePage(request: Request, userId: number, token: string | null): Promise<FortunePageData> {
  const params = new URL(request.url).searchParams
  const category = parseFortuneCategory(params.get('category'))
  // Capped: a year of fortunes is 19 pages; a huge number must not reach the database as an offset.
  const page = Math.min(parsePositiveInt(params.get('page')) ?? 1, 1000)
  const today = dubaiDay()
  const query: Record<string, string | number> = {
    'where[and][0][user][equals]': userId,
    // A day written as YYYY-MM-DD sorts as text in date order.
    'where[and][1][dateForDisplay][less_than]': today,
    sort: '-dateForDisplay',
    limit: PAST_FORTUNES_PER_PAGE,
    page,
    depth: 0,
    'select[content]': 'true',
    'select[category]': 'true',
    'select[dateForDisplay]': 'true',
  }
  if (category) query['where[and][2][category][equals]'] = category
  const [todays, past] = await Promise.all([
    cmsFetch<CmsFortune>('fortune-cookies/today', { token }).catch((error) => {
      // No curated fortunes yet: the page says so instead of failing.
      if (error instanceof CmsError && error.status === 404) return null
      throw error
    }),
    cmsFetch<Paginated<CmsFortune>>('fortune-cookies', { token, query }),
  ])
  return {
    today: todays
      ? { content: todays.content, category: todays.category ?? 'general', dateForDisplay: todays.dateForDisplay ?? null }
      : null,
    past: past.docs
      .filter((doc): doc is CmsFortune & { dateForDisplay: string } => typeof doc.dateForDisplay === 'string')
      .map((doc) => ({ id: doc.id, content: doc.content, category: doc.category ?? 'general', dateForDisplay: doc.dateForDisplay })),
    category,
    page,
    totalPages: Math.max(1, past.totalPages),
    total: past.totalDocs,
  }
}
