// `npm test`: typecheck, unit tests, then one fresh test copy of the product shared by the
// integration tests (vitest) and the end-to-end tests (Playwright in Chromium).
import { spawnSync } from 'node:child_process'
import { root } from './lib/config.mjs'
import { startTestStack, TEST_ADMIN } from './lib/test-stack.mjs'

const step = (name, command, args, env = process.env) => {
  console.log(`\n▶ ${name}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) {
    console.error(`✖ ${name} failed`)
    return false
  }
  return true
}

let ok =
  step('typecheck', 'npm', ['run', 'typecheck']) &&
  step('generated CMS files', process.execPath, ['scripts/check-generated.mjs']) &&
  step('unit tests', 'npx', ['vitest', 'run', '--project', 'unit'])
if (ok) {
  console.log('\n▶ starting the test stack (fresh database, production builds)')
  const stack = await startTestStack()
  const env = {
    ...process.env,
    TEST_BASE_URL: stack.baseUrl,
    TEST_CMS_URL: stack.cmsUrl,
    TEST_DATABASE_URL: stack.databaseUrl,
    TEST_MAIL_DIR: stack.mailDir,
    TEST_ADMIN_EMAIL: TEST_ADMIN.email,
    TEST_ADMIN_USERNAME: TEST_ADMIN.username,
    TEST_ADMIN_PASSWORD: TEST_ADMIN.password,
  }
  try {
    ok = step('integration tests', 'npx', ['vitest', 'run', '--project', 'integration'], env)
    ok = step('end-to-end tests', 'npx', ['playwright', 'test'], env) && ok
  } finally {
    await stack.stop()
  }
}
process.exit(ok ? 0 : 1)
