import {
  BANKING_CHOICES,
  BANKING_LABELS,
  SALARY_TRANSFER_CHOICES,
  SALARY_TRANSFER_LABELS,
  FEE_FILTER_LABELS,
  FEE_FILTERS,
} from '@cardcompare/shared'
import type { CollectionConfig } from 'payload'
import { ADMIN_ROLES, memberRecordAccess } from '../../access'
import { ownerField } from '../../fields/owner'
import { selectOptions } from '../../fields/options'
import { ownedByRequester } from '../../hooks/ownedByRequester'
import { NAV_GROUPS } from '../groups'

export const UserPreferences: CollectionConfig = {
  slug: 'user-preferences',
  admin: { group: NAV_GROUPS.members },
  // The card finder is for verified members (spec §6): its answers are kept only for them.
  access: memberRecordAccess,
  hooks: { beforeChange: [ownedByRequester('user', ADMIN_ROLES)] },
  fields: [
    ownerField({ unique: true }),
    { name: 'financialGoals', type: 'text', hasMany: true },
    { name: 'riskTolerance', type: 'select', options: selectOptions(['low', 'medium', 'high']) },
    { name: 'spendingCategories', type: 'text', hasMany: true },
    { name: 'monthlyIncome', type: 'number', min: 0, max: 1_000_000 },
    // The card finder's other answers (docs/decisions/014), so the quiz opens prefilled.
    { name: 'monthlyCardSpend', type: 'number', min: 0, max: 1_000_000 },
    { name: 'banking', type: 'select', options: selectOptions(BANKING_CHOICES, BANKING_LABELS) },
    { name: 'salaryTransfer', type: 'select', options: selectOptions(SALARY_TRANSFER_CHOICES, SALARY_TRANSFER_LABELS) },
    { name: 'annualFee', type: 'select', options: selectOptions(['any', ...FEE_FILTERS] as const, FEE_FILTER_LABELS) },
  ],
}
