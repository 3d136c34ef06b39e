/**
 * A full page load (after sign-in, sign-out, or when signed out), so every
 * remote starts fresh with the new session. One function, so tests can observe it.
 */
export const navigation = {
  fullPageNavigate(url: string): void {
    window.location.assign(url);
  },
};
