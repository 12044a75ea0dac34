import { screen } from '@testing-library/react';
import { renderInSite } from '../../testing';
import { CardGrid } from './CardGrid';

describe('CardGrid', () => {
  it('is a list of its cards', () => {
    renderInSite(
      <CardGrid $minColumnWidth="18rem" $gap="xl">
        <li>Fast Speeds</li>
        <li>Truly Unlimited</li>
      </CardGrid>,
    );

    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Fast Speeds', 'Truly Unlimited']);
  });

  it('can be an ordered list', () => {
    renderInSite(
      <CardGrid as="ol" $minColumnWidth="13rem">
        <li>Donation</li>
      </CardGrid>,
    );

    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
  });
});
