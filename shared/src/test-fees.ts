// Test fixtures: the conditional fee a bank prints beside its headline fee (FAB Cashback's shape).
import type { FeeOption } from './card-data'

export const WITHOUT_SALARY_TRANSFER: FeeOption = {
  amount: 525,
  condition: 'for customers who do not transfer their salary',
  salaryTransfer: 'not-required',
  reading: 'bank',
}
