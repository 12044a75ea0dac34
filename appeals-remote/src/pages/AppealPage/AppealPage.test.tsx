import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from 'ui/src/testing';
import { appeals } from '../../content/appealEntries';
import type { Appeal } from '../../content/appealEntries';
import AppealPage from '.';

function renderAppeal(appeal: Appeal) {
  return renderInSite(<AppealPage appeal={appeal} />, { route: `/${appeal.slug}` });
}

const informalAppeal = appeals.find((appeal) => !appeal.salutation);
const formalAppeal = appeals.find((appeal) => appeal.salutation);
if (!informalAppeal || !formalAppeal) throw new Error('appeals.json needs a formal and an informal entry');

describe('AppealPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it("asks the person to join, in the page's h1", () => {
    renderAppeal(informalAppeal);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${informalAppeal.name}, Will You Join Us?`);
  });

  it('makes the pitch: $2 million, 40,000 computers, Granson and a $1M lead gift', () => {
    renderAppeal(informalAppeal);
    expect(screen.getByText(/raising \$2 million to donate 40,000 computers/)).toHaveTextContent('Granson');
    expect(screen.getByText(/over 5 million hours of internet/)).toBeInTheDocument();
    expect(screen.getByText(/^We are asking you to lead this campaign with a \$1M commitment/)).toBeInTheDocument();
  });

  it('addresses the donor formally on the page that has a salutation', () => {
    renderAppeal(formalAppeal);
    const formalAsk = `${formalAppeal.salutation}, we are asking you to lead this campaign with a $1M commitment.`;
    expect(screen.getByText((text) => text.startsWith(formalAsk))).toBeInTheDocument();
  });

  it("embeds the person's portrait video, lazily, with a fallback link", () => {
    renderAppeal(informalAppeal);
    const video = screen.getByTitle(`Video message for ${informalAppeal.name}`);
    expect(video.tagName).toBe('IFRAME');
    expect(video).toHaveAttribute('src', informalAppeal.videoUrl);
    expect(video).toHaveAttribute('width', '360');
    expect(video).toHaveAttribute('height', '640');
    expect(video).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Watch the video in a new tab' })).toHaveAttribute('href', informalAppeal.videoUrl);
  });

  it("lists the entry's email and phone", () => {
    renderAppeal(informalAppeal);
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(contact).toHaveTextContent(informalAppeal.email);
    expect(contact).toHaveTextContent(informalAppeal.phone);
    expect(screen.getByRole('link', { name: informalAppeal.email })).toHaveAttribute('href', `mailto:${informalAppeal.email}`);
  });

  it('scrolls to 100px above the donation section when Help Us Make It Happen is pressed', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAppeal(informalAppeal);

    const donationSection = screen.getByRole('region', { name: 'Make It Happen' });
    expect(donationSection).toHaveAttribute('id', 'donation-section');
    jest.spyOn(donationSection, 'getBoundingClientRect').mockReturnValue({ top: 1500 } as DOMRect);

    await userEvent.click(screen.getByRole('button', { name: 'Help Us Make It Happen' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 1400 }));
  });

  it('embeds the donation widget with a plain link beside it', () => {
    renderAppeal(informalAppeal);
    expect(screen.getByTitle('Donation form').tagName).toBe('IFRAME');
    expect(screen.getByRole('link', { name: 'Open the donation form in a new tab' })).toBeInTheDocument();
  });
});
