import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@ps/contracts/auth';
import {
  IMPORT_MAX_BYTES,
  type ApiToken,
  type CreatedToken,
  type ImportResult,
} from '@ps/contracts/your-data';
import type { MockRoutes } from '@ps/web/mock-api';
import { navigation } from '@ps/web/navigation';
import { fakeRemotes, renderApp, setScreenWidth, testUser } from './render-app';

const PAGE = '/settings/data';

const preview: ImportResult = {
  source: 'loop',
  dryRun: true,
  added: { habits: 2, checkIns: 10, tasks: 0, focusSessions: 0 },
  alreadyPresent: { habits: 1, checkIns: 4, tasks: 0, focusSessions: 0 },
  habits: [
    { name: 'Meditate', isNew: true, checkIns: 6 },
    { name: 'Stretch', isNew: true, checkIns: 4 },
    { name: 'Read', isNew: false, checkIns: 4 },
  ],
};

const readToken: ApiToken = {
  id: 3,
  name: 'Backup script',
  scope: 'read',
  createdAt: '2026-03-01T09:00:00.000Z',
  lastUsedAt: null,
};

function loopBackup(size?: number): File {
  const file = new File(['SQLite format 3\0'], 'Loop Habits Backup.db', {
    type: 'application/octet-stream',
  });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function openPage(api: MockRoutes = {}, user: User = testUser) {
  return renderApp({ route: PAGE, user, api: { 'GET /api/auth/tokens': [], ...api } });
}

async function chooseFile(file: File, label = 'Choose a file') {
  const user = userEvent.setup();
  await user.upload(await screen.findByLabelText(label), file);
  return user;
}

beforeEach(() => {
  fakeRemotes();
  setScreenWidth(1366);
});
afterEach(() => jest.restoreAllMocks());

describe('Your data: export', () => {
  it('offers the JSON and CSV downloads as links', async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
    const json = screen.getByRole('link', { name: 'Download as JSON' });
    expect(json).toHaveAttribute('href', '/api/export?format=json');
    expect(json).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Download as CSV (zip)' })).toHaveAttribute(
      'href',
      '/api/export?format=csv',
    );
  });

  it('is reached from the navigation and from the Settings dialog', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/', user: testUser, api: { 'GET /api/auth/tokens': [] } });
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await user.click(within(dialog).getByRole('link', { name: /^Your data/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your data' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('Your data: import', () => {
  it('previews the file before anything is written, then imports it on confirmation', async () => {
    const { server, queryClient } = openPage({
      'POST /api/import?dryRun=1': preview,
      'POST /api/import': { ...preview, dryRun: false },
    });
    const refreshed = jest.spyOn(queryClient, 'invalidateQueries');
    const user = await chooseFile(loopBackup());

    const region = await screen.findByRole('region', { name: 'Before you import' });
    expect(server.calls.filter((call) => call.url.startsWith('/api/import'))).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/import?dryRun=1' }),
    ]);
    expect(within(region).getByText(/a Loop Habit Tracker backup/)).toBeVisible();
    const added = within(region).getByRole('list', { name: 'This import adds:' });
    expect(within(added).getByText('2 habits')).toBeVisible();
    expect(within(added).getByText('10 check-ins')).toBeVisible();
    expect(within(region).getByText('5 records are already here and stay as they are.'));
    const habits = within(region).getByRole('list', { name: 'Habits in the file' });
    const read = within(habits).getByText('Read').closest('li')!;
    expect(within(read).getByText('Already here')).toBeVisible();
    const meditate = within(habits).getByText('Meditate').closest('li')!;
    expect(within(meditate).getByText('New')).toBeVisible();
    expect(within(meditate).getByText('6 check-ins')).toBeVisible();
    expect(within(region).getByRole('heading', { name: 'Before you import' })).toHaveFocus();

    await user.click(within(region).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Import finished')).toBeVisible();
    expect(screen.getByText('Added 2 habits and 10 check-ins.')).toBeVisible();
    const upload = server.calls.find((call) => call.url === '/api/import');
    expect(upload?.body).toBeInstanceOf(File);
    expect(screen.queryByRole('region', { name: 'Before you import' })).not.toBeInTheDocument();
    expect(refreshed).toHaveBeenCalled();
  });

  it('cancelling the preview imports nothing', async () => {
    const { server } = openPage({ 'POST /api/import?dryRun=1': preview });
    const user = await chooseFile(loopBackup());
    const region = await screen.findByRole('region', { name: 'Before you import' });
    await user.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Before you import' })).not.toBeInTheDocument();
    expect(server.calls.filter((call) => call.url === '/api/import')).toEqual([]);
  });

  it("shows a refused file's reason in the user's language", async () => {
    openPage(
      {
        'POST /api/import?dryRun=1': {
          status: 400,
          body: { message: 'That file is neither…', code: 'importUnrecognised' },
        },
      },
      { ...testUser, language: 'fr' },
    );
    await chooseFile(loopBackup(), 'Choisir un fichier');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /ni un export de Productivity Suite ni une sauvegarde de Loop Habit Tracker/,
    );
    expect(screen.queryByRole('region', { name: 'Avant d’importer' })).not.toBeInTheDocument();
  });

  it('refuses a file over 20 MB before sending it', async () => {
    const { server } = openPage();
    await chooseFile(loopBackup(IMPORT_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That file is larger than 20 MB: nothing was imported',
    );
    expect(server.calls.filter((call) => call.url.startsWith('/api/import'))).toEqual([]);
  });
});

describe('Your data: personal access tokens', () => {
  it('shows a new token once, lists it, and revokes it after confirmation', async () => {
    let tokens: ApiToken[] = [];
    const created: CreatedToken = {
      token: { ...readToken, id: 9, name: 'Sync', scope: 'write' },
      secret: 'ps_pat_s3cr3t',
    };
    const { server } = openPage({
      'GET /api/auth/tokens': () => tokens,
      'POST /api/auth/tokens': () => {
        tokens = [created.token];
        return { status: 201, body: created };
      },
      'DELETE /api/auth/tokens/9': () => {
        tokens = [];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No tokens yet.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByText('Give the token a name')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Token name/ }), 'Sync');
    await user.click(screen.getByRole('radio', { name: 'Read and write' }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const notice = await screen.findByRole('region', { name: 'Copy your new token now' });
    expect(within(notice).getByRole('textbox', { name: 'Token “Sync”' })).toHaveValue(
      'ps_pat_s3cr3t',
    );
    expect(within(notice).getByText(/You won't see it again/)).toBeVisible();
    expect(server.calls).toContainEqual({
      method: 'POST',
      url: '/api/auth/tokens',
      body: { name: 'Sync', scope: 'write' },
    });
    await user.click(within(notice).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('ps_pat_s3cr3t');
    expect(await screen.findByText('Token copied')).toBeVisible();

    const list = await screen.findByRole('list', { name: 'Your tokens' });
    const row = within(list).getByText('Sync').closest('li')!;
    expect(within(row).getByText('Read and write')).toBeVisible();
    expect(within(row).getByText(/Created Mar 1, 2026.*never used/)).toBeVisible();

    await user.click(within(notice).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText('ps_pat_s3cr3t')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('ps_pat_s3cr3t')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Revoke Sync' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke “Sync”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Token revoked')).toBeVisible();
    expect(await screen.findByText('No tokens yet.')).toBeVisible();
    expect(server.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', url: '/api/auth/tokens/9' }),
    );
  });

  it("lists when a token was last used, in the user's language", async () => {
    openPage(
      { 'GET /api/auth/tokens': [{ ...readToken, lastUsedAt: '2026-03-05T10:30:00.000Z' }] },
      { ...testUser, language: 'fr' },
    );
    const list = await screen.findByRole('list', { name: 'Vos jetons' });
    expect(within(list).getByText('Lecture seule')).toBeVisible();
    expect(within(list).getByText(/Créé le 1 mars 2026.*dernière utilisation le 5 mars 2026/));
  });
});

describe('Your data: deleting the account', () => {
  it('keeps the account on a wrong password, and signs out to /login on the right one', async () => {
    const go = jest.spyOn(navigation, 'fullPageNavigate').mockImplementation(() => {});
    const { server } = openPage({
      'DELETE /api/auth/user': (body: unknown) =>
        (body as { password: string }).password === 'secret123'
          ? { status: 204 }
          : {
              status: 400,
              body: { message: 'That password is not right', code: 'passwordIncorrect' },
            },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText(/Password/);
    expect(password).toHaveFocus();

    await user.type(password, 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(
      await within(dialog).findByText('That password is not right: the account was kept'),
    ).toBeVisible();
    expect(go).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
    expect(await screen.findByText('Your account was deleted')).toBeVisible();
    expect(server.calls).toContainEqual({
      method: 'DELETE',
      url: '/api/auth/user',
      body: { password: 'secret123' },
    });
  });

  it('tells the demo account there is nothing to delete', async () => {
    openPage({}, { ...testUser, isDemo: true });
    expect(await screen.findByText(/This is the demo account: there is nothing to delete/));
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });
});
