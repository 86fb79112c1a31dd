import {
  announcementContracts as contracts,
  type AnnouncementInput,
  type MessageInput,
  type RouteAnswer,
  type SendEmailInput,
} from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';

/** What sending answers, as the wire carries it (times as text). */
export type AnnouncementSent = RouteAnswer<typeof contracts.send>;
export type AnnouncementSummary = AnnouncementSent['announcement'];

export const announcementKeys = {
  all: ['announcements'] as const,
  list: ['announcements', 'list'] as const,
  one: (id: string) => ['announcements', 'one', id] as const,
  preference: (userId: string) => ['announcementEmails', userId] as const,
};

/** Emails of an announcement still waiting or being sent: its progress is read again until none are. */
export const inFlight = (a: Pick<AnnouncementSummary, 'progress'>) => a.progress.queued + a.progress.sending > 0;

/** How often progress is read while emails are on their way. */
const PROGRESS_EVERY_MS = 2000;

/** The newest announcements and sent emails, read again every 2 s while one is still going out. */
export function useAnnouncements(enabled = true) {
  return useQuery({
    queryKey: announcementKeys.list,
    queryFn: ({ signal }) => call(contracts.list, {}, { signal }),
    enabled,
    refetchInterval: (query) => (query.state.data?.some(inFlight) ? PROGRESS_EVERY_MS : false),
  });
}

/** One announcement with its message; its progress is read again while it is going out. */
export function useAnnouncement(id: string | null) {
  return useQuery({
    queryKey: announcementKeys.one(id ?? ''),
    queryFn: ({ signal }) => call(contracts.get, { params: { id: id ?? '' } }, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && inFlight(query.state.data) ? PROGRESS_EVERY_MS : false),
  });
}

/** Queues an announcement; the history is read again. */
export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementInput) => call(contracts.send, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

/** Sends an announcement again to its audience as it is now. */
export function useResendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(contracts.resend, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

/** The email as it will leave, for the preview. */
export function usePreviewMessage() {
  return useMutation({ mutationFn: (body: MessageInput) => call(contracts.preview, { body }) });
}

/** Sends the message to one's own address only. */
export function useSendTest() {
  return useMutation({ mutationFn: (body: MessageInput) => call(contracts.test, { body }) });
}

/** /sendemail: one email per typed address. */
export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendEmailInput) => call(contracts.sendEmail, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

/** Whether one receives announcements (one's own choice, on one's profile). */
export function useAnnouncementPreference(userId: string) {
  return useQuery({
    queryKey: announcementKeys.preference(userId),
    queryFn: ({ signal }) => call(contracts.preference, { params: { id: userId } }, { signal }),
  });
}

export function useSetAnnouncementPreference(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => call(contracts.setPreference, { params: { id: userId }, body: { enabled } }),
    onSuccess: (answer) => queryClient.setQueryData(announcementKeys.preference(userId), answer),
  });
}
