import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '../../testing';
import { ButtonLink } from '../Button/ButtonLink';
import { CallsToAction } from './CallsToAction';

/** How a button of each variant looks, from a ButtonLink given that variant (no style value restated). */
function renderVariantSamples() {
  renderInSite(
    <>
      <ButtonLink to="/primary" variant="primary">
        Primary sample
      </ButtonLink>
      <ButtonLink to="/secondary" variant="secondary">
        Secondary sample
      </ButtonLink>
    </>,
  );
  return { primary: lookOf(screen.getByRole('link', { name: 'Primary sample' })), secondary: lookOf(screen.getByRole('link', { name: 'Secondary sample' })) };
}

function lookOf(element: HTMLElement) {
  const style = getComputedStyle(element);
  return { backgroundColor: style.backgroundColor, borderColor: style.borderColor, color: style.color };
}

describe('CallsToAction', () => {
  it('renders router links, anchors and buttons, the first one primary and the others secondary', async () => {
    const onClick = jest.fn();
    const looks = renderVariantSamples();
    expect(looks.primary).not.toEqual(looks.secondary);
    renderInSite(
      <CallsToAction
        actions={[
          { text: 'Donate Computers', to: '/donate' },
          { text: 'Sign up', href: 'https://example.org/signup', newTab: true },
          { text: 'Apply now', onClick },
        ]}
      />,
    );

    const donate = screen.getByRole('link', { name: 'Donate Computers' });
    expect(donate).toHaveAttribute('href', '/donate');
    expect(lookOf(donate)).toEqual(looks.primary);
    const signUp = screen.getByRole('link', { name: 'Sign up' });
    expect(signUp).toHaveAttribute('target', '_blank');
    expect(lookOf(signUp)).toEqual(looks.secondary);
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps a variant that is given', () => {
    const looks = renderVariantSamples();
    renderInSite(
      <CallsToAction
        actions={[
          { text: 'Become a Partner', to: '/partner', variant: 'secondary' },
          { text: 'Donate Computers', to: '/donate', variant: 'primary' },
        ]}
      />,
    );

    expect(lookOf(screen.getByRole('link', { name: 'Become a Partner' }))).toEqual(looks.secondary);
    expect(lookOf(screen.getByRole('link', { name: 'Donate Computers' }))).toEqual(looks.primary);
  });
});
