import { subscriptionContracts as subscriptions, type SubscribeInput } from '@goodhours/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from './client';

export const subscriptionKeys = {
  confirm: (token: string) => ['emailSubscriptions', 'confirm', token] as const,
};

/** Asks for a confirmation link to be emailed to an address that is not a member. */
export function useSubscribe() {
  return useMutation({ mutationFn: (input: SubscribeInput) => call(subscriptions.subscribe, { body: input }) });
}

/**
 * Confirms a subscription with its link's token, once: a link works a single time, so the answer
 * is kept for the page's life and never asked again (a second mount, as in StrictMode, reads it
 * from the cache), and the call is not aborted when the page unmounts.
 */
export function useConfirmSubscription(token: string) {
  return useQuery({
    queryKey: subscriptionKeys.confirm(token),
    queryFn: () => call(subscriptions.confirm, { body: { token } }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}

/** Stops the emails to the address an unsubscribe link names. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: (token: string) => call(subscriptions.unsubscribe, { body: { token } }) });
}
