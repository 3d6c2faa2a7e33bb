// GET /cms-api/leads/export.csv: the leads the admin's list shows, as CSV (docs/decisions/011). It
// takes the list's own query string (`where`, `search`, `sort`, as the list view puts them in
// its URL) and reads through the Local API as the signed-in user, so access control decides
// which rows exist: the sales team and admins get them, everyone else an error in JSON.
// Rows stream out a page at a time; the first page is read before the answer starts, so a
// bad filter is still a 400.
import type { Endpoint, PaginatedDocs, PayloadRequest } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import { stringify } from 'csv-stringify/sync'
import { hasRole, LEAD_ROLES } from '../../../access'
import { recordAudit } from '../../AuditLog/recordAudit'
import { errorAnswer, NO_STORE } from '../../../http'
import { dubaiDay } from '@cardcompare/shared'
import { filteredBy, LEAD_CSV_HEADER, leadCsvRow, listQueryFrom, relationId, type CsvLookups, type LeadForCsv } from './leadsCsv'

const PAGE_SIZE = 250

const refusal = (status: number, message: string) => errorAnswer(status, message)

/** Bank names and usernames for one page of leads, read with the requester's access. */
async function lookupsFor(req: PayloadRequest, leads: LeadForCsv[]): Promise<CsvLookups> {
  const ids = (values: unknown[]) => [...new Set(values.map(relationId).filter((id): id is number | string => id !== null))]
  const bankIds = ids(leads.map((lead) => lead.bank))
  const userIds = ids(leads.map((lead) => lead.assignedTo))
  const byIds = (list: (number | string)[]) => ({
    where: { id: { in: list } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: req.user,
  })
  const labels = <D extends { id: number }>(docs: D[], label: (doc: D) => unknown) =>
    new Map<number | string, string>(docs.map((doc) => [doc.id, String(label(doc) ?? '')]))
  // `bank` is a lead field once leads name the bank they are for; until then it is simply empty.
  const hasBank = Boolean(req.payload.collections.leads.config.flattenedFields.find((field) => field.name === 'bank'))
  return {
    bankNames:
      hasBank && bankIds.length
        ? labels((await req.payload.find({ collection: 'banks', ...byIds(bankIds) })).docs, (bank) => bank.name)
        : new Map(),
    usernames: userIds.length
      ? labels((await req.payload.find({ collection: 'users', ...byIds(userIds) })).docs, (user) => user.username)
      : new Map(),
  }
}

export const leadsExportEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return refusal(401, 'You must be signed in to export leads.')
    if (!hasRole(req.user, ...LEAD_ROLES)) return refusal(403, 'Only the sales team and admins may export leads.')

    const { where: listWhere, search, sort } = listQueryFrom(req.url ?? '')
    const where = mergeListSearchAndWhere({
      collectionConfig: req.payload.collections.leads.config,
      search: search ?? '',
      where: listWhere,
    })
    const readPage = (page: number) =>
      req.payload.find({
        collection: 'leads',
        where,
        sort,
        page,
        limit: PAGE_SIZE,
        depth: 0,
        overrideAccess: false,
        user: req.user,
      }) as Promise<PaginatedDocs<LeadForCsv>>

    let current: PaginatedDocs<LeadForCsv> | null = await readPage(1)
    await recordAudit(req, {
      action: 'leads-export',
      collection: 'leads',
      summary: `Exported ${current.totalDocs} lead(s) to CSV`,
      details: { rows: current.totalDocs, filteredBy: filteredBy(where), search: Boolean(search), sort },
    })

    const encoder = new TextEncoder()
    const seen = new Set<number | string>()
    let first = true
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          if (!current) return controller.close()
          // A lead that moved between pages while we read is written once.
          const leads = current.docs.filter((lead) => !seen.has(lead.id))
          leads.forEach((lead) => seen.add(lead.id))
          const lookups = await lookupsFor(req, leads)
          // A byte-order mark so spreadsheet programs read the UTF-8 (Arabic names) correctly.
          const csv = stringify(
            leads.map((lead) => leadCsvRow(lead, lookups)),
            { bom: first, header: first, columns: [...LEAD_CSV_HEADER], eof: true },
          )
          first = false
          if (csv) controller.enqueue(encoder.encode(csv))
          current = current.hasNextPage && current.nextPage ? await readPage(current.nextPage) : null
        } catch (error) {
          req.payload.logger.error({ err: error, msg: 'leads CSV export failed part-way' })
          controller.error(error)
        }
      },
    })

    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${dubaiDay()}.csv"`,
        ...NO_STORE,
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
}
