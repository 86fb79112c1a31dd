/** What the outbox's actions answer when they cannot be done. */
export const EMAIL_MESSAGES = {
  notFound: 'This email is not in the outbox.',
  retryOnlyFailed: 'Only an email that failed can be sent again.',
  retrySecretErased: 'This email carried a secret, and its body was erased when it failed: it cannot be sent again.',
  cancelOnlyQueued: 'Only an email still waiting to be sent can be cancelled.',
  retried: 'The email will be sent again.',
  cancelled: 'The email was cancelled and will not be sent.',
} as const;
