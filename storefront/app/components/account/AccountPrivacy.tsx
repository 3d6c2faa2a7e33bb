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
import { Trans, useTranslation } from 'react-i18next'
import { useContentLang, useFormats, useLocale } from '~/utils/locale'
import { tokens, WithNames, type Named } from '~/components/ui/WithNames'

export function MarketingForm({ account }: { account: MemberAccount }) {
  // The consent texts of the page's language: the CMS records the same one (docs/decisions/036).
  const consentTexts = consentTextsIn(useLocale())
  const { busy, answer } = useAccountForm('marketing')
  const { t } = useTranslation('account')
  const { date } = useFormats()
  const { consented, givenAt, withdrawnAt } = account.marketing
  const status = consented
    ? t('privacy.agreedOn', { date: date(givenAt) })
    : withdrawnAt
      ? t('privacy.turnedOffOn', { date: date(withdrawnAt) })
      : t('privacy.notAsked')
  // An unproven address may be someone else's: offers wait until it is verified.
  if (!consented && !account.isVerified) {
    return (
      <p className="text-sm text-slate-700">
        {status} {t('privacy.verifyFirst')}
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
      <SubmitButton busy={busy} busyText={t('forms.saving')}>
        {t('privacy.savePreferences')}
      </SubmitButton>
    </Form>
  )
}

export function DataDownload({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation('account')
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p>
        {t('privacy.everything')}
        {isVerified ? null : ` ${t('privacy.untilVerified')}`}
      </p>
      <a href="/account/export" download className="btn-outline" onClick={() => notify(NOTIFICATIONS.dataDownloadStarted)}>
        {t('privacy.download')}
      </a>
      <p>
        <Trans
          t={t}
          i18nKey="privacy.consentOnLeads"
          components={{ leads: <Link to="/leads" className="font-medium text-brand-700 underline" /> }}
        />
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
  const { t } = useTranslation('account')
  // The word to type is English on every page: marked so.
  const word: Named = { text: DELETE_CONFIRMATION_WORD, lang: useContentLang() }
  const confirmationField = register('confirmation')
  if (!canDelete) return <p className="text-sm text-slate-700">{t('privacy.staffAccounts')}</p>
  return (
    <Form method="post" noValidate className="space-y-4" onSubmit={handleSubmit((_, event) => submit(event!.target as HTMLFormElement))}>
      <input type="hidden" name="intent" value="delete" />
      <div className="space-y-2 text-sm text-slate-700">
        <p>{t('privacy.cannotUndo')}</p>
        <p>{t('privacy.commentsStay')}</p>
      </div>
      <Field
        id="account-delete-confirmation"
        label={<WithNames text={t('privacy.typeToConfirm', tokens({ word }))} names={{ word }} />}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.confirmation?.message ?? answer?.fieldErrors.confirmation}
        {...confirmationField}
      />
      <CurrentPasswordField
        idPrefix="account-delete-"
        error={errors.currentPassword?.message ?? answer?.fieldErrors.currentPassword}
        field={register('currentPassword')}
      />
      <FormLevelError answer={answer} />
      <SubmitButton busy={busy} busyText={t('privacy.deleting')} danger>
        {t('privacy.deleteAccount')}
      </SubmitButton>
    </Form>
  )
}
