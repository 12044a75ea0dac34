import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '../../testing';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it('renders an internal path as a router link', () => {
    renderInSite(<ButtonLink to="/donate">Donate</ButtonLink>);

    const link = screen.getByRole('link', { name: 'Donate' });
    expect(link).toHaveAttribute('href', '/donate');
    expect(link).not.toHaveAttribute('target');
  });

  it('renders an external URL as an anchor that opens a new tab only when asked', () => {
    renderInSite(
      <>
        <ButtonLink href="https://example.org/report.pdf">Report</ButtonLink>
        <ButtonLink href="https://example.org/tickets" newTab>
          Tickets
        </ButtonLink>
      </>,
    );

    const sameTab = screen.getByRole('link', { name: 'Report' });
    expect(sameTab).toHaveAttribute('href', 'https://example.org/report.pdf');
    expect(sameTab).not.toHaveAttribute('target');
    expect(sameTab).not.toHaveAttribute('rel');

    const newTab = screen.getByRole('link', { name: 'Tickets' });
    expect(newTab).toHaveAttribute('target', '_blank');
    expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders a button with the click handler when there is no destination', async () => {
    const onClick = jest.fn();
    renderInSite(<ButtonLink onClick={onClick}>Donate Now</ButtonLink>);

    const button = screen.getByRole('button', { name: 'Donate Now' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Button', () => {
  it('is a non-submitting button that respects disabled', async () => {
    const onClick = jest.fn();
    renderInSite(
      <Button variant="secondary" disabled onClick={onClick}>
        Sending...
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
