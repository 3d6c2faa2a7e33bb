// The catalogue's English shape types every `t()` key (docs/decisions/035).
import type { Catalogues } from '@cardcompare/shared/i18n/catalogue'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: Catalogues
  }
}
