// The privacy half of /account (UAE PDPL): marketing consent given and withdrawn with its text,
// the download of everything we hold, and the deletion of the account (docs/decisions/020).
import { zodResolver } from '@hookform/resolvers/zod'
import { consentTextsIn, DELETE_CONFIRMATION_WORD, deleteAccountSchema, NOTIFICATIONS, type MemberAccount } from '@cardcompare/shared'
import { useSubmit } from '@remix-run/react'
import { Form, Link } from '~/components/ui/navigation'
import { useForm } from 'react-hook-form'
import { notify } from '~/components/Notifications'
import { CurrentPasswordField, FormLevelError, useAccountForm } from './AccountForms'
import { SubmitButton } from '~/components/ui/Button'
import { Field } from '~/components/ui/Field'
import { useLocale } from '~/utils/locale'

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' })
const day = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : null)

export function MarketingForm({ account }: { account: MemberAccount }) {
  // The consent texts of the page's language: the CMS records the same one (docs/decisions/036).
  const consentTexts = consentTextsIn(useLocale())
  const { busy, answer } = useAccountForm('marketing')
  const { consented, givenAt, withdrawnAt } = account.marketing
  const status = consented
    ? `You agreed on ${day(givenAt)}.`
    : withdrawnAt
      ? `You turned offers off on ${day(withdrawnAt)}.`
      : 'You have not asked for offers.'
  // An unproven address may be someone else's: offers wait until it is verified.
  if (!consented && !account.isVerified) {
    return (
      <p className="text-sm text-slate-700">
        {status} Verify your email address first: we send offers only to an address you have confirmed.
      </p>
    )
  }
  return (
    // Keyed on the stored choice, so the box shows it again after every save.
    <Form key={String(consented)} method="post" className="space-y-4">
      <input type="hidden" name="intent" value="marketing" />
      <div className="flex items-start gap-3">
        <input
          id="account-marketing"
          name="marketing"
          type="checkbox"
          defaultChecked={consented}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor="account-marketing" className="text-sm leading-6 text-slate-700">
          {consentTexts.account}
        </label>
      </div>
      <p className="text-sm text-slate-600">{status}</p>
      <FormLevelError answer={answer} />
      <SubmitButton busy={busy} busyText="Saving...">
        Save preferences
      </SubmitButton>
    </Form>
  )
}

export function DataDownload({ isVerified }: { isVerified: boolean }) {
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p>
        Everything we hold about you as one JSON file: your account, your applications and enquiries, favourites, comparisons, fortunes,
        preferences, card activity and blog comments.
        {isVerified ? null : ' Until your email address is verified, only what your account itself holds is included.'}
      </p>
      <a href="/account/export" download className="btn-outline" onClick={() => notify(NOTIFICATIONS.dataDownloadStarted)}>
        Download my data
      </a>
      <p>
        Consent you gave on applications and enquiries is on{' '}
        <Link to="/leads" className="font-medium text-brand-700 underline">
          My Leads
        </Link>
        .
      </p>
    </div>
  )
}

export function DeleteAccountForm({ canDelete }: { canDelete: boolean }) {
  const submit = useSubmit()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { confirmation: '', currentPassword: '' },
  })
  const { busy, answer } = useAccountForm('delete', reset)
  if (!canDelete) return <p className="text-sm text-slate-700">Staff accounts are closed by an admin.</p>
  return (
    <Form method="post" noValidate className="space-y-4" onSubmit={handleSubmit((_, event) => submit(event!.target as HTMLFormElement))}>
      <input type="hidden" name="intent" value="delete" />
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          This cannot be undone. We delete your account, favourites, comparisons, fortunes, preferences and card activity, and remove your
          name and contact details from the applications and enquiries you sent us.
        </p>
        <p>Comments you posted on the blog stay published under the name you gave. We send a confirmation to your email address.</p>
      </div>
      <Field
        id="account-delete-confirmation"
        label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.confirmation?.message ?? answer?.fieldErrors.confirmation}
        {...register('confirmation')}
      />
      <CurrentPasswordField
        idPrefix="account-delete-"
        error={errors.currentPassword?.message ?? answer?.fieldErrors.currentPassword}
        field={register('currentPassword')}
      />
      <FormLevelError answer={answer} />
      <SubmitButton busy={busy} busyText="Deleting..." danger>
        Delete my account
      </SubmitButton>
    </Form>
  )
}
