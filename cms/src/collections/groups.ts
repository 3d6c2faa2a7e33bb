/** The admin's navigation groups (docs/decisions/019): each collection names one with `admin.group`. */
export const NAV_GROUPS = {
  catalogue: 'Catalogue',
  leads: 'Leads',
  blog: 'Blog',
  members: 'Members',
  system: 'System',
} as const
