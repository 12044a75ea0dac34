import { lazy } from 'react';
import type { SiteRoute } from 'ui';
import { pathInLocale } from 'composition-contract/locale';
import { SIGN_IN_PATH } from 'composition-contract/sign-in';
import { apiBase, portalViewPath } from './config/api';
import { outcomePages } from './pages/SignIn/outcomePages';
import { storageKeys } from './session/portalSession';
import { LOGIN_CODE_PARAMS } from 'composition-contract/sign-in';

const SignIn = lazy(() => import('./pages/SignIn/es'));
const Portal = lazy(() => import('./pages/Portal/es'));
const Champions = lazy(() => import('./pages/Champions/es'));
const Certificate = lazy(() => import('./pages/Certificate/es'));
const Verify = lazy(() => import('./pages/Verify/es'));

const es = (path: string) => pathInLocale(path, 'es');

/**
 * The Spanish twins of routes.tsx: every path under `/es`, in the same order, with the same flags
 * (`session`, `noindex`, `prerender`, `earlyRequest`), Spanish titles and descriptions, and the
 * Spanish page entries. The session is the same one (the same keys in the tab's storage), so a
 * visitor keeps it when switching language.
 */
export const routes: SiteRoute[] = [
  {
    path: es(SIGN_IN_PATH),
    element: <SignIn />,
    handle: {
      title: 'Iniciar sesión',
      description: 'Inicie sesión en el portal de Digital Harbor para seguir su solicitud de computadora o ver los equipos que donó.',
      noindex: true,
      session: true,
    },
  },
  // The answers to the form posted from /es/auth before the portal's code has arrived (or without JavaScript).
  ...outcomePages.map(({ path, result }) => ({
    path: es(path),
    element: <SignIn initialResult={result} />,
    handle: { title: 'Iniciar sesión', description: 'La respuesta a su solicitud de un enlace para iniciar sesión.', noindex: true, session: true },
  })),
  {
    path: es('/portal'),
    element: <Portal />,
    // As the English portal: the same frame, the same early request with the same session.
    handle: {
      title: 'Su portal',
      description: 'Su solicitud de computadora o las computadoras que donó.',
      noindex: true,
      session: true,
      earlyRequest: { path: `${apiBase}${portalViewPath}`, tokenKey: storageKeys.session, unlessQuery: LOGIN_CODE_PARAMS.portal },
    },
  },
  {
    path: es('/champions'),
    element: <Champions />,
    handle: { title: 'Perfil', description: 'Sus datos tal como Digital Harbor los tiene registrados.', noindex: true, session: true },
  },
  {
    path: es('/certificate'),
    element: <Certificate />,
    handle: { title: 'Certificado de destrucción de datos', description: 'El certificado de destrucción de datos de un equipo donado.', noindex: true, session: true, prerender: false },
  },
  {
    path: es('/verify'),
    element: <Verify />,
    handle: { title: 'Verificar un certificado', description: 'Compruebe un certificado de destrucción de datos de Digital Harbor con su código de verificación.', noindex: true },
  },
];
