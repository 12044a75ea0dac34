import { screen } from '@testing-library/react';
import { renderInSite } from '../../testing';
import { navBackdropSelector } from '../../utils/navBackdrop';
import { DarkBand } from './DarkBand';

describe('DarkBand', () => {
  it('marks itself as the backdrop of the transparent nav', () => {
    renderInSite(
      <DarkBand>
        <h1>Will You Join Us?</h1>
      </DarkBand>,
    );
    expect(screen.getByRole('heading', { name: 'Will You Join Us?' }).closest(navBackdropSelector)).not.toBeNull();
  });
});
