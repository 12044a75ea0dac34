import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '../../testing';
import { theme } from '../../theme/theme';
import { CallsToAction } from './CallsToAction';

const primaryLook = { backgroundColor: theme.colors.primary };
/** Secondary buttons are outlined in the text colour. */
const secondaryLook = { borderColor: 'currentcolor' };

describe('CallsToAction', () => {
  it('renders router links, anchors and buttons, the first one primary and the others secondary', async () => {
    const onClick = jest.fn();
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
    expect(donate).toHaveStyle(primaryLook);
    const signUp = screen.getByRole('link', { name: 'Sign up' });
    expect(signUp).toHaveAttribute('target', '_blank');
    expect(signUp).toHaveStyle(secondaryLook);
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps a variant that is given', () => {
    renderInSite(
      <CallsToAction
        actions={[
          { text: 'Become a Partner', to: '/partner', variant: 'secondary' },
          { text: 'Donate Computers', to: '/donate', variant: 'primary' },
        ]}
      />,
    );

    expect(screen.getByRole('link', { name: 'Become a Partner' })).toHaveStyle(secondaryLook);
    expect(screen.getByRole('link', { name: 'Donate Computers' })).toHaveStyle(primaryLook);
  });
});
