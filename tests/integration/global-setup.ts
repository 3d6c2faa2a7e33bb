// Runs the integration tests against the stack `npm test` started, or starts one itself
// when they are run alone (`npx vitest run --project integration`).
export default async function setup() {
  if (process.env.TEST_BASE_URL) return
  // @ts-expect-error plain ESM script without types
  const { startTestStack, TEST_ADMIN } = await import('../../scripts/lib/test-stack.mjs')
  const stack = await startTestStack()
  Object.assign(process.env, {
    TEST_BASE_URL: stack.baseUrl,
    TEST_CMS_URL: stack.cmsUrl,
    TEST_DATABASE_URL: stack.databaseUrl,
    TEST_MAIL_DIR: stack.mailDir,
    TEST_ADMIN_EMAIL: TEST_ADMIN.email,
    TEST_ADMIN_USERNAME: TEST_ADMIN.username,
    TEST_ADMIN_PASSWORD: TEST_ADMIN.password,
  })
  return () => stack.stop()
}
