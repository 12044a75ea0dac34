import { screen } from '@testing-library/react';
import { renderInSite } from '../../testing';
import { CardGrid } from './CardGrid';

describe('CardGrid', () => {
  it('lays its cards out in as many columns of the given minimum width as fit', () => {
    renderInSite(
      <CardGrid $minColumnWidth="18rem" $gap="xl">
        <li>Fast Speeds</li>
        <li>Truly Unlimited</li>
      </CardGrid>,
    );

    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveStyle({
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
      gap: '2rem',
    });
  });

  it('defaults to the large gap and can be an ordered list', () => {
    renderInSite(
      <CardGrid as="ol" $minColumnWidth="13rem">
        <li>Donation</li>
      </CardGrid>,
    );

    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(list).toHaveStyle({ gap: '1.5rem' });
  });
});
