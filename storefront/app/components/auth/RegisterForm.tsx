import { zodResolver } from '@hookform/resolvers/zod'
import { Form } from '~/components/ui/navigation'
import { useNavigation, useSubmit } from '@remix-run/react'
import { DEFAULT_COUNTRY, registerFormSchema, type RegisterFormValues } from '@cardcompare/shared'
import { useForm } from 'react-hook-form'
import { PhoneField } from '~/components/forms/FormControls'
import type { AuthActionData } from './auth.types'
import { SubmitButton } from '~/components/ui/Button'
import { Field } from '~/components/ui/Field'
import { Notice } from '~/components/ui/Notice'

export function RegisterForm({ redirectTo, result }: { redirectTo: string; result?: AuthActionData }) {
  const submit = useSubmit()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'register'
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email: '', countryCode: DEFAULT_COUNTRY, mobileNumber: '', password: '', confirmPassword: '' },
  })
  const server = result?.intent === 'register' ? result : null
  const fieldError = (name: keyof RegisterFormValues) => errors[name]?.message ?? server?.fieldErrors[name]
  const country = watch('countryCode') ?? DEFAULT_COUNTRY
  return (
    <Form method="post" noValidate className="space-y-4" onSubmit={handleSubmit((_, event) => submit(event!.target as HTMLFormElement))}>
      <input type="hidden" name="intent" value="register" />
      <input type="hidden" name="redirect" value={redirectTo} />
      <Field
        label="Username"
        autoComplete="username"
        error={fieldError('username')}
        hint="3-30 characters: letters, numbers and underscores"
        {...register('username')}
      />
      <Field label="Email" type="email" autoComplete="email" error={fieldError('email')} {...register('email')} />
      <PhoneField
        idPrefix="field-"
        label="Mobile number"
        country={country}
        countryField={register('countryCode')}
        phoneField={register('mobileNumber')}
        error={fieldError('mobileNumber')}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        error={fieldError('password')}
        hint="At least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character"
        {...register('password')}
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={fieldError('confirmPassword')}
        {...register('confirmPassword')}
      />
      {server && !Object.keys(server.fieldErrors).length ? (
        <Notice tone="error">
          {server.details.length ? (
            <ul className="list-disc ps-5">
              {server.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          ) : (
            server.error || 'Registration failed. Username or email may already exist.'
          )}
        </Notice>
      ) : null}
      <SubmitButton wide busy={busy} busyText="Creating account...">
        Create account
      </SubmitButton>
    </Form>
  )
}
