// PLACEHOLDER (wt-ui): the real intake (validation, bot check, storage, idempotency) is written
// on another branch and replaces this whole file at merge. This one validates and stores nothing.
import { applicationSchema, fieldErrors, leadSchema, newsletterSchema } from '@cardcompare/shared'

type IntakeKind = 'application' | 'lead-form' | 'newsletter'
type IntakeResult = {
  status: number
  body: { success: boolean; message: string; errors?: Record<string, string> }
  headers?: Record<string, string>
}

const SCHEMAS = { application: applicationSchema, 'lead-form': leadSchema, newsletter: newsletterSchema }

export async function handleIntake(
  kind: IntakeKind,
  _request: Request,
  input: Record<string, unknown>,
  _options?: { formStamp?: string | null },
): Promise<IntakeResult> {
  const parsed = SCHEMAS[kind].safeParse(input)
  if (!parsed.success) {
    return { status: 400, body: { success: false, message: 'Please correct the fields marked below.', errors: fieldErrors(parsed.error).fieldErrors } }
  }
  return { status: 503, body: { success: false, message: 'Submissions are not connected yet (placeholder intake).' } }
}
