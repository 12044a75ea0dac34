// Standalone mode for this remote's team (`npm run dev`): its routes in both languages, without the shell.
import { createRoot } from 'react-dom/client';
import { StandaloneRemote } from 'ui';
import { routes } from './routes';
import { routes as spanishRoutes } from './routes.es';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<StandaloneRemote routes={[...routes, ...spanishRoutes]} />);
