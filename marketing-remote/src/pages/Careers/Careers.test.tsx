import { screen, within } from '@testing-library/react';
import { renderInSite } from 'ui/testing';
import Careers from '.';
import { whyWorkWithUs } from '../../content/careers';

describe('Careers', () => {
  beforeEach(() => renderInSite(<Careers />));

  it('opens with the Careers hero linking to the external careers site in a new tab', () => {
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveAccessibleName('Careers at Digital Harbor');
    const link = within(title.parentElement!).getByRole('link', { name: 'See Open Positions' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('gives every reason to work here of the content', () => {
    expect(within(screen.getByRole('region', { name: 'Why Work With Us' })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(whyWorkWithUs.reasons.map((reason) => reason.title));
  });

  it('points people not looking for a job to volunteering and the board', () => {
    const other = screen.getByRole('region', { name: 'Not Looking for a Job?' });
    expect(within(other).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/volunteer', '/boardapplication']);
  });
});
