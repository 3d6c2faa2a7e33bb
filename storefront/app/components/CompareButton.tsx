import { Form } from '~/components/ui/navigation'
import { useFetcher } from '@remix-run/react'
import { useEffect, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useAccountGate } from './account/AccountGate'
import { notify } from './Notifications'
import { useLocalePath } from '~/utils/locale'
import { HiddenName } from '~/components/ui/HiddenName'

type Answer = { ok?: boolean; error?: string; requiresVerification?: boolean }

/**
 * Compare (spec §4 Compare press): a guest is told to log in, an unverified user sees the
 * verification reminder, a verified user's card joins their list on /compare. Without
 * JavaScript the form posts to /compare, which signs guests in first.
 */
export function CompareButton({ cardId, cardName, className }: { cardId: number; cardName: string; className: string }) {
  const { t } = useTranslation('catalogue')
  const { user, requireVerified } = useAccountGate()
  const fetcher = useFetcher<Answer>()
  const localize = useLocalePath()

  useEffect(() => {
    const answer = fetcher.data
    if (fetcher.state !== 'idle' || !answer) return
    if (answer.ok) notify((t) => t.compareAdded(cardName))
    else notify((t) => ({ title: 'Error', description: answer.error ?? t.compareFailed.description, variant: 'destructive' }))
  }, [fetcher.state, fetcher.data, cardName])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!user) {
      notify((t) => t.compareGuest)
      return
    }
    if (!requireVerified()) return
    fetcher.submit({ intent: 'add', cardId: String(cardId), mode: 'js' }, { method: 'post', action: localize('/compare') })
  }

  return (
    <Form method="post" action="/compare" onSubmit={onSubmit} className="contents">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="cardId" value={cardId} />
      <button type="submit" className={className} disabled={fetcher.state !== 'idle'}>
        {t('tile.compare')}
        <HiddenName name={cardName} />
      </button>
    </Form>
  )
}
