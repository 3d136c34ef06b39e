type AudioContextClass = typeof AudioContext;

const BEEP_SECONDS = 0.6;
const BEEP_HZ = 880;

/** A short, soft tone made with Web Audio, so no sound file has to be downloaded. */
export function playBeep(): void {
  const Context: AudioContextClass | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return;
  try {
    const context = new Context();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = BEEP_HZ;
    gain.gain.setValueAtTime(0.25, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + BEEP_SECONDS);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.onended = () => void context.close();
    void context.resume();
    oscillator.start();
    oscillator.stop(context.currentTime + BEEP_SECONDS);
  } catch {
    // Audio refused (autoplay rules, no device): the toast and notification still tell the user.
  }
}
