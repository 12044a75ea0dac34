import { screen, within } from '@testing-library/react';
import { renderInSite } from '../../testing';
import { LinkCards, type LinkCard } from './LinkCards';

const cards: LinkCard[] = [
  { title: 'Fund Our Work', link: '/support', image: { src: '/a.jpg', alt: 'Students', width: 600, height: 400 } },
  { title: 'Donate Computers', link: '/donate', image: { src: '/b.jpg', alt: 'Laptops', width: 600, height: 400 } },
];

describe('LinkCards', () => {
  it('renders each card as a link with its sized image inside a titled section', () => {
    renderInSite(<LinkCards title="How You Can Help" cards={cards} />);

    const region = screen.getByRole('region', { name: 'How You Can Help' });
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Donate Computers/ })).toHaveAttribute('href', '/donate');
    const image = screen.getByRole('img', { name: 'Students' });
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});
