/// <reference types="chrome" />
import { isRtl } from '@ps/contracts/language';
import { isBlockedUrl } from './block-rules';
import type { PassAnswer } from './messages';
import { textsIn } from './locale-texts';
import { FOCUS_KEY, type StoredFocus } from './stored-focus';

/**
 * The page a blocked site's tab shows: the site, the time left, the task in focus, and the ways
 * out. It goes back to the address it replaced as soon as blocking lifts for it.
 */
const blockedUrl = window.location.hash.slice(1);
const blockedHost = (() => {
  try {
    return new URL(blockedUrl).hostname;
  } catch {
    return '';
  }
})();

let focus: StoredFocus | undefined;
type Texts = Awaited<ReturnType<typeof textsIn>>;
let texts: Texts | undefined;
let textsLanguage = '';

const element = (id: string) => document.getElementById(id)!;
const serverNow = () => Date.now() + (focus?.skewMs ?? 0);

function leaveWhenLifted(): boolean {
  if (blockedUrl && !isBlockedUrl(focus?.view, blockedUrl, serverNow())) {
    window.location.replace(blockedUrl);
    return true;
  }
  return false;
}

function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

function renderTimeLeft(): void {
  const endsAt = focus?.view.endsAt ? Date.parse(focus.view.endsAt) : serverNow();
  element('time-left').textContent = clock(Math.max(0, Math.ceil((endsAt - serverNow()) / 1000)));
}

async function render(): Promise<void> {
  if (!focus || leaveWhenLifted()) return;
  const { view } = focus;
  if (!texts || textsLanguage !== view.language) {
    texts = await textsIn(view.language);
    textsLanguage = view.language;
  }
  const t = texts;
  document.documentElement.lang = view.language;
  document.documentElement.dir = isRtl(view.language) ? 'rtl' : 'ltr';
  document.title = t('blockedTitle');
  element('title').textContent = t('blockedTitle');
  element('lead').textContent = t('blockedLead', { site: blockedHost });
  element('time-label').textContent = t('timeLeft');
  element('task-label').textContent = t('taskInFocus');
  element('task').textContent = view.taskDescription ?? t('noTask');
  element('go-back').textContent = t('goBack');
  element('return').textContent = t('returnToPomodoro');
  element('allow').textContent = t('allowFiveMinutes');
  const left = Math.max(0, view.passesPerDay - view.passesUsedToday);
  element('passes').textContent = t('passesLeft', { count: left, limit: view.passesPerDay });
  renderTimeLeft();
}

async function allowFiveMinutes(): Promise<void> {
  const answer = (await chrome.runtime.sendMessage({
    type: 'pass',
    site: blockedHost,
  })) as PassAnswer;
  if (answer.ok) return;
  const t = texts ?? ((id: string) => id);
  const known = answer.code === 'passesUsedUp' || answer.code === 'siteNotBlocked';
  element('refusal').textContent = known
    ? t(answer.code!, { limit: focus?.view.passesPerDay ?? 3, site: blockedHost, ...answer.params })
    : t('passFailed');
}

/** "Go Back" in a tab with nothing to go back to: the tab was opened for the site, so close it. */
async function closeThisTab(): Promise<void> {
  const tab = await chrome.tabs.getCurrent();
  if (tab?.id !== undefined) await chrome.tabs.remove(tab.id);
}

element('go-back').addEventListener('click', () => {
  if (window.history.length > 1) window.history.back();
  else void closeThisTab();
});
element('return').addEventListener('click', () => {
  if (focus) window.location.assign(`${focus.origin}/pomodoro`);
});
element('allow').addEventListener('click', () => void allowFiveMinutes());

chrome.storage.onChanged.addListener((changes) => {
  if (!(FOCUS_KEY in changes)) return;
  focus = (changes[FOCUS_KEY]!.newValue as StoredFocus | null) ?? undefined;
  if (!focus) window.location.replace(blockedUrl);
  else void render();
});
setInterval(() => {
  if (!leaveWhenLifted() && focus) renderTimeLeft();
}, 1000);
void chrome.storage.local.get(FOCUS_KEY).then((stored) => {
  focus = (stored[FOCUS_KEY] as StoredFocus | null) ?? undefined;
  if (!focus) window.location.replace(blockedUrl);
  else void render();
});
