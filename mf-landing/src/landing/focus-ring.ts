/** A clear keyboard-focus outline for MUI buttons, on top of their subtle focus ripple. */
export const focusRing = {
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
