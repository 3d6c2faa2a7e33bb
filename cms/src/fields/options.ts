/** A select's options from a list of values, each labelled from `labels` or else by its value. */
export const selectOptions = <T extends string>(values: readonly T[], labels?: Readonly<Partial<Record<T, string>>>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }))
