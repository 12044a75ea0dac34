import { screen, within } from '@testing-library/react';
import { renderInSite } from 'ui/testing';
import Impact from '.';
import { impactStatistics, impactTestimonials, whoWeServe } from '../../content/impact';

describe('Impact', () => {
  beforeEach(() => renderInSite(<Impact />));

  it('opens with the Impact hero linking to /support and the impact report', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Our Impact');
    const hero = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(hero).getByRole('link', { name: 'Support Our Work' })).toHaveAttribute('href', '/support');
    expect(within(hero).getByRole('link', { name: 'Read the 2023 Impact Report' })).toHaveAttribute('href', expect.stringMatching(/\.pdf$/));
  });

  it("gives the Impact page's own figures in two groups, final numbers readable by screen readers", () => {
    const numbers = screen.getByRole('region', { name: 'By the Numbers' });
    expect(within(numbers).getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual(impactStatistics.map((group) => group.title));
    for (const { prefix = '', value, suffix = '' } of impactStatistics.flatMap((group) => group.items)) {
      const figure = `${prefix}${value.toLocaleString('en-US')}${suffix}`;
      expect(within(numbers).getAllByText(figure, { selector: ':not([aria-hidden])' }).length).toBeGreaterThan(0);
    }
  });

  it('lists the groups it serves', () => {
    expect(within(screen.getByRole('region', { name: 'Who We Serve' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(whoWeServe.groups);
  });

  it('rotates testimonials in a carousel with dots and a pause button', () => {
    const carousel = screen.getByRole('region', { name: 'Testimonials' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByRole('group', { name: `Testimonial 1 of ${impactTestimonials.items.length}` })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: `Testimonial 3 of ${impactTestimonials.items.length}` })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Pause automatic slide show' })).toBeInTheDocument();
  });

  it('links the 2023 report and says the 2022 and 2021 reports are not online', () => {
    const reports = within(screen.getByRole('region', { name: 'Impact Reports' })).getAllByRole('listitem');
    expect(within(reports[0]!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/2023\.pdf$/));
    expect(reports[1]).toHaveTextContent('2022 Impact ReportNot available online');
    expect(within(reports[2]!).queryByRole('link')).toBeNull();
  });

  it('closes with buttons to /donate and /support', () => {
    const closing = screen.getByRole('region', { name: 'Help Us Reach the Next Family' });
    expect(within(closing).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/donate', '/support']);
  });
});
