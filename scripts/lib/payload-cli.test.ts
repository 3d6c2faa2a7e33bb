// Scripts that load the Payload config load its rich-text editor every time (docs/decisions/039):
// under Node's default conditions Lexical's entry files await each other, and on Node 20 that
// graph sometimes never settles (about 7 loads in 10 here); its production files do not.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM scripts without types
import { childEnv, root } from './config.mjs'
// @ts-expect-error plain ESM scripts without types
import { PAYLOAD_CLI_NODE_OPTIONS } from './stack.mjs'

const load = () =>
  spawnSync(process.execPath, ['--input-type=module', '-e', "await import('@payloadcms/richtext-lexical'); console.log('loaded')"], {
    cwd: path.join(root as string, 'cms'),
    env: childEnv({ NODE_OPTIONS: PAYLOAD_CLI_NODE_OPTIONS }),
    encoding: 'utf8',
    timeout: 60_000,
  })

describe('the Node options of the Payload scripts', () => {
  it('load Lexical five times in five', () => {
    for (let run = 1; run <= 5; run++) {
      const result = load()
      expect({ run, status: result.status, stdout: result.stdout.trim() }).toEqual({ run, status: 0, stdout: 'loaded' })
    }
  }, 120_000)
})
