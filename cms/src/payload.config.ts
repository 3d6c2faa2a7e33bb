import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type CollectionConfig } from 'payload'
import sharp from 'sharp'
import { requireCmsEnv } from '@cardcompare/shared/server'

import { isAdmin, isStaff } from './access'
import { collections } from './collections'
import { guardApiKeyStrategy } from './collections/Users/apiKeys'
import { watchPool } from './db/postgres'
import { reportingCommitFailures } from './db/transactions'
import { nodemailerAdapter } from './email/adapter'
import { catalogueEndpoints } from './endpoints/catalogueImport'
import { intakeEndpoint, newsletterUnsubscribeEndpoint } from './endpoints/intake'
import { privacyEndpoints } from './endpoints/privacy'
import { jobs } from './jobs'
import { logger } from './logging'
import { guardOperation, guardRelations } from './hooks/inputGuard'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = requireCmsEnv()
const publicUrl = env.PUBLIC_URL

const config = buildConfig({
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
    meta: {
      // Payload puts a space between the page's title and this: "Dashboard · CardCompare UAE admin".
      titleSuffix: '· CardCompare UAE admin',
      // Served by the CMS from public/admin/, under the /admin prefix the storefront proxies.
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/admin/favicon.svg' }],
      // The admin is not a public page: no generated share images (Payload's would point at /api/og).
      defaultOGImageType: 'off',
      openGraph: { siteName: 'CardCompare UAE', description: 'CardCompare UAE administration' },
      robots: { index: false, follow: false },
    },
    components: {
      graphics: {
        Logo: '/components/admin/Brand#Logo',
        Icon: '/components/admin/Brand#Icon',
      },
      beforeNavLinks: ['/components/admin/Brand#NavBrand'],
      beforeDashboard: ['/components/admin/DashboardPanel#DashboardPanel', '/components/admin/NeedsAttention#NeedsAttention'],
      afterNavLinks: ['/components/admin/AdminNavLinks#AdminNavLinks'],
      views: {
        // Public like every custom view: PrivacyView checks for an admin itself.
        privacy: {
          Component: '/components/admin/PrivacyView#PrivacyView',
          path: '/privacy',
          exact: true,
          meta: { title: 'Privacy requests' },
        },
        // Public like every custom view: ImportView checks for an editor or admin itself.
        import: {
          Component: '/components/admin/ImportView#ImportView',
          path: '/import',
          exact: true,
          meta: { title: 'Import and export' },
        },
      },
    },
    importMap: { baseDir: dirname },
  },
  // Content in English and Arabic (docs/decisions/037): fields marked `localized` keep one value
  // per language; an Arabic value not written yet reads as the English one unless a request asks
  // for no fallback (the storefront does, to mark English text lang="en").
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'ar', label: 'العربية', rtl: true },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  collections: collections.map(guarded),
  endpoints: [intakeEndpoint, newsletterUnsubscribeEndpoint, ...privacyEndpoints, ...catalogueEndpoints],
  jobs,
  editor: lexicalEditor(),
  secret: env.PAYLOAD_SECRET,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  db: reportingCommitFailures(
    postgresAdapter({
      pool: { connectionString: env.DATABASE_URL },
      // Committed migrations only: production and tests run the same schema.
      push: false,
      migrationDir: path.resolve(dirname, 'migrations'),
      // The seed writes the contract's ids (banks 1-17, card types, features) explicitly.
      allowIDOnCreate: true,
    }),
  ),
  email: nodemailerAdapter(),
  logger,
  onInit: async (payload) => {
    watchPool(payload)
    await guardApiKeyStrategy(payload)
  },
  sharp,
  telemetry: false,
})

/** Every collection checks ids, paging, queries and related ids before the database sees them. */
function guarded(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeOperation: [guardOperation, ...(hooks.beforeOperation ?? [])],
      beforeChange: [...(hooks.beforeChange ?? []), guardRelations],
    },
  }
}

// Payload adds its own collections while it builds the config. Document locks are an admin
// feature: by default any signed-in user could create, read and delete them, and a lock made in
// an admin's name blocks an editor. Staff only, and the same input checks.
export default config.then((sanitized) => {
  for (const collection of sanitized.collections) {
    if (collection.slug === 'payload-locked-documents') {
      collection.access = { ...collection.access, create: isStaff, read: isStaff, update: isStaff, delete: isStaff }
    }
    // Queued mail holds addresses and bodies: the admin's alone.
    if ((collection.slug as string) === 'payload-jobs') {
      collection.access = { ...collection.access, create: isAdmin, read: isAdmin, update: isAdmin, delete: isAdmin }
      collection.admin = { ...collection.admin, group: 'System' }
    }
    if (collection.slug.startsWith('payload-')) {
      collection.hooks.beforeOperation = [guardOperation, ...(collection.hooks.beforeOperation ?? [])]
    }
  }
  return sanitized
})
