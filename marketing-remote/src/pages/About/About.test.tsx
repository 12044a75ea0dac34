import { screen, within } from '@testing-library/react';
import { renderInSite } from 'ui/testing';
import About from '.';

describe('About', () => {
  beforeEach(() => renderInSite(<About />));

  it('opens with Mission & History as the only h1', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Mission & History');
  });

  it("shows the About page's own figures", () => {
    const figures = within(screen.getByRole('region', { name: 'Our Work in Numbers' })).getAllByRole('listitem');
    expect(figures.map((figure) => figure.textContent)).toEqual([
      expect.stringContaining('5,392'),
      expect.stringContaining('69,002'),
      expect.stringContaining('261'),
    ]);
    expect(figures[1]).toHaveTextContent('Pounds of e-waste recycled');
  });

  it('states the vision and the mission', () => {
    expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
  });

  it('tells the history in five steps, from 2019 to today', () => {
    const timeline = within(screen.getByRole('region', { name: 'Our History' })).getAllByRole('listitem');
    expect(timeline.map((milestone) => milestone.querySelector('p')?.textContent)).toEqual(['2019', '2021', '2023', '2024', 'Today']);
    expect(timeline[1]).toHaveTextContent('Hoboken, NJ');
    expect(timeline[2]).toHaveTextContent('hotspot distribution');
    expect(timeline[3]).toHaveTextContent('Waltham, MA');
  });

  it('ends with ways to help linking to /support, /donate and /volunteer', () => {
    const links = within(screen.getByRole('region', { name: 'How You Can Help' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/support', '/donate', '/volunteer']);
  });
});
