import { lazy } from 'react';
import type { SiteRoute } from 'ui';
import { aliasRoutes } from './routing/aliasRoutes';

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
  {
    path: '/about',
    element: <About />,
    handle: {
      title: 'Mission & History',
      description:
        'Founded in 2019, Digital Harbor has donated 5,392 computers, recycled 69,002 pounds of e-waste and taught 261 digital skills classes. Our vision, mission and history.',
    },
  },
  {
    path: '/impact',
    element: <Impact />,
    handle: {
      title: 'Impact',
      description:
        'Computers donated, internet hours, classes, jobs secured and the people we serve: the impact of Digital Harbor in figures, testimonials and yearly reports.',
    },
  },
  ...aliasRoutes(['/press', '/press.html'], {
    element: <Press />,
    handle: {
      title: 'Press & Media',
      description: 'Digital Harbor in the news: media coverage, press releases from 2022 to 2025, and highlights such as $1.6 million raised and 506 laptop scholarships.',
    },
  }),
  ...aliasRoutes(['/team', '/team.html', '/team/'], {
    element: <Team />,
    handle: {
      title: 'Team',
      description: 'Meet the staff and the board of directors of Digital Harbor, the non-profit that refurbishes and donates computers.',
    },
  }),
  {
    path: '/programs',
    element: <Programs />,
    handle: {
      title: 'Programs',
      description: 'Free refurbished computers, affordable Shield internet and digital skills classes: how Digital Harbor programs work and how to apply.',
    },
  },
  ...aliasRoutes(['/dsclasses', '/DSClasses'], {
    element: <DigitalSkills />,
    handle: {
      title: 'Digital Skills Courses',
      description: 'Free PC building classes for ages 13-18 and a 14-week digital literacy course with a certificate, hosted by partners in New York City and northern New Jersey.',
    },
  }),
  {
    path: '/blog',
    element: <Blog />,
    handle: {
      title: 'Blog',
      description: 'Stories from the Digital Harbor refurbishing floor, classrooms and community, and videos from our channel.',
    },
  },
  {
    path: '/careers',
    element: <Careers />,
    handle: {
      title: 'Careers',
      description: 'Work at Digital Harbor, the non-profit closing the digital divide in New Jersey, New York City and Massachusetts. See open positions.',
    },
  },
  {
    path: '/volunteer',
    element: <Volunteer />,
    handle: {
      title: 'Volunteer',
      description: 'Volunteer with Digital Harbor in person or remotely, no experience required: refurbish laptops, translate, plan Pepper Fest or help build our technology.',
    },
  },
];
