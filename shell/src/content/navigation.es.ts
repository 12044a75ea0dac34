/** The site's navigation in Spanish: the same groups, paths and ids as the English (navigation.ts). */
import type { NavigationContent } from './navigation';

export const navigation: NavigationContent = {
  label: 'Principal',
  homeLabel: 'Inicio de Digital Harbor',
  menu: 'Menú',
  groups: [
    {
      id: 'programs',
      label: 'Programas',
      links: [
        { label: 'Programas', path: '/programs' },
        { label: 'Habilidades digitales', path: '/dsclasses' },
        { label: 'Internet Shield', path: '/shield' },
        { label: 'Solicite un equipo', path: '/apply' },
      ],
    },
    {
      id: 'about',
      label: 'Quiénes somos',
      links: [
        { label: 'Misión e historia', path: '/about' },
        { label: 'Equipo', path: '/team' },
        { label: 'Impacto', path: '/impact' },
        { label: 'Prensa', path: '/press' },
        { label: 'Blog', path: '/blog' },
        { label: 'Contacto', path: '/contact' },
      ],
    },
    {
      id: 'get-involved',
      label: 'Participe',
      links: [
        { label: 'Done computadoras', path: '/donate' },
        { label: 'Voluntariado', path: '/volunteer' },
        { label: 'Colabore con nosotros', path: '/partner' },
        { label: 'Reciclaje de electrónicos', path: '/ewastedropoff' },
        { label: 'Empleos', path: '/careers' },
        { label: 'Redes sociales', path: '/socialmedia' },
      ],
    },
  ],
  portal: { label: 'Portal', path: '/auth' },
  donate: { label: 'Donar', path: '/support' },
  languageSwitch: { label: 'English', name: 'English: read this page in English' },
};
