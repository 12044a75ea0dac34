import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from 'ui/testing';
import type { Appeal } from '../../content/appealEntries';
import AppealPage from '.';
import { formalAppeal, informalAppeal } from './testAppeals';

function renderAppeal(appeal: Appeal) {
  return renderInSite(<AppealPage appeal={appeal} />, { route: `/${appeal.slug}` });
}

describe('AppealPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it("asks the person to join, in the page's h1", () => {
    renderAppeal(informalAppeal);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Theo van der Berg, Will You Join Us?');
  });

  it('makes the pitch: $2 million, 40,000 computers, Granson and a $1M lead gift', () => {
    renderAppeal(informalAppeal);
    expect(screen.getByText(/raising \$2 million to donate 40,000 computers/)).toHaveTextContent('Granson');
    expect(screen.getByText(/over 5 million hours of internet/)).toBeInTheDocument();
    expect(screen.getByText(/^We are asking you to lead this campaign with a \$1M commitment/)).toBeInTheDocument();
  });

  it('addresses the donor formally on a page that has a salutation', () => {
    renderAppeal(formalAppeal);
    expect(screen.getByText(/^Mr\. Whitfield, we are asking you to lead this campaign with a \$1M commitment\./)).toBeInTheDocument();
  });

  it("shows the person's video as a poster with a play button, not yet a player", () => {
    renderAppeal(informalAppeal);
    expect(screen.getByRole('button', { name: 'Play video message for Theo van der Berg' })).toBeInTheDocument();
    expect(screen.queryByTitle('Video message for Theo van der Berg')).not.toBeInTheDocument();
  });

  it("lists the entry's email and phone", () => {
    renderAppeal(informalAppeal);
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(contact).toHaveTextContent('theo+gifts@example.com');
    expect(contact).toHaveTextContent('(201) 555-0142');
    expect(screen.getByRole('link', { name: 'theo+gifts@example.com' })).toHaveAttribute('href', 'mailto:theo+gifts@example.com');
    expect(screen.getByRole('link', { name: '(201) 555-0142' })).toHaveAttribute('href', 'tel:2015550142');
  });

  it('scrolls to 100px above the donation section when Help Us Make It Happen is pressed', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAppeal(informalAppeal);

    const donationSection = screen.getByRole('region', { name: 'Make It Happen' });
    expect(donationSection).toHaveAttribute('id', 'donation-section');
    jest.spyOn(donationSection, 'getBoundingClientRect').mockReturnValue({ top: 1500 } as DOMRect);

    await userEvent.click(screen.getByRole('button', { name: 'Help Us Make It Happen' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 1400 }));
    expect(donationSection).toHaveFocus();
  });

  it("starts the donation at the page's default amount, by credit card", () => {
    renderAppeal(formalAppeal);
    expect(screen.getByRole('radio', { name: '$10,000' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Credit card' })).toBeChecked();
  });
});
