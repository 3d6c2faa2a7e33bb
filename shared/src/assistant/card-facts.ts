// What the assistant knows about a card, read from its catalogue data only: Islamic or not,
// the kind of rewards, lounge access, the fee as a number. Card types and features are found by
// name, so an editor's new "Islamic" type or "Airport Lounge Access" feature counts at once.

import { catalogueFeeClass, type AnnualFeeClass } from '../catalogue'
import { feeFeatureIds } from '../catalogue-keys'
import type { CardType, CreditCard, Feature } from '../contract'
import type { RewardKind } from './read-request'

export interface Vocabulary {
  cardTypes: readonly Pick<CardType, 'id' | 'name'>[]
  features: readonly Pick<Feature, 'id' | 'name'>[]
}

const idsNamed = (list: readonly { id: number; name: string }[], pattern: RegExp) =>
  list.filter((item) => pattern.test(item.name)).map((item) => item.id)

export interface CardFacts {
  islamic: boolean
  rewardKinds: RewardKind[]
  lounge: boolean
  travel: boolean
  feeClass: AnnualFeeClass
  /** The ongoing yearly fee in AED when a document confirms it (0 for free cards), else null. */
  ongoingFee: number | null
}

export type FactsCard = Pick<
  CreditCard,
  | 'id'
  | 'cardTypeIds'
  | 'featureIds'
  | 'rates'
  | 'fees'
  | 'annualFee'
  | 'name'
  | 'bankId'
  | 'minimumSalary'
  | 'rewardRate'
  | 'isFeatured'
  | 'featuredOrder'
  | 'unverifiedFields'
>

/** A reader of card facts for one catalogue's card types and features. */
export function factsReader(vocabulary: Vocabulary) {
  const islamicTypes = idsNamed(vocabulary.cardTypes, /islamic|shari/i)
  const islamicFeatures = idsNamed(vocabulary.features, /shari|islamic/i)
  const cashbackTypes = idsNamed(vocabulary.cardTypes, /cash\s?back/i)
  const cashbackFeatures = idsNamed(vocabulary.features, /cash\s?back/i)
  const milesFeatures = idsNamed(vocabulary.features, /miles/i)
  const pointsFeatures = idsNamed(vocabulary.features, /points/i)
  const loungeFeatures = idsNamed(vocabulary.features, /lounge/i)
  const travelTypes = idsNamed(vocabulary.cardTypes, /travel/i)
  const fees = feeFeatureIds(vocabulary.features)
  const any = (ids: readonly number[], wanted: readonly number[]) => ids.some((id) => wanted.includes(id))

  return (card: FactsCard): CardFacts => {
    const rewardKinds: RewardKind[] = []
    if (any(card.cardTypeIds, cashbackTypes) || any(card.featureIds, cashbackFeatures)) rewardKinds.push('cashback')
    if (any(card.featureIds, milesFeatures)) rewardKinds.push('miles')
    if (any(card.featureIds, pointsFeatures)) rewardKinds.push('points')
    const feeClass = catalogueFeeClass(card, fees)
    const confirmedFee = !card.unverifiedFields.includes('annualFee') ? card.fees.annualFee : null
    return {
      // An Islamic card charges profit, not interest (docs/domain.md); its type or feature say so.
      islamic: card.rates.kind === 'profit' || any(card.cardTypeIds, islamicTypes) || any(card.featureIds, islamicFeatures),
      rewardKinds,
      lounge: any(card.featureIds, loungeFeatures),
      travel: any(card.cardTypeIds, travelTypes) || rewardKinds.includes('miles'),
      feeClass,
      ongoingFee: feeClass === 'free' ? 0 : confirmedFee,
    }
  }
}

export const REWARD_KIND_LABELS: Record<RewardKind, string> = { cashback: 'cashback', miles: 'miles', points: 'reward points' }
