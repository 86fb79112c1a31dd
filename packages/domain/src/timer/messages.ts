/**
 * What the timer says (document 2 §4, §8). Quoted text from the spec is kept verbatim; the rest
 * is ours, written in the same voice.
 */
export const TIMER_MESSAGES = {
  // Refusals (document 2 §4)
  noRemainingTime: 'There is no more Remaining time, please add more or log your passed time',
  needOneMinute: 'You need at least 1 minute to log time!',

  // Reset (document 2 §4)
  resetQuestion: 'Are you sure you want to reset your time?',
  resetConfirm: 'Yes, reset time!',

  // Time is up (document 2 §4)
  timeComplete: 'Time Complete!',
  workedFor: (hours: number, minutes: number) => `You have worked for ${String(hours)} hours ${String(minutes)} minutes`,
  logTime: 'Log Time',
  addMoreTime: 'Add More Time',

  // Forced pause (document 2 §4)
  timerPaused: 'Timer Paused',
  iUnderstand: 'I understand',
  forcedPauseReason:
    'Your timer was paused because the connection to it was lost (the page was closed, went to sleep or lost the network). Start it again when you are back at work.',

  // Connection (document 2 §4)
  disconnected: 'Disconnected',
  connectionStatus: {
    uninstantiated: 'The timer is not connected.',
    connecting: 'Connecting to the timer…',
    open: 'Connected to the timer.',
    closing: 'Closing the timer connection…',
    closed: 'The timer connection is closed. Trying again…',
  },
  sessionEnded: 'Your session has ended. Please sign in again to use the timer.',

  // Weekly close (document 4 §5)
  weekClosePause: 'The week closes at midnight Pacific time, so your timer was paused at Saturday 23:58. Log this week’s time now.',

  // Goal limits (document 4 §5)
  goalTooHigh: 'The goal can be at most 5 hours.',
  goalTooLow: 'The goal cannot be less than 1 minute.',
  goalBelowWorked: 'The goal cannot be less than the time already worked.',

  // Service refusals
  invalidMessage: 'This timer message is not valid.',
  othersTimer: "Only an Owner or Administrator can use another person's timer.",
  userNotFound: 'We could not find that user.',
  viewOnly: "You can see this timer but only an Owner or Administrator can use another person's timer.",
} as const;
