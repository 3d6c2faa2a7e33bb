// A link to an admin list with a filter, in the shape the list's filter controls read (or → and).
import type { Where } from 'payload'
import * as qs from 'qs-esm'

export function listHref(adminRoute: string, collection: string, where: Where): string {
  return `${adminRoute}/collections/${collection}${qs.stringify({ where }, { addQueryPrefix: true })}`
}

/** Every audit entry an import wrote. */
export const importAuditHref = (adminRoute: string, importId: string) =>
  listHref(adminRoute, 'audit-log', { or: [{ and: [{ importId: { equals: importId } }] }] })
