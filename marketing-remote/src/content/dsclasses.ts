import type { CallToAction, ImageAsset } from 'ui';
import literacyImage from './images/dsclasses/course-digital-literacy.svg';
import pcBuildingImage from './images/dsclasses/course-pc-building.svg';

export type Course = { title: string; facts: string[]; text: string; image: ImageAsset };

/** Id of the course list the hero button scrolls to. */
export const coursesSectionId = 'courses';

export const dsclassesHero = {
  titlePart1: 'Digital Skills',
  titlePart2: 'Courses',
  description: 'Free, hands-on classes that turn a new computer into new possibilities, for every age.',
  viewCourses: 'View Courses',
};

export const courses: { title: string; intro: string; items: Course[] } = {
  title: 'Our Courses',
  intro: 'Two ways to learn, both taught in person by our instructors and volunteers.',
  items: [
    {
      title: 'PC Building Classes',
      facts: ['Free', '2 hours', 'Ages 13-18'],
      text: 'Teens take a computer apart and put it back together: processor, memory, storage and power, then install the operating system and see it boot.',
      image: { src: pcBuildingImage, alt: '', width: 480, height: 320 },
    },
    {
      title: 'Digital Skills/Literacy Classes',
      facts: ['Free', 'All ages', 'In person'],
      text: 'From turning the computer on to staying safe online: hardware, software, email and the office suite, at your own pace with a patient instructor.',
      image: { src: literacyImage, alt: '', width: 480, height: 320 },
    },
  ],
};

export const curriculum = {
  title: 'A 14-Week Foundational Curriculum',
  intro: 'The digital literacy course runs for 14 weeks. Finish it and you receive a certificate of completion.',
  units: [
    { weeks: 'Weeks 1-2', topic: 'Computer basics: hardware, the mouse, the keyboard and files' },
    { weeks: 'Weeks 3-4', topic: 'The internet: browsing, searching and judging sources' },
    { weeks: 'Weeks 5-6', topic: 'Email and video calls' },
    { weeks: 'Weeks 7-9', topic: 'The office suite: documents, spreadsheets and slides' },
    { weeks: 'Weeks 10-11', topic: 'Online safety, passwords and privacy' },
    { weeks: 'Weeks 12-14', topic: 'Job search, online services and a final project' },
  ],
};

export const hosts: { title: string; intro: string; partners: string[]; invitation: string; action: CallToAction } = {
  title: 'Where Classes Happen',
  intro: 'Our partner organisations host classes in New York City and northern New Jersey.',
  partners: [
    'Riverside Community Library, Manhattan',
    'Eastside Youth Alliance, Brooklyn',
    'Grand Concourse Senior Center, Bronx',
    'Palisade Family Services, Union City',
    'North Ward Family Center, Newark',
    'Harborview Community College, Jersey City',
  ],
  invitation: 'Would your organisation like to host a class? We bring the instructor and the computers.',
  action: { text: 'Host a Class', to: '/contact' },
};
