import { lazy } from 'react';
import type { SiteRoute } from 'ui';
import { blogMeta } from './content/blog/blogMeta';
import { blogRoutes } from './content/blog/generated/blogRoutes';
import { formPages, type FormPageName } from './content/formPages';
import { legalIndex } from './content/legal/generated/legalIndex';
import { aliasRoutes } from './routing/aliasRoutes';

const Home = lazy(() => import('./pages/Home'));
const About = lazy(() => import('./pages/About'));
const Impact = lazy(() => import('./pages/Impact'));
const Press = lazy(() => import('./pages/Press'));
const Team = lazy(() => import('./pages/Team'));
const Programs = lazy(() => import('./pages/Programs'));
const DigitalSkills = lazy(() => import('./pages/DigitalSkills'));
const Blog = lazy(() => import('./pages/Blog'));
const BlogPost = lazy(() => import('./pages/BlogPost'));
const LegalPage = lazy(() => import('./pages/LegalPage'));
const Careers = lazy(() => import('./pages/Careers'));
const Volunteer = lazy(() => import('./pages/Volunteer'));
const Donate = lazy(() => import('./pages/Donate'));
const Apply = lazy(() => import('./pages/Apply'));
const Contact = lazy(() => import('./pages/Contact'));
const EwasteDropOff = lazy(() => import('./pages/EwasteDropOff'));
const Support = lazy(() => import('./pages/Support'));
const Partner = lazy(() => import('./pages/Partner'));
const SocialMedia = lazy(() => import('./pages/SocialMedia'));
const FormPage = lazy(() => import('./pages/FormPage'));
const UploadRecommendation = lazy(() => import('./pages/UploadRecommendation'));
const AddContribution = lazy(() => import('./pages/AddContribution'));
const Pepper = lazy(() => import('./pages/Pepper'));
const PowerUp = lazy(() => import('./pages/PowerUp'));

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
  // The blog's list pages (all posts, each category, pages of ten) and one route per post, as the
  // build listed them (src/publishing): the posts' texts come with the blog's own chunks.
  ...blogRoutes.lists.map((list) => ({
    path: list.path,
    element: <Blog categorySlug={list.categorySlug} page={list.page} />,
    handle: { title: list.title, description: blogMeta.description },
  })),
  ...blogRoutes.posts.map((post) => ({
    path: `/blog/${post.slug}`,
    element: <BlogPost slug={post.slug} />,
    // The blog's description: the article's own replaces it in the served head (pages/BlogPost).
    handle: { title: post.title, description: blogMeta.description, lastModified: post.lastModified },
  })),
  ...(['privacy', 'terms'] as const).map((name) => ({
    path: `/${name}`,
    element: <LegalPage name={name} />,
    handle: { title: legalIndex[name].title, description: legalIndex[name].description },
  })),
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
  ...aliasRoutes(['/donate', '/donate.html'], {
    element: <Donate />,
    handle: {
      title: 'Donate Computers',
      description:
        'Donate your laptops, desktops and tablets: free pickup for 10 or more, data erased to NIST 800-88, tax-deductible receipts.',
    },
  }),
  ...aliasRoutes(['/apply', '/apply.html'], {
    element: <Apply />,
    handle: {
      title: 'Apply for a Device',
      description:
        'Apply for a free refurbished computer in New Jersey, New York City or Massachusetts, recommended by a non-profit that knows you.',
    },
  }),
  ...aliasRoutes(['/contact', '/contact.html'], {
    element: <Contact />,
    handle: {
      title: 'Contact',
      description: 'Contact Digital Harbor: office hours Monday to Friday, 9:00 to 5:00 EST, the help center and an inquiry form.',
    },
  }),
  {
    path: '/ewastedropoff',
    element: <EwasteDropOff />,
    handle: {
      title: 'Drop-Off Site',
      description: 'Drop off laptops, smartphones and tablets for free at over 10,000 shipping-store and pharmacy locations nationwide.',
    },
  },
  ...aliasRoutes(['/support', '/give'], {
    element: <Support />,
    handle: {
      title: 'Donate Today',
      description: 'Fund our work: your gift refurbishes computers, runs digital skills classes and keeps families connected.',
    },
  }),
  {
    path: '/partner',
    element: <Partner />,
    handle: {
      title: 'Non-Profit Partnerships',
      description:
        'Partner with Digital Harbor to get free computers to the people you serve in New Jersey, New York City or Massachusetts. Apply by February 15th.',
    },
  },
  {
    path: '/socialmedia',
    element: <SocialMedia />,
    handle: {
      title: 'Social Media',
      description: 'Digital Harbor on LinkedIn, Instagram, TikTok, X and YouTube.',
    },
  },
  ...(Object.keys(formPages) as FormPageName[]).map((name) => ({
    path: formPages[name].path,
    element: <FormPage page={name} />,
    handle: { title: `${formPages[name].titlePart1} ${formPages[name].titlePart2}`, description: formPages[name].metaDescription },
  })),
  ...aliasRoutes(['/uploadrecommendation', '/uploadrecommendation.html'], {
    element: <UploadRecommendation />,
    // A page reached from a personal email link, not from search; what it shows comes from the link's query.
    handle: {
      title: 'Recommend an Applicant',
      description: 'Upload your recommendation letter for a Digital Harbor computer applicant.',
      noindex: true,
      prerender: false,
    },
  }),
  {
    path: '/addacontribution',
    element: <AddContribution />,
    handle: { title: 'Add a Contribution', description: 'Add to your gift to Digital Harbor.' },
  },
  ...aliasRoutes(['/pepper', '/pepper.html', '/Pepper-Fest'], {
    element: <Pepper />,
    handle: {
      title: 'Pepper Fest',
      description: 'Pepper Fest, 5 October 2024 in Hoboken NJ: a chili pepper eating competition raising money for computers for people in need.',
    },
  }),
  {
    path: '/powerup',
    element: <PowerUp />,
    // Opened from a donor's personal link, prefilled with their details (from the query).
    handle: { title: 'Power Up Your Impact', description: 'Confirm your gift to Digital Harbor.', noindex: true, prerender: false },
  },
];
