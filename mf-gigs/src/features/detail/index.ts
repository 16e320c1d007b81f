// What other features use of the gig page.
export { GigNotFound } from './components/GigNotFound';
