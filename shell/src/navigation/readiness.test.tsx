import { act } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import type { SiteRoute } from 'ui';
import { App } from '../App';
import { createRemoteLoader } from '../composition/federation';
import { chromeAt } from '../testing';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const descriptors = [
  { name: 'marketing', entry: 'http://localhost:3001/remoteEntry.js', paths: ['/'] },
  { name: 'shield', entry: 'http://localhost:3002/remoteEntry.js', paths: ['/shield'] },
];
const route = (path: string, title: string, element: SiteRoute['element']): SiteRoute => ({ path, element, handle: { title, description: title } });
const marketingRoutes = [
  route(
    '/',
    'Home',
    <>
      <h1>Home</h1>
      <Link to="/shield">Shield</Link>
    </>,
  ),
];
const shieldRoutes = [route('/shield', 'Shield Internet', <h1>Unlimited Internet</h1>)];

/** A remote whose code arrives when the test says so. */
function deferredRemote() {
  let arrive: (routes: SiteRoute[]) => void = () => undefined;
  const loaded = new Promise<{ routes: SiteRoute[] }>((resolve) => (arrive = (routes) => resolve({ routes })));
  return { loaded, arrive: (routes: SiteRoute[]) => act(async () => arrive(routes)) };
}

const readiness = () => document.documentElement.dataset.ready;

async function renderSiteAt(path: string) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    render(<App remotes={createRemoteLoader()} chrome={chromeAt('/')} />);
  });
}

beforeEach(() => {
  delete document.documentElement.dataset.ready;
  loadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => descriptors }) as Response);
});

describe('<html data-ready>', () => {
  it('is "true" only once the page’s remote has arrived and its page is on screen', async () => {
    const shield = deferredRemote();
    loadRemote.mockReturnValue(shield.loaded);
    await renderSiteAt('/shield');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(readiness()).not.toBe('true');

    await shield.arrive(shieldRoutes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unlimited Internet' })).toBeInTheDocument();
    await waitFor(() => expect(readiness()).toBe('true'));
  });

  it('is "true" on the fallback of a remote that cannot load', async () => {
    loadRemote.mockRejectedValue(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'));
    await renderSiteAt('/shield');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is temporarily unavailable' })).toBeInTheDocument();
    await waitFor(() => expect(readiness()).toBe('true'));
  });

  it('is "true" on the not-found screen', async () => {
    await renderSiteAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(readiness()).toBe('true'));
  });

  it('turns "false" the moment a navigation starts, and "true" once the next page has focus', async () => {
    const shield = deferredRemote();
    loadRemote.mockImplementation((id: string) => (id === 'shield/routes' ? shield.loaded : Promise.resolve({ routes: marketingRoutes })));
    await renderSiteAt('/');
    await waitFor(() => expect(readiness()).toBe('true'));

    await act(async () => {
      await userEvent.click(screen.getByRole('link', { name: 'Shield' }));
    });
    expect(readiness()).toBe('false');

    await shield.arrive(shieldRoutes);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Unlimited Internet' });
    await waitFor(() => expect(readiness()).toBe('true'));
    expect(heading).toHaveFocus();
  });
});
