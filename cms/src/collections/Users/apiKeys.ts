// Who may hold an API key, for how long, and the record of it (docs/decisions/026). Keys exist
// for scripts that import card data (`Authorization: users API-Key …`): editors and admins hold
// them; the sales team does not, since a key reads what its owner reads and leads are personal
// data. A key lasts API_KEY_DAYS from when it is enabled or changed, and every change is audited.
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Field, Payload } from 'payload'
import { APIError } from 'payload'
import { CONTENT_ROLES, hasRole } from '../../access'
import { recordAudit } from '../AuditLog/recordAudit'

export const API_KEY_DAYS = 90
const API_KEY_HOLDER_MESSAGE = 'Only editors and admins may hold an API key.'

type KeyHolder = { role?: string | null; enableAPIKey?: boolean | null; apiKey?: string | null; apiKeyExpiresAt?: string | null }

/** The key's end, shown beside it in the admin; set by the server only. */
export const apiKeyExpiresAtField: Field = {
  name: 'apiKeyExpiresAt',
  label: 'API key expires',
  type: 'date',
  access: { create: () => false, update: () => false },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: `An API key works for ${API_KEY_DAYS} days from when it is enabled or changed.`,
  },
}

const mayHoldKey = (holder: KeyHolder) => hasRole({ collection: 'users', ...holder }, ...CONTENT_ROLES)

/** A key is enabled only for an editor or admin, and dated from when it was enabled or changed. */
export const dateApiKey: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const after = { ...(originalDoc ?? {}), ...data } as KeyHolder
  if (!after.enableAPIKey) {
    if (originalDoc?.enableAPIKey || data.apiKeyExpiresAt) data.apiKeyExpiresAt = null
    return data
  }
  if (!mayHoldKey(after)) throw new APIError(API_KEY_HOLDER_MESSAGE, 403, null, true)
  const changed = !originalDoc?.enableAPIKey || ('apiKey' in data && data.apiKey !== originalDoc?.apiKey)
  if (changed) data.apiKeyExpiresAt = new Date(Date.now() + API_KEY_DAYS * 86_400_000).toISOString()
  return data
}

/** Each key enabled, changed or revoked is an audit entry: who, whose, until when; never the key. */
export const auditApiKey: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  const before = operation === 'create' ? null : (previousDoc as KeyHolder)
  const after = doc as KeyHolder & { id: number; username?: string }
  const enabled = Boolean(after.enableAPIKey)
  const was = Boolean(before?.enableAPIKey)
  const summary =
    enabled && !was
      ? 'API key enabled'
      : !enabled && was
        ? 'API key revoked'
        : enabled && after.apiKeyExpiresAt !== before?.apiKeyExpiresAt
          ? 'API key changed'
          : null
  if (!summary) return doc
  await recordAudit(req, {
    action: 'update',
    collection: 'users',
    documentId: after.id,
    summary: `${summary} for ${after.username ?? `user #${after.id}`}${enabled ? `, until ${after.apiKeyExpiresAt?.slice(0, 10)}` : ''}`,
    changes: [{ field: 'apiKeyExpiresAt', from: before?.apiKeyExpiresAt ?? null, to: enabled ? (after.apiKeyExpiresAt ?? null) : null }],
  })
  return doc
}

/** Whether a key found by Payload may still act: its owner's role holds keys and it has not expired. */
const keyStillValid = (holder: KeyHolder, now = Date.now()) =>
  mayHoldKey(holder) && Boolean(holder.apiKeyExpiresAt) && new Date(holder.apiKeyExpiresAt!).getTime() > now

/**
 * Payload's own API-key strategy finds the user by the key and nothing else; wrapped here so a key
 * of a role that may not hold one, or past its date, signs nobody in.
 */
export function guardApiKeyStrategy(payload: Payload) {
  for (const strategy of payload.authStrategies) {
    if (strategy.name !== 'users-api-key') continue
    const authenticate = strategy.authenticate
    strategy.authenticate = async (args) => {
      const result = await authenticate(args)
      if (result.user && !keyStillValid(result.user as KeyHolder)) return { user: null }
      return result
    }
  }
}
