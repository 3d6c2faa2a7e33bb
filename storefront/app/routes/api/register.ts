import type { ActionFunctionArgs } from '@remix-run/node'
import { registerSchema } from '@cardcompare/shared'
import { cmsErrorBody, readBody, validationError } from '~/utils/account.server'
import { CmsError, cmsFetch } from '~/utils/cms.server'
import { json, methodNotAllowed } from '~/utils/http.server'
import { submissionLocale } from '~/utils/person-locale.server'
import { sessionCookie } from '~/utils/session.server'

// spec §7 POST /api/register: the new, unverified user is signed in and told to verify.
export async function action({ request }: ActionFunctionArgs) {
  const body = await readBody(request)
  if ('response' in body) return body.response
  const parsed = registerSchema.safeParse(body.data)
  if (!parsed.success) return validationError(parsed.error)
  // The account's language, for its mails (docs/decisions/036): the body's `locale`, else the page it came from.
  const language = submissionLocale(request, (body.data as { locale?: unknown } | null)?.locale)
  if ('error' in language) return json({ error: language.error, details: [language.error], fieldErrors: { locale: language.error } }, 400)
  try {
    const { token, exp, ...user } = await cmsFetch<{ token: string; exp: number }>('users/register', {
      method: 'POST',
      body: { ...parsed.data, locale: language.locale },
    })
    return json(user, 201, { 'Set-Cookie': sessionCookie(token, new Date(exp * 1000)) })
  } catch (error) {
    if (error instanceof CmsError) return json(cmsErrorBody(error), error.status)
    throw error
  }
}

export const loader = () => methodNotAllowed('POST')
