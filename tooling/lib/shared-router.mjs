// The part of react-router-dom the apps share, provided under the name `react-router-dom`
// (tooling/lib/webpack-config.js). A shared module is provided whole, so sharing the package
// itself ships its data router too (createBrowserRouter, loaders, fetchers: most of
// @remix-run/router), which these apps do not use: naming what they do use lets webpack drop
// the rest. Every app shares this same list, so one router instance serves all of them; an app
// that imports anything else fails its build (exportsPresence), and adding a name here is a
// release of every app together, like upgrading the router itself.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  NavigationType,
  Outlet,
  Route,
  Router,
  Routes,
  createPath,
  createRoutesFromChildren,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-dom/dist/index.js';
