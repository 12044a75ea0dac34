/** The site's navigation in English: the nav's dropdown groups (also the footer's link columns), its links and labels. */

/** A link of the chrome: `path` is the English page's path; a Spanish page links its Spanish twin (pathInLocale). */
export type NavLinkItem = { label: string; path: string };

export type NavGroup = {
  /** Stable and unique: used in element ids. */
  id: string;
  label: string;
  links: readonly NavLinkItem[];
};

export type NavigationContent = {
  /** The main nav's accessible name. */
  label: string;
  /** The logo link's accessible name. */
  homeLabel: string;
  /** The mobile menu's button. */
  menu: string;
  groups: readonly NavGroup[];
  portal: NavLinkItem;
  donate: NavLinkItem;
  /**
   * The link to the same page in the other language: written in that language (`label`), with an
   * accessible name that says what it does and starts with the label.
   */
  languageSwitch: { label: string; name: string };
};

export const navigation: NavigationContent = {
  label: 'Main',
  homeLabel: 'Digital Harbor home',
  menu: 'Menu',
  groups: [
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
  ],
  portal: { label: 'Portal', path: '/auth' },
  donate: { label: 'Donate', path: '/support' },
  languageSwitch: { label: 'Español', name: 'Español: ver esta página en español' },
};
