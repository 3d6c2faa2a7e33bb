// The storefront (React 18) and the CMS (React 19) are separate npm packages so each
// resolves its own React; the root install drives both (docs/decisions/001).
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

// `npm install` with the committed lockfiles: versions come from them, and .ci/run fails when
// an install, or a fresh resolution with an empty npm cache, would change one.
for (const app of ['shared', 'cms', 'storefront']) {
  const dir = join(root, app)
  // `npm start` builds both apps on its first run, so their build tools (devDependencies) are
  // installed even under `npm install --omit=dev`, which npm would otherwise pass down.
  const args = ['install', '--no-audit', '--no-fund', '--include=dev']
  console.log(`[install] ${app}: npm ${args.join(' ')}`)
  const result = spawnSync('npm', args, { cwd: dir, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
