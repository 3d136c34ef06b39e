/*
 * focus-blocker.js — served at /focus-blocker.js and loaded by the Pomodoro page.
 *
 * While a work session runs with blocking on, the page writes localStorage 'focusMode' =
 * {active: true, sites: [...], until: <epoch ms>}. Every second this script checks whether the
 * current host is one of those sites (or a subdomain of one) and, if so, covers the page with
 * a 'Website Blocked' screen for 3 seconds.
 *
 * Plain ES5 with no imports, so any page can include it as it is. It repeats the host rule of
 * shared/contracts/src/blocked-sites.ts (isBlockedHost); both are tested against one table.
 * Its few strings live here, in English with French and Arabic picked from <html lang>.
 */
(function () {
  'use strict';

  if (window.focusBlocker) return;

  var FLAGS_KEY = 'focusMode';
  var CHECK_INTERVAL_MS = 1000;
  var OVERLAY_MS = 3000;
  var POMODORO_PATH = '/pomodoro';

  var TEXT = {
    en: {
      title: 'Website Blocked',
      message: 'This site is blocked during your focus session. Stay with it — you can do this!',
      back: 'Go Back',
      pomodoro: 'Return to Pomodoro',
    },
    fr: {
      title: 'Site bloqué',
      message:
        'Ce site est bloqué pendant votre session de concentration. Restez concentré, vous pouvez y arriver !',
      back: 'Revenir en arrière',
      pomodoro: 'Retour au Pomodoro',
    },
    ar: {
      title: 'تم حظر الموقع',
      message: 'هذا الموقع محظور أثناء جلسة التركيز. واصل تركيزك، يمكنك فعلها!',
      back: 'رجوع',
      pomodoro: 'العودة إلى بومودورو',
    },
  };

  function normaliseSite(site) {
    return String(site)
      .trim()
      .toLowerCase()
      .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
      .replace(/[/?#].*$/, '')
      .replace(/:\d+$/, '')
      .replace(/^www\./, '')
      .replace(/\.$/, '');
  }

  /** 'x.com' blocks 'x.com' and every '*.x.com', never 'netflix.com'. */
  function matchesHost(host, sites) {
    var name = String(host).toLowerCase().replace(/\.$/, '');
    for (var i = 0; i < sites.length; i += 1) {
      var blocked = normaliseSite(sites[i]);
      if (!blocked) continue;
      var suffix = '.' + blocked;
      if (name === blocked || name.slice(-suffix.length) === suffix) return true;
    }
    return false;
  }

  /** Active flags, or null; flags past their session's end count as gone. */
  function readFlags() {
    try {
      var flags = JSON.parse(window.localStorage.getItem(FLAGS_KEY));
      var valid =
        flags &&
        flags.active === true &&
        Object.prototype.toString.call(flags.sites) === '[object Array]' &&
        typeof flags.until === 'number' &&
        flags.until > Date.now();
      return valid ? flags : null;
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5 needs a catch binding
    } catch (error) {
      return null;
    }
  }

  function strings() {
    var lang = (document.documentElement.getAttribute('lang') || 'en').slice(0, 2).toLowerCase();
    return { lang: TEXT[lang] ? lang : 'en', text: TEXT[lang] || TEXT.en };
  }

  var overlay = null;
  var dismissTimer = null;
  var previousFocus = null;

  function styleButton(element, primary) {
    element.style.cssText =
      'display:inline-block;min-width:10rem;margin:0.5rem;padding:0.75rem 1.25rem;' +
      'border-radius:999px;font:600 1rem system-ui,sans-serif;cursor:pointer;text-decoration:none;' +
      (primary
        ? 'background:#ffffff;color:#3730a3;border:2px solid #ffffff;'
        : 'background:transparent;color:#ffffff;border:2px solid #ffffff;');
  }

  function hide() {
    if (!overlay) return;
    window.clearTimeout(dismissTimer);
    overlay.parentNode.removeChild(overlay);
    overlay = null;
    if (previousFocus && previousFocus.focus) previousFocus.focus();
    previousFocus = null;
  }

  /** Keeps Tab inside the overlay while it is shown; Escape closes it. */
  function onKeyDown(event) {
    if (event.key === 'Escape') {
      hide();
      return;
    }
    if (event.key !== 'Tab') return;
    var focusable = overlay.querySelectorAll('button, a[href]');
    var first = focusable[0];
    var last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function show() {
    var chosen = strings();
    var text = chosen.text;
    previousFocus = document.activeElement;

    overlay = document.createElement('div');
    overlay.setAttribute('role', 'alertdialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-labelledby', 'focus-blocker-title');
    overlay.setAttribute('aria-describedby', 'focus-blocker-message');
    overlay.setAttribute('lang', chosen.lang);
    overlay.setAttribute('dir', chosen.lang === 'ar' ? 'rtl' : 'ltr');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;display:flex;flex-direction:column;' +
      'align-items:center;justify-content:center;padding:1.5rem;text-align:center;' +
      'background:linear-gradient(135deg,#4f46e5,#7c3aed);color:#ffffff;' +
      'font-family:system-ui,sans-serif;';

    var title = document.createElement('h1');
    title.id = 'focus-blocker-title';
    title.textContent = text.title;
    title.style.cssText = 'margin:0 0 1rem;font-size:2rem;';

    var message = document.createElement('p');
    message.id = 'focus-blocker-message';
    message.textContent = text.message;
    message.style.cssText = 'max-width:32rem;margin:0 0 1.5rem;font-size:1.125rem;line-height:1.5;';

    var actions = document.createElement('div');
    var back = document.createElement('button');
    back.type = 'button';
    back.textContent = text.back;
    styleButton(back, true);
    back.onclick = function () {
      hide();
      window.history.back();
    };
    var pomodoro = document.createElement('a');
    pomodoro.href = POMODORO_PATH;
    pomodoro.textContent = text.pomodoro;
    styleButton(pomodoro, false);

    actions.appendChild(back);
    actions.appendChild(pomodoro);
    overlay.appendChild(title);
    overlay.appendChild(message);
    overlay.appendChild(actions);
    overlay.addEventListener('keydown', onKeyDown);
    document.body.appendChild(overlay);
    back.focus();
    dismissTimer = window.setTimeout(hide, OVERLAY_MS);
  }

  function check() {
    if (overlay || !document.body) return;
    var flags = readFlags();
    if (flags && matchesHost(window.location.hostname, flags.sites)) show();
  }

  window.focusBlocker = { matchesHost: matchesHost, check: check };
  check();
  window.setInterval(check, CHECK_INTERVAL_MS);
})();
