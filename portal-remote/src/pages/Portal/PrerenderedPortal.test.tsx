/** @jest-environment jsdom */
// The portal's screens are prerendered as one frame for everyone: the server cannot know who is
// signed in (the session lives in the tab), so it must send no one's data; the browser fills it.
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { routerFuture, UiProvider } from 'ui';
import { PrerenderedRoutes } from 'ui/server';
import { routes } from '../../routes';
import { champions, graceView } from 'test-support/api-answers';
import { installFakeApi, sessionTokenFor } from '../../testing/fakeApi';
import { portalApi } from '../../testing/portalApi';
import { serverHtml } from '../../testing/serverHtml';

const grace = champions.grace;
const graceToken = sessionTokenFor(grace.id);
const loginCode = 'one-time-code-7f3a';

/** Grace signed in in this tab, her record saved by an earlier visit (what a server must never see). */
function graceSignedIn() {
  sessionStorage.setItem('session', graceToken);
  sessionStorage.setItem('recordId', grace.id);
  sessionStorage.setItem('championResp', JSON.stringify(grace));
  sessionStorage.setItem('type', 'Contacts');
}

const graceApi = () =>
  installFakeApi(
    portalApi({
      champion: grace,
      token: graceToken,
      view: graceView,
    }),
  );

beforeEach(() => sessionStorage.clear());

describe.each([
  ['/portal', 'Welcome back,', 'We created this portal specifically for you.'],
  ['/champions', 'Welcome back', 'Your details as we have them on record.'],
])('%s on the server', (path, heading, intro) => {
  it('is the frame: the greeting, the placeholder of what loads, a note for visitors without JavaScript', async () => {
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = await serverHtml(path);
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${heading}$`));
    expect(within(page).getByText(intro)).toBeInTheDocument();
    expect(within(page).getByRole('status')).toHaveTextContent('Loading your portal');
    expect(page.querySelector('noscript')?.textContent).toContain('Your portal needs JavaScript');
    page.remove();
  });

  it('holds nothing of the visitor, even rendered at the login link’s address in a signed-in tab', async () => {
    graceSignedIn();
    const html = await serverHtml(`${path}?recordId=${grace.id}&jwt=${loginCode}`);
    for (const personal of [grace.id, loginCode, grace.First_Name, grace.Last_Name, grace.Email, grace.Phone_1, grace.Address]) {
      expect(html).not.toContain(personal);
    }
  });
});

describe('/portal in the browser', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('hydrates the server’s frame and the champion’s data takes the placeholders’ place', async () => {
    graceSignedIn();
    graceApi();
    const errors = jest.spyOn(console, 'error');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = await serverHtml('/portal');
    render(
      <UiProvider>
        <MemoryRouter initialEntries={[`/portal?recordId=${grace.id}`]} future={routerFuture}>
          <PrerenderedRoutes routes={routes} />
        </MemoryRouter>
      </UiProvider>,
      { container, hydrate: true },
    );

    expect(await screen.findByRole('heading', { level: 2, name: 'Applicant Tracker' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Grace');
    expect(within(screen.getByRole('navigation', { name: 'Portal' })).getByRole('link', { name: 'Computer Applications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByText('Loading your portal')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('asks for the portal’s data, in its one request, as soon as its code runs, before React renders anything', async () => {
    graceSignedIn();
    const fetchMock = graceApi();
    window.history.replaceState(null, '', `/portal?recordId=${grace.id}`);
    await jest.isolateModulesAsync(async () => {
      await import('./index');
    });
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/portal-view']));
  });

  it('at another address, its code asks for nothing (it can arrive before a move to the portal)', async () => {
    graceSignedIn();
    const fetchMock = graceApi();
    window.history.replaceState(null, '', `/champions?recordId=${grace.id}`);
    await jest.isolateModulesAsync(async () => {
      await import('./index');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
