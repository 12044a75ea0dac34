import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadHelpDeskWidget } from './config/embeds';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<App />);

// The help-desk widget is a nicety: it must never delay or break the page.
window.addEventListener('load', () => loadHelpDeskWidget(), { once: true });
