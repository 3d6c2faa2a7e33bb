// The storefront (React 18) and the CMS (React 19) are separate npm packages so each
// resolves its own React; the root install drives both (docs/decisions/001).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const ci = process.env.CI === 'true' || process.env.npm_command === 'ci'

for (const app of ['shared', 'cms', 'storefront']) {
  const dir = join(root, app)
  const useCi = ci && existsSync(join(dir, 'package-lock.json'))
  const args = [useCi ? 'ci' : 'install', '--no-audit', '--no-fund']
  console.log(`[install] ${app}: npm ${args.join(' ')}`)
  const result = spawnSync('npm', args, { cwd: dir, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
