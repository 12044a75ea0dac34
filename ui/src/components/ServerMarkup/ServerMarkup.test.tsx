/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { RenderingOnServer, ScriptFilled, ServerOnly } from './ServerMarkup';

beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('markup for the page’s own inline scripts', () => {
  /** A slot the page's script fills, and the template it fills it from, written by the server only. */
  function Frame() {
    return (
      <section aria-label="Frame">
        <ScriptFilled data-slot="greeting" />
        <ServerOnly>
          <template data-for="greeting">
            <p>Hello</p>
          </template>
        </ServerOnly>
      </section>
    );
  }

  it('is kept as the server wrote it and as the script filled it, through hydration and later renders', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <RenderingOnServer value>
        <Frame />
      </RenderingOnServer>,
    );
    const template = container.querySelector('template');
    expect(template?.content.textContent).toBe('Hello');
    // The page's script, before the code arrives.
    container.querySelector('[data-slot]')?.append(template?.content.cloneNode(true) ?? '');

    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <Frame />, { onRecoverableError: (error) => void errors.push(error) }));
    await act(async () => root.render(<Frame />));
    expect(errors).toEqual([]);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(container.querySelector('template')).toBe(template);
  });

  it('rendered in the browser afresh, holds no template and an empty slot', () => {
    const container = document.body.appendChild(document.createElement('div'));
    act(() => void createRoot(container).render(<Frame />));
    expect(container.querySelector('template')).toBeNull();
    expect(container.querySelector('[data-slot]')?.childNodes).toHaveLength(0);
  });
});
