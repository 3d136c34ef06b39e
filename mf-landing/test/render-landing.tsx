import type { Language } from '@ps/contracts/auth';
import { renderWithShell } from '@ps/web/test-utils';
import { Route, Routes, useLocation } from '@ps/web/router';
import LandingPage from '../src/exposes/LandingPage';

function LoginScreen() {
  return <p>Sign-in screen at {useLocation().pathname}</p>;
}

/** The landing at `/` inside the shell's providers, with a stand-in for the shell's /login route. */
export function renderLanding(language: Language = 'en') {
  return renderWithShell(
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<LoginScreen />} />
    </Routes>,
    { language },
  );
}
