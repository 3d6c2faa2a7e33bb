// What our accessibility testing covers, in one place: the end-to-end tests run axe-core with
// these rule tags at these widths, and the accessibility statement (/accessibility) says so.

/** axe-core rule tags the automated checks run, with what each stands for. */
export const AXE_WCAG_TAGS = {
  wcag2a: 'WCAG 2.0 level A',
  wcag2aa: 'WCAG 2.0 level AA',
  wcag21a: 'WCAG 2.1 level A',
  wcag21aa: 'WCAG 2.1 level AA',
  wcag22aa: 'WCAG 2.2 level AA',
} as const

/** The viewport widths every end-to-end test runs at, in Chromium. */
export const TESTED_WIDTHS_PX = { desktop: 1366, phone: 390 } as const

/** The narrowest width pages must reflow to without sideways scrolling (WCAG 1.4.10, 400 % zoom). */
export const REFLOW_WIDTH_PX = 320

/** When the accessibility statement was last reviewed against the website. */
export const ACCESSIBILITY_REVIEWED = { iso: '2026-11-26', text: '26 November 2026' } as const
