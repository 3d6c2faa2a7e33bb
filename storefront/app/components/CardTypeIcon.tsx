// Card-type icon keyword -> picture (spec §3 card_types); anything else gets the default card.
import { LineIcon } from './LineIcon'
const ICONS: Record<string, string> = {
  gift: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z',
  cash: 'M2 6h20v12H2zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 12h.01M18 12h.01',
  plane:
    'M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2z',
  shopping: 'M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4zM3 6h18M16 10a4 4 0 0 1-8 0',
  briefcase: 'M2 7h20v13H2zM16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2M2 13h20',
  book: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5v15zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
  percent: 'M19 5 5 19M6.5 9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM17.5 20a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  repeat: 'm17 2 4 4-4 4M3 11V9a4 4 0 0 1 4-4h14M7 22l-4-4 4-4M21 13v2a4 4 0 0 1-4 4H3',
  star: 'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2L5.8 21 7 14.2 2 9.3l6.9-1z',
  utensils: 'M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2M7 2v20M21 15V2a5 5 0 0 0-5 5v6c0 1.1.9 2 2 2h3zm0 0v7',
  film: 'M2 2h20v20H2zM7 2v20M17 2v20M2 12h20M2 7h5M2 17h5M17 17h5M17 7h5',
  card: 'M2 5h20v14H2zM2 10h20M6 15h4',
}

const ALIASES: Record<string, keyof typeof ICONS> = {
  gift: 'gift',
  cash: 'cash',
  'money-bill-wave': 'cash',
  map: 'plane',
  'plane-departure': 'plane',
  'shopping-bag': 'shopping',
  'shopping-cart': 'shopping',
  briefcase: 'briefcase',
  book: 'book',
  percent: 'percent',
  repeat: 'repeat',
  star: 'star',
  utensils: 'utensils',
  film: 'film',
}

export function CardTypeIcon({ icon, className = 'size-6' }: { icon: string | null; className?: string }) {
  const key = ALIASES[(icon ?? '').trim().toLowerCase()] ?? 'card'
  return (
    <LineIcon className={className}>
      <path d={ICONS[key]} />
    </LineIcon>
  )
}
