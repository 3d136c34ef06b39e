import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderLanding } from './render-landing';

// The whole page renders in every test; a busy machine needs more than jest's 5 s.
jest.setTimeout(30_000);

describe('LandingPage', () => {
  it('has the landmarks, one h1 and headings in order', () => {
    renderLanding();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading');
    expect(headings.filter((h) => h.tagName === 'H1')).toHaveLength(1);
    const levels = headings.map((h) => Number(h.tagName.slice(1)));
    levels.slice(1).forEach((level, index) => expect(level - levels[index]).toBeLessThanOrEqual(1));
  });

  it('shows the hero, features, how it works, testimonials and the trial band', () => {
    renderLanding();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your Personal Productivity Hub' }),
    ).toBeInTheDocument();
    for (const name of [
      'Everything you need to make steady progress',
      'Three steps to a more productive you',
      'Loved by people who get things done',
      'Start your free 14-day trial today',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('puts the sections at the anchors the navigation points to', () => {
    const { container } = renderLanding();
    for (const id of ['home', 'features', 'how-it-works', 'testimonials', 'pricing']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Home', '#home'],
      ['About', '#features'],
      ['Features', '#features'],
      ['Pricing', '#pricing'],
    ]);
  });

  it('describes habits, tasks, focus with website blocking and progress analytics', () => {
    renderLanding();
    const features = screen.getByRole('region', {
      name: 'Everything you need to make steady progress',
    });
    for (const name of [
      'Habits with streaks',
      'Tasks with priorities and due dates',
      'Pomodoro focus with website blocking',
      'Progress analytics',
    ]) {
      expect(within(features).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(
      within(features).getByText(/25-minute focus sessions with 5-minute breaks/),
    ).toBeInTheDocument();
  });

  it('walks through exactly three steps', () => {
    renderLanding();
    const steps = within(
      screen.getByRole('region', { name: 'Three steps to a more productive you' }),
    )
      .getAllByRole('listitem')
      .map((step) => within(step).getByRole('heading').textContent);
    expect(steps).toEqual(['Set Your Goals', 'Track Progress', 'See Results']);
  });

  it('shows three testimonials with a name, a role and a rating', () => {
    renderLanding();
    const quotes = within(
      screen.getByRole('region', { name: 'Loved by people who get things done' }),
    ).getAllByRole('figure');
    expect(quotes).toHaveLength(3);
    for (const quote of quotes) {
      expect(within(quote).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    }
    expect(screen.getByText('Marcus Chen')).toBeInTheDocument();
  });

  it('shows the headline statistics row', () => {
    renderLanding();
    const stats = screen.getByRole('region', { name: 'Our community in numbers' });
    const pairs = [...stats.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Active users', '10K+'],
      ['Tasks completed', '50M+'],
      ['Focus hours', '2M+'],
      ['Satisfaction', '98%'],
    ]);
  });

  it('states the marketing claims: free 14-day trial, 10,000+ users, 4.9/5 rating', () => {
    renderLanding();
    const claims = screen.getByRole('list', { name: 'Why people choose us' });
    expect(
      within(claims)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Free 14-day trial', '10,000+ users', '4.9/5 rating']);
  });

  it('sends every call to action to /login', () => {
    renderLanding();
    for (const name of ['Get Started', 'Log In', 'Start Your Free Trial', 'Get in touch']) {
      for (const link of screen.getAllByRole('link', { name, hidden: true })) {
        expect(link).toHaveAttribute('href', '/login');
      }
    }
  });

  it('goes to /login through the router when Get Started is clicked', async () => {
    renderLanding();
    await userEvent.click(screen.getByRole('link', { name: 'Get Started' }));
    expect(screen.getByText('Sign-in screen at /login')).toBeInTheDocument();
  });

  it('has Product, Company and Support footer columns with links', () => {
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    for (const name of ['Product', 'Company', 'Support']) {
      expect(within(footer).getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(within(footer).getAllByRole('link').length).toBeGreaterThanOrEqual(9);
    expect(within(footer).getByRole('link', { name: 'Free trial' })).toHaveAttribute(
      'href',
      '#pricing',
    );
  });
});
