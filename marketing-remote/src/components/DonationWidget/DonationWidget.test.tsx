import { act, fireEvent, screen } from '@testing-library/react';
import { renderInSite } from 'ui/testing';
import { donationWidget } from '../../config/embeds';
import { DonationWidget } from './DonationWidget';

afterEach(() => document.getElementById('donation-widget-script')?.remove());

describe('DonationWidget', () => {
  it('adds the widget script once, and always offers the donation page as a plain link', () => {
    const { unmount } = renderInSite(<DonationWidget />);
    unmount();
    renderInSite(<DonationWidget />);

    const scripts = document.querySelectorAll<HTMLScriptElement>('script#donation-widget-script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', donationWidget.scriptUrl);
    expect(document.querySelector('givebutter-widget')).toHaveAttribute('id', donationWidget.widgetId);
    const link = screen.getByRole('link', { name: 'Open the donation page in a new tab' });
    expect(link).toHaveAttribute('href', donationWidget.pageUrl);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when the provider cannot be reached, and keeps the link', () => {
    renderInSite(<DonationWidget />);

    act(() => {
      fireEvent.error(document.getElementById('donation-widget-script') as HTMLScriptElement);
    });

    expect(screen.getByRole('status')).toHaveTextContent('The donation form could not load here.');
    expect(document.querySelector('givebutter-widget')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the donation page in a new tab' })).toHaveAttribute('href', donationWidget.pageUrl);
  });
});
