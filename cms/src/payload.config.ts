import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './collections'
import { nodemailerAdapter } from './email/adapter'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const publicUrl = (process.env.PUBLIC_URL || 'http://localhost:3000').replace(/\/$/, '')

export default buildConfig({
  // The public origin: the storefront proxies /admin and /cms-api here, and Payload's CSRF
  // check only accepts cookie-authenticated writes from this origin.
  serverURL: publicUrl,
  csrf: [publicUrl],
  cors: [publicUrl],
  routes: { api: '/cms-api', admin: '/admin' },
  graphQL: { disable: true },
  admin: {
    user: 'users',
    avatar: 'default',
    meta: { titleSuffix: ' · CardCompare UAE admin' },
    importMap: { baseDir: dirname },
  },
  collections,
  editor: lexicalEditor(),
  secret: process.env.PAYLOAD_SECRET || '',
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL || '' },
    // Committed migrations only: production and tests run the same schema.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    // The seed writes the contract's ids (banks 1-17, card types, features) explicitly.
    allowIDOnCreate: true,
  }),
  email: nodemailerAdapter(),
  sharp,
  telemetry: false,
})
