// The page the reset e-mail links to: choose a new password (spec §5 rules), single-use token.
import { zodResolver } from '@hookform/resolvers/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react'
import { Form, Link } from '~/components/ui/navigation'
import { fieldErrors, resetPasswordFormSchema, type ResetPasswordFormValues } from '@cardcompare/shared'
import { useForm } from 'react-hook-form'
import { cmsErrorBody } from '~/utils/account.server'
import { CmsError, cmsFetch } from '~/utils/cms.server'
import { withSocial } from '~/utils/seo'
import { readFormFields } from '~/utils/form.server'
import { SubmitButton } from '~/components/ui/Button'
import { Field } from '~/components/ui/Field'
import { StandalonePage } from '~/components/ui/StandalonePage'
import { Notice } from '~/components/ui/Notice'
import { useTranslation } from 'react-i18next'
import { metaT } from '~/i18n/meta'
import type { I18nHandle } from '~/i18n/namespaces'
import { useTranslateMessage } from '~/i18n/messages'

export const handle = { bare: true, i18n: ['forms'] } satisfies I18nHandle & { bare: boolean }

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [{ title: t('titles.suffix', { title: t('links.resetMetaTitle', { ns: 'forms' }) }) }, { name: 'robots', content: 'noindex' }]
}

export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' }
}

type ActionData = { done: true } | { error: string; fieldErrors?: Record<string, string> }

export async function action({ request }: ActionFunctionArgs) {
  const parsed = resetPasswordFormSchema.safeParse(await readFormFields(request))
  if (!parsed.success) {
    const { details, fieldErrors: fields } = fieldErrors(parsed.error)
    return Response.json({ error: details[0], fieldErrors: fields } satisfies ActionData, { status: 400 })
  }
  try {
    await cmsFetch('users/reset-password', { method: 'POST', body: { token: parsed.data.token, password: parsed.data.password } })
    return Response.json({ done: true } satisfies ActionData)
  } catch (error) {
    if (!(error instanceof CmsError)) throw error
    return Response.json({ error: String(cmsErrorBody(error).error) } satisfies ActionData, { status: 400 })
  }
}

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>()
  const result = useActionData<ActionData>()
  const { t } = useTranslation('forms')
  const translate = useTranslateMessage()
  const submit = useSubmit()
  const busy = useNavigation().state !== 'idle'
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { token },
  })
  const serverFields = result && 'fieldErrors' in result ? (result.fieldErrors ?? {}) : {}
  return (
    <StandalonePage title={t('links.resetTitle')}>
      {result && 'done' in result ? (
        <div className="mt-6 space-y-4">
          <Notice tone="success">{t('answers.passwordReset')}</Notice>
          <Link to="/auth" className="inline-block rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800">
            {t('links.goToLogin')}
          </Link>
        </div>
      ) : !token ? (
        <div className="mt-6">
          <Notice tone="error">
            {t('links.resetIncomplete')}
            <Link to="/auth?view=forgot-password" className="underline">
              {t('links.requestNewOne')}
            </Link>
            .
          </Notice>
        </div>
      ) : (
        <Form method="post" noValidate className="mt-6 space-y-4" onSubmit={handleSubmit((_, e) => submit(e!.target as HTMLFormElement))}>
          <input type="hidden" {...register('token')} />
          <Field
            label={t('links.newPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message ?? serverFields.password}
            hint={t('auth.passwordHint')}
            {...register('password')}
          />
          <Field
            label={t('links.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message ?? serverFields.confirmPassword}
            {...register('confirmPassword')}
          />
          {result && 'error' in result && !Object.keys(serverFields).length ? (
            <Notice tone="error">
              {translate(result.error)}{' '}
              <Link to="/auth?view=forgot-password" className="underline">
                {t('links.requestNewLink')}
              </Link>
              .
            </Notice>
          ) : null}
          <SubmitButton wide busy={busy} busyText={t('links.saving')}>
            {t('links.resetButton')}
          </SubmitButton>
        </Form>
      )}
    </StandalonePage>
  )
}

export const meta = withSocial(pageMeta)
