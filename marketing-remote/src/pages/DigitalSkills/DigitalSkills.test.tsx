import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from 'ui/testing';
import DigitalSkills from '.';
import { curriculum as curriculumContent } from '../../content/dsclasses';

describe('DigitalSkills', () => {
  beforeEach(() => renderInSite(<DigitalSkills />));

  it('opens with Digital Skills Courses as the only h1', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Digital Skills Courses');
  });

  it('takes the hero button to the course list', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'View Courses' }));
    expect(screen.getByRole('region', { name: 'Our Courses' })).toHaveFocus();
  });

  it('describes both courses with their key facts', () => {
    const [pcBuilding, literacy] = within(screen.getByRole('region', { name: 'Our Courses' }))
      .getAllByRole('heading', { level: 3 })
      .map((title) => title.closest('li'));
    expect(pcBuilding).toHaveTextContent('PC Building Classes');
    expect(within(pcBuilding!).getByRole('list', { name: 'Key facts' })).toHaveTextContent('Free2 hoursAges 13-18');
    expect(literacy).toHaveTextContent('Digital Skills/Literacy Classes');
    expect(literacy).toHaveTextContent('hardware, software, email and the office suite');
  });

  it('sets out the 14-week curriculum and its certificate', () => {
    const curriculum = screen.getByRole('region', { name: 'A 14-Week Foundational Curriculum' });
    expect(curriculum).toHaveTextContent('certificate of completion');
    expect(within(curriculum).getAllByRole('listitem')).toHaveLength(curriculumContent.units.length);
  });

  it('names hosts in NYC and northern NJ and invites organisations to host a class', () => {
    const where = screen.getByRole('region', { name: 'Where Classes Happen' });
    expect(where).toHaveTextContent('New York City and northern New Jersey');
    expect(within(where).getByRole('link', { name: 'Host a Class' })).toHaveAttribute('href', '/contact');
  });
});
