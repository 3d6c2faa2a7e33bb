import { COMMENT_CONTENT_MAX_LENGTH, COMMENT_NAME_MAX_LENGTH, type PublicUser } from '@cardcompare/shared'
import { Form } from '~/components/ui/navigation'
import { useLocation, useNavigation, useRouteLoaderData } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import type { BlogComment } from './blog.types'
import { useTranslation } from 'react-i18next'
import { useFormats } from '~/utils/locale'

type Field = 'name' | 'email' | 'content'
export type CommentActionData = {
  fieldErrors?: Partial<Record<Field, string>>
  formError?: string
  values?: Partial<Record<Field, string>>
}

type Props = { comments: BlogComment[]; pending: boolean; actionData: CommentActionData | undefined }

/** Approved comments and the form for a new one, which waits for moderation (spec §4). */
export function BlogComments({ comments, pending, actionData }: Props) {
  const { t } = useTranslation('pages')
  const { date } = useFormats()
  return (
    <section id="comments" aria-labelledby="comments-heading" className="scroll-mt-24">
      <h2 id="comments-heading" className="text-2xl font-bold text-slate-900">
        {t('blog.comments', { count: comments.length })}
      </h2>
      {pending ? (
        <p role="status" className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4 font-medium text-brand-900">
          {t('blog.pending')}
        </p>
      ) : null}
      {comments.length > 0 ? (
        <ol className="mt-6 space-y-4">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
              <article aria-label={t('blog.commentBy', { name: comment.name })}>
                <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="font-semibold text-slate-900">{comment.name}</span>
                  {date(comment.createdAt) ? (
                    <time dateTime={comment.createdAt} className="text-sm text-slate-600">
                      {date(comment.createdAt)}
                    </time>
                  ) : null}
                </p>
                {/* Visitors' words are text, never HTML. */}
                <p className="mt-2 leading-7 break-words whitespace-pre-line text-slate-700">{comment.content}</p>
              </article>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-slate-600">{t('blog.noComments')}</p>
      )}
      <CommentForm actionData={actionData} />
    </section>
  )
}

function CommentForm({ actionData }: { actionData: CommentActionData | undefined }) {
  const root = useRouteLoaderData<{ user: PublicUser | null }>('root')
  const { t } = useTranslation('pages')
  const navigation = useNavigation()
  const location = useLocation()
  const formRef = useRef<HTMLFormElement>(null)
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post'
  const errors = actionData?.fieldErrors ?? {}
  const values = actionData?.values ?? {}

  // With JavaScript the page does not reload: take the reader to the first field to fix. The
  // form re-mounts on each navigation (its key), so focus again once the new fields exist.
  useEffect(() => {
    const first = (['name', 'email', 'content'] as const).find((field) => actionData?.fieldErrors?.[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [actionData, location.key])

  const input = (field: Field) => `field-select mt-1 ${errors[field] ? 'border-red-700 ring-1 ring-red-700' : ''}`
  const describedBy = (field: Field, hint?: string) =>
    [hint, errors[field] ? `comment-${field}-error` : null].filter(Boolean).join(' ') || undefined
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`comment-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null

  const [nameError, emailError, contentError] = (['name', 'email', 'content'] as const).map(error)
  return (
    <div className="mt-10 rounded-2xl border border-slate-200 p-5 sm:p-6">
      <h3 className="text-xl font-bold text-slate-900">{t('blog.leaveComment')}</h3>
      <p id="comment-note" className="mt-1 text-sm text-slate-600">
        {t('blog.commentNote')}
      </p>
      {/* A successful post redirects, so a new location starts a fresh, empty form. */}
      <Form
        key={location.key}
        ref={formRef}
        method="post"
        noValidate
        className="mt-5 grid gap-4 sm:grid-cols-2"
        aria-describedby="comment-note"
      >
        <div>
          <label htmlFor="comment-name" className="block text-sm font-medium text-slate-800">
            {t('blog.name')}
          </label>
          <input
            id="comment-name"
            name="name"
            autoComplete="name"
            required
            maxLength={COMMENT_NAME_MAX_LENGTH}
            defaultValue={values.name ?? root?.user?.username ?? ''}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            className={input('name')}
          />
          {nameError}
        </div>
        <div>
          <label htmlFor="comment-email" className="block text-sm font-medium text-slate-800">
            {t('blog.email')}
          </label>
          <input
            id="comment-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={values.email ?? root?.user?.email ?? ''}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            className={input('email')}
          />
          {emailError}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="comment-content" className="block text-sm font-medium text-slate-800">
            {t('blog.comment')}
          </label>
          <textarea
            id="comment-content"
            name="content"
            rows={5}
            required
            maxLength={COMMENT_CONTENT_MAX_LENGTH}
            defaultValue={values.content ?? ''}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={describedBy('content')}
            className={input('content')}
          />
          {contentError}
        </div>
        {actionData?.formError ? (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
            {actionData.formError}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className="btn-primary">
            {busy ? t('blog.posting') : t('blog.post')}
          </button>
        </div>
      </Form>
    </div>
  )
}
