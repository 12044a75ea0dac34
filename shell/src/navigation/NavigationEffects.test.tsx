import { act, lazy } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { RoutesView, UiProvider } from 'ui';
import type { SiteRoute } from 'ui';
import { SiteLayout } from '../layout';
import { ChromeProvider } from '../layout/chrome';
import { chromeAt } from '../testing';
import { PageLoading } from '../composition/PageLoading';
import { NavigationEffects } from './NavigationEffects';
import { ProgressBar } from './ProgressBar';
import { TransitionRouter } from './TransitionRouter';

/** A page whose code arrives when the test says so, as a lazily loaded chunk does. */
function deferredPage() {
  let arrive: (page: { default: ComponentType }) => void = () => undefined;
  const Page = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  return { Page, arrive: (page: ComponentType) => act(async () => arrive({ default: page })) };
}

function Home() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/shield">Shield</Link>
      <Link to="/shield#plans">Plans</Link>
      <Link to="/shield#gone">A section that is gone</Link>
    </>
  );
}

function Shield() {
  return (
    <>
      <h1>Unlimited Internet</h1>
      <section id="plans" aria-label="Plans">
        Plans
      </section>
    </>
  );
}

function renderSite(routes: SiteRoute[]) {
  return render(
    <UiProvider>
      <ChromeProvider value={chromeAt('/')}>
        <TransitionRouter>
          <ProgressBar />
          <SiteLayout sessionPage={false}>
            <RoutesView routes={routes} loading={<PageLoading onRetry={() => undefined} />} notFound={null} />
          </SiteLayout>
          <NavigationEffects />
        </TransitionRouter>
      </ChromeProvider>
    </UiProvider>,
  );
}

const scrollTo = jest.fn();

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  scrollWindowTo(0);
  scrollTo.mockReset();
  window.scrollTo = scrollTo;
});

const page = (path: string, title: string, element: ReactElement): SiteRoute => ({ path, element, handle: { title, description: title } });

describe('moving between pages', () => {
  it('shows a progress bar while the next page downloads, keeps the current one, then focuses and announces the new page', async () => {
    const shield = deferredPage();
    renderSite([page('/', 'Home', <Home />), page('/shield', 'Shield Internet', <shield.Page />)]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Shield' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();

    await shield.arrive(Shield);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Unlimited Internet' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Shield Internet | Digital Harbor'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves focus alone on the first page of a visit', async () => {
    renderSite([page('/', 'Home', <Home />)]);
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('returns to the previous scroll position on Back', async () => {
    renderSite([page('/', 'Home', <Home />), page('/shield', 'Shield Internet', <Shield />)]);
    scrollWindowTo(640);
    await userEvent.click(screen.getByRole('link', { name: 'Shield' }));
    await screen.findByRole('heading', { level: 1, name: 'Unlimited Internet' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindowTo(0);

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    const home = await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await waitFor(() => expect(home).toHaveFocus());
  });

  it('scrolls a #fragment link to its target below the fixed nav and moves focus there', async () => {
    renderSite([page('/', 'Home', <Home />), page('/shield', 'Shield Internet', <Shield />)]);
    await userEvent.click(screen.getByRole('link', { name: 'Plans' }));
    const plans = await screen.findByRole('region', { name: 'Plans' });
    await waitFor(() => expect(plans).toHaveFocus());
    // jsdom lays nothing out: the target is at 0, so the scroll stops 100 px above it.
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: -100 }));
  });

  it('scrolls to the #fragment of the first page once its code has arrived', async () => {
    window.history.replaceState(null, '', '/shield#plans');
    const shield = deferredPage();
    renderSite([page('/shield', 'Shield Internet', <shield.Page />)]);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    await shield.arrive(Shield);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Plans' })).toHaveFocus());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('starts at the top, focused on the h1, when a #fragment names nothing on the new page', async () => {
    renderSite([page('/', 'Home', <Home />), page('/shield', 'Shield Internet', <Shield />)]);
    scrollWindowTo(640);
    await userEvent.click(screen.getByRole('link', { name: 'A section that is gone' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Unlimited Internet' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
