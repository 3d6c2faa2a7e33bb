// Typography for the editors' HTML (Payload's Lexical converter output), written as Tailwind
// arbitrary child selectors so no typography plugin is needed.
import { textLang } from '~/utils/locale'

const PROSE = [
  'text-base leading-8 text-slate-700 break-words sm:text-lg',
  '[&>:first-child]:mt-0 [&>.payload-richtext>:first-child]:mt-0',
  '[&_p]:my-5',
  '[&_h1]:mt-12 [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight [&_h1]:text-slate-900',
  '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_em]:italic [&_u]:underline [&_s]:line-through',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:ps-6',
  '[&_li]:my-2 [&_li]:ps-1 [&_li::marker]:text-brand-700',
  '[&_blockquote]:my-8 [&_blockquote]:border-s-4 [&_blockquote]:border-brand-600 [&_blockquote]:ps-5 [&_blockquote]:text-slate-800 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] [&_code]:text-slate-900',
  '[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit',
  '[&_img]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
  '[&_table]:my-6 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-start [&_table]:text-base',
  '[&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-slate-900',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
].join(' ')

/**
 * Trusted editor HTML only (a post's contentHtml); visitors' text is never rendered this way.
 * `lang`: "en" for the English text of a post not yet translated into the page's language.
 */
export function BlogProse({ html, lang }: { html: string; lang?: 'en' }) {
  return <div {...textLang(lang)} className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />
}
