import { createRoot } from 'react-dom/client';
import { setupFederation } from './federation/setup';
import { App } from './app/App';

setupFederation();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(<App />);
