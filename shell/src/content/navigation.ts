/** The site's navigation: the nav's dropdown groups (also the footer's link columns). */

export type NavLinkItem = { label: string; path: string };

export type NavGroup = {
  /** Stable and unique: used in element ids. */
  id: string;
  label: string;
  links: readonly NavLinkItem[];
};

export const navGroups: readonly NavGroup[] = [
  {
    id: 'programs',
    label: 'Programs',
    links: [
      { label: 'Programs', path: '/programs' },
      { label: 'Digital Skills', path: '/dsclasses' },
      { label: 'Shield Internet', path: '/shield' },
      { label: 'Apply for a Device', path: '/apply' },
    ],
  },
  {
    id: 'about',
    label: 'About Us',
    links: [
      { label: 'Mission & History', path: '/about' },
      { label: 'Team', path: '/team' },
      { label: 'Impact', path: '/impact' },
      { label: 'Press', path: '/press' },
      { label: 'Blog', path: '/blog' },
      { label: 'Contact', path: '/contact' },
    ],
  },
  {
    id: 'get-involved',
    label: 'Get Involved',
    links: [
      { label: 'Donate Computers', path: '/donate' },
      { label: 'Volunteer', path: '/volunteer' },
      { label: 'Partner', path: '/partner' },
      { label: 'E-waste Drop-Off', path: '/ewastedropoff' },
      { label: 'Careers', path: '/careers' },
      { label: 'Social Media', path: '/socialmedia' },
    ],
  },
];

export const portalLink: NavLinkItem = { label: 'Portal', path: '/auth' };

export const donateLink: NavLinkItem = { label: 'Donate', path: '/support' };
