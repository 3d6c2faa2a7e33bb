import { Form } from '~/components/ui/navigation'
import { useFetcher, useLocation, useRouteLoaderData } from '@remix-run/react'
import { useEffect, useMemo, useRef, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useAccountGate } from './account/AccountGate'
import { notify } from './Notifications'
import { SpriteIcon } from './ui/IconSprite'
import { useLocalePath } from '~/utils/locale'
import { HiddenName } from '~/components/ui/HiddenName'

type Answer = { isFavorite?: boolean; error?: string; requiresVerification?: boolean }
type Intent = 'add' | 'remove'

/** The signed-in user's favourite card ids, loaded by the root loader (empty for guests). */
function useFavoriteIds(): ReadonlySet<number> {
  const ids = useRouteLoaderData<{ favoriteIds?: number[] }>('root')?.favoriteIds
  return useMemo(() => new Set(ids ?? []), [ids])
}

/**
 * Adding and removing one card (spec §4, §8): a guest is asked to log in, an unverified user
 * sees the verification reminder before adding (removing stays open to them, as in the CMS), a
 * verified user's change is posted to /favorites and answered with the spec's toasts. Every
 * post reloads the root loader, so the list of favourites is refreshed after each change.
 */
function useFavoriteToggle(cardId: number) {
  const { user, requireVerified } = useAccountGate()
  const favorites = useFavoriteIds()
  const fetcher = useFetcher<Answer>()
  const localize = useLocalePath()
  // While a change is on its way (and the list reloads after it), show where it is going.
  const pending = fetcher.formData?.get('intent')
  const saved = pending ? pending === 'add' : favorites.has(cardId)
  const sent = useRef<Intent>('add')
  const shown = useRef<Answer | null>(null)

  useEffect(() => {
    const answer = fetcher.data
    // Told as soon as the answer arrives, not when the reload ends: on /favorites a removed
    // card's buttons are gone by then.
    if (!answer || fetcher.state === 'submitting' || shown.current === answer) return
    shown.current = answer
    if (typeof answer.isFavorite === 'boolean' && !answer.error) {
      notify((t) => (answer.isFavorite ? t.favoriteAdded : t.favoriteRemoved))
    } else {
      const removing = sent.current === 'remove'
      notify((t) => (removing ? t.favoriteRemoveFailed(answer.error) : t.favoriteAddFailed(answer.error)))
    }
  }, [fetcher.state, fetcher.data])

  function submit(intent: Intent) {
    if (!user) {
      notify((t) => t.favoriteGuest)
      return
    }
    if (intent === 'add' && !requireVerified()) return
    sent.current = intent
    fetcher.submit({ intent, cardId: String(cardId), mode: 'js' }, { method: 'post', action: localize('/favorites') })
  }

  return { saved, submit, busy: fetcher.state === 'submitting' }
}

/** A form posting to /favorites: the fetcher with JavaScript, a plain post (and back here) without. */
function FavoriteForm({
  cardId,
  intent,
  onSubmit,
  children,
}: {
  cardId: number
  intent: Intent
  onSubmit: (intent: Intent) => void
  children: ReactNode
}) {
  const location = useLocation()
  return (
    <Form
      method="post"
      action="/favorites"
      className="contents"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        onSubmit(intent)
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="cardId" value={cardId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {children}
    </Form>
  )
}

/** The heart toggle on card tiles, the card page and the comparison's column heads. */
export function FavoriteButton({ cardId, cardName, className = '' }: { cardId: number; cardName: string; className?: string }) {
  const { t } = useTranslation('catalogue')
  const { saved, submit, busy } = useFavoriteToggle(cardId)
  return (
    <FavoriteForm cardId={cardId} intent={saved ? 'remove' : 'add'} onSubmit={submit}>
      <button
        type="submit"
        aria-pressed={saved}
        aria-label={saved ? t('favorite.remove', { name: cardName }) : t('favorite.add', { name: cardName })}
        disabled={busy}
        className={`fav-button ${saved ? 'fav-on' : 'fav-off'}${className ? ` ${className}` : ''}`}
      >
        <SpriteIcon name="heart" className="size-6" fill={saved ? 'currentColor' : 'none'} />
      </button>
    </FavoriteForm>
  )
}

/** /favorites: a plain "Remove" under each saved card. */
export function RemoveFavoriteButton({ cardId, cardName, className = '' }: { cardId: number; cardName: string; className?: string }) {
  const { t } = useTranslation('catalogue')
  const { submit, busy } = useFavoriteToggle(cardId)
  return (
    <FavoriteForm cardId={cardId} intent="remove" onSubmit={submit}>
      <button type="submit" disabled={busy} className={`btn-ghost border border-slate-300 text-red-800 hover:bg-red-50 ${className}`}>
        {t('favorite.removeButton')}
        <HiddenName name={cardName} />
      </button>
    </FavoriteForm>
  )
}
