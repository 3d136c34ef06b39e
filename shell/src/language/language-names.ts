/** Each language is offered under its own name, readable whatever the current language is. */
export const LANGUAGE_NAMES = { en: 'English', fr: 'Français', ar: 'العربية' } as const;
