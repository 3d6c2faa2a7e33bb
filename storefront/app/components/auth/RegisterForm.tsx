import { zodResolver } from '@hookform/resolvers/zod'
import { Form, useNavigation, useSubmit } from '@remix-run/react'
import {
  COUNTRY_LIST,
  DEFAULT_COUNTRY,
  phoneDigitsHint,
  registerFormSchema,
  sanitizePhoneInput,
  type RegisterFormValues,
} from '@cardcompare/shared'
import { useForm } from 'react-hook-form'
import type { AuthActionData } from '~/utils/auth-page.server'
import { Field, Notice, SubmitButton } from './Field'

export function RegisterForm({ redirectTo, result }: { redirectTo: string; result?: AuthActionData }) {
  const submit = useSubmit()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'register'
  const { register, handleSubmit, watch, formState: { errors } } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email: '', countryCode: DEFAULT_COUNTRY, mobileNumber: '', password: '', confirmPassword: '' },
  })
  const server = result?.intent === 'register' ? result : null
  const fieldError = (name: keyof RegisterFormValues) => errors[name]?.message ?? server?.fieldErrors[name]
  const country = watch('countryCode') ?? DEFAULT_COUNTRY
  const mobile = register('mobileNumber')
  return (
    <Form method="post" noValidate className="space-y-4" onSubmit={handleSubmit((_, event) => submit(event!.target as HTMLFormElement))}>
      <input type="hidden" name="intent" value="register" />
      <input type="hidden" name="redirect" value={redirectTo} />
      <Field label="Username" autoComplete="username" error={fieldError('username')} hint="3-30 characters: letters, numbers and underscores" {...register('username')} />
      <Field label="Email" type="email" autoComplete="email" error={fieldError('email')} {...register('email')} />
      <div className="flex items-start gap-2">
        <div>
          <label htmlFor="field-countryCode" className="block text-sm font-medium text-slate-800">
            Country code
          </label>
          <select
            id="field-countryCode"
            className="mt-1 w-32 rounded-lg border border-slate-300 bg-white px-2 py-2.5 text-slate-900 focus:outline-2 focus:outline-teal-700"
            {...register('countryCode')}
          >
            {COUNTRY_LIST.map((c) => (
              <option key={c.code} value={c.code}>
                {c.dialCode} {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1">
            <Field
              label="Mobile number"
              id="field-mobileNumber"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              error={fieldError('mobileNumber')}
              hint={phoneDigitsHint(country)}
              {...mobile}
              onChange={(event) => {
                // spec §5: only digits, spaces, hyphens and brackets can be typed.
                event.target.value = sanitizePhoneInput(event.target.value)
                return mobile.onChange(event)
              }}
            />
        </div>
      </div>
      <Field label="Password" type="password" autoComplete="new-password" error={fieldError('password')} hint="At least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character" {...register('password')} />
      <Field label="Confirm password" type="password" autoComplete="new-password" error={fieldError('confirmPassword')} {...register('confirmPassword')} />
      {server && !Object.keys(server.fieldErrors).length ? (
        <Notice tone="error">
          {server.details.length ? (
            <ul className="list-disc pl-5">
              {server.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          ) : (
            server.error || 'Registration failed. Username or email may already exist.'
          )}
        </Notice>
      ) : null}
      <SubmitButton busy={busy} busyText="Creating account...">
        Create account
      </SubmitButton>
    </Form>
  )
}
