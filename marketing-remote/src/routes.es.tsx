import { lazy } from 'react';
import type { SiteRoute } from 'ui';
import { pathInLocale } from 'composition-contract/locale';
import { blogMeta } from './content/blog/blogMeta.es';
import { blogRoutes } from './content/blog/generated/blogRoutes.es';
import type { FormPageName } from './content/formPages';
import { formPages } from './content/formPages.es';
import { legalIndex } from './content/legal/generated/legalIndex.es';
import { aliasRoutes } from './routing/aliasRoutes';

const Home = lazy(() => import('./pages/Home/es'));
const About = lazy(() => import('./pages/About/es'));
const Impact = lazy(() => import('./pages/Impact/es'));
const Press = lazy(() => import('./pages/Press/es'));
const Team = lazy(() => import('./pages/Team/es'));
const Programs = lazy(() => import('./pages/Programs/es'));
const DigitalSkills = lazy(() => import('./pages/DigitalSkills/es'));
const Blog = lazy(() => import('./pages/Blog/es'));
const BlogPost = lazy(() => import('./pages/BlogPost/es'));
const LegalPage = lazy(() => import('./pages/LegalPage/es'));
const Careers = lazy(() => import('./pages/Careers/es'));
const Volunteer = lazy(() => import('./pages/Volunteer/es'));
const Donate = lazy(() => import('./pages/Donate/es'));
const Apply = lazy(() => import('./pages/Apply/es'));
const Contact = lazy(() => import('./pages/Contact/es'));
const EwasteDropOff = lazy(() => import('./pages/EwasteDropOff/es'));
const Support = lazy(() => import('./pages/Support/es'));
const Partner = lazy(() => import('./pages/Partner/es'));
const SocialMedia = lazy(() => import('./pages/SocialMedia/es'));
const FormPage = lazy(() => import('./pages/FormPage/es'));
const UploadRecommendation = lazy(() => import('./pages/UploadRecommendation/es'));
const AddContribution = lazy(() => import('./pages/AddContribution/es'));
const Pepper = lazy(() => import('./pages/Pepper/es'));
const PowerUp = lazy(() => import('./pages/PowerUp/es'));

/** A path of the English table at its Spanish address. */
const es = (path: string) => pathInLocale(path, 'es');

/**
 * The Spanish twins of routes.tsx: every English path under /es, in the same order, with Spanish
 * titles and the Spanish pages (which load only Spanish content). The build publishes them beside the English ones.
 */
export const routes: SiteRoute[] = [
  {
    path: es('/'),
    element: <Home />,
    handle: {
      title: 'Transforme una vida con la tecnología',
      description:
        'Digital Harbor reacondiciona computadoras donadas y las entrega a personas que las necesitan en New Jersey, la ciudad de Nueva York y Massachusetts. Done una computadora, solicite un equipo o hágase voluntario.',
    },
  },
  {
    path: es('/about'),
    element: <About />,
    handle: {
      title: 'Misión e historia',
      description:
        'Desde su fundación en 2019, Digital Harbor ha donado 5,392 computadoras, reciclado 69,002 libras de desechos electrónicos y dado 261 clases de habilidades digitales. Nuestra visión, misión e historia.',
    },
  },
  {
    path: es('/impact'),
    element: <Impact />,
    handle: {
      title: 'Impacto',
      description:
        'Computadoras donadas, horas de internet, clases, empleos conseguidos y las personas a las que servimos: el impacto de Digital Harbor en cifras, testimonios e informes anuales.',
    },
  },
  ...aliasRoutes([es('/press'), es('/press.html')], {
    element: <Press />,
    handle: {
      title: 'Prensa y medios',
      description:
        'Digital Harbor en las noticias: cobertura de prensa, comunicados de 2022 a 2025 y logros como $1.6 millones recaudados y 506 becas de laptops.',
    },
  }),
  ...aliasRoutes([es('/team'), es('/team.html'), es('/team/')], {
    element: <Team />,
    handle: {
      title: 'Equipo',
      description: 'Conozca al personal y a la junta directiva de Digital Harbor, la organización sin fines de lucro que reacondiciona y dona computadoras.',
    },
  }),
  {
    path: es('/programs'),
    element: <Programs />,
    handle: {
      title: 'Programas',
      description:
        'Computadoras reacondicionadas gratis, internet Shield asequible y clases de habilidades digitales: cómo funcionan los programas de Digital Harbor y cómo presentar su solicitud.',
    },
  },
  ...aliasRoutes([es('/dsclasses'), es('/DSClasses')], {
    element: <DigitalSkills />,
    handle: {
      title: 'Cursos de habilidades digitales',
      description:
        'Clases gratis para armar computadoras para jóvenes de 13 a 18 años y un curso de alfabetización digital de 14 semanas con certificado, en centros aliados de la ciudad de Nueva York y el norte de New Jersey.',
    },
  }),
  ...blogRoutes.lists.map((list) => ({
    path: es(list.path),
    element: <Blog categorySlug={list.categorySlug} page={list.page} />,
    handle: { title: list.title, description: blogMeta.description },
  })),
  ...blogRoutes.posts.map((post) => ({
    path: es(`/blog/${post.slug}`),
    element: <BlogPost slug={post.slug} />,
    handle: { title: post.title, description: blogMeta.description, lastModified: post.lastModified },
  })),
  ...(['privacy', 'terms'] as const).map((name) => ({
    path: es(`/${name}`),
    element: <LegalPage name={name} />,
    handle: { title: legalIndex[name].title, description: legalIndex[name].description },
  })),
  {
    path: es('/careers'),
    element: <Careers />,
    handle: {
      title: 'Empleos',
      description:
        'Trabaje en Digital Harbor, la organización sin fines de lucro que cierra la brecha digital en New Jersey, la ciudad de Nueva York y Massachusetts. Vea los puestos disponibles.',
    },
  },
  {
    path: es('/volunteer'),
    element: <Volunteer />,
    handle: {
      title: 'Voluntariado',
      description:
        'Sea voluntario en Digital Harbor en persona o a distancia, sin experiencia previa: reacondicione laptops, traduzca, ayude a organizar Pepper Fest o a desarrollar nuestra tecnología.',
    },
  },
  ...aliasRoutes([es('/donate'), es('/donate.html')], {
    element: <Donate />,
    handle: {
      title: 'Done computadoras',
      description:
        'Done sus laptops, computadoras de escritorio y tabletas: recogida gratis a partir de 10 equipos, datos borrados según NIST 800-88 y recibos deducibles de impuestos.',
    },
  }),
  ...aliasRoutes([es('/apply'), es('/apply.html')], {
    element: <Apply />,
    handle: {
      title: 'Solicite un equipo',
      description:
        'Solicite una computadora reacondicionada gratis en New Jersey, la ciudad de Nueva York o Massachusetts, con la recomendación de una organización sin fines de lucro que lo conozca.',
    },
  }),
  ...aliasRoutes([es('/contact'), es('/contact.html')], {
    element: <Contact />,
    handle: {
      title: 'Contacto',
      description: 'Comuníquese con Digital Harbor: horario de oficina de lunes a viernes, de 9:00 a 5:00 (hora del Este), el centro de ayuda y un formulario de consulta.',
    },
  }),
  {
    path: es('/ewastedropoff'),
    element: <EwasteDropOff />,
    handle: {
      title: 'Lugares de entrega',
      description: 'Entregue gratis laptops, teléfonos inteligentes y tabletas en más de 10,000 tiendas de envíos y farmacias de todo el país.',
    },
  },
  ...aliasRoutes([es('/support'), es('/give')], {
    element: <Support />,
    handle: {
      title: 'Done hoy',
      description: 'Apoye nuestro trabajo: su donación reacondiciona computadoras, financia clases de habilidades digitales y mantiene conectadas a las familias.',
    },
  }),
  {
    path: es('/partner'),
    element: <Partner />,
    handle: {
      title: 'Alianzas con organizaciones sin fines de lucro',
      description:
        'Alíese con Digital Harbor para que las personas a las que usted atiende en New Jersey, la ciudad de Nueva York o Massachusetts reciban computadoras gratis. Presente su solicitud antes del 15 de febrero.',
    },
  },
  {
    path: es('/socialmedia'),
    element: <SocialMedia />,
    handle: {
      title: 'Redes sociales',
      description: 'Digital Harbor en LinkedIn, Instagram, TikTok, X y YouTube.',
    },
  },
  ...(Object.keys(formPages) as FormPageName[]).map((name) => ({
    path: formPages[name].path,
    element: <FormPage page={name} />,
    handle: { title: `${formPages[name].titlePart1} ${formPages[name].titlePart2 ?? ''}`.trim(), description: formPages[name].metaDescription },
  })),
  ...aliasRoutes([es('/uploadrecommendation'), es('/uploadrecommendation.html')], {
    element: <UploadRecommendation />,
    handle: {
      title: 'Recomiende a un solicitante',
      description: 'Suba su carta de recomendación para una persona que solicita una computadora a Digital Harbor.',
      noindex: true,
      prerender: false,
    },
  }),
  {
    path: es('/addacontribution'),
    element: <AddContribution />,
    handle: { title: 'Agregue una contribución', description: 'Aumente su donación a Digital Harbor.' },
  },
  ...aliasRoutes([es('/pepper'), es('/pepper.html'), es('/Pepper-Fest')], {
    element: <Pepper />,
    handle: {
      title: 'Pepper Fest',
      description:
        'Pepper Fest, el 5 de octubre de 2024 en Hoboken, NJ: un concurso de comer chiles picantes para recaudar fondos para computadoras para personas que las necesitan.',
    },
  }),
  {
    path: es('/powerup'),
    element: <PowerUp />,
    handle: { title: 'Amplíe su impacto', description: 'Confirme su donación a Digital Harbor.', noindex: true, prerender: false },
  },
];
