/** @jest-environment jsdom */
// The portal's first view: the early request's answer painted by the page's inline script, from
// the server's templates, before the portal's code arrives. It must show what the code will render
// there (the same elements, texts and classes, so nothing moves when the code takes over), and only
// the visitor's data, as text.
import { render, within } from '@testing-library/react';
import { earlyRequestScript } from 'composition-contract/early-request-script';
import { EARLY_REQUESTS_GLOBAL, FIRST_VIEW_GLOBAL } from 'composition-contract/early-requests';
import { MemoryRouter } from 'react-router-dom';
import { routerFuture, UiProvider } from 'ui';
import { routes } from '../../routes';
import type { Application } from '../../api/portalApi';
import { champions, errorAnswers, graceApplication, graceAssigned, graceView, robertView } from 'test-support/api-answers';
import type { FakeAnswer } from '../../testing/fakeApi';
import { installFakeApi, sessionTokenFor } from '../../testing/fakeApi';
import { InEnglish } from '../../testing/portalContent';
import { serverHtml } from '../../testing/serverHtml';

const grace = champions.grace;
const earlyRequest = routes.find((route) => route.path === '/portal')?.handle.earlyRequest;
const pageGlobals = globalThis as unknown as Record<string, unknown>;

let frameHtml = '';
beforeAll(async () => {
  frameHtml = await serverHtml('/portal');
});

afterEach(() => {
  sessionStorage.clear();
  document.body.replaceChildren();
  delete pageGlobals[EARLY_REQUESTS_GLOBAL];
  delete pageGlobals[FIRST_VIEW_GLOBAL];
  window.history.replaceState(null, '', '/');
});

/** The server's /portal in a signed-in tab, its early request answered with `answer`, its inline script run. */
function arrive(answer: FakeAnswer) {
  if (!earlyRequest) throw new Error('the portal route declares no early request');
  sessionStorage.setItem('session', sessionTokenFor(grace.id));
  installFakeApi(({ path }) => (path === '/api/portal-view' ? answer : { status: 404, body: { error: 'Not found' } }));
  const page = document.body.appendChild(document.createElement('div'));
  page.innerHTML = frameHtml;
  window.history.replaceState(null, '', `/portal?recordId=${grace.id}`);
  new Function(earlyRequestScript(earlyRequest))();
  return page;
}

/** As `arrive`, once the first view has settled. */
async function arriveWith(answer: FakeAnswer) {
  const page = arrive(answer);
  await pageGlobals[FIRST_VIEW_GLOBAL];
  return page;
}

/** What the first view painted in the content column (the slot's content), none when nothing. */
const contentFirstView = (page: HTMLElement) => page.querySelector('[data-first-view-slot="portal-content"]')?.firstElementChild ?? null;

/**
 * What the tracker renders for `application`, with the page's code, loaded as the server loads it
 * (the page, then its parts): styled-components numbers its classes in the order they are made.
 */
async function trackerOf(application: Application | undefined) {
  await import('./index');
  const { ApplicantTracker } = await import('./ApplicantTracker');
  const { container } = render(
    <UiProvider>
      <InEnglish>
        <ApplicantTracker application={application} assigned={graceAssigned} />
      </InEnglish>
    </UiProvider>,
  );
  return container.firstElementChild as HTMLElement;
}

/**
 * An element's markup without React's text separators (comments), which the DOM renders as nothing,
 * and without the Element Timing mark the script gives what it paints (it only asks the browser to
 * report when that is on screen).
 */
const markupOf = (element: Element | null | undefined) => (element?.outerHTML ?? '').replace(/<!--.*?-->/g, '').replace(/ elementtiming="first-view"/g, '');

describe('an applicant’s first view, for every status the tracker knows, and one it does not', () => {
  it.each<[string, Partial<Application>]>([
    ['waiting for the recommendation', { Status: 'Applicants No Recommendation' }],
    ['recommendation received', { Status: '' }],
    ['recommendation received (no status)', { Status: null }],
    ['pending review', { Status: 'Applicants to approve' }],
    ['denied, with the reasons', { Status: 'Denied Applicant', Denial_Reason: 'Outside the service area' }],
    ['denied, no reason given', { Status: 'Denied Applicant', Denial_Reason: null }],
    ['approved', { Status: 'Approved Applicants' }],
    ['delivered', { Status: 'Client' }],
    ['delivered, no organization on record', { Status: 'Client', Nominating_Organization: '' }],
    ['a status the tracker does not know', { Status: 'On hold' }],
  ])('%s: the title, progress and message the tracker shows, then placeholders', async (_situation, fields) => {
    const application = { ...graceApplication, ...fields };
    const page = await arriveWith({ status: 200, body: { ...graceView, application } });
    const firstView = contentFirstView(page);
    const tracker = await trackerOf(application);

    expect(firstView?.className).toBe(tracker.className);
    const shown = [...(firstView?.children ?? [])];
    // Title, progress bar, message: as the tracker renders them, texts included.
    expect(shown.slice(0, 3).map(markupOf)).toEqual([...tracker.children].slice(0, 3).map(markupOf));
    expect(within(firstView as HTMLElement).getByRole('heading', { level: 2, name: 'Applicant Tracker' })).toBeInTheDocument();
    // The details come with the code: their place is held.
    expect(shown.slice(3).every((placeholder) => placeholder.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(shown.slice(3)).toHaveLength(2);
  });

  it('without an application on record, says so, as the tracker does', async () => {
    const page = await arriveWith({ status: 200, body: { ...graceView, application: undefined, assigned: [] } });
    expect(markupOf(contentFirstView(page))).toBe(markupOf(await trackerOf(undefined)));
    expect(within(page).getByText('We have no computer application under your email yet.')).toBeInTheDocument();
  });

  it('draws the side menu as the page will: its links work already, sign-out waits for the code', async () => {
    const page = await arriveWith({ status: 200, body: graceView });
    const menu = page.querySelector('[data-first-view-slot="portal-menu"] > nav');
    const links = within(menu as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Champion', `/champions?recordId=${grace.id}`, null],
      ['Computer Applications', `/portal?recordId=${grace.id}`, 'page'],
    ]);
    expect(within(menu as HTMLElement).getByRole('button', { name: 'Sign out' })).toBeDisabled();

    await import('./index');
    const { SideMenu } = await import('../../components/SideMenu/SideMenu');
    const { container } = render(
      <UiProvider>
        <MemoryRouter future={routerFuture}>
          <InEnglish>
            <SideMenu recordId={grace.id} view="applicant" current="records" />
          </InEnglish>
        </MemoryRouter>
      </UiProvider>,
    );
    expect(markupOf(menu)).toBe(markupOf(container.firstElementChild).replace('<button type="button"', '<button type="button" disabled=""'));
  });

  it('greets the champion by name, as the page will', async () => {
    const page = await arriveWith({ status: 200, body: graceView });
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome back, Grace$/);
  });

  it('puts the answer’s texts in as text, never as markup', async () => {
    const hostile = '<img src="x" onerror="alert(1)">{{/champion/Email|}}';
    const page = await arriveWith({ status: 200, body: { ...graceView, application: { ...graceApplication, Nominating_Organization: hostile } } });
    expect(page.querySelector('img[onerror]')).toBeNull();
    expect(within(page).getByText(`We are happy to inform you that we dropped off the requested computer to ${hostile}.`)).toBeInTheDocument();
  });
});

it('a donor is greeted, and the placeholders stay for the table, which comes with the code', async () => {
  const page = await arriveWith({ status: 200, body: robertView });
  expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome back, Robert$/);
  expect(contentFirstView(page)).toBeNull();
  expect(within(page).getByRole('status')).toHaveTextContent('Loading your portal');
});

describe('no first view: the placeholders stay for the page’s code', () => {
  it.each<[string, FakeAnswer]>([
    ['an expired session', errorAnswers.sessionExpired],
    ['a backend that fails', { status: 502, body: { error: 'Bad gateway' } }],
    ['an answer that is not JSON', { status: 200 }],
  ])('%s', async (_situation, answer) => {
    const page = await arriveWith(answer);
    expect(contentFirstView(page)).toBeNull();
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome back,$/);
    expect(within(page).getByRole('status')).toHaveTextContent('Loading your portal');
    expect(page.querySelector('[data-first-view-slot="portal-menu"]')?.childElementCount).toBe(0);
  });
});

describe('the page’s code', () => {
  it('is fetched at once by a tab without a session: with nothing to paint first, the code is what the visitor waits for', () => {
    if (!earlyRequest) throw new Error('the portal route declares no early request');
    const hint = document.head.appendChild(Object.assign(document.createElement('link'), { href: '/main.1234abcd.js', as: 'script' }));
    hint.setAttribute('data-preload-after-paint', '');
    window.history.replaceState(null, '', `/portal?recordId=${grace.id}`);
    new Function(earlyRequestScript(earlyRequest))();
    expect(hint.rel).toBe('preload');
    expect(pageGlobals[FIRST_VIEW_GLOBAL]).toBeUndefined();
    hint.remove();
  });

  it('waits in a signed-in tab, for the first view, which the page’s loader waits for', async () => {
    if (!earlyRequest) throw new Error('the portal route declares no early request');
    const hint = document.head.appendChild(Object.assign(document.createElement('link'), { href: '/main.1234abcd.js', as: 'script' }));
    hint.setAttribute('data-preload-after-paint', '');
    await arriveWith({ status: 200, body: graceView });
    expect(hint.rel).toBe('');
    hint.remove();
  });
});

describe('the first view is settled (and the code fetched) once the browser reports it on screen', () => {
  type ElementEntry = { identifier: string };
  let report: ((entries: ElementEntry[]) => void) | undefined;
  /** Chromium's PerformanceObserver as far as Element Timing goes: the test reports what was presented. */
  class ElementTimingObserver {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    constructor(private readonly callback: (list: { getEntries: () => ElementEntry[] }) => void) {}
    observe() {
      report = (entries) => this.callback({ getEntries: () => entries });
    }
    disconnect() {
      report = undefined;
    }
  }
  /** Whether `promise` has settled, once the promises already under way have run (no timer runs meanwhile). */
  const settled = async (promise: unknown) => {
    let done = false;
    void Promise.resolve(promise).then(() => (done = true));
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    return done;
  };

  beforeEach(() => {
    // Timers stand still unless the test moves them; promises still run.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    Object.assign(window, { PerformanceObserver: ElementTimingObserver });
  });
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).PerformanceObserver;
    report = undefined;
    jest.useRealTimers();
  });

  it('marks what it paints for Element Timing, and waits for the report of it, not for another', async () => {
    const page = arrive({ status: 200, body: graceView });
    expect(await settled(pageGlobals[FIRST_VIEW_GLOBAL])).toBe(false);
    expect(contentFirstView(page)?.getAttribute('elementtiming')).toBe('first-view');
    expect(report).toBeDefined();

    report?.([{ identifier: 'hero-image' }]);
    expect(await settled(pageGlobals[FIRST_VIEW_GLOBAL])).toBe(false);
    report?.([{ identifier: 'first-view' }]);
    expect(await settled(pageGlobals[FIRST_VIEW_GLOBAL])).toBe(true);
  });

  it('is settled anyway a second after it was painted when the browser reports nothing (painted outside the viewport)', async () => {
    const page = arrive({ status: 200, body: graceView });
    expect(await settled(pageGlobals[FIRST_VIEW_GLOBAL])).toBe(false);
    expect(contentFirstView(page)).not.toBeNull();
    jest.advanceTimersByTime(999);
    expect(await settled(pageGlobals[FIRST_VIEW_GLOBAL])).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(pageGlobals[FIRST_VIEW_GLOBAL])).toBe(true);
  });
});
