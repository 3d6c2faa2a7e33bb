// What the test suites read from the environment, in one place. `npm test` passes the TEST_*
// variables to them, or a suite run alone sets them in its global setup (testStackEnv in
// scripts/lib/test-stack.mjs). Read when asked, not on import: a global setup sets them after
// this module is loaded.

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run the tests through npm test`)
  return value
}

/** The test stack's storefront (the public origin). */
export const baseUrl = () => required('TEST_BASE_URL')
/** The test stack's CMS, reached directly. */
export const cmsUrl = () => required('TEST_CMS_URL')
/** The test stack's PostgreSQL. */
export const databaseUrl = () => required('TEST_DATABASE_URL')
/** Where the test stack's SMTP server writes what it receives. */
export const mailDir = () => required('TEST_MAIL_DIR')
/** The first admin of the test stack. */
export const testAdmin = () => ({ username: required('TEST_ADMIN_USERNAME'), password: required('TEST_ADMIN_PASSWORD') })
/** Whether the runner passed the test stack's admin (a Playwright run against a stack of one's own may not). */
export const hasTestAdmin = () => Boolean(process.env.TEST_ADMIN_USERNAME)

/** The storefront, or undefined before a global setup has started one (playwright.config.ts). */
export const baseUrlIfSet = () => process.env.TEST_BASE_URL || undefined
/** Where `npm test` wants Playwright's JSON report (scripts/test.mjs names the failed tests from it). */
export const e2eJsonReport = () => process.env.E2E_JSON_REPORT || undefined
/** Set by CI (.ci/run). */
export const inCi = () => Boolean(process.env.CI)
/** Runs of a property test: PROPERTY_RUNS (or, for the intake's, INTAKE_PROPERTY_RUNS) or `fallback`. */
export const propertyRuns = (fallback: number, name: 'PROPERTY_RUNS' | 'INTAKE_PROPERTY_RUNS' = 'PROPERTY_RUNS') =>
  Number(process.env[name] || fallback)

/**
 * For code under test that reads the environment in this process: sets each variable, or
 * removes it when its value is undefined. Returns the undo, which puts back every variable as
 * it was before the call.
 */
export function setEnv(vars: Record<string, string | undefined>): () => void {
  const before = { ...process.env }
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  return () => {
    for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name]
    Object.assign(process.env, before)
  }
}
