// Icons a page repeats (every card tile's heart and share icons) are drawn once here and used
// by reference (<use href="#i-…">): a page of 24 tiles then carries each path once.

/** Put once in the page frame (SiteLayout). */
export function IconSprite() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
      <symbol id="i-heart" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2">
        <path
          strokeLinejoin="round"
          d="M12 20.5s-7.5-4.6-9.3-9.6C1.5 7.4 3.8 4 7.3 4c2 0 3.6 1.1 4.7 2.8C13.1 5.1 14.7 4 16.7 4c3.5 0 5.8 3.4 4.6 6.9-1.8 5-9.3 9.6-9.3 9.6Z"
        />
      </symbol>
      <symbol id="i-share" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path strokeLinecap="round" strokeLinejoin="round" d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
      </symbol>
    </svg>
  )
}

/** One icon of the sprite, sized by `className`; `fill` for the icons that can be filled. */
export function SpriteIcon({ name, className, fill }: { name: 'heart' | 'share'; className: string; fill?: string }) {
  return (
    <svg className={className} fill={fill} aria-hidden="true">
      <use href={`#i-${name}`} />
    </svg>
  )
}
