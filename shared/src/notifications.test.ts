import { describe, expect, it } from 'vitest'
import { NOTIFICATIONS, parseNotification } from './notifications'

describe('notifications (spec §8)', () => {
  it('uses the spec texts for the account flows', () => {
    expect(NOTIFICATIONS.loginSuccess('sara')).toEqual({ title: 'Login successful', description: 'Welcome back, sara!', variant: 'success' })
    expect(NOTIFICATIONS.loginFailed()).toMatchObject({ title: 'Login failed', description: 'Login failed', variant: 'destructive' })
    expect(NOTIFICATIONS.unverifiedLogin().description).toBe('Please verify your email address before logging in.')
    expect(NOTIFICATIONS.loggedOut).toMatchObject({ title: 'Logged out', description: 'You have been logged out successfully' })
    expect(NOTIFICATIONS.compareGuest).toMatchObject({ title: 'Authentication Required', description: 'Please login to compare cards' })
    expect(NOTIFICATIONS.compareAdded('ADCB 365').description).toBe('ADCB 365 has been added to your comparison list.')
    expect(NOTIFICATIONS.linkCopied).toMatchObject({ title: 'Link Copied!', description: 'Card link has been copied to clipboard.' })
    expect(NOTIFICATIONS.comparisonLinkCopied).toMatchObject({ title: 'Link Copied!', description: 'Comparison link has been copied to clipboard.' })
    expect(NOTIFICATIONS.quizClosed.description).toBe('You can always find our Card Finder Quiz in the menu')
  })

  it('uses the spec texts for the intake forms', () => {
    expect(NOTIFICATIONS.applicationFailed('Card not found')).toEqual({ title: 'Error', description: 'Card not found', variant: 'destructive' })
    expect(NOTIFICATIONS.applicationFailed().description).toBe('Failed to submit application. Please try again.')
    expect(NOTIFICATIONS.applicationError.description).toBe('Failed to submit application. Please try again later.')
    expect(NOTIFICATIONS.botCheckRequired.description).toBe('Security verification is required. Please refresh the page and try again.')
    expect(NOTIFICATIONS.botCheckFailed.description).toBe('Security verification failed. Please try again.')
    expect(NOTIFICATIONS.leadSuccess).toMatchObject({ title: 'Success!', description: 'Thank you for your submission. Our experts will contact you soon.' })
    expect(NOTIFICATIONS.leadFailed).toMatchObject({ title: 'Error', description: 'There was a problem submitting your request. Please try again.' })
    expect(NOTIFICATIONS.newsletterSuccess).toMatchObject({ title: 'Success!', description: "You'll receive the best credit card deals in your inbox!" })
    expect(NOTIFICATIONS.newsletterFailed).toMatchObject({ title: 'Error', description: 'Something went wrong. Please try again.' })
    expect(NOTIFICATIONS.newsletterInvalidEmail).toMatchObject({ title: 'Invalid Email', description: 'Please enter a valid email address' })
  })

  it('asks a new user to check the e-mail only when the server mentions verification', () => {
    expect(NOTIFICATIONS.registerSuccess('omar', 'Registration successful. Please check your email to verify your account.').description).toMatch(/verify/)
    expect(NOTIFICATIONS.registerSuccess('omar', 'Done').description).toBe('Welcome, omar!')
    expect(NOTIFICATIONS.registerSuccess('omar').description).toBe('Welcome, omar!')
  })

  it('accepts only well-formed notifications from untrusted JSON', () => {
    expect(parseNotification({ title: 'Logged out' })).toEqual({ title: 'Logged out', variant: 'default' })
    expect(parseNotification({ title: 'x', variant: 'destructive', description: 'y' })).toEqual({ title: 'x', description: 'y', variant: 'destructive' })
    expect(parseNotification(null)).toBeNull()
    expect(parseNotification('Logged out')).toBeNull()
    expect(parseNotification({ title: '' })).toBeNull()
    expect(parseNotification({ title: 'x', variant: 'evil' })).toBeNull()
    expect(parseNotification({ title: 'x', description: 42 })).toBeNull()
    expect(parseNotification({ title: 'x'.repeat(201) })).toBeNull()
  })
})
