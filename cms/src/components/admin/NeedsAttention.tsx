// Placeholder until the freshness panel lands (issue 11 §4).
import React from 'react'

export function NeedsAttention() {
  return null
}
