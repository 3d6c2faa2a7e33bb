import { type RouteConfig, route } from '@remix-run/route-config'
import { flatRoutes } from '@remix-run/fs-routes'

export default [
  ...(await flatRoutes()),
  // spec §2: /credit-cards is the same catalogue as /cards.
  route('credit-cards', 'routes/cards.tsx', { id: 'routes/credit-cards' }),
] satisfies RouteConfig
