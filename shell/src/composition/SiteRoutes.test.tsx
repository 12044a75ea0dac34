import { act } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../testing';
import type { SiteRoute } from 'ui';
import { createRemoteLoader } from './federation';
import { SLOW_LOAD_NOTICE_MS } from './PageLoading';
import { REMOTES_JSON_TIMEOUT_MS } from './remoteDescriptors';
import { SiteRoutes } from './SiteRoutes';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerPlugins: jest.fn(),
}));

const descriptors = [
  { name: 'marketing', entry: 'http://localhost:3001/remoteEntry.js', paths: ['/'] },
  { name: 'shield', entry: 'http://localhost:3002/remoteEntry.js', paths: ['/shield'] },
];

function ShieldPage(): never {
  throw new Error('a rendering bug');
}

const shieldRoutes: SiteRoute[] = [{ path: '/shield', element: <h1>Unlimited Internet</h1>, handle: { title: 'Shield Internet', description: 'Shield' } }];

/** What fetch('/remotes.json') answers (jsdom has no Response class). */
const remotesJson = { ok: true, status: 200, json: async () => descriptors } as Response;

beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  global.fetch = jest.fn(async () => remotesJson);
});

afterEach(() => jest.useRealTimers());

/** Inside an async act: in tests React 19 only retries a suspended `use()` within one. */
async function renderAt(path: string, loader = createRemoteLoader()) {
  await act(async () => {
    renderInShell(<SiteRoutes remotes={loader} />, { route: path });
  });
}

/** A fetch that never answers until its signal aborts it, like a hung server. */
function hangingFetch() {
  return jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
  );
}

async function clickInAct(element: HTMLElement) {
  await act(async () => {
    await userEvent.click(element);
  });
}

describe('the shell routes each path to its remote', () => {
  it('renders the owning remote route and sets the document title', async () => {
    loadRemote.mockResolvedValue({ routes: shieldRoutes });
    await renderAt('/shield');
    expect(await screen.findByRole('heading', { name: 'Unlimited Internet' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('shield/routes');
    expect(document.title).toBe('Shield Internet | Digital Harbor');
  });

  it('shows the not-found screen for a path no remote owns, without loading any remote', async () => {
    await renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('says "temporarily unavailable" (never "not found") when the remote cannot load, and Try again retries', async () => {
    loadRemote.mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008')).mockResolvedValueOnce({ routes: shieldRoutes });
    await renderAt('/shield');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is temporarily unavailable');
    expect(screen.getByRole('heading', { level: 1, name: 'This page is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();

    await clickInAct(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Unlimited Internet' })).toBeInTheDocument();
    // The failed remote was registered again with force, so the runtime forgets its failed entry.
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'shield', entry: descriptors[1]!.entry }], { force: true });
  });

  it('catches a remote page that throws while rendering', async () => {
    loadRemote.mockResolvedValue({ routes: [{ path: '/shield', element: <ShieldPage />, handle: { title: 'Shield Internet', description: 'Shield' } }] });
    await renderAt('/shield');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is temporarily unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers a retry when the site configuration cannot be fetched', async () => {
    global.fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(remotesJson);
    loadRemote.mockResolvedValue({ routes: shieldRoutes });
    await renderAt('/shield');
    await clickInAct(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Unlimited Internet' })).toBeInTheDocument();
  });

  it('says "still loading" with Try again when a remote has not answered after a few seconds, and the load goes on', async () => {
    jest.useFakeTimers();
    let arrive: (module: { routes: SiteRoute[] }) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    await renderAt('/shield');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SLOW_LOAD_NOTICE_MS);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Still loading…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    // The first load still arrives and shows the page.
    await act(async () => arrive({ routes: shieldRoutes }));
    expect(await screen.findByRole('heading', { name: 'Unlimited Internet' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('starts the remote load again when "Try again" is chosen on a slow load', async () => {
    jest.useFakeTimers();
    loadRemote.mockReturnValueOnce(new Promise(() => undefined)).mockResolvedValue({ routes: shieldRoutes });
    await renderAt('/shield');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SLOW_LOAD_NOTICE_MS);
    });
    await act(async () => {
      screen.getByRole('button', { name: 'Try again' }).click();
    });
    expect(await screen.findByRole('heading', { name: 'Unlimited Internet' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'shield', entry: descriptors[1]!.entry }], { force: true });
  });

  it('uses the remote list built into the shell when /remotes.json does not answer in time', async () => {
    jest.useFakeTimers();
    global.fetch = hangingFetch();
    loadRemote.mockResolvedValue({ routes: shieldRoutes });
    await renderAt('/shield', createRemoteLoader({ loadBuiltInRemotes: async () => descriptors }));
    expect(loadRemote).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(REMOTES_JSON_TIMEOUT_MS);
    });
    expect(await screen.findByRole('heading', { name: 'Unlimited Internet' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith(descriptors.map(({ name, entry }) => ({ name, entry })));
  });
});

describe('a Spanish document', () => {
  const spanishDescriptors = [
    { name: 'shield', entry: 'http://localhost:3002/remoteEntry.js', paths: ['/es/shield'] },
    { name: 'appeals', entry: 'http://localhost:3004/remoteEntry.js', paths: ['/es/ada-lovelace'] },
  ];
  const spanishShield: SiteRoute[] = [{ path: '/es/shield', element: <h1>Internet ilimitado</h1>, handle: { title: 'Internet Shield', description: 'Shield' } }];
  const appealLetter = { path: '/es/ada-lovelace', element: <h1>Will You Join Us?</h1>, handle: { title: 'Ada', description: 'A letter', contentLocale: 'en' } } as SiteRoute;
  const spanishLoader = () => createRemoteLoader({ inlineRemotes: spanishDescriptors, locale: 'es' });

  afterEach(() => document.documentElement.removeAttribute('lang'));

  it("shows the owning remote's Spanish page, from its ./routes-es, in a document whose lang is es", async () => {
    loadRemote.mockResolvedValue({ routes: spanishShield });
    await renderAt('/es/shield', spanishLoader());
    expect(await screen.findByRole('heading', { level: 1, name: 'Internet ilimitado' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('shield/routes-es');
    expect(document.documentElement).toHaveAttribute('lang', 'es');
  });

  it('marks a page whose content stays English (an appeal letter at its Spanish address) lang="en"', async () => {
    loadRemote.mockResolvedValue({ routes: [appealLetter] });
    await renderAt('/es/ada-lovelace', spanishLoader());
    expect(await screen.findByRole('heading', { level: 1, name: 'Will You Join Us?' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('says in Spanish that a page is temporarily unavailable (a remote without Spanish pages), with a Spanish Try again', async () => {
    loadRemote.mockRejectedValue(new Error('[ Federation Runtime ]: The remote does not expose the requested module.'));
    await renderAt('/es/shield', spanishLoader());
    expect(await screen.findByRole('heading', { level: 1, name: 'Esta página no está disponible por el momento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(document.title).toBe('No disponible por el momento | Digital Harbor');
  });

  it('shows the Spanish not-found page for a Spanish path nobody owns, with a way to the Spanish home', async () => {
    await renderAt('/es/no-existe', spanishLoader());
    expect(await screen.findByRole('heading', { level: 1, name: '404 Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
    expect(document.title).toBe('404 Página no encontrada | Digital Harbor');
    expect(document.documentElement).toHaveAttribute('lang', 'es');
  });

  it('says "Todavía cargando…" in Spanish when a page takes long', async () => {
    jest.useFakeTimers();
    loadRemote.mockReturnValue(new Promise(() => undefined));
    await renderAt('/es/shield', spanishLoader());
    expect(screen.getByText('Cargando la página')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SLOW_LOAD_NOTICE_MS);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Todavía cargando…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});
