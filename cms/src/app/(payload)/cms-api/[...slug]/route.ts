/* Payload's REST routes (generated once by Payload's template), each behind our guard. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardedRest } from '@/rest/guard'

export const GET = guardedRest(REST_GET(config))
export const POST = guardedRest(REST_POST(config))
export const DELETE = guardedRest(REST_DELETE(config))
export const PATCH = guardedRest(REST_PATCH(config))
export const PUT = guardedRest(REST_PUT(config))
export const OPTIONS = guardedRest(REST_OPTIONS(config))
