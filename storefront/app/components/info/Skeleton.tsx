// Loading placeholders (spec §2: "Loading featured cards...", 3 placeholders). The pulse stops
// for people who ask for reduced motion; the shapes stay, so nothing shifts when content lands.

const block = 'bg-slate-200 animate-pulse motion-reduce:animate-none'

export function SkeletonBlock({ className }: { className: string }) {
  // Rounded corners unless the caller picks its own (two rounded-* classes would fight).
  const corners = /\brounded-/.test(className) ? '' : 'rounded-md'
  return <div aria-hidden="true" className={`${block} ${corners} ${className}`} />
}

/** The shape of a CardTile while its data loads. */
export function CardTileSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <SkeletonBlock className="h-8 w-20" />
        <SkeletonBlock className="h-6 w-24 rounded-full" />
      </div>
      <SkeletonBlock className="mt-4 aspect-[856/540] w-full rounded-xl" />
      <SkeletonBlock className="mt-4 h-6 w-3/4" />
      <div className="mt-4 grid grid-cols-2 gap-3">
        <SkeletonBlock className="h-12" />
        <SkeletonBlock className="h-12" />
      </div>
      <SkeletonBlock className="mt-4 h-4 w-full" />
      <SkeletonBlock className="mt-2 h-4 w-2/3" />
      <div className="mt-5 grid grid-cols-2 gap-3">
        <SkeletonBlock className="h-11" />
        <SkeletonBlock className="h-11" />
      </div>
    </div>
  )
}

/** A list row placeholder: avatar, two lines of text. */
export function RowSkeleton() {
  return (
    <div aria-hidden="true" className="flex items-center gap-4 py-3">
      <SkeletonBlock className="size-12 shrink-0 rounded-full" />
      <div className="flex-1">
        <SkeletonBlock className="h-4 w-1/2" />
        <SkeletonBlock className="mt-2 h-3 w-1/3" />
      </div>
    </div>
  )
}
