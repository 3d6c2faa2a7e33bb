/* The CMS's readiness, on its own port (../../health.ts). */
export { ready as GET } from '@/health'
export const dynamic = 'force-dynamic'
