import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from 'ui/src/testing';
import SignIn from '.';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();

/** The parts of a fetch Response the sign-in call reads. */
function response(status: number, body?: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (body === undefined) throw new SyntaxError('Unexpected token < in JSON');
      return body;
    },
  } as Response;
}

function renderSignIn() {
  renderInSite(<SignIn />, { route: '/auth' });
}

async function submitEmail(email = 'ada@example.com') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

describe('SignIn', () => {
  it('greets the person and asks for an email', () => {
    renderSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello Again!' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back to the digital portal!')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('placeholder', 'Enter email');
  });

  it('posts the email as JSON with credentials', async () => {
    fetchMock.mockResolvedValue(response(202, { ok: true }));
    renderSignIn();
    await submitEmail('ada@example.com');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/email');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com' });
  });

  it('shows Sending... on a disabled button while the request runs', async () => {
    let answer: (value: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderSignIn();
    await submitEmail();

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    answer(response(202, { ok: true }));
    expect(await screen.findByRole('button', { name: 'Unlock' })).toBeEnabled();
  });

  it('confirms in the status area that the email was sent', async () => {
    fetchMock.mockResolvedValue(response(202, { ok: true }));
    renderSignIn();
    await submitEmail();

    expect(await screen.findByText('we have sent you an email to login')).toBe(screen.getByRole('status'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("shows the server's message for a rejected email", async () => {
    fetchMock.mockResolvedValue(response(400, { error: 'Please enter a valid email address.' }));
    renderSignIn();
    await submitEmail('not-an-email');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('asks the person to wait a few minutes when over the limit', async () => {
    fetchMock.mockResolvedValue(response(429, { error: 'Too many requests.' }));
    renderSignIn();
    await submitEmail();

    expect(await screen.findByText('Too many requests. Please wait a few minutes and try again.')).toBe(
      screen.getByRole('alert'),
    );
    // Nothing is wrong with the address itself.
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it('still explains the limit when the 429 has no JSON body', async () => {
    fetchMock.mockResolvedValue(response(429));
    renderSignIn();
    await submitEmail();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in requests. Please wait a few minutes and try again.',
    );
  });

  it('shows the generic message when the network fails, and lets the person retry', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderSignIn();
    await submitEmail();

    expect(await screen.findByText('Error fetching data. Please try again.')).toBe(screen.getByRole('alert'));

    fetchMock.mockResolvedValueOnce(response(202, { ok: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('we have sent you an email to login')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows the generic message for a server error page that is not JSON', async () => {
    fetchMock.mockResolvedValue(response(502));
    renderSignIn();
    await submitEmail();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data. Please try again.');
  });
});
