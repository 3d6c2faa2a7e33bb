// The storefront's health checks (@cardcompare/shared/server health.js): /healthz answers while
// the process runs; /readyz asks the CMS's /readyz, which checks the database and its migrations.
import { HEALTH_PATHS, NOT_READY, READY_TIMEOUT_MS, healthAnswer, isNotReadyReason, requestIdHeaders } from '@cardcompare/shared/server'

/**
 * Why the CMS at `cmsUrl` is not ready, or null when it is.
 * @param {string} cmsUrl
 * @returns {Promise<import('@cardcompare/shared/server').NotReadyReason | null>}
 */
export async function cmsReadiness(cmsUrl) {
  try {
    const res = await fetch(`${cmsUrl}${HEALTH_PATHS.ready}`, {
      headers: { Accept: 'application/json', ...requestIdHeaders() },
      signal: AbortSignal.timeout(READY_TIMEOUT_MS),
    })
    if (res.ok) return null
    // The CMS's own reason, when it is one of ours; anything else the CMS said is not repeated.
    const body = /** @type {{ reason?: unknown } | null} */ (await res.json().catch(() => null))
    return isNotReadyReason(body?.reason) ? body.reason : NOT_READY.cms
  } catch {
    return NOT_READY.cms
  }
}

/**
 * Express handlers for /healthz and /readyz.
 * @param {string} cmsUrl
 */
export function healthRoutes(cmsUrl) {
  /** @param {import('express').Response} res @param {ReturnType<typeof healthAnswer>} answer */
  const send = (res, answer) => res.status(answer.status).set(answer.headers).json(answer.body)
  return {
    /** @type {import('express').RequestHandler} */
    live: (_req, res) => void send(res, healthAnswer(null)),
    /** @type {import('express').RequestHandler} */
    ready: (_req, res, next) => void cmsReadiness(cmsUrl).then((problem) => send(res, healthAnswer(problem)), next),
  }
}
