// The newsletter's e-mail rule (spec §5), loaded when the form is first sent: the schema
// library stays out of the scripts every page loads.
import { newsletterSchema } from '@cardcompare/shared'

const emailSchema = newsletterSchema.pick({ email: true })

/** The schema's message for this address, or undefined when it is accepted. */
export function emailError(email: string): string | undefined {
  const result = emailSchema.safeParse({ email })
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid email')
}
