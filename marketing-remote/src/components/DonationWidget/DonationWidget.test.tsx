import { act, fireEvent, screen } from '@testing-library/react';
import { exampleAddress, exampleProviders, offProviders, setPageProviders } from 'composition-contract/providers-testing';
import { renderInSite } from 'ui/testing';
import { DonationWidget } from './DonationWidget';

const widget = exampleProviders.donationWidget as { widgetId: string; pageUrl: string };

afterEach(() => document.getElementById('donation-widget-script')?.remove());

describe('DonationWidget', () => {
  it('adds the configured widget script once, and always offers the donation page as a plain link', () => {
    const { unmount } = renderInSite(<DonationWidget />);
    unmount();
    renderInSite(<DonationWidget />);

    const scripts = document.querySelectorAll<HTMLScriptElement>('script#donation-widget-script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', exampleAddress('donationWidget'));
    expect(document.querySelector('givebutter-widget')).toHaveAttribute('id', widget.widgetId);
    const link = screen.getByRole('link', { name: 'Open the donation page in a new tab' });
    expect(link).toHaveAttribute('href', widget.pageUrl);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when the provider cannot be reached, and keeps the link', () => {
    renderInSite(<DonationWidget />);

    act(() => {
      fireEvent.error(document.getElementById('donation-widget-script') as HTMLScriptElement);
    });

    expect(screen.getByRole('status')).toHaveTextContent('The donation form could not load here.');
    expect(document.querySelector('givebutter-widget')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the donation page in a new tab' })).toHaveAttribute('href', widget.pageUrl);
  });

  it('when it is off, loads no script and says how else to give', () => {
    setPageProviders(offProviders);
    renderInSite(<DonationWidget />);

    expect(document.getElementById('donation-widget-script')).toBeNull();
    expect(document.querySelector('givebutter-widget')).toBeNull();
    expect(screen.getByText('The online donation form is not available on this site right now.')).toBeVisible();
  });
});
