// The CMS's generated files (migrations, payload-types.ts, importMap.js) must match the
// collections: regenerate them and fail if anything changed or appeared.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { childEnv, root } from './lib/config.mjs'
import { PAYLOAD_CLI_NODE_OPTIONS } from './lib/stack.mjs'

const cms = path.join(root, 'cms')
const generated = ['cms/src/migrations', 'cms/src/payload-types.ts', 'cms/src/app/(payload)/admin/importMap.js']
// The generators read the config but need no database.
const env = childEnv({
  PAYLOAD_SECRET: 'generated-files-check-needs-no-real-secret',
  DATABASE_URL: 'postgres://none@127.0.0.1:1/none',
  NODE_OPTIONS: PAYLOAD_CLI_NODE_OPTIONS,
})

const payload = (/** @type {string[]} */ ...args) => {
  const result = spawnSync(path.join(cms, 'node_modules/.bin/payload'), args, { cwd: cms, env, encoding: 'utf8' })
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr)
    process.exit(1)
  }
}

payload('migrate:create', 'schema_drift', '--skip-empty')
payload('generate:types')
payload('generate:importmap')

const status = spawnSync('git', ['status', '--porcelain', '--', ...generated], { cwd: root, encoding: 'utf8' })
if (status.status !== 0) {
  console.log('not a git checkout: generated files not compared')
  process.exit(0)
}
if (status.stdout.trim()) {
  console.error(`Generated CMS files are out of date with the collections:\n${status.stdout}`)
  console.error('Create a migration (README "Working on it") and commit the regenerated files.')
  process.exit(1)
}
console.log('generated CMS files are current')
