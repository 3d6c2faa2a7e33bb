import { cmsEnv } from '@cardcompare/shared/server'

/** The public origin that links in mail point to (PUBLIC_URL), without a trailing slash. */
export const publicUrl = () => cmsEnv().PUBLIC_URL
