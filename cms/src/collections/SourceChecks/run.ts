// One pass of the source watcher (docs/decisions/033): every document the cards cite is read
// again and compared with the version an editor last confirmed; the finding is stored per URL.
// Run by the daily job (SOURCES_CHECK=true), `npm run sources:check` and the editors' endpoint.
import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'
import type { Payload } from 'payload'
import { cmsEnv } from '@cardcompare/shared/server'
import { checkSources } from '../../sources/check'
import { createSourceClient } from '../../sources/client'
import type { Check, Snapshot } from '../../sources/compare'
import { STATUSES_TO_REVIEW, WATCHER_CONTEXT, type SourceCheckStatus } from './statuses'

type StoredCheck = {
  id: number
  url: string
  changedAt?: string | null
  needsReview?: boolean | null
  confirmed?: { fingerprint?: string | null; finalUrl?: string | null; text?: string | null; figures?: unknown } | null
}

export type SourceRunSummary = {
  checked: number
  byStatus: Partial<Record<SourceCheckStatus, number>>
  toReview: number
  results: { url: string; status: SourceCheckStatus }[]
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])

/** The confirmed version as the comparison takes it; none before a first read. */
function confirmedSnapshot(stored: StoredCheck | undefined): Snapshot | null {
  const confirmed = stored?.confirmed
  if (!stored || !confirmed?.fingerprint) return null
  return {
    url: stored.url,
    finalUrl: confirmed.finalUrl ?? null,
    fingerprint: confirmed.fingerprint,
    text: confirmed.text ?? null,
    figures: strings(confirmed.figures),
  }
}

// Loopback, private, link-local (cloud metadata), carrier-grade NAT and unique-local ranges.
const privateRanges = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::1', 128],
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv6')

/** A source URL may not reach into our own network: each address it names or resolves to is public. */
export async function isPublicAddress(url: URL): Promise<boolean> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true }).catch(() => [])
  if (addresses.length === 0) return true // not resolvable: the fetch fails and says so
  return addresses.every(({ address, family }) => {
    const v4 = family === 6 ? mappedIpv4(address) : address
    return v4 ? !privateRanges.check(v4, 'ipv4') : !privateRanges.check(address, 'ipv6')
  })
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:127.0.0.1, also written ::ffff:7f00:1), else null. */
function mappedIpv4(address: string): string | null {
  const match = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(.+)$/i.exec(address)
  if (!match) return null
  const rest = match[1]!
  if (isIP(rest) === 4) return rest
  const groups = rest.split(':')
  if (groups.length !== 2 || !groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null
  const [high, low] = groups.map((g) => parseInt(g, 16)) as [number, number]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/** Every http(s) source URL the cards cite, with the title the first card gives it. */
async function citedSources(payload: Payload): Promise<Map<string, string>> {
  const { docs } = await payload.find({
    collection: 'credit-cards',
    depth: 0,
    limit: 0,
    pagination: false,
    sort: '-isActive',
    select: { sources: true },
    overrideAccess: true,
  })
  const cited = new Map<string, string>()
  for (const card of docs)
    for (const source of card.sources ?? []) if (source.url && !cited.has(source.url)) cited.set(source.url, source.title ?? '')
  return cited
}

/** What to store for one finding; the confirmed version changes only on a first read. */
function record(check: Check, stored: StoredCheck | undefined, title: string, now: string) {
  const toReview = STATUSES_TO_REVIEW.includes(check.status)
  const base = { title, lastCheckedAt: now, message: check.message }
  if (check.status === 'error') return { ...base, status: check.status }
  const latest = { fingerprint: check.snapshot.fingerprint, text: check.snapshot.text, figures: check.snapshot.figures }
  return {
    ...base,
    status: check.status,
    finalUrl: check.snapshot.finalUrl,
    latest,
    needsReview: toReview,
    changedAt: toReview ? (stored?.changedAt ?? now) : null,
    figuresAdded: toReview ? check.figuresAdded : [],
    figuresRemoved: toReview ? check.figuresRemoved : [],
    diff: toReview ? check.diff : null,
    ...(check.status === 'new' ? { confirmed: { ...latest, finalUrl: check.snapshot.finalUrl, confirmedAt: now, confirmedBy: null } } : {}),
  }
}

/**
 * Reads the cited documents (only `urls`, when given) and stores what changed. Documents on
 * private addresses are refused unless SOURCES_ALLOW_PRIVATE_HOSTS.
 */
export async function runSourceCheck(payload: Payload, { urls }: { urls?: readonly string[] } = {}): Promise<SourceRunSummary> {
  const cited = await citedSources(payload)
  const wanted = urls ? [...new Set(urls)].filter((url) => cited.has(url)) : [...cited.keys()]
  const { docs } = await payload.find({
    collection: 'source-checks',
    where: { url: { in: wanted } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const stored = new Map(docs.map((doc) => [doc.url, doc as StoredCheck]))
  const allowPrivate = cmsEnv().SOURCES_ALLOW_PRIVATE_HOSTS
  const client = createSourceClient({ allowUrl: allowPrivate ? undefined : isPublicAddress })
  const checks = await checkSources(
    wanted.map((url) => ({ url, previous: confirmedSnapshot(stored.get(url)) })),
    client,
  )

  const now = new Date().toISOString()
  const summary: SourceRunSummary = { checked: checks.length, byStatus: {}, toReview: 0, results: [] }
  for (const check of checks) {
    const url = check.snapshot.url
    const existing = stored.get(url)
    const data = record(check, existing, cited.get(url) ?? '', now)
    const options = { collection: 'source-checks' as const, depth: 0, overrideAccess: true, context: { [WATCHER_CONTEXT]: true } }
    if (existing) await payload.update({ ...options, id: existing.id, data })
    else await payload.create({ ...options, data: { url, ...data } })
    summary.byStatus[check.status] = (summary.byStatus[check.status] ?? 0) + 1
    summary.results.push({ url, status: check.status })
  }
  const { totalDocs } = await payload.count({ collection: 'source-checks', where: { needsReview: { equals: true } }, overrideAccess: true })
  summary.toReview = totalDocs
  payload.logger.info({ msg: 'source watcher: checked the cited documents', checked: summary.checked, ...summary.byStatus })
  return summary
}
