import type { ImageAsset } from 'ui';
import type * as English from './press';
import type { PressRelease } from './press';
import { externalLinks } from '../config/externalLinks';
import { waysToHelpCards } from './waysToHelp.es';
import coverageAward from './images/press/coverage-award.svg';
import coverageFamilies from './images/press/coverage-families.svg';
import coverageFundraising from './images/press/coverage-fundraising.svg';
import coverageGraduates from './images/press/coverage-graduates.svg';
import coverageHotspots from './images/press/coverage-hotspots.svg';
import coverageRecycling from './images/press/coverage-recycling.svg';
import outletBayState from './images/press/outlet-bay-state-courier.svg';
import outletCivicWire from './images/press/outlet-civic-wire.svg';
import outletGardenState from './images/press/outlet-garden-state-gazette.svg';
import outletHudson from './images/press/outlet-hudson-ledger.svg';
import outletMetroTech from './images/press/outlet-metro-tech-weekly.svg';
import outletNortheastRadio from './images/press/outlet-northeast-public-radio.svg';

const outletLogo = (src: string, name: string): ImageAsset => ({ src, alt: name, width: 300, height: 200 });
const coverageImage = (src: string): ImageAsset => ({ src, alt: '', width: 480, height: 320 });

export const pressHero: typeof English.pressHero = {
  titlePart1: 'Prensa y',
  titlePart2: 'medios',
  description: 'La cobertura de Digital Harbor en las noticias, nuestros comunicados de prensa y los logros que los inspiraron.',
};

export const pressLogos: typeof English.pressLogos = {
  title: 'Nos han mencionado',
  label: 'Logotipos de medios',
  pauseLabel: 'Pausar la animación de logotipos de medios',
  playLabel: 'Reproducir la animación de logotipos de medios',
  logos: [
    outletLogo(outletHudson, 'The Hudson Ledger'),
    outletLogo(outletGardenState, 'Garden State Gazette'),
    outletLogo(outletMetroTech, 'Metro Tech Weekly'),
    outletLogo(outletBayState, 'Bay State Courier'),
    outletLogo(outletCivicWire, 'Civic Wire'),
    outletLogo(outletNortheastRadio, 'Northeast Public Radio'),
  ],
};

export const pressHighlights: typeof English.pressHighlights = {
  title: 'Logros destacados',
  items: [
    { figure: '30 Under 30', text: 'Nuestra fundadora fue incluida en una lista 30 Under 30 de impacto social.' },
    { figure: '$1.6 millones', text: 'Recaudados para poner computadoras reacondicionadas en manos de quienes las necesitan.' },
    { figure: '506 laptops', text: 'Becas de laptops para estudiantes que van a la universidad: 110 en 2022, 220 en 2023 y 176 en 2024.' },
    { figure: '150 computadoras', text: 'Entregadas a familias de West New York, NJ, en una sola jornada.' },
  ],
};

export const coverage: typeof English.coverage = {
  title: 'En las noticias',
  label: 'Cobertura de prensa',
  carouselLabels: {
    previous: 'Artículo anterior',
    next: 'Artículo siguiente',
    pause: 'Pausar la presentación automática',
    play: 'Iniciar la presentación automática',
    slide: (position, total) => `${position} de ${total}`,
  },
  readMore: 'Leer más',
  items: [
    {
      id: 'thirty-under-thirty',
      title: 'La joven fundadora que convierte laptops viejas en oportunidades',
      date: '2024-11-12',
      outlet: 'Metro Tech Weekly',
      description: 'La fundadora de Digital Harbor aparece este año en la lista 30 Under 30 de impacto social.',
      url: 'https://www.metrotechweekly.example/2024/11/30-under-30-social-impact',
      image: coverageImage(coverageAward),
    },
    {
      id: 'west-new-york',
      title: '150 familias de West New York reciben computadoras en casa',
      date: '2024-06-03',
      outlet: 'The Hudson Ledger',
      description: 'Una entrega de fin de semana con aliados locales lleva computadoras reacondicionadas a 150 familias.',
      url: 'https://www.hudsonledger.example/news/2024/06/west-new-york-computers',
      image: coverageImage(coverageFamilies),
    },
    {
      id: 'scholarships-2023',
      title: 'Becas de laptops: 220 estudiantes llegan equipados a la universidad',
      date: '2023-08-21',
      outlet: 'Garden State Gazette',
      description: 'Estudiantes que van a la universidad reciben laptops con el programa de becas 2023, el doble que el año anterior.',
      url: 'https://www.gardenstategazette.example/education/2023/laptop-scholarships',
      image: coverageImage(coverageGraduates),
    },
    {
      id: 'fundraising',
      title: 'Una organización sin fines de lucro supera los $1.6 millones recaudados para el acceso digital',
      date: '2025-02-10',
      outlet: 'Civic Wire',
      description: 'Donantes y subvenciones llevan a Digital Harbor a superar $1.6 millones recaudados para equipos, internet y clases.',
      url: 'https://www.civicwire.example/2025/02/digital-harbor-milestone',
      image: coverageImage(coverageFundraising),
    },
    {
      id: 'waltham-office',
      title: 'Computadoras reacondicionadas y reciclaje responsable, ahora en Waltham',
      date: '2024-04-15',
      outlet: 'Bay State Courier',
      description: 'La nueva oficina de Massachusetts borra, reacondiciona y recicla los equipos electrónicos donados en la región.',
      url: 'https://www.baystatecourier.example/local/2024/04/waltham-computers',
      image: coverageImage(coverageRecycling),
    },
    {
      id: 'hotspots',
      title: 'Hotspots y clases cierran la brecha después del equipo',
      date: '2023-10-05',
      outlet: 'Northeast Public Radio',
      description: 'Una computadora es solo el comienzo: los hotspots y las clases de habilidades digitales mantienen conectados a los nuevos usuarios.',
      url: 'https://www.northeastpublicradio.example/stories/2023/10/hotspots-and-classes',
      image: coverageImage(coverageHotspots),
    },
  ],
};

const release = (title: string, date: string, fileName: string): PressRelease => ({
  title,
  date,
  url: `${externalLinks.pressReleases}${fileName}`,
});

export const pressReleases: typeof English.pressReleases = {
  title: 'Comunicados de prensa',
  intro: 'Todos los comunicados en PDF (en inglés).',
  linkSuffix: '(PDF, en inglés)',
  items: [
    release('Digital Harbor supera los $1.6 millones recaudados para el acceso digital', '2025-02-10', '2025-02-10-fundraising-milestone.pdf'),
    release('La fundadora de Digital Harbor, en la lista 30 Under 30', '2024-11-12', '2024-11-12-30-under-30.pdf'),
    release('176 estudiantes que van a la universidad reciben becas de laptops', '2024-08-19', '2024-08-19-laptop-scholarships.pdf'),
    release('150 computadoras para familias de West New York, NJ', '2024-06-03', '2024-06-03-west-new-york.pdf'),
    release('Digital Harbor abre su oficina de Massachusetts en Waltham', '2024-04-15', '2024-04-15-waltham-office.pdf'),
    release('220 estudiantes que van a la universidad reciben becas de laptops', '2023-08-21', '2023-08-21-laptop-scholarships.pdf'),
    release('Digital Harbor lanza la entrega de hotspots y las clases de habilidades digitales', '2023-03-07', '2023-03-07-new-programs.pdf'),
    release('110 estudiantes que van a la universidad reciben becas de laptops', '2022-08-22', '2022-08-22-laptop-scholarships.pdf'),
  ],
};

export const pressWaysToHelp: typeof English.pressWaysToHelp = { title: 'Participe', cards: waysToHelpCards };
