import type { UIField } from 'payload'

/**
 * Whether the lead may be called now (UAE call window) and whether consent was withdrawn:
 * a panel in the lead's sidebar and a column for the leads list. Nothing is stored.
 */
export const callableNowField: UIField = {
  name: 'callableNow',
  type: 'ui',
  label: 'Callable now',
  admin: {
    position: 'sidebar',
    components: {
      Field: '/components/admin/CallableNow#CallableNowField',
      Cell: '/components/admin/CallableNow#CallableNowCell',
    },
  },
}
