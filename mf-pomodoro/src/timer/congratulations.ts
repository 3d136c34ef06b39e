/** The congratulation toasts after a work session; one is picked at random each time. */
export const CONGRATULATION_VARIANTS = [1, 2, 3, 4] as const;

export function congratulationKeys(random: number = Math.random()) {
  const index = Math.min(
    CONGRATULATION_VARIANTS.length - 1,
    Math.floor(random * CONGRATULATION_VARIANTS.length),
  );
  const variant = CONGRATULATION_VARIANTS[index];
  return {
    title: `pomodoro.toast.congrats.${variant}.title`,
    description: `pomodoro.toast.congrats.${variant}.description`,
  } as const;
}
