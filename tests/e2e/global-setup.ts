// Uses the stack `npm test` started, or starts one for a direct `npx playwright test`.
export default async function globalSetup() {
  if (process.env.TEST_BASE_URL) return
  // @ts-expect-error plain ESM script without types
  const { startTestStack, TEST_ADMIN } = await import('../../scripts/lib/test-stack.mjs')
  const stack = await startTestStack()
  Object.assign(process.env, {
    TEST_BASE_URL: stack.baseUrl,
    TEST_MAIL_DIR: stack.mailDir,
    TEST_ADMIN_USERNAME: TEST_ADMIN.username,
    TEST_ADMIN_PASSWORD: TEST_ADMIN.password,
  })
  return () => stack.stop()
}
