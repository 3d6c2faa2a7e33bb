import { describe, expect, it } from 'vitest'
import { NOTIFICATIONS, parseNotification } from './notifications'

describe('notifications (spec §8)', () => {
  it('uses the spec texts for the account flows', () => {
    expect(NOTIFICATIONS.loginSuccess('sara')).toEqual({
      title: 'Login successful',
      description: 'Welcome back, sara!',
      variant: 'success',
    })
    expect(NOTIFICATIONS.loginFailed()).toMatchObject({ title: 'Login failed', description: 'Login failed', variant: 'destructive' })
    expect(NOTIFICATIONS.unverifiedLogin().description).toBe('Please verify your email address before logging in.')
    expect(NOTIFICATIONS.loggedOut).toMatchObject({ title: 'Logged out', description: 'You have been logged out successfully' })
    expect(NOTIFICATIONS.compareGuest).toMatchObject({ title: 'Authentication Required', description: 'Please login to compare cards' })
    expect(NOTIFICATIONS.compareAdded('ADCB 365').description).toBe('ADCB 365 has been added to your comparison list.')
    expect(NOTIFICATIONS.linkCopied).toMatchObject({ title: 'Link Copied!', description: 'Card link has been copied to clipboard.' })
    expect(NOTIFICATIONS.comparisonLinkCopied).toMatchObject({
      title: 'Link Copied!',
      description: 'Comparison link has been copied to clipboard.',
    })
    expect(NOTIFICATIONS.quizClosed.description).toBe('You can always find our Card Finder Quiz in the menu')
  })

  it('uses the spec texts for favourites', () => {
    expect(NOTIFICATIONS.favoriteAdded).toEqual({
      title: 'Added to favorites',
      description: 'The card has been added to your favorites',
      variant: 'success',
    })
    expect(NOTIFICATIONS.favoriteRemoved).toEqual({
      title: 'Removed from favorites',
      description: 'The card has been removed from your favorites',
      variant: 'success',
    })
    expect(NOTIFICATIONS.favoriteAddFailed()).toEqual({ title: 'Failed to add favorite', variant: 'destructive' })
    expect(NOTIFICATIONS.favoriteRemoveFailed('Card not found')).toEqual({
      title: 'Failed to remove favorite',
      description: 'Card not found',
      variant: 'destructive',
    })
    expect(NOTIFICATIONS.favoriteGuest).toMatchObject({ title: 'Authentication Required', description: 'Please login to save favorites' })
  })

  it('uses the spec texts for logout, resending the verification and the forgot forms', () => {
    expect(NOTIFICATIONS.logoutFailed).toEqual({ title: 'Logout failed', variant: 'destructive' })
    expect(NOTIFICATIONS.verificationSent).toMatchObject({
      title: 'Verification Email Sent',
      description: 'Please check your inbox for the verification link.',
    })
    expect(NOTIFICATIONS.resendFailed()).toEqual({
      title: 'Failed to Resend Verification',
      description: 'Failed to resend verification email',
      variant: 'destructive',
    })
    expect(NOTIFICATIONS.resendFailed('Too many attempts. Please wait a minute and try again.').description).toBe(
      'Too many attempts. Please wait a minute and try again.',
    )
    expect(NOTIFICATIONS.forgotFailed().description).toBe('Failed to process your request. Please try again.')
    expect(NOTIFICATIONS.forgotFailed('No luck').description).toBe('No luck')
    expect(NOTIFICATIONS.forgotError).toEqual({
      title: 'Error',
      description: 'An unexpected error occurred. Please try again later.',
      variant: 'destructive',
    })
  })

  it('uses the spec texts for the intake forms', () => {
    expect(NOTIFICATIONS.applicationFailed('Card not found')).toEqual({
      title: 'Error',
      description: 'Card not found',
      variant: 'destructive',
    })
    expect(NOTIFICATIONS.applicationFailed().description).toBe('Failed to submit application. Please try again.')
    expect(NOTIFICATIONS.applicationError.description).toBe('Failed to submit application. Please try again later.')
    expect(NOTIFICATIONS.botCheckRequired.description).toBe('Security verification is required. Please refresh the page and try again.')
    expect(NOTIFICATIONS.botCheckFailed.description).toBe('Security verification failed. Please try again.')
    expect(NOTIFICATIONS.leadSuccess).toMatchObject({
      title: 'Success!',
      description: 'Thank you for your submission. Our experts will contact you soon.',
    })
    expect(NOTIFICATIONS.leadFailed).toMatchObject({
      title: 'Error',
      description: 'There was a problem submitting your request. Please try again.',
    })
    expect(NOTIFICATIONS.newsletterSuccess).toMatchObject({
      title: 'Success!',
      description: "You'll receive the best credit card deals in your inbox!",
    })
    expect(NOTIFICATIONS.newsletterFailed).toMatchObject({ title: 'Error', description: 'Something went wrong. Please try again.' })
    expect(NOTIFICATIONS.newsletterInvalidEmail).toMatchObject({
      title: 'Invalid Email',
      description: 'Please enter a valid email address',
    })
  })

  it('asks a new user to check the e-mail only when the server mentions verification', () => {
    expect(
      NOTIFICATIONS.registerSuccess('omar', 'Registration successful. Please check your email to verify your account.').description,
    ).toMatch(/verify/)
    expect(NOTIFICATIONS.registerSuccess('omar', 'Done').description).toBe('Welcome, omar!')
    expect(NOTIFICATIONS.registerSuccess('omar').description).toBe('Welcome, omar!')
  })

  it('accepts only well-formed notifications from untrusted JSON', () => {
    expect(parseNotification({ title: 'Logged out' })).toEqual({ title: 'Logged out', variant: 'default' })
    expect(parseNotification({ title: 'x', variant: 'destructive', description: 'y' })).toEqual({
      title: 'x',
      description: 'y',
      variant: 'destructive',
    })
    expect(parseNotification(null)).toBeNull()
    expect(parseNotification('Logged out')).toBeNull()
    expect(parseNotification({ title: '' })).toBeNull()
    expect(parseNotification({ title: 'x', variant: 'evil' })).toBeNull()
    expect(parseNotification({ title: 'x', description: 42 })).toBeNull()
    expect(parseNotification({ title: 'x'.repeat(201) })).toBeNull()
  })
})
