// The storefront's environment, read and validated once (@cardcompare/shared/server defines
// every variable and its default).
import { storefrontEnv } from '@cardcompare/shared/server'

export const env = storefrontEnv()
/** Secure cookies only where the public origin is https (localhost runs on http). */
export const secureCookies = env.secureCookies
