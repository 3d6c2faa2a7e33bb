import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { requireCmsEnv } from '@cardcompare/shared/server'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(here, '..')

const nextConfig: NextConfig = {
  // The shared domain package ships TypeScript sources.
  transpilePackages: ['@cardcompare/shared'],
  poweredByHeader: false,
  // The source watcher's PDF reader (pdf.js inside) is loaded by Node as published, not bundled.
  serverExternalPackages: ['unpdf'],
  // The build type-checks the app without its unit tests: they import vitest, a root dev
  // dependency absent after `npm install --omit=dev`. `npm run typecheck` still checks them.
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  // shared/ lives beside the app, one level up.
  outputFileTracingRoot: repoRoot,
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    // Monaco from our own origin, not a CDN (build-tools/monaco-own-origin.cjs).
    webpackConfig.module.rules.push({
      test: /[\\/]@payloadcms[\\/]ui[\\/]dist[\\/].*\.js$/,
      loader: path.join(here, 'build-tools/monaco-own-origin.cjs'),
    })
    return webpackConfig
  },
}

// `next start` and `next dev` stop at once on a wrong environment, naming the variable
// (@cardcompare/shared/server); the build needs none of it.
export default function config(phase: string) {
  if (phase !== PHASE_PRODUCTION_BUILD) requireCmsEnv()
  return withPayload(nextConfig, { devBundleServerPackages: false })
}
