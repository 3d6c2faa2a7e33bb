// /account (signed in only): the member's own account. See username, e-mail and mobile; change
// the mobile number, the e-mail address (confirmed by a link) and the password; marketing
// consent; download everything we hold; delete the account (docs/decisions/020).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { AccountSection, EmailForm, MobileForm, PasswordForm, type AccountActionData } from '~/components/account/AccountForms'
import { DataDownload, DeleteAccountForm, MarketingForm } from '~/components/account/AccountPrivacy'
import { notify } from '~/components/Notifications'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/http.server'
import type { I18nHandle } from '~/i18n/namespaces'
import { handleAccountAction, loadMemberAccount } from '~/utils/member-account.server'
import { withSocial } from '~/utils/seo'
import { metaT } from '~/i18n/meta'
import { useTranslation } from 'react-i18next'

// The mobile number's field is the forms' (PhoneField).
export const handle = { i18n: ['account', 'forms'] } satisfies I18nHandle

export const headers = privatePageHeaders

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [
    { title: t('titles.suffix', { title: t('account.title', { ns: 'account' }) }) },
    { name: 'description', content: t('account.description', { ns: 'account' }) },
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader({ request }: LoaderFunctionArgs) {
  return data({ account: await loadMemberAccount(request) }, { headers: PRIVATE_NO_STORE })
}

export const action = ({ request }: ActionFunctionArgs) => handleAccountAction(request)

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 break-words text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  )
}

export default function AccountPage() {
  const { account } = useLoaderData<typeof loader>()
  const result = useActionData<AccountActionData>()
  const { t } = useTranslation('account')
  useEffect(() => {
    if (result?.toast) notify(result.toast)
  }, [result])
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('account.title')}</h1>
      <p className="mt-3 text-slate-700">{t('account.intro')}</p>

      <div className="mt-8 space-y-6">
        <AccountSection id="details" title={t('account.sections.details')}>
          <dl className="divide-y divide-slate-200">
            <Detail term={t('account.username')}>{account.username}</Detail>
            <Detail term={t('account.email')}>
              <span className="break-all" dir="ltr">
                {account.email}
              </span>{' '}
              {account.isVerified ? (
                <span className="ms-1 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                  {t('account.verified')}
                </span>
              ) : (
                <span className="ms-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                  {t('account.notVerified')}
                </span>
              )}
            </Detail>
            <Detail term={t('account.mobile')}>
              {account.mobileNumber ? <span dir="ltr">{account.mobileNumber}</span> : t('account.notGiven')}
            </Detail>
          </dl>
        </AccountSection>

        <AccountSection id="mobile" title={t('account.sections.mobile')}>
          <MobileForm mobileNumber={account.mobileNumber} />
        </AccountSection>

        <AccountSection id="email" title={t('account.sections.email')}>
          <EmailForm account={account} />
        </AccountSection>

        <AccountSection id="password" title={t('account.sections.password')}>
          <PasswordForm />
        </AccountSection>

        <AccountSection id="marketing" title={t('account.sections.marketing')}>
          <MarketingForm account={account} />
        </AccountSection>

        <AccountSection id="data" title={t('account.sections.data')}>
          <DataDownload isVerified={account.isVerified} />
        </AccountSection>

        <AccountSection id="delete" title={t('account.sections.delete')} danger>
          <DeleteAccountForm canDelete={account.canDelete} />
        </AccountSection>
      </div>
    </div>
  )
}

export const meta = withSocial(pageMeta)
