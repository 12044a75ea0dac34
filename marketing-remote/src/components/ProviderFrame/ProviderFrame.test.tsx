import { act, screen } from '@testing-library/react';
import { exampleAddress, exampleProviders, offProviders, setPageProviders, simulateComingNear } from 'composition-contract/providers-testing';
import { renderInSite } from 'ui/testing';
import { forms, storeLocatorMap } from '../../config/embeds';
import { organisationContact } from '../../config/organisationContact';
import { ProviderFrame } from './ProviderFrame';

const embed = { key: 'checkInForm', title: 'Check-in form', height: 900 } as const;

describe('ProviderFrame', () => {
  it('links the privacy policy and the terms beside a form, not beside other embeds', () => {
    const { unmount } = renderInSite(<ProviderFrame embed={forms.inquiry} />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    unmount();
    renderInSite(<ProviderFrame embed={storeLocatorMap} />);
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).not.toBeInTheDocument();
  });

  it('frames the configured provider lazily at a fixed height, with the plain form link before it', () => {
    renderInSite(<ProviderFrame embed={embed} id="check-in" />);

    const frame = screen.getByTitle('Check-in form');
    expect(frame).toHaveAttribute('src', exampleAddress('checkInForm'));
    expect(frame).toHaveAttribute('height', '900');
    expect(frame).toHaveAttribute('loading', 'lazy');
    const link = screen.getByRole('link', { name: 'Open the form in a new tab' });
    expect(link).toHaveAttribute('href', exampleAddress('checkInForm'));
    // Found without scrolling past a frame that may stay empty.
    expect(link.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.getElementById('check-in')).toContainElement(frame);
  });

  it('shows a message in the frame’s place that screen readers skip (they have the link)', () => {
    renderInSite(<ProviderFrame embed={embed} linkText="View the form" placeholder="Loading the check-in form…" />);

    const placeholder = screen.getByText('Loading the check-in form…');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveStyle({ height: '900px' });
    expect(screen.getByRole('link', { name: 'View the form' })).toHaveAttribute('href', exampleAddress('checkInForm'));
  });

  it('opens the provider with the values given, encoded, for the frame and the link alike', () => {
    renderInSite(<ProviderFrame embed={embed} params={{ email: 'a@b.org', name: '' }} />);

    const prefilled = `${exampleAddress('checkInForm')}?email=a%40b.org`;
    expect(screen.getByTitle('Check-in form')).toHaveAttribute('src', prefilled);
    expect(screen.getByRole('link', { name: 'Open the form in a new tab' })).toHaveAttribute('href', prefilled);
  });

  it('when the form is off, says so and how to reach the organisation instead, with no frame', () => {
    setPageProviders(offProviders);
    renderInSite(<ProviderFrame embed={embed} />);

    expect(screen.queryByTitle('Check-in form')).toBeNull();
    expect(screen.getByText('The check-in form is not available on this site right now.')).toBeVisible();
    expect(screen.getByRole('link', { name: organisationContact.email })).toHaveAttribute('href', `mailto:${organisationContact.email}`);
    expect(screen.getByRole('link', { name: organisationContact.phone })).toHaveAttribute('href', 'tel:+12015550100');
    expect(screen.queryByRole('link', { name: 'Open it on the provider’s site' })).toBeNull();
  });

  it('when the form is off but the provider’s page is known, offers that page too', () => {
    setPageProviders({ ...exampleProviders, checkInForm: { off: true, link: 'https://forms.example.net/check-in' } });
    renderInSite(<ProviderFrame embed={embed} />);

    expect(screen.queryByTitle('Check-in form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open it on the provider’s site' })).toHaveAttribute('href', 'https://forms.example.net/check-in');
  });

  describe('in a browser that tells what is near the screen', () => {
    const comeNear = simulateComingNear();

    it('makes the frame only once the reader comes near it; the link and the message are there from the start', async () => {
      renderInSite(<ProviderFrame embed={embed} placeholder="Loading the check-in form…" />);
      expect(screen.queryByTitle('Check-in form')).toBeNull();
      expect(screen.getByText('Loading the check-in form…')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Open the form in a new tab' })).toHaveAttribute('href', exampleAddress('checkInForm'));

      act(() => comeNear());
      expect(await screen.findByTitle('Check-in form')).toHaveAttribute('src', exampleAddress('checkInForm'));
    });
  });
});
