import { screen, within } from '@testing-library/react';
import { exampleAddress } from 'composition-contract/providers-testing';
import { renderInSite } from 'ui/testing';
import { storeLocatorMap } from '../../config/embeds';
import EwasteDropOff from '.';

describe('Drop-Off Site', () => {
  it('says what is taken where, lists the three steps in order, and embeds the store map', () => {
    renderInSite(<EwasteDropOff />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Drop-Off Site');
    expect(screen.getByText(/over 10,000 shipping-store and pharmacy locations nationwide/)).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Three Steps to Drop Off' })).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual(['Fill in the donation form', 'Get your QR code', 'Drop off the boxed device']);
    expect(screen.getByRole('link', { name: 'Go to the donation form' })).toHaveAttribute('href', '/donate');
    expect(screen.getByTitle(storeLocatorMap.title)).toHaveAttribute('src', exampleAddress(storeLocatorMap.key));
    expect(screen.getByRole('link', { name: 'Open the map in a new tab' })).toHaveAttribute('href', exampleAddress(storeLocatorMap.key));
  });

  it('sends desktops, monitors and printers to the organisation’s own facilities', () => {
    renderInSite(<EwasteDropOff />);

    expect(screen.getByRole('heading', { name: 'Desktops, Monitors and Printers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us about larger equipment' })).toHaveAttribute('href', '/contact');
  });
});
