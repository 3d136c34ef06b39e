import { screen } from '@testing-library/react';
import { renderLanding } from './render-landing';

// The whole page renders in every test; a busy machine needs more than jest's 5 s.
jest.setTimeout(30_000);

describe('the landing page in French and Arabic', () => {
  it('renders French with French number formats', () => {
    renderLanding('fr');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Votre espace personnel de productivité' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commencer' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('Noté 4,9/5')).toBeInTheDocument();
    expect(screen.getByText(/^10\s?k\+$/)).toBeInTheDocument();
  });

  it('renders the Arabic strings', () => {
    renderLanding('ar');
    expect(
      screen.getByRole('heading', { level: 1, name: 'مركز إنتاجيتك الشخصي' }),
    ).toBeInTheDocument();
    for (const name of ['حدّد أهدافك', 'تابع تقدّمك', 'شاهد النتائج']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'ابدأ تجربتك المجانية' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('button', { name: 'القائمة' })).toBeInTheDocument();
    expect(screen.getByText('+10 ألف')).toBeInTheDocument();
  });
});
