/* The CMS's liveness, on its own port (../../health.ts). */
export { live as GET } from '@/health'
export const dynamic = 'force-dynamic'
