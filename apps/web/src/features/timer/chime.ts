/**
 * The timer's sounds, made with the Web Audio API (no audio files). Browsers let a page play
 * sound only after the user interacted with it, so the first click on a timer control calls
 * `unlockSound()`.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor =
    (window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass }).AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    context = null;
  }
  return context;
}

export function unlockSound(): void {
  const ctx = audioContext();
  if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
}

/** One bell-like note: a sine with a quick attack and a long exponential fade. */
function note(ctx: AudioContext, frequency: number, startsIn: number, length: number): void {
  const start = ctx.currentTime + startsIn;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.05);
}

/** 'Time Complete!': three rising bell notes (C6, E6, G6). */
export function playChime(): void {
  const ctx = audioContext();
  if (!ctx) return;
  [1046.5, 1318.5, 1568].forEach((frequency, i) => note(ctx, frequency, i * 0.35, 1.2));
}

/** 'Timer Paused': two short low notes. */
export function playPausedSound(): void {
  const ctx = audioContext();
  if (!ctx) return;
  [523.25, 392].forEach((frequency, i) => note(ctx, frequency, i * 0.3, 0.5));
}
