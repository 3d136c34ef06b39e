import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '@ps/contracts/auth';
import { DEFAULT_LANGUAGE } from '@ps/contracts/language';

export type Messages = Record<string, string>;
export type MessagesByLanguage = Record<Language, Messages>;
/** One language's file of a catalogue, downloaded when asked for. */
export type MessagesLoader = () => Promise<{ default: Messages }>;

export const LANGUAGES: readonly Language[] = ['en', 'fr', 'ar'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The texts of one front end in every language, each language downloaded only when a page speaks
 * it: a phone never downloads the two languages its person does not read. A language's texts
 * come with the kit's (`under`), so one catalogue is all a provider needs.
 */
export class Catalogue {
  private readonly ready = new Map<Language, Messages>();
  private readonly pending = new Map<Language, Promise<Messages>>();

  constructor(
    private readonly loaders: Record<Language, MessagesLoader>,
    private readonly under: Catalogue | null,
  ) {}

  /** The language's texts if they have arrived; the same object every time. */
  peek(language: Language): Messages | undefined {
    return this.ready.get(language);
  }

  /** Downloads the language's texts once; a failed download is tried again at the next call. */
  load(language: Language): Promise<Messages> {
    let pending = this.pending.get(language);
    if (!pending) {
      pending = Promise.all([this.loaders[language](), this.under?.load(language)]).then(
        ([own, under]) => {
          const messages = { ...under, ...own.default };
          this.ready.set(language, messages);
          return messages;
        },
      );
      pending.catch(() => this.pending.delete(language));
      this.pending.set(language, pending);
    }
    return pending;
  }

  /** Every language's texts (tests check them all). */
  async every(): Promise<MessagesByLanguage> {
    const [en, fr, ar] = await Promise.all(LANGUAGES.map((language) => this.load(language)));
    return { en: en!, fr: fr!, ar: ar! };
  }
}

/**
 * The kit's own texts (error toasts, the unavailable panel) with the text of every API error
 * code, so any screen can say what the server refused in the person's language. In the shell's
 * build each language is one file with the shell's own texts (the same chunk name).
 */
export const kitCatalogue = new Catalogue(
  {
    en: () =>
      kitTexts(
        import(/* webpackChunkName: "messages-en" */ '@ps/contracts/i18n/en.json'),
        import(/* webpackChunkName: "messages-en" */ './i18n/en.json'),
      ),
    fr: () =>
      kitTexts(
        import(/* webpackChunkName: "messages-fr" */ '@ps/contracts/i18n/fr.json'),
        import(/* webpackChunkName: "messages-fr" */ './i18n/fr.json'),
      ),
    ar: () =>
      kitTexts(
        import(/* webpackChunkName: "messages-ar" */ '@ps/contracts/i18n/ar.json'),
        import(/* webpackChunkName: "messages-ar" */ './i18n/ar.json'),
      ),
  },
  null,
);

const everyCatalogue = new Set<Catalogue>([kitCatalogue]);

async function kitTexts(
  errors: Promise<{ default: Messages }>,
  kit: Promise<{ default: Messages }>,
): Promise<{ default: Messages }> {
  const [errorTexts, kitOwn] = await Promise.all([errors, kit]);
  return { default: { ...errorTexts.default, ...kitOwn.default } };
}

/**
 * A front end's catalogue (one loader per language, each a dynamic import of its file). In a
 * browser the page's language starts downloading at once, as the front end's code arrives, so
 * it is there, or nearly, when the first render asks for it.
 */
export function defineCatalogue(loaders: Record<Language, MessagesLoader>): Catalogue {
  const catalogue = new Catalogue(loaders, kitCatalogue);
  everyCatalogue.add(catalogue);
  if (typeof document !== 'undefined') catalogue.load(pageLanguage()).catch(noop);
  return catalogue;
}

/** The language the page is shown in, as <html lang> says (set before the first paint). */
export function pageLanguage(): Language {
  const language = document.documentElement.lang;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Every catalogue defined so far, in every language: what draws pages outside a browser (the
 * builds' prerendering, the gateway's first views, the tests) draws in one synchronous pass.
 */
export async function loadEveryCatalogue(): Promise<void> {
  await Promise.all([...everyCatalogue].map((catalogue) => catalogue.every()));
}

/**
 * The catalogue's texts in `language`. The very first time they are not there yet, the render
 * waits for them (Suspense). When the language changes later, the page goes on speaking the one
 * it spoke until the new one has arrived, instead of blanking; if the new one cannot be
 * downloaded (offline), it stays in the old one.
 */
export function useCatalogue(catalogue: Catalogue, language: Language): Messages {
  const [spoken, setSpoken] = useState(language);
  const ready = catalogue.peek(language);
  if (ready && spoken !== language) setSpoken(language);
  useEffect(() => {
    if (ready) return;
    let current = true;
    catalogue.load(language).then(() => current && setSpoken(language), noop);
    return () => {
      current = false;
    };
  }, [catalogue, language, ready]);
  const shown = ready ?? catalogue.peek(spoken);
  if (shown) return shown;
  // Suspends the first render until its texts arrive. Thrown rather than passed to use(): once
  // they are there the render reads them without use(), which use() would take for misuse.
  throw catalogue.load(language);
}

function noop() {}

interface CatalogueProviderProps {
  catalogue: Catalogue;
  children: ReactNode;
}

/**
 * Each remote wraps its exposed tree in this: it reads the language the shell's provider set
 * and supplies the remote's own texts (with the kit's) in it.
 */
export function RemoteIntlProvider(props: CatalogueProviderProps) {
  return <CatalogueIntlProvider {...props} joinOuterTexts={false} />;
}

/**
 * A page that loads on its own (the shell's sign-in page, its Your data page) brings its own
 * texts, in their own catalogue: they join the texts around it, so its parts still speak with
 * the front end's shared ones, and the other pages' starts never download them.
 */
export function PageTextsProvider(props: CatalogueProviderProps) {
  return <CatalogueIntlProvider {...props} joinOuterTexts />;
}

/** The catalogue's texts in the language of the provider around, alone or joined to its texts. */
function CatalogueIntlProvider({
  catalogue,
  joinOuterTexts,
  children,
}: CatalogueProviderProps & { joinOuterTexts: boolean }) {
  const outer = useIntl();
  const language = isLanguage(outer.locale) ? outer.locale : DEFAULT_LANGUAGE;
  const own = useCatalogue(catalogue, language);
  const messages = useMemo(
    () => (joinOuterTexts ? ({ ...outer.messages, ...own } as Messages) : own),
    [joinOuterTexts, outer.messages, own],
  );
  return (
    <IntlProvider
      locale={language}
      defaultLocale={DEFAULT_LANGUAGE}
      messages={messages}
      timeZone={outer.timeZone}
    >
      {children}
    </IntlProvider>
  );
}

/** For tests: every language has exactly the keys English has. */
export function missingKeys(messages: MessagesByLanguage): Record<Language, string[]> {
  const reference = Object.keys(messages.en);
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      [
        ...reference.filter((key) => !(key in messages[language])),
        ...Object.keys(messages[language]).filter((key) => !(key in messages.en)),
      ],
    ]),
  ) as Record<Language, string[]>;
}
