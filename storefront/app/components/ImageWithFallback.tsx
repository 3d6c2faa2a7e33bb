import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  src: string | null | undefined
  alt: string
  width: number
  height: number
  /** Image shown instead when `src` is missing or fails (e.g. a placeholder card). */
  fallbackSrc?: string
  /** Element shown instead when `src` is missing or fails; wins over `fallbackSrc`. */
  fallback?: ReactNode
  /** Shown right after the image, only while the image itself is shown (e.g. a wordmark). */
  suffix?: ReactNode
  /** The page's largest image in the first screen (its LCP): fetched at once and first. */
  priority?: boolean
}

// React 18 does not know fetchPriority; spelled as the HTML attribute, it is passed through.
const HIGH_PRIORITY = { loading: 'eager', fetchpriority: 'high' } as const

/**
 * An <img> that falls back as spec §2 asks: to another image, to an element, or (with neither)
 * it hides itself. Images that failed before hydration are caught on mount, since their error
 * event fired before React listened. width/height are required so nothing shifts on load.
 */
export function ImageWithFallback({ src, alt, fallbackSrc, fallback, suffix, priority, ...rest }: Props) {
  const ref = useRef<HTMLImageElement>(null)
  const [failed, setFailed] = useState<readonly string[]>([])
  const markFailed = (url: string) => setFailed((list) => (list.includes(url) ? list : [...list, url]))
  const wanted = src && src.trim() !== '' ? src : null
  const primaryFailed = wanted === null || failed.includes(wanted)
  const current = primaryFailed ? (fallback === undefined ? (fallbackSrc ?? null) : null) : wanted

  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src')) {
      markFailed(img.getAttribute('src')!)
    }
  }, [current])

  if (primaryFailed && fallback !== undefined) return <>{fallback}</>
  if (current === null || failed.includes(current)) return null
  return (
    <>
      <img ref={ref} src={current} alt={alt} onError={() => markFailed(current)} {...rest} {...(priority ? HIGH_PRIORITY : null)} />
      {suffix}
    </>
  )
}
