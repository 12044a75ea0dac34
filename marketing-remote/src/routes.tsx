import { lazy } from 'react';
import type { PageMeta, SiteRoute } from 'ui';

const Home = lazy(() => import('./pages/Home'));
const About = lazy(() => import('./pages/About'));
const Impact = lazy(() => import('./pages/Impact'));
const Press = lazy(() => import('./pages/Press'));
const Team = lazy(() => import('./pages/Team'));
const Programs = lazy(() => import('./pages/Programs'));
const DigitalSkills = lazy(() => import('./pages/DigitalSkills'));
const Blog = lazy(() => import('./pages/Blog'));
const Careers = lazy(() => import('./pages/Careers'));
const Volunteer = lazy(() => import('./pages/Volunteer'));

/** One route per path: the spelling a visitor typed (an alias) stays in the address bar. */
const page = (paths: string[], element: SiteRoute['element'], handle: PageMeta): SiteRoute[] =>
  paths.map((path) => ({ path, element, handle }));

/** The paths this remote owns; the build publishes them in routes.json for the shell. */
export const routes: SiteRoute[] = [
  {
    path: '/',
    element: <Home />,
    handle: {
      title: 'Transform a life with technology',
      description:
        'Digital Harbor refurbishes donated computers and gives them to people in need in New Jersey, New York City and Massachusetts. Donate a computer, apply for a device or volunteer.',
    },
  },
  ...page(['/about'], <About />, {
    title: 'Mission & History',
    description:
      'Founded in 2019, Digital Harbor has donated 5,392 computers, recycled 69,002 pounds of e-waste and taught 261 digital skills classes. Our vision, mission and history.',
  }),
  ...page(['/impact'], <Impact />, {
    title: 'Impact',
    description:
      'Computers donated, internet hours, classes, jobs secured and the people we serve: the impact of Digital Harbor in figures, testimonials and yearly reports.',
  }),
  ...page(['/press', '/press.html'], <Press />, {
    title: 'Press & Media',
    description: 'Digital Harbor in the news: media coverage, press releases from 2022 to 2025, and highlights such as $1.6 million raised and 506 laptop scholarships.',
  }),
  ...page(['/team', '/team.html', '/team/'], <Team />, {
    title: 'Team',
    description: 'Meet the staff and the board of directors of Digital Harbor, the non-profit that refurbishes and donates computers.',
  }),
  ...page(['/programs'], <Programs />, {
    title: 'Programs',
    description: 'Free refurbished computers, affordable Shield internet and digital skills classes: how Digital Harbor programs work and how to apply.',
  }),
  ...page(['/dsclasses', '/DSClasses'], <DigitalSkills />, {
    title: 'Digital Skills Courses',
    description: 'Free PC building classes for ages 13-18 and a 14-week digital literacy course with a certificate, hosted by partners in New York City and northern New Jersey.',
  }),
  ...page(['/blog'], <Blog />, {
    title: 'Blog',
    description: 'Stories from the Digital Harbor refurbishing floor, classrooms and community, and videos from our channel.',
  }),
  ...page(['/careers'], <Careers />, {
    title: 'Careers',
    description: 'Work at Digital Harbor, the non-profit closing the digital divide in New Jersey, New York City and Massachusetts. See open positions.',
  }),
  ...page(['/volunteer'], <Volunteer />, {
    title: 'Volunteer',
    description: 'Volunteer with Digital Harbor in person or remotely, no experience required: refurbish laptops, translate, plan Pepper Fest or help build our technology.',
  }),
];
